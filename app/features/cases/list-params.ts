/**
 * A case list's state lives in the URL (page, page size, sort, order, search), so reload, back/forward and a
 * shared link all show the same list. The server reads it with `parseListParams`, which never fails: anything
 * out of range is clamped and anything unreadable falls back to the default.
 */
import { z } from 'zod';
import type { paths } from '../../../contracts';

type ListCasesQuery = NonNullable<paths['/api/cases']['get']['parameters']['query']>;
export type SortField = NonNullable<ListCasesQuery['sort']>;
export type SortOrder = NonNullable<ListCasesQuery['order']>;

/** The contract's sort fields (the `satisfies` and the check below keep this list equal to openapi.yaml's). */
export const SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'caseRecordId',
  'patientName',
  'facilityName',
  'status',
] as const satisfies readonly SortField[];
const everySortField: Record<Exclude<SortField, (typeof SORT_FIELDS)[number]>, never> = {};
void everySortField;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** The contract's limits: pageSize ≤ 100, search ≤ 100 characters. */
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 100;
/** Far beyond any real list; a page past the end is redirected to the last one by the loader. */
const MAX_PAGE = 100_000;
/** Spec 9: debounce default 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListParams {
  page: number;
  pageSize: number;
  sort: SortField;
  order: SortOrder;
  /** Trimmed; '' when there is no search. */
  search: string;
}

export const LIST_DEFAULTS: ListParams = {
  page: 1,
  pageSize: 20,
  sort: 'createdAt',
  order: 'desc',
  search: '',
};

/** An integer parameter: unreadable → fallback, out of range → the nearest bound. */
const clampedInt = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int()
      .catch(fallback)
      .transform((n) => Math.min(max, Math.max(min, n))),
  );

const listParamsSchema = z.object({
  page: clampedInt(LIST_DEFAULTS.page, 1, MAX_PAGE),
  pageSize: clampedInt(LIST_DEFAULTS.pageSize, 1, MAX_PAGE_SIZE),
  sort: z.enum(SORT_FIELDS).catch(LIST_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).catch(LIST_DEFAULTS.order),
  search: z
    .string()
    .catch('')
    .transform((text) => text.trim().slice(0, SEARCH_MAX_LENGTH).trim()),
});

export function parseListParams(searchParams: URLSearchParams): ListParams {
  return listParamsSchema.parse({
    page: searchParams.get('page') ?? undefined,
    pageSize: searchParams.get('pageSize') ?? undefined,
    sort: searchParams.get('sort') ?? undefined,
    order: searchParams.get('order') ?? undefined,
    search: searchParams.get('search') ?? undefined,
  });
}

/** The query string for a list state, leaving out defaults so URLs stay short ('' for the default list). */
export function listSearch(params: ListParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.sort !== LIST_DEFAULTS.sort || params.order !== LIST_DEFAULTS.order) {
    query.set('sort', params.sort);
    query.set('order', params.order);
  }
  if (params.pageSize !== LIST_DEFAULTS.pageSize) query.set('pageSize', String(params.pageSize));
  if (params.page !== LIST_DEFAULTS.page) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The list sorted by `field`: the same field flips the order; a new one starts newest-first for dates and
 * A–Z for everything else. Sorting goes back to the first page. */
export function sortedBy(params: ListParams, field: SortField): ListParams {
  const order: SortOrder =
    params.sort === field
      ? params.order === 'asc'
        ? 'desc'
        : 'asc'
      : field === 'createdAt' || field === 'updatedAt'
        ? 'desc'
        : 'asc';
  return { ...params, sort: field, order, page: 1 };
}
