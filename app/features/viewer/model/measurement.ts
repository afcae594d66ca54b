/**
 * The measurement tool's rules (spec 4.5, 5, 8, 9) as pure functions: units, ruler lengths, the mpp guard, and
 * turning a finished drag into a ruler. Lengths are in micrometres (µm); rectangles in image pixels.
 */
import type { Point, Rect, Ruler } from 'contracts';
import { currentRulers, hasArea, type MeasurementMode, type PaneState } from './state';

/** Microns per image pixel, in x and y (spec 3.7). */
export interface Mpp {
  x: number;
  y: number;
}

/**
 * A length in micrometres with three decimals in the unit spec 9 picks: under 1e-6 µm in fm, under 0.001 µm in
 * pm, under 1 µm in nm, 1000 µm or more in mm, otherwise µm (written μm, as the spec writes it).
 */
export function formatLength(micrometres: number): string {
  const size = Math.abs(micrometres);
  if (size < 1e-6) return `${(micrometres * 1e9).toFixed(3)} fm`;
  if (size < 0.001) return `${(micrometres * 1e6).toFixed(3)} pm`;
  if (size < 1) return `${(micrometres * 1e3).toFixed(3)} nm`;
  if (size >= 1000) return `${(micrometres / 1e3).toFixed(3)} mm`;
  return `${micrometres.toFixed(3)} μm`;
}

export interface RulerLength {
  /** Horizontal and vertical extent, µm. */
  dx: number;
  dy: number;
  /** Straight-line length, µm. */
  diagonal: number;
  /** What the ruler shows: the straight-line length, or for a coordinate ruler "Δx × Δy". */
  label: string;
}

export function rulerLength(
  rect: Pick<Rect, 'width' | 'height'>,
  mpp: Mpp,
  mode: Ruler['mode'],
): RulerLength {
  const dx = Math.abs(rect.width * mpp.x);
  const dy = Math.abs(rect.height * mpp.y);
  const diagonal = Math.hypot(dx, dy);
  const label = mode === 'coordinate' ? `${formatLength(dx)} × ${formatLength(dy)}` : formatLength(diagonal);
  return { dx, dy, diagonal, label };
}

/**
 * Spec 5 and 8: the measurement tool needs an mpp with nonzero x and y; otherwise it logs an error (console
 * only, nothing for the person) and does not start.
 */
export function requireMpp(mpp: Partial<Mpp> | null | undefined): Mpp | null {
  const valid = (value: number | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (mpp && valid(mpp.x) && valid(mpp.y)) return { x: mpp.x, y: mpp.y };
  console.error('Invalid mpp: the measurement tool needs microns per pixel above zero in x and y.', mpp);
  return null;
}

export function rulerModeOf(mode: Exclude<MeasurementMode, 'NONE'>): Ruler['mode'] {
  return mode === 'COORDINATE' ? 'coordinate' : 'straight';
}

/**
 * The ruler a finished drag makes, from where the mouse went down to where it came up (image pixels), or null
 * when it has no area: a press that never moves leaves no ruler (spec 4.5), nor does a purely horizontal or
 * vertical line (spec 5: zero width or height is not stored).
 */
export function rulerFromDrag(input: {
  id: string;
  mode: Ruler['mode'];
  start: Point;
  end: Point;
  mpp: Mpp;
}): Ruler | null {
  const rect = {
    x: input.start.x,
    y: input.start.y,
    width: input.end.x - input.start.x,
    height: input.end.y - input.start.y,
  };
  const ruler: Ruler = {
    id: input.id,
    mode: input.mode,
    rect,
    label: rulerLength(rect, input.mpp, input.mode).label,
    visible: true,
  };
  return hasArea(ruler) ? ruler : null;
}

/** Spec 5 and 8: removing a ruler needs its id, and the ruler must exist; otherwise a console error. */
export function canRemoveRuler(state: PaneState, rulerId: string | null | undefined): rulerId is string {
  if (!rulerId) {
    console.error('No ruler ID provided');
    return false;
  }
  if (!currentRulers(state).some((ruler) => ruler.id === rulerId)) {
    console.error(`No ruler found with ID ${rulerId}`);
    return false;
  }
  return true;
}

/** Spec 5: measurements and patches cannot start outside the image. */
export function isInsideImage(point: Point, image: { width: number; height: number }): boolean {
  return point.x >= 0 && point.y >= 0 && point.x <= image.width && point.y <= image.height;
}
