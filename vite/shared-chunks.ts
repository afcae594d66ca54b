/**
 * The browser build's shared modules in a few chunks, by the layer of pages that needs them (decision
 * 095). Left to itself Rollup makes one chunk per set of routes that need a module, and this app's routes share
 * many small modules in slightly different sets: a signed-in list page preloaded 61 files, most under 2 KB.
 *
 * A module that more than one route needs goes by who needs it:
 * - every page: `framework` (what the client entry needs, and the packages the root route needs) or `base` (the
 *   root route's own modules);
 * - the signed-in frame (`routes/_shell.tsx`, around every page but the viewer) and the viewer: `shared`; the
 *   frame and not the viewer: `shell`. So the viewer, outside the frame, never loads the frame's own modules;
 * - pages alone: the lean icons (vite/lean-icons.ts, a few hundred bytes each) in `icons`, unless the viewer may
 *   need one; what the viewer may need with other pages than those showing its screen in `shared` too (the
 *   viewer's held scripts in 9 files rather than 18); the rest where Rollup puts it.
 * Every page of the frame loads all of `framework`, `base`, `shared` and `shell` anyway, so these chunks give it
 * no module it did not load before. A module one route alone needs stays in that route's chunk, and one only
 * loaded by `import()` in none of these, so it stays lazy.
 *
 * Which routes need a module is Rollup's own analysis, which it does not show to plugins: vite/used-imports.ts
 * estimates it, and a module joins a layer only when the estimate says that layer surely needs it (the viewer
 * counts as needing a module when it may). Checked by comparing the modules each page loads, before and after.
 */
import type { Plugin, Rollup } from 'vite';
import { modulesNeededBy, shapeOf, sideEffectsJudge, type Shape } from './used-imports';

const ENTRY_CLIENT = /\/app\/entry\.client\.tsx$/;
const ROOT = /\/app\/root\.tsx\?__remix-build-client-route$/;
const SHELL = /\/app\/routes\/_shell\.tsx\?__remix-build-client-route$/;
const VIEWER = /\/app\/routes\/viewer\.tsx\?__remix-build-client-route$/;
/** The viewer's screen, which the viewer and the pages that show it beside a report need (decision 104). */
const VIEWER_SCREEN = /\/app\/features\/viewer\/viewer-screen\.tsx$/;
const LEAN_ICON = /^\0icon:|\/node_modules\/lucide-react\/|\/app\/components\/ui\/icon\.tsx$/;

export function sharedChunks(): Plugin {
  const shapes = new Map<string, Shape>();
  let chunks: Map<string, string> | null = null;
  const manualChunks: Rollup.GetManualChunk = (id, meta) => {
    chunks ??= chunksOf(meta, shapes);
    return chunks.get(id);
  };
  return {
    name: 'pathbridge:shared-chunks',
    // The browser's build only: the server's has no pages to load.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // Only the modules named here go to these chunks; what they import goes where Rollup puts it.
    config: () => ({
      build: { rollupOptions: { output: { manualChunks, onlyExplicitManualChunks: true } } },
    }),
    buildStart() {
      shapes.clear();
      chunks = null;
    },
    async moduleParsed(info) {
      if (!info.ast) return;
      const resolve = async (source: string) => (await this.resolve(source, info.id))?.id ?? null;
      shapes.set(info.id, await shapeOf(info.ast, resolve));
    },
    // Two chunks that import each other may run a module before one it needs: the first version of this plugin
    // broke every page that way ('reading forwardRef' of undefined). The build fails instead of shipping one.
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`Chunks import each other: ${cycle.join(' → ')}`);
    },
  };
}

/** A cycle of static imports between the bundle's chunks, as file names, or null when there is none. */
export function chunkCycle(bundle: Rollup.OutputBundle): string[] | null {
  const imports = new Map<string, string[]>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') imports.set(file.fileName, file.imports);
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string, path: string[]): string[] | null => {
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    if (state.get(name) === 'done') return null;
    state.set(name, 'open');
    for (const next of imports.get(name) ?? []) {
      const cycle = visit(next, [...path, name]);
      if (cycle) return cycle;
    }
    state.set(name, 'done');
    return null;
  };
  for (const name of imports.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The app's own modules, and the lean icons made from them; not a package's, nor a helper Rollup's plugins make
 * (`\0commonjsHelpers.js`). `framework` must import nothing from `base` (chunks that import each other can run a
 * module before one it needs): what the client entry needs goes there whoever wrote it, since Remix's own code
 * imports ours (vite/route-module-retry.ts).
 */
const ours = (id: string) =>
  id.startsWith('\0icon:') || !(id.startsWith('\0') || id.includes('/node_modules/'));

/** Each grouped module's chunk. */
function chunksOf(meta: Rollup.ManualChunkMeta, shapes: Map<string, Shape>): Map<string, string> {
  const surely = neededBy(meta, shapes, true);
  const maybe = neededBy(meta, shapes, false);
  const chunks = new Map<string, string>();
  const screen = [...surely].find(([id]) => VIEWER_SCREEN.test(id))?.[1] ?? new Set<string>();
  for (const [id, entries] of surely) {
    const info = meta.getModuleInfo(id);
    if (!info?.isIncluded || info.isEntry || entries.size < 2) continue;
    const layer = layerOf(id, { surely: entries, maybe: maybe.get(id) ?? entries, screen });
    if (layer) chunks.set(id, layer);
  }
  return chunks;
}

/**
 * The layer of a module more than one entry surely needs (`surely`; `maybe`: those that may need it; `screen`:
 * the entries that surely need the viewer's screen), or undefined: where Rollup puts it. The viewer's page loads
 * `shared` anyway: what else it may need from other pages joins it there, so that its held scripts are
 * a few files rather than one per set of pages (18 files, 9 of them under 1 KB); the screen's own modules, which
 * only the pages showing the screen need, stay in the chunk Rollup makes for those pages.
 */
export function layerOf(
  id: string,
  needed: { surely: Set<string>; maybe: Set<string>; screen: Set<string> },
): string | undefined {
  const reaches = (ids: Set<string>, entry: RegExp) => [...ids].some((one) => entry.test(one));
  const { surely: entries, maybe, screen } = needed;
  if (reaches(entries, ENTRY_CLIENT)) return 'framework';
  if (reaches(entries, ROOT)) return ours(id) ? 'base' : 'framework';
  if (reaches(entries, SHELL)) return reaches(entries, VIEWER) ? 'shared' : 'shell';
  if (LEAN_ICON.test(id) && !reaches(maybe, VIEWER)) return 'icons';
  if (reaches(maybe, VIEWER) && [...maybe].some((entry) => !screen.has(entry))) return 'shared';
  return undefined;
}

/** Each module's entries (the client entry, each route) that need its code, surely or maybe (used-imports.ts). */
function neededBy(meta: Rollup.ManualChunkMeta, shapes: Map<string, Shape>, surely: boolean) {
  const entriesOf = new Map<string, Set<string>>();
  const effectsOf = sideEffectsJudge(shapes, meta.getModuleInfo, surely);
  for (const entry of meta.getModuleIds()) {
    if (!meta.getModuleInfo(entry)?.isEntry) continue;
    for (const id of modulesNeededBy(entry, shapes, meta.getModuleInfo, effectsOf)) {
      const entries = entriesOf.get(id) ?? new Set<string>();
      entriesOf.set(id, entries.add(entry));
    }
  }
  return entriesOf;
}
