/**
 * Which images of a TIFF form the slide's pyramid, and how OpenSeadragon's levels map onto them.
 *
 * OpenSeadragon numbers levels from 0 (1×1 pixel) to maxLevel = ceil(log2(max(width, height))) (full
 * resolution); level L shows the image at scale 2^(L − maxLevel). A TIFF holds a handful of reduced-resolution
 * images instead (often 1, 4, 16, 32 × smaller). Each OpenSeadragon tile is read from the smallest TIFF level
 * that still has at least the resolution it needs and resampled to the tile.
 */

/** What level selection needs to know about one image (IFD) of the file. */
export interface TiffImageInfo {
  index: number;
  width: number;
  height: number;
  tiled: boolean;
  tileWidth: number;
  tileHeight: number;
  /** NewSubfileType (254): bit 0 = reduced resolution; anything else marks masks, macros and the like. */
  subfileType?: number;
  description?: string;
}

export interface PyramidLevel {
  /** The image's index in the file. */
  index: number;
  width: number;
  height: number;
}

export interface TileGeometry {
  width: number;
  height: number;
  tileSize: number;
  minLevel: number;
  maxLevel: number;
  /** TIFF levels used, largest (level 0) first. */
  levels: PyramidLevel[];
}

export interface TileRegion {
  /** Index into `TileGeometry.levels`. */
  level: number;
  /** [left, top, right, bottom) in that TIFF level's pixels: the whole pixels covered. */
  window: [number, number, number, number];
  /** The exact extent in that level's pixels (fractional where the level's scale is not a power of two). */
  area: [number, number, number, number];
  /** Size of the tile image to produce. */
  width: number;
  height: number;
}

export const DEFAULT_TILE_SIZE = 256;
const ASSOCIATED_IMAGE = /\b(label|macro|thumbnail|overview)\b/i;
const REDUCED_RESOLUTION = 1;

/** Same aspect ratio as level 0, allowing each side of the reduced image to be one pixel off (rounding). */
function sameAspect(level0: TiffImageInfo, image: TiffImageInfo): boolean {
  const difference = Math.abs(image.width / level0.width - image.height / level0.height);
  return difference <= 1 / image.width + 1 / image.height;
}

/**
 * The pyramid: level 0 is the largest image; the others are the reduced resolutions of it, largest first.
 * Associated images are left out: Aperio's thumbnail (same aspect ratio, but stripped where the pyramid is
 * tiled), label and macro; NDPI's macro and map (other aspect ratios).
 */
export function selectLevels(images: readonly TiffImageInfo[]): TiffImageInfo[] {
  const usable = images.filter((image) => image.width > 0 && image.height > 0);
  const level0 = usable.reduce<TiffImageInfo | undefined>(
    (largest, image) =>
      !largest || image.width * image.height > largest.width * largest.height ? image : largest,
    undefined,
  );
  if (!level0) return [];

  const reduced = usable
    .filter(
      (image) =>
        image !== level0 &&
        image.width < level0.width &&
        image.height < level0.height &&
        image.tiled === level0.tiled &&
        ((image.subfileType ?? 0) & ~REDUCED_RESOLUTION) === 0 &&
        !ASSOCIATED_IMAGE.test(image.description ?? '') &&
        sameAspect(level0, image),
    )
    .sort((a, b) => b.width - a.width);

  const levels = [level0];
  for (const image of reduced) {
    if (image.width < levels[levels.length - 1]!.width) levels.push(image);
  }
  return levels;
}

/**
 * OpenSeadragon's tile size: the TIFF's own tile size when it is square, a multiple of 16 and 128–512 (Aperio's
 * 240, the usual 256 or 512), so full-resolution tiles map one-to-one onto the file's tiles and each is decoded
 * once; otherwise (strips, 64-pixel tiles, odd sizes) 256.
 */
