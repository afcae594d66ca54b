/**
 * Which way a slide is opened, as far as its link tells (decision 158). A link that names a series in an
 * archive (`dicomweb`) is read from the archive, before its Deep Zoom copy and its file: the archive is where
 * the hospital keeps the slide, and a copy made from an uploaded file need not be the same image. Otherwise spec
 * 4.4's order: the link's inline Deep Zoom object, its descriptor URL, then the file (a plain image, DICOM or
 * TIFF, told apart by tile-source.client.ts). Pure: the page's boot (osd/boot.tsx), the pane and the prefetches
 * ask it the same question.
 */
import type { SlideLink } from '../slide-links';

export type LinkRoute = 'dicomweb' | 'deepzoom-object' | 'deepzoom-url' | 'file';

type RouteFields = Pick<SlideLink, 'dicomweb' | 'dziTileSourceObject' | 'dziUrl'>;

/** `deepZoom: false`: the copy failed and the slide opens again from what else the link names. */
export function linkRoute(link: RouteFields, { deepZoom = true }: { deepZoom?: boolean } = {}): LinkRoute {
  if (link.dicomweb) return 'dicomweb';
  if (deepZoom && link.dziTileSourceObject) return 'deepzoom-object';
  if (deepZoom && link.dziUrl) return 'deepzoom-url';
  return 'file';
}

/** The link's inline Deep Zoom object when the slide opens by it, else null. */
export function deepZoomObjectOf(link: RouteFields): SlideLink['dziTileSourceObject'] {
  return linkRoute(link) === 'deepzoom-object' ? link.dziTileSourceObject : null;
}

type Scale = { mpp: { x: number; y: number }; magnification: number; scaleKnown: boolean };

/**
 * The scale of a slide read from its archive: the series' pixel spacing when it records one (what is drawn is
 * the series; the link's mpp was read from the uploaded file, which may be another scan), else `otherwise` (the
 * link's scale, then the default, as for any slide read from a file).
 */
export function archiveScale(
  reader: { mpp: { x: number; y: number }; magnification: number; mppFromFile: boolean },
  otherwise: Scale,
): Scale {
  return reader.mppFromFile
    ? { mpp: reader.mpp, magnification: reader.magnification, scaleKnown: true }
    : otherwise;
}
