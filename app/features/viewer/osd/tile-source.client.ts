/**
 * Which tile source a slide opens with (spec 4.4 and 7): its Deep Zoom copy first — the inline descriptor
 * object when the link has one, else the descriptor URL once it answers — and, when there is none, the
 * original file read by HTTP Range through the GeoTIFF tile source. The inline object is opened unchecked: when
 * its tiles fail, the pane opens the slide again with `deepZoom: false` (decision 049).
 */
import type OpenSeadragon from 'openseadragon';
import type { SlideLink } from '../slide-links';
import { DEFAULT_MPP } from '../constants';
import { magnificationOf } from '../scale-bar';
// Part of the viewer's own chunk, so Remix's route loading (spec 4.1's retries) covers it with the rest.
import { openTiffSlide } from '../tiff';

export type TilePreset = { timeoutMs: number; retries: number; retryDelayMs: number };

export interface OpenedSlide {
  kind: 'deepzoom' | 'tiff';
  tileSource: string | object;
  mpp: { x: number; y: number };
  magnification: number;
  destroy(): void;
}

async function isReachable(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { signal, mode: 'cors', credentials: 'omit' });
    // Drain the body so the connection is reused; the image itself lands in OpenSeadragon's cache later.
    await response.arrayBuffer();
    return response.ok;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/** The Deep Zoom source of a link, or null when it has none or it does not answer. */
async function deepZoomSource(link: SlideLink, signal?: AbortSignal): Promise<string | object | null> {
  if (link.dziTileSourceObject) return link.dziTileSourceObject;
  if (link.dziUrl && (await isReachable(link.dziUrl, signal))) return link.dziUrl;
  return null;
}

export async function openSlideSource(
  OSD: typeof OpenSeadragon,
  link: SlideLink,
  preset: TilePreset,
  signal?: AbortSignal,
  options: { deepZoom?: boolean } = {},
): Promise<OpenedSlide> {
  const deepZoom = options.deepZoom === false ? null : await deepZoomSource(link, signal);
  if (deepZoom) {
    const mpp = link.mpp ?? { x: DEFAULT_MPP, y: DEFAULT_MPP };
    return {
      kind: 'deepzoom',
      tileSource: deepZoom,
      mpp,
      magnification: link.magnification ?? magnificationOf(mpp.x),
      destroy: () => undefined,
    };
  }
  const tiff = await openTiffSlide(OSD, link.link, { ...preset, signal });
  // The link's scale (the server read the file) wins over the reader's fall-back.
  const mpp = link.mpp ?? tiff.mpp;
  return {
    kind: 'tiff',
    tileSource: tiff.tileSource,
    mpp,
    magnification: link.magnification ?? (link.mpp ? magnificationOf(mpp.x) : tiff.magnification),
    destroy: () => tiff.destroy(),
  };
}
