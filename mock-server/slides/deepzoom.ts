/**
 * Deep Zoom geometry, as OpenSeadragon's DziTileSource reads it: level L is the image scaled by 2^(L − max),
 * max = ceil(log2(longest side)), each level cut into TILE_SIZE tiles from the top left, named
 * `{level}/{col}_{row}.{format}`. The pipeline uses 256-px tiles without overlap (docs/decisions/009).
 */
export const TILE_SIZE = 256;
export const TILE_OVERLAP = 0;
/** The format named in descriptors and tile URLs; libvips writes the files as `.jpeg`. */
export const TILE_FORMAT = 'jpg';
export const TILE_FILE_EXTENSION = '.jpeg';
export const DEEP_ZOOM_XMLNS = 'http://schemas.microsoft.com/deepzoom/2008';

export interface Size {
  width: number;
  height: number;
}

export function maxLevel({ width, height }: Size): number {
  return Math.ceil(Math.log2(Math.max(width, height, 1)));
}

export function levelSize(size: Size, level: number): Size {
  const scale = 2 ** (maxLevel(size) - level);
  return { width: Math.ceil(size.width / scale), height: Math.ceil(size.height / scale) };
}

export function tileGrid(size: Size, level: number, tileSize = TILE_SIZE): { columns: number; rows: number } {
  const { width, height } = levelSize(size, level);
  return { columns: Math.ceil(width / tileSize), rows: Math.ceil(height / tileSize) };
}

/** Whether `level/col_row` names a tile of an image of this size. */
export function tileExists(size: Size, level: number, col: number, row: number): boolean {
  if (!Number.isSafeInteger(level) || level < 0 || level > maxLevel(size)) return false;
  const { columns, rows } = tileGrid(size, level);
  return (
    Number.isSafeInteger(col) &&
    Number.isSafeInteger(row) &&
    col >= 0 &&
    row >= 0 &&
    col < columns &&
    row < rows
  );
}

/**
 * The tiles of the smallest levels, all of each level, lowest level first, stopping before the list would pass
 * `limit`: what a viewer fetches first, and a short list for the link response.
 */
export function lowLevelTiles(size: Size, limit = 20): Array<{ level: number; col: number; row: number }> {
  const tiles: Array<{ level: number; col: number; row: number }> = [];
  for (let level = 0; level <= maxLevel(size); level++) {
    const { columns, rows } = tileGrid(size, level);
    if (tiles.length + columns * rows > limit) break;
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < columns; col++) tiles.push({ level, col, row });
  }
  return tiles;
}

/** A tile path as it appears in URLs: `{level}/{col}_{row}.jpg`. */
export const tilePath = (level: number, col: number, row: number) => `${level}/${col}_${row}.${TILE_FORMAT}`;

/** The `.dzi` descriptor (XML), with an optional comment saying where the pixels come from. */
export function dziXml(size: Size, comment?: string): string {
  const note = comment ? `<!-- ${comment.replace(/--/g, '- -')} -->\n` : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${note}` +
    `<Image xmlns="${DEEP_ZOOM_XMLNS}" Format="${TILE_FORMAT}" Overlap="${TILE_OVERLAP}" TileSize="${TILE_SIZE}">\n` +
    `  <Size Width="${size.width}" Height="${size.height}"/>\n` +
    `</Image>\n`
  );
}