export function chooseTileSize(level0: TiffImageInfo): number {
  const { tiled, tileWidth, tileHeight } = level0;
  const fits =
    tiled && tileWidth === tileHeight && tileWidth % 16 === 0 && tileWidth >= 128 && tileWidth <= 512;
  return fits ? tileWidth : DEFAULT_TILE_SIZE;
}

export function buildGeometry(levels: readonly TiffImageInfo[], tileSize: number): TileGeometry {
  const level0 = levels[0];
  if (!level0) throw new Error('A pyramid needs at least one level.');
  const { width, height } = level0;
  const longest = Math.max(width, height);
  const maxLevel = Math.ceil(Math.log2(longest));
  // Levels below the one where the whole image fits one tile only repeat that tile smaller: skip them.
  const minLevel = Math.max(0, maxLevel - Math.max(0, Math.ceil(Math.log2(longest / tileSize))));
  return {
    width,
    height,
    tileSize,
    minLevel,
    maxLevel,
    levels: levels.map(({ index, width: w, height: h }) => ({ index, width: w, height: h })),
  };
}

export const levelScale = (geometry: TileGeometry, level: number) => 2 ** (level - geometry.maxLevel);

/** Tiles across and down at an OpenSeadragon level (OpenSeadragon's own arithmetic). */
export function numTiles(geometry: TileGeometry, level: number): { x: number; y: number } {
  const scale = levelScale(geometry, level);
  return {
    x: Math.ceil((geometry.width * scale) / geometry.tileSize),
    y: Math.ceil((geometry.height * scale) / geometry.tileSize),
  };
}

/**
 * Index of the smallest TIFF level with at least the resolution an OpenSeadragon level at `scale` needs. Writers
 * round reduced sizes down (300 → 37 for 1/8), so the needed size is rounded down too.
 */
export function tiffLevelFor(geometry: TileGeometry, scale: number): number {
  const neededWidth = Math.floor(geometry.width * scale + 1e-9);
  const neededHeight = Math.floor(geometry.height * scale + 1e-9);
  let chosen = 0;
  geometry.levels.forEach((level, index) => {
    if (level.width >= neededWidth && level.height >= neededHeight) chosen = index;
  });
  return chosen;
}

/** Rounds up, ignoring floating-point dust (138.00000001 → 138). */
const ceil = (value: number) => Math.ceil(value - 1e-9);

/** Where an OpenSeadragon tile comes from and how large its image is; edge tiles are cropped to the image. */
export function tileRegion(geometry: TileGeometry, level: number, x: number, y: number): TileRegion {
  const tiles = numTiles(geometry, level);
  if (
    !Number.isInteger(level) ||
    level < geometry.minLevel ||
    level > geometry.maxLevel ||
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    x < 0 ||
    y < 0 ||
    x >= tiles.x ||
    y >= tiles.y
  ) {
    throw new RangeError(`No tile ${level}/${x}_${y} in this slide.`);
  }
  const scale = levelScale(geometry, level);
  const { tileSize, width, height } = geometry;
  // The tile's extent in level-0 pixels.
  const left = (x * tileSize) / scale;
  const top = (y * tileSize) / scale;
  const right = Math.min(((x + 1) * tileSize) / scale, width);
  const bottom = Math.min(((y + 1) * tileSize) / scale, height);

  const index = tiffLevelFor(geometry, scale);
  const tiff = geometry.levels[index]!;
  const sx = tiff.width / width;
  const sy = tiff.height / height;
  const x0 = Math.min(Math.floor(left * sx), tiff.width - 1);
  const y0 = Math.min(Math.floor(top * sy), tiff.height - 1);
  const x1 = Math.max(x0 + 1, Math.min(ceil(right * sx), tiff.width));
  const y1 = Math.max(y0 + 1, Math.min(ceil(bottom * sy), tiff.height));
  return {
    level: index,
    window: [x0, y0, x1, y1],
    area: [left * sx, top * sy, right * sx, bottom * sy],
    width: Math.max(1, ceil((right - left) * scale)),
    height: Math.max(1, ceil((bottom - top) * scale)),
  };
}
