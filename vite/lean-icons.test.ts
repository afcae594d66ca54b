import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { iconDependencies } from './lean-icons';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('iconDependencies', () => {
  it("lists each icon the app's modules import once, by the module holding its drawing", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lean-icons-'));
    mkdirSync(path.join(dir, 'features', 'deep'), { recursive: true });
    writeFileSync(
      path.join(dir, 'a.tsx'),
      'import XIcon from \'lucide-react/icons/x\';\nimport CircleAlertIcon from "lucide-react/icons/circle-alert";\n',
    );
    writeFileSync(
      path.join(dir, 'features', 'deep', 'b.ts'),
      "export { default } from 'lucide-react/icons/x';\n",
    );
    // Not a module: not read.
    writeFileSync(path.join(dir, 'notes.md'), "'lucide-react/icons/menu'");
    // 'circle-alert' is an old name: its module re-exports the drawing under its new name.
    expect(iconDependencies(dir)).toEqual([
      'lucide-react/icons/circle-exclamation-point',
      'lucide-react/icons/x',
    ]);
  });
});
