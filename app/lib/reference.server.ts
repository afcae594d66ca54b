/**
 * Reference lists (spec 3.3: states, provinces, payers, subspecialties, stains, IHC markers, order options) read
 * from the API's `/api/reference/*` operations for the forms that offer them. They change with a deployment,
 * not per request, so each list is kept for ten minutes per server instance: a cache of public data, not
 * session state, so any number of instances still agree on everything that matters.
 */
import { unwrap, type components, type paths } from '../../contracts';
import { api } from '~/api.server';
import type { RegionLists } from '~/components/form/region';

const REFERENCE_PATHS = {
  countries: '/api/reference/countries',
  usStates: '/api/reference/us-states',
  canadianProvinces: '/api/reference/canadian-provinces',
  insurancePayers: '/api/reference/insurance-payers',
  subspecialties: '/api/reference/subspecialties',
  specialStains: '/api/reference/special-stains',
  ihcMarkers: '/api/reference/ihc-markers',
  slideOrderOptions: '/api/reference/slide-order-options',
} as const satisfies Record<string, keyof paths>;

export type ReferenceListName = keyof typeof REFERENCE_PATHS;
export interface ReferenceOption {
  value: string;
  label: string;
  group: string | null;
}

const TTL_MS = 10 * 60 * 1000;
const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

/** What `load` gives, kept ten minutes under `key` per backend; a failed load is not kept (the next one tries again). */
function kept<T>(key: string, load: () => Promise<T>): Promise<T> {
  const scoped = `${apiKey()}|${key}`;
  const hit = cache.get(scoped);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = load();
  cache.set(scoped, { expires: Date.now() + TTL_MS, value });
  value.catch(() => cache.delete(scoped));
  return value;
}

/** One reference list; `token` for the lists the contract keeps to logged-in users. */
export function getReferenceList(name: ReferenceListName, token?: string | null): Promise<ReferenceOption[]> {
  return kept(name, () =>
    unwrap(api(token).GET(REFERENCE_PATHS[name])).then(({ data }) =>
      data.map((item) => ({ value: String(item.value), label: item.label, group: item.group ?? null })),
    ),
  );
}

export type SynopticTemplate = components['schemas']['SynopticTemplate'];

/** The templates of a report's structured part (decision 106), for its labels and its form. */
export function getSynopticTemplates(token: string): Promise<SynopticTemplate[]> {
  return kept('synopticTemplates', () =>
    unwrap(api(token).GET('/api/reference/synoptic-templates')).then(({ data }) => data),
  );
}

/** Several lists at once, by name. */
export async function getReferenceLists<N extends ReferenceListName>(
  names: readonly N[],
  token?: string | null,
): Promise<Record<N, ReferenceOption[]>> {
  const lists = await Promise.all(names.map((name) => getReferenceList(name, token)));
  return Object.fromEntries(names.map((name, i) => [name, lists[i]])) as Record<N, ReferenceOption[]>;
}

/**
 * The two lists a region is chosen from (US states and territories, Canadian provinces and territories), shaped
 * for the form kit: `CountryRegionFields regions={…}` and `regionCodesOf(…)` for `regionProblem`.
 */
export async function getRegionLists(token?: string | null): Promise<RegionLists> {
  const lists = await getReferenceLists(['usStates', 'canadianProvinces'], token);
  return { US: lists.usStates, Canada: lists.canadianProvinces };
}

// Keyed by backend so tests that point API_BASE_URL elsewhere never read another backend's lists.
const apiKey = () => process.env.API_BASE_URL ?? '';
