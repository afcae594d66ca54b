/**
 * The large slide for scale, without gigabytes on disk.
 *
 * The mosaic is a square unit image (a power of two, made seamless by mirroring) repeated `repeats` times in
 * each direction: 4,096 × 15 = 61,440 px a side by default. Because the unit's side is a multiple of the tile
 * size, every Deep Zoom tile of the top levels is exactly a tile of the unit's own pyramid: tile (col, row) of
 * mosaic level max − d is tile (col mod n, row mod n) of unit level unitMax − d, n = unit side / 2^d / tile size.
 * Once the unit shrinks below one tile the repetition no longer falls on tile boundaries; those few small levels
 * are an "overview" image (the mosaic downscaled by 2^D, ≤ 2,048 px) computed once and tiled normally, and its
 * Deep Zoom levels are numbered exactly like the mosaic's. The server answers tiles on demand through
 * `mosaicTileSource`; nothing larger than the unit and the overview is ever written.
 *
 * The mosaic's "original file" is a real pyramidal tiled TIFF of the full size whose tile offsets point at the
 * unit's and the overview's tiles over and over (`assembleRepeatedTiff`): a few megabytes that read, by Range,
 * like a 61,440-px slide.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { maxLevel, tileExists, TILE_SIZE, type Size } from './deepzoom';
import {
  asciiEntry,
  encodeIfd,
  encodedIfdSize,
  entryNumbers,
  longEntry,
  readTiffBuffer,
  TAG,
  type TiffEntry,
} from './tiff';

export interface MosaicGeometry {
  /** Side of the repeated unit, a power of two no smaller than the tile size. */
  unitSize: number;
  repeats: number;
  tileSize: number;
}

export const DEFAULT_MOSAIC: MosaicGeometry = { unitSize: 4096, repeats: 15, tileSize: TILE_SIZE };

export function mosaicSize(g: MosaicGeometry): Size {
  const side = g.unitSize * g.repeats;
  return { width: side, height: side };
}

export function validateMosaic(g: MosaicGeometry): void {
  const powerOfTwo =
    Number.isSafeInteger(g.unitSize) && g.unitSize > 0 && (g.unitSize & (g.unitSize - 1)) === 0;
  if (!powerOfTwo || g.unitSize < g.tileSize || g.unitSize % g.tileSize !== 0)
    throw new Error('Mosaic unit size must be a power of two and a multiple of the tile size');
  if (!Number.isSafeInteger(g.repeats) || g.repeats < 1) throw new Error('Mosaic repeats must be ≥ 1');
}

/** How many top levels repeat unit tiles (d = 0 … D − 1, while unit side / 2^d is a whole number of tiles). */
export function repeatedLevelCount(g: MosaicGeometry): number {
  let d = 0;
  while (g.unitSize / 2 ** d >= g.tileSize && (g.unitSize / 2 ** d) % g.tileSize === 0) d++;
  return d;
}

/** The overview: the mosaic scaled by 1 / 2^D, the first scale at which the unit is smaller than a tile. */
export function overviewSize(g: MosaicGeometry): Size {
  const side = (g.unitSize * g.repeats) / 2 ** repeatedLevelCount(g);
  return { width: side, height: side };
}

/** Side of the unit at the overview's scale: the overview is this image repeated `repeats` times. */
export const overviewUnitSide = (g: MosaicGeometry) => g.unitSize / 2 ** repeatedLevelCount(g);

export type MosaicTileSource =
  | { from: 'unit'; level: number; col: number; row: number }
  | { from: 'overview'; level: number; col: number; row: number };

/**
 * Which stored tile answers mosaic tile `level/col_row` (Deep Zoom numbering), or null when there is no such
 * tile. Pure: the server's on-demand tile route is this plus a file lookup.
 */
export function mosaicTileSource(
  g: MosaicGeometry,
  level: number,
  col: number,
  row: number,
): MosaicTileSource | null {
  const size = mosaicSize(g);
  if (!tileExists(size, level, col, row)) return null;
  const d = maxLevel(size) - level;
  if (d < repeatedLevelCount(g)) {
    const perUnit = g.unitSize / 2 ** d / g.tileSize;
    return {
      from: 'unit',
      level: maxLevel({ width: g.unitSize, height: g.unitSize }) - d,
      col: col % perUnit,
      row: row % perUnit,
    };
  }
  // Below the repeated levels, the overview's Deep Zoom levels carry the same numbers and sizes as the mosaic's.
  return { from: 'overview', level, col, row };
}

/**
 * Builds the mosaic's pyramidal TIFF from the unit's and the overview's pyramidal TIFFs (both classic
 * little-endian, tiled, as sharp writes them): level k < D repeats unit page k, the levels after are the
 * overview's pages. Tile data is stored once; only the offset tables grow (4 bytes per tile per table).
 */
