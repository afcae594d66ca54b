/**
 * The scale bar (spec 9), computed as OpenSeadragon's scalebar plugin does it (decision 050): a length of 1,
 * 2, 2.5 or 5 × 10ⁿ units whose bar is between the minimum width (150 px) and twice that, with the label of one
 * of four text renderers. Pixels per metre are 1,000,000 / mpp at level 0, times the screen pixels per image
 * pixel. The astronomy and time renderers read that same figure per arcsecond and per second, as the plugin
 * does: they are offered because the spec lists them, not because a slide has such a scale.
 */

/** The µm per pixel a slide is assumed to have when its scan does not say (the viewers' and the report's). */
export const DEFAULT_MPP = 0.25;
/** The scale bar's least width, screen pixels (the plugin's default). */
export const SCALE_BAR_MIN_WIDTH_PX = 150;

export const SCALE_BAR_TYPES = ['none', 'microscopy', 'map'] as const;
export const SCALE_BAR_LOCATIONS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
export const SCALE_BAR_UNITS = ['metric', 'imperial', 'astronomy', 'time'] as const;
export type ScaleBarType = (typeof SCALE_BAR_TYPES)[number];
export type ScaleBarLocation = (typeof SCALE_BAR_LOCATIONS)[number];
export type ScaleBarUnits = (typeof SCALE_BAR_UNITS)[number];

export interface BarSize {
  /** Screen pixels. */
  widthPx: number;
  label: string;
}

/** Four significant digits at most: removes the binary noise of `× 10⁻⁶`. */
const clean = (value: number) => Number(value.toPrecision(6));

/** x scaled into [1, 10). */
function significand(value: number): number {
  return value * 10 ** Math.ceil(-Math.log10(value));
}

/** x rounded to `digits` decimals of its significand. */
function roundSignificand(value: number, digits: number): number {
  const exponent = -Math.ceil(-Math.log10(value));
  const power = digits - exponent;
  return power < 0
    ? Math.round(value * 10 ** power) * 10 ** -power
    : Math.round(value * 10 ** power) / 10 ** power;
}

/** How many times the minimum width the bar is, in [1, 2): the length is then 1, 2, 2.5 or 5 × 10ⁿ units. */
function normalize(pixelsPerUnit: number, minWidth: number): number {
  let result = significand(significand(pixelsPerUnit) / significand(minWidth));
  if (result >= 5) result /= 5;
  if (result >= 4) result /= 4;
  if (result >= 2) result /= 2;
  return result;
}

/** The bar for `pixelsPerUnit` screen pixels per unit: its width and its length in units. */
function barOf(pixelsPerUnit: number, minWidth: number): { widthPx: number; units: number } {
  const value = normalize(pixelsPerUnit, minWidth);
  return { widthPx: value * minWidth, units: roundSignificand((value / pixelsPerUnit) * minWidth, 3) };
}

/** A length with the SI prefix that reads best (n, μ, m, none, k). */
export function withMetricPrefix(value: number, unit: string): string {
  if (value < 1e-6) return `${clean(value * 1e9)} n${unit}`;
  if (value < 1e-3) return `${clean(value * 1e6)} μ${unit}`;
  if (value < 1) return `${clean(value * 1e3)} m${unit}`;
  if (value < 1000) return `${clean(value)} ${unit}`;
  return `${clean(value / 1000)} k${unit}`;
}

const metric = (unit: string) => (pixelsPerUnit: number, minWidth: number) => {
  const bar = barOf(pixelsPerUnit, minWidth);
  return { widthPx: bar.widthPx, label: withMetricPrefix(bar.units, unit) };
};

const counted = (pixelsPerUnit: number, minWidth: number, unit: string, plural = false, spacer = ' ') => {
  const bar = barOf(pixelsPerUnit, minWidth);
  const value = clean(bar.units);
  return { widthPx: bar.widthPx, label: `${value}${spacer}${unit}${plural && value > 1 ? 's' : ''}` };
};

/** The plugin's four text renderers: screen pixels per base unit (metre, arcsecond, second) → bar. */
export const SCALE_BAR_RENDERERS: Record<
  ScaleBarUnits,
  (pixelsPerUnit: number, minWidth: number) => BarSize
> = {
  metric: metric('m'),
  imperial(ppm, minWidth) {
    const max = minWidth * 2;
    const perInch = ppm * 0.0254;
    if (max < perInch * 12) {
      if (max < perInch) return counted(perInch / 1000, minWidth, 'th');
      return counted(perInch, minWidth, 'in');
    }
    const perFoot = perInch * 12;
    if (max < perFoot * 2000) return counted(perFoot, minWidth, 'ft');
    return counted(perFoot * 5280, minWidth, 'mi');
  },
  astronomy(perArcsecond, minWidth) {
    const max = minWidth * 2;
    if (max < perArcsecond * 60) return counted(perArcsecond, minWidth, '"', false, '');
    const perArcminute = perArcsecond * 60;
    if (max < perArcminute * 60) return counted(perArcminute, minWidth, "'", false, '');
    return counted(perArcminute * 60, minWidth, '°', false, '');
  },
  time(perSecond, minWidth) {
    const max = minWidth * 2;
    if (max < perSecond * 60) return metric('s')(perSecond, minWidth);
    const perMinute = perSecond * 60;
    if (max < perMinute * 60) return counted(perMinute, minWidth, 'minute', true);
    const perHour = perMinute * 60;
    if (max < perHour * 24) return counted(perHour, minWidth, 'hour', true);
    const perDay = perHour * 24;
    if (max < perDay * 365.25) return counted(perDay, minWidth, 'day', true);
    return counted(perDay * 365.25, minWidth, 'year', true);
  },
};

/**
 * The bar for a view: `screenPixelsPerImagePixel` is OpenSeadragon's image zoom (1 = one screen pixel per
 * image pixel). Null when the view is not measurable.
 */
export function scaleBarFor(
  mpp: number,
  screenPixelsPerImagePixel: number,
  minWidth = SCALE_BAR_MIN_WIDTH_PX,
  units: ScaleBarUnits = 'metric',
): BarSize | null {
  if (!(mpp > 0) || !(screenPixelsPerImagePixel > 0) || !(minWidth > 0)) return null;
  const pixelsPerMetre = (1_000_000 / mpp) * screenPixelsPerImagePixel;
  return SCALE_BAR_RENDERERS[units](pixelsPerMetre, minWidth);
}

/** Objective magnification from micrometres per pixel (spec 9: about 10 / mpp). */
export const magnificationOf = (mpp: number) => 10 / mpp;
