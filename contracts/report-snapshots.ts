/**
 * Patch snapshots (browser-safe geometry): the annotated regions the pathologist marked in the viewer, as the
 * report shows them: the app's page and the backend's PDF (decision 136) alike. A region patch is its own rectangle; a point is a small square around it. Each is fetched
 * at the width it had on screen when it was made (`widthInClient`, capped), which is the patch's magnification;
 * the scale bar comes from the slide's µm per pixel through the viewer's own scale bar (scale-bar.ts).
 */
import type { components } from './generated/types.gen';
import { DEFAULT_MPP, SCALE_BAR_MIN_WIDTH_PX, magnificationOf, scaleBarFor } from './scale-bar';

export type AnnotationPatch = components['schemas']['AnnotationPatch'];

/** Level-0 pixels around a point patch. */
export const POINT_CROP_PX = 512;
/** The snapshot's width when the patch kept none; and the most any snapshot is asked for. */
export const DEFAULT_SNAPSHOT_WIDTH = 480;
export const MAX_SNAPSHOT_WIDTH = 800;
/** A patch drawn small on screen still reads in print: at least this wide (never wider than its rectangle). */
export const MIN_SNAPSHOT_WIDTH = 240;
/** At most this many snapshots per report (each is one region request). */
export const MAX_SNAPSHOTS = 24;

export interface RegionRect {
  x: number;
  y: number;
  width: number;
  height: number;
  outWidth: number;
}

export interface ReportSnapshot {
  patchId: string;
  imageId: string;
  slideName: string;
  note: string;
  color: string;
  isPoint: boolean;
  region: RegionRect;
  /** The snapshot's pixel size (the region scaled to outWidth). */
  widthPx: number;
  heightPx: number;
  /** The magnification the snapshot shows ('12.5×'), from the scan's and the scaling. */
  magnification: string;
  scaleBar: { widthPx: number; label: string } | null;
  /** A point's place in the snapshot, as fractions of its width and height (null for a region). */
  marker: { x: number; y: number } | null;
}

export interface SlideInfo {
  imageId: string;
  slideName: string;
  width: number | null;
  height: number | null;
  mpp: number | null;
  magnification: number | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The level-0 rectangle and output width of a patch, inside the image when its size is known. */
export function patchRegion(
  patch: AnnotationPatch,
  slide: Pick<SlideInfo, 'width' | 'height'>,
): RegionRect | null {
  const { size } = patch;
  let x: number;
  let y: number;
  let width: number;
  let height: number;
  if (patch.isPoint || !size.width || !size.height) {
    x = size.x - POINT_CROP_PX / 2;
    y = size.y - POINT_CROP_PX / 2;
    width = POINT_CROP_PX;
    height = POINT_CROP_PX;
  } else {
    ({ x, y } = size);
    width = size.width;
    height = size.height;
  }
  const maxX = slide.width ?? Number.POSITIVE_INFINITY;
  const maxY = slide.height ?? Number.POSITIVE_INFINITY;
  const left = clamp(Math.round(x), 0, Math.max(0, maxX - 1));
  const top = clamp(Math.round(y), 0, Math.max(0, maxY - 1));
  const right = clamp(Math.round(x + width), left + 1, maxX);
  const bottom = clamp(Math.round(y + height), top + 1, maxY);
  const rect = {
    x: left,
    y: top,
    width: Math.min(right - left, 65536),
    height: Math.min(bottom - top, 65536),
  };
  if (!Number.isFinite(rect.width) || !Number.isFinite(rect.height) || rect.width < 1 || rect.height < 1)
    return null;
  const wanted = patch.widthInClient > 0 ? Math.round(patch.widthInClient) : DEFAULT_SNAPSHOT_WIDTH;
  const outWidth = clamp(Math.min(Math.max(wanted, MIN_SNAPSHOT_WIDTH), rect.width), 1, MAX_SNAPSHOT_WIDTH);
  return { ...rect, outWidth };
}

/** '12.5×' */
export function magnificationLabel(value: number): string {
  return `${Number(value.toPrecision(3))}×`;
}

/** A patch as the report shows it; null when its rectangle is not usable. */
export function snapshotOf(patch: AnnotationPatch, slide: SlideInfo): ReportSnapshot | null {
  const region = patchRegion(patch, slide);
  if (!region) return null;
  const zoom = region.outWidth / region.width; // snapshot pixels per level-0 pixel
  const mpp = slide.mpp && slide.mpp > 0 ? slide.mpp : DEFAULT_MPP;
  const scan = slide.magnification && slide.magnification > 0 ? slide.magnification : magnificationOf(mpp);
  const bar = scaleBarFor(mpp, zoom, Math.min(SCALE_BAR_MIN_WIDTH_PX, Math.max(24, region.outWidth / 3)));
  return {
    patchId: patch.id,
    imageId: slide.imageId,
    slideName: slide.slideName,
    note: patch.note,
    color: /^#[0-9a-fA-F]{6}$/.test(patch.color) ? patch.color : '#000000',
    isPoint: patch.isPoint,
    region,
    widthPx: region.outWidth,
    heightPx: Math.max(1, Math.round(region.height * zoom)),
    magnification: magnificationLabel(scan * zoom),
    scaleBar: bar ? { widthPx: bar.widthPx, label: bar.label } : null,
    marker: patch.isPoint
      ? {
          x: clamp((patch.size.x - region.x) / region.width, 0, 1),
          y: clamp((patch.size.y - region.y) / region.height, 0, 1),
        }
      : null,
  };
}

/** The case's slide images in order, without repeats: id → file name. */
export function slideImages(
  caseData: Pick<components['schemas']['Case'], 'slides'>,
): Array<{ imageId: string; slideName: string }> {
  const seen = new Map<string, string>();
  for (const specimen of caseData.slides)
    for (const block of specimen.subsections)
      for (const image of block.images)
        if (!seen.has(image.fileContent)) seen.set(image.fileContent, image.fileName);
  return [...seen].map(([imageId, slideName]) => ({ imageId, slideName }));
}
