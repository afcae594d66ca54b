/**
 * Which tile source a slide opens with (spec 4.4 and 7; the order is slide-route.ts's): a series in an archive
 * when the link names one (the DICOM route's reader, by WADO-RS); else its Deep Zoom copy — the inline descriptor
 * object when the link has one, else the descriptor URL once it answers — and, when there is none, the
 * original file: a plain PNG or JPEG as one image (spec 9's direct image types), anything else read by HTTP Range
 * through the GeoTIFF tile source (or, for DICOM, the DICOM one). The inline object is opened unchecked: when
 * its tiles fail, the pane opens the slide again with `deepZoom: false` (decision 049).
 */
import type OpenSeadragon from 'openseadragon';
import type { SlideLink } from '../slide-links';
import { DEFAULT_MPP, DIRECT_IMAGE_TYPES, OSD_SETTINGS } from '../constants';
import { magnificationOf } from '../scale-bar';
// Part of the viewer's own chunk, so Remix's route loading (spec 4.1's retries) covers it with the rest.
import { openTiffSlide } from '../tiff';
import { isDicomLink, looksLikeDicom, openDicomSlide, openDicomwebSlide } from '../dicom';
import { slideScale } from '../tiff/boot-slide';
import { archiveScale, deepZoomObjectOf, linkRoute, type LinkRoute } from './slide-route';

export type TilePreset = { timeoutMs: number; retries: number; retryDelayMs: number };

export interface OpenedSlide {
  kind: 'dicomweb' | 'deepzoom' | 'tiff' | 'dicom' | 'image';
  tileSource: string | object;
  mpp: { x: number; y: number };
  magnification: number;
  /** Whether the slide says its scale (mpp or magnification); false when the default mpp stands in. */
  scaleKnown: boolean;
  destroy(): void;
}

/** Whether the link says the slide's scale. */
const linkScaleKnown = (link: SlideLink) => Boolean(link.mpp ?? link.magnification);

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

/** The Deep Zoom source of a link, or null when it opens by another route or its copy does not answer. */
async function deepZoomSource(
  link: SlideLink,
  route: LinkRoute,
  signal?: AbortSignal,
): Promise<string | object | null> {
  if (route === 'deepzoom-object') return link.dziTileSourceObject;
  if (route === 'deepzoom-url' && (await isReachable(link.dziUrl!, signal))) return link.dziUrl;
  return null;
}

// --- Direct images (spec 9: png, jpeg, jpg; decision 051) -----------------------------------------------

/** Whether a slide is one plain image: by its content type, else by its file name's extension. */
export function isDirectImage(link: Pick<SlideLink, 'info'>): boolean {
  const type = /^image\/([a-z]+)$/i.exec(link.info.contentType)?.[1]?.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(link.info.fileName)?.[1]?.toLowerCase();
  const direct = (name: string | undefined) =>
    Boolean(name && (DIRECT_IMAGE_TYPES as readonly string[]).includes(name));
  return direct(type) || (!link.info.contentType.startsWith('image/tiff') && direct(extension));
}

/** OpenSeadragon's 'image' tile source: the browser decodes the file, OpenSeadragon builds its pyramid. */
function directImageSource(link: SlideLink): OpenedSlide {
  const mpp = link.mpp ?? { x: DEFAULT_MPP, y: DEFAULT_MPP };
  return {
    kind: 'image',
    tileSource: {
      type: 'image',
      url: link.link,
      crossOriginPolicy: OSD_SETTINGS.crossOriginPolicy,
      ajaxWithCredentials: OSD_SETTINGS.ajaxWithCredentials,
    },
    mpp,
    magnification: link.magnification ?? magnificationOf(mpp.x),
    scaleKnown: linkScaleKnown(link),
    destroy: () => undefined,
  };
}

// --- end of direct images ------------------------------------------------------------------------------

/** The link's inline Deep Zoom object as an opened slide, or null when it carries none (nothing to fetch). */
export function inlineDeepZoom(link: SlideLink): OpenedSlide | null {
  const object = deepZoomObjectOf(link);
  return object ? deepZoomSlide(link, object) : null;
}

function deepZoomSlide(link: SlideLink, tileSource: string | object): OpenedSlide {
  const mpp = link.mpp ?? { x: DEFAULT_MPP, y: DEFAULT_MPP };
  return {
    kind: 'deepzoom',
    tileSource,
    mpp,
    magnification: link.magnification ?? magnificationOf(mpp.x),
    scaleKnown: linkScaleKnown(link),
    destroy: () => undefined,
  };
}

export async function openSlideSource(
  OSD: typeof OpenSeadragon,
  link: SlideLink,
  preset: TilePreset,
  signal?: AbortSignal,
  options: { deepZoom?: boolean } = {},
): Promise<OpenedSlide> {
  const route = linkRoute(link, options);
  if (route === 'dicomweb') {
    // The archive's failures are the DICOM route's sentences: no other copy is tried (decision 158).
    const series = await openDicomwebSlide(OSD, link.dicomweb!, { ...preset, signal });
    return {
      kind: 'dicomweb',
      tileSource: series.tileSource,
      ...archiveScale(series, slideScale(link, series)),
      destroy: () => series.destroy(),
    };
  }
  const deepZoom = await deepZoomSource(link, route, signal);
  if (deepZoom) return deepZoomSlide(link, deepZoom);
  if (isDirectImage(link)) return directImageSource(link);
  // DICOM (docs/viewer-dicom.md): chosen by the link's name or type, else by the file's 'DICM' prefix.
  const dicom = isDicomLink(link) ?? (await looksLikeDicom(link.link, signal));
  const tiff = dicom
    ? await openDicomSlide(OSD, link.link, link.instanceLinks ?? [], { ...preset, signal })
    : await openTiffSlide(OSD, link.link, { ...preset, signal });
  return {
    kind: dicom ? 'dicom' : 'tiff',
    tileSource: tiff.tileSource,
    ...slideScale(link, tiff),
    destroy: () => tiff.destroy(),
  };
}
