import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkCycle } from './shared-chunks';

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
