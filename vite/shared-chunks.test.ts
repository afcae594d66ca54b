import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkCycle, layerOf } from './shared-chunks';

/** A bundle of chunks by file name, each with the chunks it imports. */
const bundle = (imports: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(imports).map(([fileName, names]) => [
      fileName,
      { type: 'chunk', fileName, imports: names },
    ]),
  ) as unknown as Rollup.OutputBundle;

describe('chunkCycle', () => {
  it('finds chunks that import each other, however far round', () => {
    expect(chunkCycle(bundle({ a: ['b'], b: ['a'] }))).toEqual(['a', 'b', 'a']);
    expect(chunkCycle(bundle({ entry: ['a'], a: ['b'], b: ['c'], c: ['a'] }))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('passes a graph where shared chunks are imported from several places', () => {
    expect(
      chunkCycle(
        bundle({
          entry: ['framework', 'base'],
          base: ['framework'],
          route: ['base', 'framework'],
          framework: [],
        }),
      ),
    ).toBeNull();
  });
});

describe('layerOf', () => {
  const route = (name: string) => `/app/app/routes/${name}.tsx?__remix-build-client-route`;
  const [viewer, workspace, list, shell] = [
    route('viewer'),
    route('pd-case-view'),
    route('admin-cases'),
    route('_shell'),
  ];
  const screen = new Set([viewer, workspace]);
  const needed = (...entries: string[]) => ({ surely: new Set(entries), maybe: new Set(entries), screen });

  it('puts what the viewer needs with other pages in shared, so its held scripts are a few files', () => {
    expect(layerOf('/app/app/components/ui/badge.tsx', needed(viewer, list))).toBe('shared');
    expect(layerOf('/app/node_modules/effector-react/x.mjs', needed(viewer, workspace, list))).toBe('shared');
  });

  it("leaves the screen's own modules, which only the pages showing the screen need, where Rollup puts them", () => {
    expect(layerOf('/app/app/features/viewer/toolbar.tsx', needed(viewer, workspace))).toBeUndefined();
  });

  it('keeps the layers it had: the frame with the viewer in shared, without it in shell, other pages alone', () => {
    expect(layerOf('/app/app/lib/x.ts', needed(shell, viewer))).toBe('shared');
    expect(layerOf('/app/app/lib/x.ts', needed(shell, list))).toBe('shell');
    expect(layerOf('/app/app/lib/x.ts', needed(list, workspace))).toBeUndefined();
  });
});
