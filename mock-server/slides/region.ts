/**
 * One rectangle of a slide as a PNG (getSlideRegion, the final report's patch snapshots). A prepared slide is
 * cut from its Deep Zoom pyramid (decision 009): the level nearest the requested scale that still has at least
 * the requested detail, its tiles under the rectangle stitched, cut and scaled. An uploaded image without a
 * pyramid is read from its original file (its first page). Sizes are checked before any pixel is read.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { maxLevel, TILE_SIZE, tileExists, type Size } from './deepzoom';
import type { FoundSlide } from './lookup';
import { resolveSlideCacheDir } from './manifest';
import { tileFile } from './tile-files';

/** The widest and tallest answer. */
export const REGION_MAX_OUT = 1600;
export const REGION_DEFAULT_OUT_WIDTH = 512;

export interface RegionRequest {
  x: number;
  y: number;
  width: number;
  height: number;
  outWidth?: number;
}

export type RegionResult =
  | { ok: true; png: Buffer; width: number; height: number }
  | { ok: false; status: 400 | 422; message: string };

/** The answer's size: outWidth (never wider than the rectangle), height in proportion, both within 1600. */
export function outputSize(request: RegionRequest): Size {
  let width = Math.min(request.outWidth ?? REGION_DEFAULT_OUT_WIDTH, request.width, REGION_MAX_OUT);
  let height = Math.max(1, Math.round((request.height * width) / request.width));
  if (height > REGION_MAX_OUT) {
    width = Math.max(1, Math.round((width * REGION_MAX_OUT) / height));
    height = REGION_MAX_OUT;
  }
  return { width, height };
}

/**
 * The pyramid level to read: the one whose scale is the largest power of two not above rectangle / output, so
 * the read holds at least the pixels the answer needs (at most twice as many).
 */
export function regionLevel(size: Size, request: RegionRequest, out: Size): number {
  const factor = Math.max(1, request.width / out.width);
  const down = Math.min(Math.floor(Math.log2(factor)), maxLevel(size));
  return maxLevel(size) - down;
}

export function checkRegion(size: Size | null, request: RegionRequest): RegionResult | null {
  if (!size) return { ok: false, status: 422, message: 'The size of this image is not known.' };
  if (request.x + request.width > size.width || request.y + request.height > size.height) {
    return {
      ok: false,
      status: 400,
      message: `The region must lie inside the image (${size.width} × ${size.height} pixels).`,
    };
  }
  return null;
}

async function fromPyramid(
  slide: FoundSlide,
  size: Size,
  request: RegionRequest,
  out: Size,
  cacheDir: string,
): Promise<Buffer | null> {
  const entry = slide.prepared!;
  const level = regionLevel(size, request, out);
  const scale = 2 ** (maxLevel(size) - level);
  const left = Math.floor(request.x / scale);
  const top = Math.floor(request.y / scale);
  const right = Math.max(left + 1, Math.ceil((request.x + request.width) / scale));
  const bottom = Math.max(top + 1, Math.ceil((request.y + request.height) / scale));
  const firstCol = Math.floor(left / TILE_SIZE);
  const firstRow = Math.floor(top / TILE_SIZE);
  const lastCol = Math.floor((right - 1) / TILE_SIZE);
  const lastRow = Math.floor((bottom - 1) / TILE_SIZE);
  const composites: OverlayOptions[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let col = firstCol; col <= lastCol; col++) {
      if (!tileExists(size, level, col, row)) continue;
      const file = tileFile(cacheDir, entry, level, col, row);
      if (!file) return null;
      composites.push({
        input: file,
        left: (col - firstCol) * TILE_SIZE,
        top: (row - firstRow) * TILE_SIZE,
      });
    }
  }
  const canvas = {
    width: (lastCol - firstCol + 1) * TILE_SIZE,
    height: (lastRow - firstRow + 1) * TILE_SIZE,
  };
  const stitched = await sharp({
    create: { ...canvas, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .composite(composites)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(stitched.data, { raw: stitched.info })
    .extract({
      left: left - firstCol * TILE_SIZE,
      top: top - firstRow * TILE_SIZE,
      width: right - left,
      height: bottom - top,
    })
    .resize(out.width, out.height, { fit: 'fill' })
    .png()
    .toBuffer();
}

async function fromOriginal(file: string, request: RegionRequest, out: Size): Promise<Buffer> {
  return sharp(file, { limitInputPixels: false, page: 0 })
    .extract({ left: request.x, top: request.y, width: request.width, height: request.height })
    .resize(out.width, out.height, { fit: 'fill' })
    .png()
    .toBuffer();
}

export async function renderRegion(
  slide: FoundSlide,
  request: RegionRequest,
  cacheDir = resolveSlideCacheDir(),
): Promise<RegionResult> {
  const { record } = slide;
  const size = record.width && record.height ? { width: record.width, height: record.height } : null;
  const refused = checkRegion(size, request);
  if (refused) return refused;
  const out = outputSize(request);
  try {
    const png =
      slide.prepared?.hasDeepZoom && (slide.prepared.files.deepZoom || slide.prepared.mosaic)
        ? await fromPyramid(slide, size!, request, out, cacheDir)
        : slide.original
          ? await fromOriginal(slide.original, request, out)
          : null;
    if (!png) return { ok: false, status: 422, message: 'This image cannot be cut into regions.' };
    return { ok: true, png, ...out };
  } catch {
    return { ok: false, status: 422, message: 'This image cannot be cut into regions.' };
  }
}
