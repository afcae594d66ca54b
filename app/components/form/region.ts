/**
 * Country first, then the region: for the United States one of its states and territories, for Canada one of
 * its provinces and territories (the reference lists `/api/reference/us-states` and `/canadian-provinces`),
 * elsewhere none. The schema's half: the rule and its sentences, the same in the browser and on the server
 * (which decides, with the lists it read); `CountryRegionFields` is the form's half.
 */
import type { Option } from './field';

export const REGION_MESSAGES = {
  US: 'Choose a US state or territory.',
  Canada: 'Choose a Canadian province or territory.',
} as const;

/** The countries whose region is chosen from a reference list. */
export type RegionCountry = keyof typeof REGION_MESSAGES;

export interface RegionLists {
  US: readonly Option[];
  Canada: readonly Option[];
}

/** The codes each list offers (what a region must be one of). */
export interface RegionCodes {
  US: readonly string[];
  Canada: readonly string[];
}

export const regionCodesOf = (lists: RegionLists): RegionCodes => ({
  US: lists.US.map((o) => o.value),
  Canada: lists.Canada.map((o) => o.value),
});

export const hasRegionList = (country: unknown): country is RegionCountry =>
  country === 'US' || country === 'Canada';

/**
 * The sentence for a region that does not fit its country (missing, or not one of that country's codes), or
 * null when it fits or the country has no list. Without the codes (a list could not be read) any non-empty
 * value passes here and the API decides.
 */
export function regionProblem(country: unknown, region: unknown, codes?: RegionCodes): string | null {
  if (!hasRegionList(country)) return null;
  const known = codes?.[country];
  const value = typeof region === 'string' ? region.trim() : '';
  if (!value || (known?.length && !known.includes(value))) return REGION_MESSAGES[country];
  return null;
}

/** The region as the API should get it: a listed country's code, and nothing for a country without a list. */
export const regionFor = (country: unknown, region: string | undefined) =>
  hasRegionList(country) ? region : undefined;
