/**
 * Which frames of a DICOMweb series are asked for, and together (decision 169). A WADO-RS frames request may name
 * several frames of one instance (`…/frames/3,4,7`) and the archive answers them in one multipart body, so a tile
 * that covers twelve frames costs one request, not twelve queued behind the browser's six connections to the
 * proxy's host. The tile OpenSeadragon draws first is known once the metadata is: the whole slide in one tile, so
 * its frames are asked for as the series opens, before OpenSeadragon asks. Pure.
 */
import { tileRegion, type TileGeometry } from '../tiff/pyramid';
import { blocksCovering, sampling } from '../tiff/raster';
import { frameNumber, type WebLevel } from './web-pyramid';

/** Frame numbers, each once, ascending, in runs of at most `max` (what one request may name). */
export function frameBatches(frames: readonly number[], max: number): number[][] {
  const sorted = [...new Set(frames)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let at = 0; at < sorted.length; at += max) batches.push(sorted.slice(at, at + max));
  return batches;
}

/**
 * The frames (1-based, as WADO-RS counts) the tile (level, x, y) reads: those under the pixels its resampling
 * samples (tiff/raster.ts's `sampling`), where the level has a frame (a missing tile is drawn white).
 */
export function tileFrames(
  geometry: TileGeometry,
  levels: readonly WebLevel[],
  tile: { level: number; x: number; y: number },
): { level: number; frames: number[] } {
  const region = tileRegion(geometry, tile.level, tile.x, tile.y);
  const level = levels[region.level]!;
  const { window } = sampling(level, region.area, region.width, region.height);
  const frames = blocksCovering(level.tileWidth, level.tileHeight, window)
    .map(([column, row]) => frameNumber(level, column, row))
    .filter((frame) => frame >= 1);
  return { level: region.level, frames };
}

/**
 * The tile OpenSeadragon draws first: the coarsest level it shows (`minLevel`, where the whole slide is one tile),
 * column 0, row 0, as for a Deep Zoom image (osd/first-tile.ts).
 */
export const firstTile = (geometry: TileGeometry) => ({ level: geometry.minLevel, x: 0, y: 0 });
