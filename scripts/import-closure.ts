/**
 * The files a module needs, following its imports (relative ones, `import … from`, `export … from`, `import()`),
 * and the packages they import: what `npm run conformance:pack` puts in the checker's package. Reads the source
 * with a pattern, not a compiler: the repository's modules import in those three ways only.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** The package a bare specifier names (`ajv/dist/2020.js` → `ajv`, `@scope/x/y` → `@scope/x`). */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** Every file reachable from the entries (absolute paths, sorted) and the packages imported on the way. */
export function importClosure(entries: string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = entries.map((entry) => path.resolve(entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier))
        packages.add(packageOf(specifier));
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}
