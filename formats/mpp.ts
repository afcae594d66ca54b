/**
 * Microns per pixel of level 0, as the file records it: Aperio writes `MPP = 0.4990` into the ImageDescription;
 * other writers (NDPI, tifffile, libvips) use XResolution/YResolution with ResolutionUnit. A default of 72 or
 * 300 dpi that a writer fills in means nothing for a microscope, so values outside a plausible range are ignored
 * and the spec's fallback (0.5 µm per pixel) applies.
 */
export const FALLBACK_MPP = 0.5;
/** Plausible µm per pixel for a slide scan's full resolution: from beyond oil immersion to a 1x overview. */
export const MPP_RANGE = { min: 0.05, max: 20 } as const;

const RESOLUTION_UNIT_INCH = 2;
const RESOLUTION_UNIT_CENTIMETER = 3;
const MICRONS_PER = { [RESOLUTION_UNIT_INCH]: 25_400, [RESOLUTION_UNIT_CENTIMETER]: 10_000 } as const;

/** A TIFF RATIONAL as geotiff gives it ([numerator, denominator]) or a plain number. */
export type Rational = ArrayLike<number> | number | undefined;

export interface MppTags {
  description?: string;
  xResolution?: Rational;
  yResolution?: Rational;
  /** TIFF's default when absent is 2 (inch). */
  resolutionUnit?: number;
}

export interface Mpp {
  mpp: { x: number; y: number };
  mppFromFile: boolean;
}

const plausible = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value >= MPP_RANGE.min && value <= MPP_RANGE.max;

function rationalValue(value: Rational): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  const numerator = value[0];
  const denominator = value.length > 1 ? value[1] : 1;
  if (numerator === undefined || denominator === undefined || denominator === 0) return null;
  return numerator / denominator;
}

/** `MPP = 0.4990` in an Aperio description (fields are separated by `|`). */
export function aperioMpp(description: string | undefined): number | null {
  const match = /(?:^|\|)\s*MPP\s*=\s*([0-9]*\.?[0-9]+(?:[eE][-+]?\d+)?)/.exec(description ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

function resolutionMpp(resolution: Rational, unit: number): number | null {
  const pixelsPerUnit = rationalValue(resolution);
  const micronsPerUnit = MICRONS_PER[unit as keyof typeof MICRONS_PER];
  if (!pixelsPerUnit || pixelsPerUnit <= 0 || !micronsPerUnit) return null;
  return micronsPerUnit / pixelsPerUnit;
}

export function readMpp(tags: MppTags): Mpp {
  const aperio = aperioMpp(tags.description);
  if (plausible(aperio)) return { mpp: { x: aperio, y: aperio }, mppFromFile: true };

  const unit = tags.resolutionUnit ?? RESOLUTION_UNIT_INCH;
  const x = resolutionMpp(tags.xResolution, unit);
  const y = resolutionMpp(tags.yResolution ?? tags.xResolution, unit);
  if (plausible(x) && plausible(y)) return { mpp: { x, y }, mppFromFile: true };

  return { mpp: { x: FALLBACK_MPP, y: FALLBACK_MPP }, mppFromFile: false };
}

/** Objective magnification a pathologist would name for this resolution (spec §9: about 10 / mpp). */
export const magnificationFor = (mppX: number) => 10 / mppX;
