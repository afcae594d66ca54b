import { describe, expect, it } from 'vitest';
import {
  buildGeometry,
  chooseTileSize,
  numTiles,
  selectLevels,
  tiffLevelFor,
  tileRegion,
  type TiffImageInfo,
} from './pyramid';

const image = (
  index: number,
  width: number,
  height: number,
  more: Partial<TiffImageInfo> = {},
): TiffImageInfo => ({
  index,
  width,
  height,
  tiled: true,
  tileWidth: 256,
  tileHeight: 256,
  ...more,
});

/** The directories of aperio-CMU-1-Small-Region.svs: one level, then thumbnail, label and macro. */
const APERIO = [
  image(0, 2220, 2967, { tileWidth: 240, tileHeight: 240, subfileType: 0 }),
  image(1, 574, 768, { tiled: false, tileWidth: 574, tileHeight: 16, subfileType: 0 }),
  image(2, 387, 463, {
    tiled: false,
    subfileType: 1,
    description: 'Aperio Image Library v11.2.1 \nlabel 387x463',
  }),
  image(3, 1280, 431, {
    tiled: false,
    subfileType: 9,
    description: 'Aperio Image Library v11.2.1 \nmacro 1280x431',
  }),
];
/** hamamatsu-test3-DAPI-2-387.ndpi: four single-strip levels, then macro and map. */
const NDPI = [
  image(0, 3968, 4864, { tiled: false }),
  image(1, 1984, 2432, { tiled: false }),
  image(2, 992, 1216, { tiled: false }),
  image(3, 496, 608, { tiled: false }),
  image(4, 1188, 406, { tiled: false }),
  image(5, 594, 203, { tiled: false }),
];
/** synthetic-pyramid-boxes.tiff: 4 tiled levels, 64-pixel tiles. */
const BOXES = [
  image(0, 300, 250, { tileWidth: 64, tileHeight: 64 }),
  image(1, 150, 125, { tileWidth: 64, tileHeight: 64, subfileType: 1 }),
  image(2, 75, 62, { tileWidth: 64, tileHeight: 64, subfileType: 1 }),
  image(3, 37, 31, { tileWidth: 64, tileHeight: 64, subfileType: 1 }),
];

const indices = (levels: TiffImageInfo[]) => levels.map((level) => level.index);

describe('level selection', () => {
  it("keeps Aperio's one level and leaves out thumbnail, label and macro", () => {
    expect(indices(selectLevels(APERIO))).toEqual([0]);
  });

  it('keeps the four NDPI levels and leaves out macro and map', () => {
    expect(indices(selectLevels(NDPI))).toEqual([0, 1, 2, 3]);
  });

  it('keeps all four levels of a tiled pyramid, rounded sizes included', () => {
    expect(indices(selectLevels(BOXES))).toEqual([0, 1, 2, 3]);
  });

  it('sorts levels largest first whatever the file order, and drops a repeated size', () => {
    const shuffled = [BOXES[2]!, BOXES[0]!, BOXES[3]!, BOXES[1]!, image(9, 75, 62, { tileWidth: 64 })];
    expect(indices(selectLevels(shuffled))).toEqual([0, 1, 2, 3]);
  });

  it("takes the largest image as level 0 even when it is not the file's first", () => {
    expect(indices(selectLevels([image(0, 100, 80), image(1, 400, 320), image(2, 200, 160)]))).toEqual([
      1, 2, 0,
    ]);
  });

  it('leaves out masks and other images marked by NewSubfileType', () => {
    expect(indices(selectLevels([image(0, 400, 320), image(1, 200, 160, { subfileType: 4 })]))).toEqual([0]);
  });

  it('has no level for a file without a non-empty image', () => {
    expect(selectLevels([])).toEqual([]);
    expect(selectLevels([image(0, 0, 0)])).toEqual([]);
  });
});

