/**
 * The tile OpenSeadragon draws first for a Deep Zoom image: the whole slide at the finest level that is still a
 * single tile (column 0, row 0). The viewer's page asks for it as soon as it knows the slide (decision 092), so
 * it is in the browser's cache by the time OpenSeadragon, whose script is still compiling, asks for it.
 */
import type { components } from '../../../../contracts';

type DeepZoomImage = components['schemas']['DeepZoomImage'];

/**
 * The finest level of a Deep Zoom pyramid that is one tile: levels run from 0 (one pixel) to
 * ⌈log₂ max(width, height)⌉ (full size), each half the next, sized ⌈side × 2^(level − top)⌉ as OpenSeadragon's
 * Deep Zoom source sizes them.
 */
export function singleTileLevel(width: number, height: number, tileSize: number): number {
  const top = Math.ceil(Math.log2(Math.max(width, height, 1)));
  let level = top;
  while (level > 0 && Math.ceil(Math.max(width, height) * 2 ** (level - top)) > tileSize) level--;
  return level;
}

/** The URL of that tile (OpenSeadragon's `{Url}{level}/{column}_{row}.{Format}`). */
export function firstTileUrl(image: DeepZoomImage): string {
  const level = singleTileLevel(image.Size.Width, image.Size.Height, image.TileSize);
  return `${image.Url}${level}/0_0.${image.Format}`;
}
