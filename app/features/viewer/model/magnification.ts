/**
 * The true magnification of a view: the zoom presets 1x…40x are multiples of the home zoom (spec 2.8),
 * not a microscope's magnification, so the screen shows beside them what the view amounts to. A slide's
 * magnification at one screen pixel per image pixel is its objective power (the link's, or about 10 / mpp: spec
 * 9, `magnificationOf`, the figure the scale bar's pixels per metre also come from: decision 050); a view shows
 * that times its screen pixels per image pixel. A slide whose scale is not known (no mpp and no magnification
 * in its link or its file, so the viewer fell back to a default mpp) has no true magnification to show.
 */

/** What a slide's scale says about magnification. */
export interface SlideScale {
  /** Objective magnification at one screen pixel per image pixel. */
  magnification: number;
  /** False when the magnification comes from the viewer's default mpp, not from the slide. */
  known: boolean;
}

export const MAGNIFICATION_UNKNOWN = 'Magnification unknown';

/** The magnification a view shows, or null when the slide's scale is unknown or a figure is unusable. */
export function trueMagnification(scale: SlideScale, screenPixelsPerImagePixel: number): number | null {
  if (!scale.known) return null;
  const value = scale.magnification * screenPixelsPerImagePixel;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** '≈ 10.2×' (one decimal under 100, whole above), or 'Magnification unknown'. */
export function magnificationLabel(value: number | null): string {
  if (value === null || !Number.isFinite(value) || value <= 0) return MAGNIFICATION_UNKNOWN;
  const shown = value < 100 ? Number(value.toFixed(1)) : Math.round(value);
  // Never '≈ 0×': a tiny magnification keeps two significant digits.
  const text = shown > 0 ? String(shown) : String(Number(value.toPrecision(2)));
  return `≈ ${text}×`;
}
