/**
 * Lint's import rules (./import-graph.ts, run by ./check-imports.ts): a deep import into another feature and an
 * import cycle are found, type-only imports count between features but not as a cycle at run time, and the
 * graph is read as the compiler resolves it (the `~/` alias included).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cycles,
  deepImports,
  featureGraph,
  featureOf,
  isFeatureEntry,
  readImportGraph,
  runtimeGraph,
  type ImportGraph,
} from './import-graph';

const graphOf = (edges: Record<string, Record<string, boolean>>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Map(Object.entries(to))]));

describe('the feature rule', () => {
  it('names a feature by its folder and allows only its index and top-level server modules', () => {
    expect(featureOf('app/features/viewer/model/ids.ts')).toBe('viewer');
    expect(featureOf('app/components/ui/button.tsx')).toBeUndefined();
    expect(isFeatureEntry('app/features/viewer/index.ts')).toBe(true);
    expect(isFeatureEntry('app/features/viewer/consult.server.ts')).toBe(true);
    expect(isFeatureEntry('app/features/viewer/model/index.ts')).toBe(false);
    expect(isFeatureEntry('app/features/viewer/consult/stream.ts')).toBe(false);
    expect(isFeatureEntry('app/features/viewer/scale-bar.ts')).toBe(false);
  });

  it('reports an import past another feature’s entry points, and nothing inside one feature', () => {
    const graph = graphOf({
      'app/features/report/a.ts': {
        'app/features/viewer/scale-bar.ts': false,
        'app/features/viewer/index.ts': false,
        'app/features/report/b.ts': false,
      },
      'app/routes/x.tsx': {
        'app/features/cases/case-labels.ts': true,
        'app/features/cases/list.server.ts': false,
      },
    });
    expect(deepImports(graph)).toEqual([
      { from: 'app/features/report/a.ts', to: 'app/features/viewer/scale-bar.ts' },
      { from: 'app/routes/x.tsx', to: 'app/features/cases/case-labels.ts' },
    ]);
  });
});

describe('cycles', () => {
  it('finds features that import each other, a type import enough, and not modules joined by types only', () => {
    const graph = graphOf({
      'app/features/cases/a.ts': { 'app/features/report/index.ts': false },
      'app/features/report/index.ts': { 'app/features/report/b.ts': false },
      'app/features/report/b.ts': { 'app/features/cases/index.ts': true },
      'app/features/cases/index.ts': { 'app/features/cases/a.ts': false },
    });
    expect(cycles(featureGraph(graph))).toEqual([['cases', 'report']]);
    expect(cycles(graph)).toEqual([
      [
        'app/features/cases/a.ts',
        'app/features/cases/index.ts',
        'app/features/report/b.ts',
        'app/features/report/index.ts',
      ],
    ]);
    expect(cycles(runtimeGraph(graph))).toEqual([]);
  });

  it('finds none in a graph whose edges all go forward, and one holding the path when an edge goes back', () => {
    const nodes = fc.integer({ min: 2, max: 30 });
    fc.assert(
      fc.property(
        nodes.chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 80 }),
            fc.nat(n - 2),
          ),
        ),
        ([n, pairs, start]) => {
          const name = (i: number) => `m${String(i).padStart(2, '0')}`;
          const edges: Record<string, Record<string, boolean>> = {};
          for (let i = 0; i < n; i++) edges[name(i)] = {};
          for (const [a, b] of pairs) if (a < b) edges[name(a)]![name(b)] = false;
          expect(cycles(graphOf(edges))).toEqual([]);
          // A chain start → … → n − 1 and an edge back makes those nodes (at least) one cycle.
          for (let i = start; i < n - 1; i++) edges[name(i)]![name(i + 1)] = false;
          edges[name(n - 1)]![name(start)] = false;
          const found = cycles(graphOf(edges));
          expect(found).toHaveLength(1);
          for (let i = start; i < n; i++) expect(found[0]).toContain(name(i));
        },
      ),
    );
  });

  it('walks a long chain without running out of stack', () => {
    const edges: Record<string, Record<string, boolean>> = {};
    for (let i = 0; i < 20_000; i++) edges[`m${i}`] = { [`m${(i + 1) % 20_000}`]: false };
    expect(cycles(graphOf(edges))[0]).toHaveLength(20_000);
  });
});

describe('reading the graph', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('resolves the alias and relative imports, marks type-only ones, and leaves packages out', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: {
          baseUrl: '.',
          paths: { '~/*': ['./app/*'] },
          moduleResolution: 'Bundler',
          module: 'ESNext',
        },
      }),
    );
    write('app/features/a/index.ts', "export { x } from './x';\n");
    write(
      'app/features/a/x.ts',
      "import type { Y } from '~/features/b/y';\nexport const x = 1 as unknown as Y;\n",
    );
    write(
      'app/features/b/y.ts',
      "import { x } from '../a';\nimport ts from 'typescript';\nexport type Y = typeof x | typeof ts;\n",
    );
    write('app/features/b/lazy.ts', "export const load = () => import('./y');\n");
    const graph = readImportGraph(root, ['app']);
    expect(graph.get('app/features/a/x.ts')).toEqual(new Map([['app/features/b/y.ts', true]]));
    expect(graph.get('app/features/b/y.ts')).toEqual(new Map([['app/features/a/index.ts', false]]));
    expect(graph.get('app/features/b/lazy.ts')).toEqual(new Map([['app/features/b/y.ts', false]]));
    expect(deepImports(graph)).toEqual([{ from: 'app/features/a/x.ts', to: 'app/features/b/y.ts' }]);
    expect(cycles(featureGraph(graph))).toEqual([['a', 'b']]);
    expect(cycles(runtimeGraph(graph))).toEqual([]);
  });
});
