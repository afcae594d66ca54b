import { describe, expect, it } from 'vitest';
import { levelSize, lowLevelTiles, maxLevel, tileExists, tileGrid } from './deepzoom';
import {
  DEFAULT_MOSAIC,
  mosaicSize,
  mosaicTileSource,
  overviewSize,
  overviewUnitSide,
  repeatedLevelCount,
  validateMosaic,
} from './mosaic';

describe('Deep Zoom geometry', () => {
  const size = { width: 4000, height: 3000 };

  it('numbers levels from 1 px to full size', () => {
    expect(maxLevel(size)).toBe(12);
    expect(levelSize(size, 12)).toEqual(size);
    expect(levelSize(size, 11)).toEqual({ width: 2000, height: 1500 });
    expect(levelSize(size, 0)).toEqual({ width: 1, height: 1 });
    expect(maxLevel({ width: 1, height: 1 })).toBe(0);
  });

  it('cuts levels into 256-px tiles, partial at the right and bottom edges', () => {
    expect(tileGrid(size, 12)).toEqual({ columns: 16, rows: 12 });
    expect(tileExists(size, 12, 15, 11)).toBe(true);
    expect(tileExists(size, 12, 16, 0)).toBe(false);
    expect(tileExists(size, 13, 0, 0)).toBe(false);
    expect(tileExists(size, -1, 0, 0)).toBe(false);
    expect(tileExists(size, 12, 0.5, 0)).toBe(false);
  });

  it('lists the tiles of the lowest levels, whole levels only, at most the limit', () => {
    const tiles = lowLevelTiles(size, 20);
    expect(tiles.slice(0, 9).map((t) => t.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tiles.filter((t) => t.level === 9)).toHaveLength(4);
    expect(tiles).toHaveLength(13);
  });
});

describe('mosaic tile mapping', () => {
  const g = DEFAULT_MOSAIC;

  it('is at least 60,000 px a side and a whole number of tiles', () => {
    const size = mosaicSize(g);
    expect(size.width).toBeGreaterThanOrEqual(60_000);
    expect(size).toEqual({ width: 61_440, height: 61_440 });
    expect(size.width % g.tileSize).toBe(0);
    expect(maxLevel(size)).toBe(16);
  });

  it('repeats unit tiles on the top levels, down to a unit of one tile', () => {
    expect(repeatedLevelCount(g)).toBe(5); // unit 4096, 2048, 1024, 512, 256 px
    // Level 16 (full size): 16 unit tiles per repetition.
    expect(mosaicTileSource(g, 16, 0, 0)).toEqual({ from: 'unit', level: 12, col: 0, row: 0 });
    expect(mosaicTileSource(g, 16, 17, 33)).toEqual({ from: 'unit', level: 12, col: 1, row: 1 });
    expect(mosaicTileSource(g, 16, 239, 239)).toEqual({ from: 'unit', level: 12, col: 15, row: 15 });
    // Level 13: the unit is 512 px, two tiles.
    expect(mosaicTileSource(g, 13, 5, 2)).toEqual({ from: 'unit', level: 9, col: 1, row: 0 });
    // Level 12: the unit is one tile; every mosaic tile is that tile.
    expect(mosaicTileSource(g, 12, 14, 7)).toEqual({ from: 'unit', level: 8, col: 0, row: 0 });
  });

  it('answers the small levels from the overview, with the same numbering', () => {
    expect(overviewSize(g)).toEqual({ width: 1920, height: 1920 });
    expect(overviewUnitSide(g)).toBe(128);
    expect(maxLevel(overviewSize(g))).toBe(11);
    expect(mosaicTileSource(g, 11, 7, 7)).toEqual({ from: 'overview', level: 11, col: 7, row: 7 });
    expect(mosaicTileSource(g, 0, 0, 0)).toEqual({ from: 'overview', level: 0, col: 0, row: 0 });
    for (let level = 0; level <= 11; level++) {
      expect(levelSize(overviewSize(g), level)).toEqual(levelSize(mosaicSize(g), level));
    }
  });

  it('answers null outside the pyramid', () => {
    expect(mosaicTileSource(g, 16, 240, 0)).toBeNull();
    expect(mosaicTileSource(g, 17, 0, 0)).toBeNull();
    expect(mosaicTileSource(g, 11, 8, 0)).toBeNull();
    expect(mosaicTileSource(g, 5, -1, 0)).toBeNull();
  });

  it('maps every tile of a level to an existing unit tile (small geometry, exhaustive)', () => {
    const small = { unitSize: 1024, repeats: 3, tileSize: 256 };
    const unit = { width: small.unitSize, height: small.unitSize };
    const size = mosaicSize(small);
    for (let level = 0; level <= maxLevel(size); level++) {
      const { columns, rows } = tileGrid(size, level);
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < columns; col++) {
          const source = mosaicTileSource(small, level, col, row)!;
          const holder = source.from === 'unit' ? unit : overviewSize(small);
          expect(tileExists(holder, source.level, source.col, source.row)).toBe(true);
        }
      }
    }
  });

  it('rejects a unit that is not a power of two of whole tiles', () => {
    expect(() => validateMosaic({ unitSize: 3000, repeats: 20, tileSize: 256 })).toThrow();
    expect(() => validateMosaic({ unitSize: 128, repeats: 500, tileSize: 256 })).toThrow();
    expect(() => validateMosaic(g)).not.toThrow();
  });
});
