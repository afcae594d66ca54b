import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstTileUrl, singleTileLevel } from './first-tile';

/** A level's side as OpenSeadragon's Deep Zoom source sizes it. */
const sideAt = (side: number, level: number, top: number) => Math.ceil(side * 2 ** (level - top));

describe('the first tile of a Deep Zoom slide', () => {
  it('is the finest level that is one tile, whatever the size and tile size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 21 }),
        fc.integer({ min: 1, max: 2 ** 21 }),
        fc.integer({ min: 1, max: 4096 }),
        (width, height, tileSize) => {
          const top = Math.ceil(Math.log2(Math.max(width, height)));
          const level = singleTileLevel(width, height, tileSize);
          expect(level).toBeGreaterThanOrEqual(0);
          expect(level).toBeLessThanOrEqual(top);
          // One tile at that level, more than one at the next (when there is one).
          expect(Math.max(sideAt(width, level, top), sideAt(height, level, top))).toBeLessThanOrEqual(
            Math.max(tileSize, 1),
          );
          if (level < top) {
            expect(Math.max(sideAt(width, level + 1, top), sideAt(height, level + 1, top))).toBeGreaterThan(
              tileSize,
            );
          }
        },
      ),
    );
  });

  it("is OpenSeadragon's first request for the fixture slide and the mosaic (seen in bench:viewer --timeline)", () => {
    const image = (Width: number, Height: number) => ({
      Url: 'https://tiles.test/s_files/',
      Format: 'jpg' as const,
      Overlap: 0,
      TileSize: 256,
      Size: { Width, Height },
    });
    expect(firstTileUrl(image(2220, 2967))).toBe('https://tiles.test/s_files/8/0_0.jpg');
    expect(firstTileUrl(image(61_440, 61_440))).toBe('https://tiles.test/s_files/8/0_0.jpg');
    expect(firstTileUrl(image(200, 100))).toBe('https://tiles.test/s_files/8/0_0.jpg');
  });
});
