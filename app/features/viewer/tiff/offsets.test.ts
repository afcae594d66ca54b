import { describe, expect, it } from 'vitest';
import { TIFF_INCOMPLETE } from './errors';
import { checkBlockOffsets, expectedBlockCount } from './offsets';

const tiled = {
  width: 600,
  height: 300,
  tiled: true,
  blockWidth: 256,
  blockHeight: 256,
  planarConfiguration: 1,
  samplesPerPixel: 3,
};

describe('tile offsets', () => {
  it('counts the tiles or strips a level must have', () => {
    expect(expectedBlockCount(tiled)).toBe(3 * 2);
    expect(expectedBlockCount({ ...tiled, planarConfiguration: 2 })).toBe(3 * 2 * 3);
    expect(expectedBlockCount({ ...tiled, tiled: false, blockWidth: 600, blockHeight: 16 })).toBe(19);
  });

  it('accepts a complete level', () => {
    expect(() => checkBlockOffsets([8, 108, 208], [100, 100, 100], 3, 308)).not.toThrow();
    expect(() => checkBlockOffsets(new Uint32Array([8]), new Uint32Array([100]), 1, null)).not.toThrow();
    expect(() => checkBlockOffsets(8, 100, 1, 108)).not.toThrow();
  });

  it.each([
    ['a missing offset', [8, 108], [100, 100, 100], 3, 308],
    ['a missing byte count', [8, 108, 208], [100, 100], 3, 308],
    ['no offsets at all', undefined, undefined, 3, 308],
    ['a zero offset', [8, 0, 208], [100, 100, 100], 3, 308],
    ['a zero byte count', [8, 108, 208], [100, 0, 100], 3, 308],
    ['a tile ending beyond the file', [8, 108, 208], [100, 100, 101], 3, 308],
    ['a tile starting beyond the file', [8, 108, 5000], [100, 100, 100], 3, 308],
  ])('rejects %s', (_case, offsets, counts, expected, fileSize) => {
    expect(() => checkBlockOffsets(offsets, counts, expected, fileSize)).toThrow(TIFF_INCOMPLETE);
  });
});
