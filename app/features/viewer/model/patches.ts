/**
 * The patch manager's rules (spec 3.9, 4.6, 5, 9) as pure functions. Patch coordinates are rounded image
 * pixels; a region's size is its top-left corner, width and height.
 */
import { patchSchema, type Patch, type Point } from 'contracts';
import { activePatch, currentPatches, type PaneState } from './state';

export const DEFAULT_PATCH_COLOR = '#7cfc00';
/** A first patch is 1024 × 1024 image pixels (spec 9). */
export const DEFAULT_PATCH_SIZE = { width: 1024, height: 1024 } as const;
/** Resizing stops at 42 screen pixels per side (spec 4.6, 9). */
export const MIN_PATCH_SIDE_PX = 42;

export interface PatchTemplate {
  note: string;
  color: string;
  width: number;
  height: number;
}

/** What a new patch copies: note, colour and size of the active patch, else the latest, else the defaults. */
export function patchTemplate(state: PaneState): PatchTemplate {
  const source = activePatch(state) ?? currentPatches(state).at(-1);
  if (!source) return { note: '', color: DEFAULT_PATCH_COLOR, ...DEFAULT_PATCH_SIZE };
  return {
    note: source.note,
    color: source.color,
    width: source.size.width ?? DEFAULT_PATCH_SIZE.width,
    height: source.size.height ?? DEFAULT_PATCH_SIZE.height,
  };
}

export interface NewPatchOptions {
  id: string;
  isPoint: boolean;
  note?: string;
  color?: string | null;
  /** Where the person clicked, image pixels. */
  center?: Point | null;
  /** Width and height in image pixels. */
  size?: { width: number; height: number } | null;
  /** Screen pixels per image pixel at the current zoom (for widthInClient). */
  screenPerImage: number;
}

/**
 * A new patch centred on the click, or null (with a console error only, spec 5 and 8) when the colour, centre
 * or size is missing or invalid.
 */
export function createPatch(options: NewPatchOptions): Patch | null {
  const { id, isPoint, note = '', color, center, size, screenPerImage } = options;
  if (!color || !center || !size) {
    console.error('Invalid options: a patch needs a color, a center point and a size.', {
      color,
      center,
      size,
    });
    return null;
  }
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  const candidate = isPoint
    ? {
        id,
        note,
        color,
        isPoint,
        size: { x: Math.round(center.x), y: Math.round(center.y) },
        widthInClient: 0,
      }
    : {
        id,
        note,
        color,
        isPoint,
        size: { x: Math.round(center.x - width / 2), y: Math.round(center.y - height / 2), width, height },
        widthInClient: Math.round(width * screenPerImage),
      };
  const parsed = patchSchema.safeParse(candidate);
  if (!parsed.success) {
    console.error('Invalid options: the patch was not created.', parsed.error.issues);
    return null;
  }
  return parsed.data;
}

/** A region's size after a resize: rounded, and never under 42 screen pixels per side. */
export function clampPatchSize(
  size: { width: number; height: number },
  screenPerImage: number,
): { width: number; height: number } {
  const minimum = Math.ceil(MIN_PATCH_SIDE_PX / screenPerImage);
  return {
    width: Math.max(minimum, Math.round(size.width)),
    height: Math.max(minimum, Math.round(size.height)),
  };
}

/** Where a dragged region may go: its top-left kept so the whole patch stays inside the image (spec 4.6). */
export function keepInsideImage(
  position: Point,
  size: { width?: number; height?: number },
  image: { width: number; height: number },
): Point {
  const clamp = (value: number, extent: number, limit: number) =>
    Math.round(Math.min(Math.max(value, 0), Math.max(limit - extent, 0)));
  return {
    x: clamp(position.x, size.width ?? 0, image.width),
    y: clamp(position.y, size.height ?? 0, image.height),
  };
}