export function assembleRepeatedTiff(options: {
  unitTiff: string;
  overviewTiff: string;
  geometry: MosaicGeometry;
  description: string;
  out: string;
}): number {
  const { geometry: g } = options;
  const unitBytes = readFileSync(options.unitTiff);
  const overviewBytes = readFileSync(options.overviewTiff);
  const unit = readTiffBuffer(unitBytes);
  const overview = readTiffBuffer(overviewBytes);
  for (const s of [unit, overview])
    if (!s.littleEndian || s.bigTiff) throw new Error('Mosaic: sources must be classic little-endian TIFF');
  const repeated = repeatedLevelCount(g);
  if (unit.ifds.length < repeated) throw new Error(`Mosaic: the unit TIFF has ${unit.ifds.length} pages`);

  const unitBase = 8;
  const overviewBase = unitBase + unitBytes.length + (unitBytes.length & 1);
  const side = g.unitSize * g.repeats;
  const dropped = new Set<number>([
    TAG.SubIFDs,
    TAG.ExifIFD,
    TAG.GpsIFD,
    TAG.ImageDescription,
    TAG.StripOffsets,
  ]);
  const levels: TiffEntry[][] = [];

  const numbers = (entries: TiffEntry[], tag: number) => {
    const entry = entries.find((e) => e.tag === tag);
    if (!entry) throw new Error(`Mosaic: source page without tag ${tag}`);
    return entryNumbers(entry, true);
  };
  const copyEntries = (entries: TiffEntry[]) =>
    entries.filter(
      (e) =>
        !dropped.has(e.tag) &&
        e.tag !== TAG.TileOffsets &&
        e.tag !== TAG.TileByteCounts &&
        e.tag !== TAG.ImageWidth &&
        e.tag !== TAG.ImageLength &&
        e.tag !== TAG.NewSubfileType,
    );

  for (let k = 0; k < repeated; k++) {
    const page = unit.ifds[k]!;
    const tileWidth = numbers(page.entries, TAG.TileWidth)[0]!;
    const tileLength = numbers(page.entries, TAG.TileLength)[0]!;
    const pageSide = g.unitSize / 2 ** k;
    if (
      numbers(page.entries, TAG.ImageWidth)[0] !== pageSide ||
      tileWidth !== g.tileSize ||
      tileLength !== g.tileSize
    )
      throw new Error(`Mosaic: unit page ${k} is not ${pageSide} px in ${g.tileSize}-px tiles`);
    const perUnit = pageSide / g.tileSize;
    const levelSide = side / 2 ** k;
    const grid = levelSide / g.tileSize;
    const srcOffsets = numbers(page.entries, TAG.TileOffsets);
    const srcCounts = numbers(page.entries, TAG.TileByteCounts);
    const offsets = new Uint32Array(grid * grid);
    const counts = new Uint32Array(grid * grid);
    for (let row = 0; row < grid; row++) {
      const srcRow = (row % perUnit) * perUnit;
      for (let col = 0; col < grid; col++) {
        const src = srcRow + (col % perUnit);
        offsets[row * grid + col] = unitBase + srcOffsets[src]!;
        counts[row * grid + col] = srcCounts[src]!;
      }
    }
    levels.push([
      ...copyEntries(page.entries),
      longEntry(TAG.ImageWidth, [levelSide]),
      longEntry(TAG.ImageLength, [levelSide]),
      longEntry(TAG.TileOffsets, offsets),
      longEntry(TAG.TileByteCounts, counts),
    ]);
  }
  for (const page of overview.ifds) {
    const srcOffsets = numbers(page.entries, TAG.TileOffsets);
    levels.push([
      ...copyEntries(page.entries),
      longEntry(TAG.ImageWidth, numbers(page.entries, TAG.ImageWidth)),
      longEntry(TAG.ImageLength, numbers(page.entries, TAG.ImageLength)),
      longEntry(
        TAG.TileOffsets,
        srcOffsets.map((o) => overviewBase + o),
      ),
      longEntry(TAG.TileByteCounts, numbers(page.entries, TAG.TileByteCounts)),
    ]);
  }
  levels.forEach((entries, i) => {
    entries.push(longEntry(TAG.NewSubfileType, [i === 0 ? 0 : 1]));
    if (i === 0) entries.push(asciiEntry(TAG.ImageDescription, options.description));
  });

  let cursor = overviewBase + overviewBytes.length + (overviewBytes.length & 1);
  const ifdOffsets = levels.map((entries) => {
    const at = cursor;
    cursor += encodedIfdSize(entries);
    cursor += cursor & 1;
    return at;
  });
  if (cursor > 0xffffffff) throw new Error('Mosaic: the TIFF would need BigTIFF offsets');
  const out = Buffer.alloc(cursor);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(ifdOffsets[0]!, 4);
  unitBytes.copy(out, unitBase);
  overviewBytes.copy(out, overviewBase);
  levels.forEach((entries, i) => {
    encodeIfd(entries, ifdOffsets[i]!, ifdOffsets[i + 1] ?? 0).copy(out, ifdOffsets[i]!);
  });
  writeFileSync(options.out, out);
  return out.length;
}