describe('tile size', () => {
  it("uses the file's tile size when it is square, a multiple of 16 and 128–512", () => {
    expect(chooseTileSize(APERIO[0]!)).toBe(240);
    expect(chooseTileSize(image(0, 1000, 1000, { tileWidth: 512, tileHeight: 512 }))).toBe(512);
  });

  it('uses 256 for strips, small tiles and odd sizes', () => {
    expect(chooseTileSize(NDPI[0]!)).toBe(256);
    expect(chooseTileSize(BOXES[0]!)).toBe(256);
    expect(chooseTileSize(image(0, 1000, 1000, { tileWidth: 250, tileHeight: 250 }))).toBe(256);
    expect(chooseTileSize(image(0, 1000, 1000, { tileWidth: 256, tileHeight: 128 }))).toBe(256);
  });
});

describe('OpenSeadragon levels', () => {
  const aperio = buildGeometry(selectLevels(APERIO), 240);
  const ndpi = buildGeometry(selectLevels(NDPI), 256);
  const boxes = buildGeometry(selectLevels(BOXES), 256);

  it("uses OpenSeadragon's level numbering, from the level where the image fits one tile", () => {
    // ceil(log2(2967)) = 12; 2967 / 2^4 = 185 ≤ 240 fits one tile at level 8.
    expect(aperio).toMatchObject({ width: 2220, height: 2967, maxLevel: 12, minLevel: 8, tileSize: 240 });
    expect(numTiles(aperio, 12)).toEqual({ x: 10, y: 13 });
    expect(numTiles(aperio, 8)).toEqual({ x: 1, y: 1 });
    expect(boxes).toMatchObject({ maxLevel: 9, minLevel: 8 });
    expect(ndpi).toMatchObject({ maxLevel: 13, minLevel: 8 });
  });

  it('reads each OpenSeadragon level from the smallest TIFF level with enough resolution', () => {
    // NDPI levels are 1, 2, 4 and 8 times smaller.
    expect([13, 12, 11, 10, 9, 8].map((level) => tiffLevelFor(ndpi, 2 ** (level - ndpi.maxLevel)))).toEqual([
      0, 1, 2, 3, 3, 3,
    ]);
    // boxes: 300 → 150 → 75 → 37; 37 is 8.1 times smaller, close enough for a scale of 1/8.
    expect(tiffLevelFor(boxes, 1 / 8)).toBe(3);
    expect(tiffLevelFor(boxes, 1 / 4)).toBe(2);
    // A single-level slide reads everything from level 0.
    expect(tiffLevelFor(aperio, 1 / 16)).toBe(0);
  });

  it('maps a full-resolution tile one to one onto the file', () => {
    expect(tileRegion(aperio, 12, 3, 5)).toEqual({
      level: 0,
      window: [720, 1200, 960, 1440],
      area: [720, 1200, 960, 1440],
      width: 240,
      height: 240,
    });
  });

  it('crops edge tiles to the image', () => {
    // 2220 = 9 × 240 + 60; 2967 = 12 × 240 + 87.
    expect(tileRegion(aperio, 12, 9, 12)).toMatchObject({
      window: [2160, 2880, 2220, 2967],
      width: 60,
      height: 87,
    });
    // At level 11 the image is 1110 × 1483.5 pixels: the last column is 150 wide, the last row 43.5 → 44.
    expect(tileRegion(aperio, 11, 4, 6)).toMatchObject({
      window: [1920, 2880, 2220, 2967],
      width: 150,
      height: 44,
    });
  });

  it('reads a coarser level from a reduced TIFF level where there is one', () => {
    // NDPI level 11 (scale 1/4) comes from TIFF level 2 (992 × 1216) one to one.
    expect(tileRegion(ndpi, 11, 1, 2)).toEqual({
      level: 2,
      window: [256, 512, 512, 768],
      area: [256, 512, 512, 768],
      width: 256,
      height: 256,
    });
    // The whole slide in one tile at level 8: the smallest TIFF level (496 × 608) shrunk to 124 × 152.
    expect(tileRegion(ndpi, 8, 0, 0)).toMatchObject({
      level: 3,
      window: [0, 0, 496, 608],
      width: 124,
      height: 152,
    });
  });

  it('refuses tiles that do not exist', () => {
    expect(() => tileRegion(aperio, 12, 10, 0)).toThrow(RangeError);
    expect(() => tileRegion(aperio, 7, 0, 0)).toThrow(RangeError);
    expect(() => tileRegion(aperio, 13, 0, 0)).toThrow(RangeError);
    expect(() => tileRegion(aperio, 12, -1, 0)).toThrow(RangeError);
  });
});
