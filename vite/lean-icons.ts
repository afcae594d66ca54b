/**
 * Every `lucide-react/icons/<name>` import becomes the kit's lean icon (app/components/ui/icon.tsx) made from
 * that icon's own data, in the browser build, the server build and the unit tests alike: the markup carries one
 * class instead of lucide-react's ten attributes per icon (decision 090). The icon data still comes from
 * lucide-react itself, so an upgrade brings its new drawings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const PREFIX = '\0icon:';
// By its path: a generated module is in no folder that the app's '~/' alias would apply to.
const ICON_MODULE = fileURLToPath(new URL('../app/components/ui/icon.tsx', import.meta.url));

export function leanIcons(): Plugin {
  return {
    name: 'pathbridge:lean-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = ICON_IMPORT.exec(source);
      // The generated module imports the icon's own data: that import resolves as usual.
      if (!match || importer?.startsWith(PREFIX)) return null;
      return `${PREFIX}${match[1]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = drawingOf(id.slice(PREFIX.length));
      return [
        `import { __iconData } from 'lucide-react/icons/${name}';`,
        `import { leanIcon } from ${JSON.stringify(ICON_MODULE)};`,
        `export default leanIcon(__iconData);`,
      ].join('\n');
    },
  };
}

/** The icon whose data `name` draws: an old name ('circle-alert') is a module that re-exports its new one. */
function drawingOf(name: string): string {
  for (let hops = 0; hops < 3; hops++) {
    const code = readFileSync(require.resolve(`lucide-react/icons/${name}`), 'utf8');
    if (code.includes('__iconData')) return name;
    const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(code);
    if (!alias) break;
    name = alias[1]!;
  }
  throw new Error(`vite/lean-icons.ts: no drawing found for lucide-react/icons/${name}`);
}

/**
 * The icon modules the app's own files import (under `appDir`), as the generated modules import them: for Vite's
 * dependency bundling in dev, which would otherwise find each only when a page first asks for it, and reload.
 */
export function iconDependencies(appDir: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.join(appDir, file), 'utf8');
    for (const [, name] of code.matchAll(/['"]lucide-react\/icons\/([a-z0-9-]+)['"]/g))
      names.add(drawingOf(name!));
  }
  return [...names].sort().map((name) => `lucide-react/icons/${name}`);
}
