/**
 * The microscopy scale bar (spec 9): at least 150 px wide, a round metric length computed from the slide's
 * micrometres per pixel and the current zoom.
 */
import { SCALE_BAR_MIN_WIDTH_PX } from './constants';

const STEPS = [1, 2, 5];

/** The smallest 1-2-5 × 10ⁿ value that is at least `value`. */
export function niceCeil(value: number): number {
  const exponent = Math.floor(Math.log10(value));
  for (const decade of [exponent, exponent + 1]) {
    for (const step of STEPS) {
      const candidate = step * 10 ** decade;
      if (candidate >= value * (1 - 1e-9)) return Number(candidate.toPrecision(12));
    }
  }
  return 10 ** (exponent + 1);
}

/** A metric length in micrometres, in the unit that reads best (nm, μm, mm, m). */
export function metricLabel(micrometres: number): string {
  const format = (value: number, unit: string) => `${Number(value.toPrecision(6))} ${unit}`;
  if (micrometres < 1) return format(micrometres * 1000, 'nm');
  if (micrometres < 1000) return format(micrometres, 'μm');
  if (micrometres < 1_000_000) return format(micrometres / 1000, 'mm');
  return format(micrometres / 1_000_000, 'm');
}

/**
 * The bar for a view: `screenPixelsPerImagePixel` is OpenSeadragon's image zoom (1 = one screen pixel per
 * image pixel). Null when the view is not measurable.
 */
export function scaleBarFor(
  mpp: number,
  screenPixelsPerImagePixel: number,
  minWidth = SCALE_BAR_MIN_WIDTH_PX,
): { widthPx: number; label: string; micrometres: number } | null {
  if (!(mpp > 0) || !(screenPixelsPerImagePixel > 0)) return null;
  // 1,000,000 / mpp pixels per metre (spec 9) is mpp micrometres per image pixel.
  const micrometresPerScreenPixel = mpp / screenPixelsPerImagePixel;
  const micrometres = niceCeil(minWidth * micrometresPerScreenPixel);
  return { micrometres, widthPx: micrometres / micrometresPerScreenPixel, label: metricLabel(micrometres) };
}

/** Objective magnification from micrometres per pixel (spec 9: about 10 / mpp). */
export const magnificationOf = (mpp: number) => 10 / mpp;
