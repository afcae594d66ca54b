/** Where a Deep Zoom tile of a prepared slide lies on disk (the mosaic's tiles are mapped to stored ones). */
import { TILE_FILE_EXTENSION } from './deepzoom';
import { cachePath, type PreparedSlide } from './manifest';
import { mosaicTileSource } from './mosaic';

export function tileFile(
  cacheDir: string,
  entry: PreparedSlide,
  level: number,
  col: number,
  row: number,
): string | null {
  if (entry.mosaic) {
    const source = mosaicTileSource(entry.mosaic, level, col, row);
    if (!source) return null;
    const folder = source.from === 'unit' ? entry.mosaic.unitTiles : entry.mosaic.overviewTiles;
    return cachePath(cacheDir, `${folder}/${source.level}/${source.col}_${source.row}${TILE_FILE_EXTENSION}`);
  }
  if (!entry.files.deepZoom) return null;
  return cachePath(cacheDir, `${entry.files.deepZoom}/${level}/${col}_${row}${TILE_FILE_EXTENSION}`);
}
