/**
 * The viewer's page fetches and evaluates its held scripts between the first tile and a usable toolbar (issue 47):
 * the parts its first render does not show come in chunks of their own, and what it never uses not at all.
 * Checked with the bundler the app is built with (Vite's production build: Rollup) on the viewer's page; packages
 * are left out, so only the app's own code is looked at (as contracts/tree-shaking.test.ts does).
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { beforeAll, describe, expect, it } from 'vitest';

const ENTRY = 'virtual-entry.tsx';
const viewer = path.resolve(import.meta.dirname, '../index.ts');
const isPackage = (id: string) => !/^(\.|\/|~\/|\0|contracts$)/.test(id) && !id.endsWith(ENTRY);

/** The code a production build of `source` loads at once (its entry and what that imports), and what it loads later. */
async function bundled(source: string): Promise<{ atOnce: string; later: string }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      tsconfigPaths(),
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? source : null),
      },
    ],
    worker: { format: 'es' },
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: isPackage },
    },
  })) as Rollup.RollupOutput[];
  const chunks = output[0]!.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const atOnce = new Set<string>();
  const visit = (name: string) => {
    if (atOnce.has(name) || !byName.has(name)) return;
    atOnce.add(name);
    byName.get(name)!.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  const code = (loadedAtOnce: boolean) =>
    chunks
      .filter((chunk) => atOnce.has(chunk.fileName) === loadedAtOnce)
      .map((chunk) => chunk.code)
      .join('\n');
  return { atOnce: code(true), later: code(false) };
}

describe("the viewer page's held scripts", () => {
  let page: { atOnce: string; later: string };
  beforeAll(async () => {
    page = await bundled(`export { ViewerPage } from '${viewer}';`);
  }, 60_000);

  it('keep the screen, its toolbar and the slide it opens', () => {
    expect(page.atOnce).toContain('viewer:case-open');
    expect(page.atOnce).toContain('"aria-label": "Viewer tools"');
  });

  it("leave the rulers' and patches' layers, the side menu and a consult's parts to chunks loaded on first use", () => {
    for (const testId of ['ruler-layer', 'patch-layer', 'keyboard-cursor', 'side-menu', 'consult-button']) {
      expect(page.atOnce, testId).not.toContain(`"data-testid": "${testId}"`);
      expect(page.later, testId).toContain(`"data-testid": "${testId}"`);
    }
  });

  it("leave out the signed-in frame's menus, which the viewer never shows", () => {
    expect(page.atOnce + page.later).not.toContain('Available Cases');
  });
});
