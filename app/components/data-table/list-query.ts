/**
 * A list's state lives in the URL (page, page size, sort, order, search and filters), so reload, back/forward
 * and a shared link all show the same list, and the server reads and checks it before asking the API.
 *
 * `defineListQuery` derives what a list accepts from the contract's query schema of its list operation
 * (e.g. `schemas.zListCasesQuery`): the sort fields, the page-size and search limits, and each filter's allowed
 * values. The resource only says which of those it offers and what its defaults are. Parsing never fails:
 * anything out of range is clamped and anything unreadable falls back to the default.
 */
import { z } from 'zod';

export type SortOrder = 'asc' | 'desc';

/** The list state as the URL carries it. Filter values stay in their URL form ('Available', 'true'). */
export interface ListState<TSort extends string = string, TFilter extends string = string> {
  page: number;
  pageSize: number;
  /** null when the list cannot be sorted (its operation takes no `sort`). */
  sort: TSort | null;
  order: SortOrder;
  /** Trimmed; '' when there is no search. */
  search: string;
  filters: Partial<Record<TFilter, string>>;
}

/** The query schema of a list operation, as the contract generates it. */
type QuerySchema = z.ZodObject<z.ZodRawShape>;
type QueryOf<S extends QuerySchema> = z.output<S>;
export type SortFieldOf<S extends QuerySchema> =
  QueryOf<S> extends { sort?: infer T } ? NonNullable<T> & string : never;
/** The query fields a person may filter by (everything but the paging, sorting and search fields). */
export type FilterFieldOf<S extends QuerySchema> = Exclude<
  keyof QueryOf<S> & string,
  'page' | 'pageSize' | 'sort' | 'order' | 'search'
>;

export interface ListQueryOptions<S extends QuerySchema, TFilter extends FilterFieldOf<S>> {
  /** The contract's query schema of the list operation. */
  schema: S;
  /** The order of an unsorted visit; required when the operation can sort. */
  defaultSort?: SortFieldOf<S>;
  defaultOrder?: SortOrder;
  /** Sort fields that start newest first when chosen (dates); the others start A–Z. */
  newestFirst?: readonly SortFieldOf<S>[];
  defaultPageSize?: number;
  /** The filters a person may set through the URL (each an enum, a boolean, or an integer between two close
   * bounds — a type number 1…3 — in the schema). */
  filters?: readonly TFilter[];
  /**
   * Filters by a record's id whose choices come from a list the page loads (a facility, a payer): string fields
   * of the schema. The URL keeps any value the field's schema accepts; the page offers the choices
   * (`FilterControl.options`) and `filterValues` is empty for them.
   */
  lookupFilters?: readonly TFilter[];
  /**
   * The list keeps each person's sort (decision 103, ./list-sort.ts): a URL without a sort gets the one last
   * chosen, so a sort header's link names its sort even when it is the default one.
   */
  keepsSort?: boolean;
}

export interface ListQuery<TSort extends string = string, TFilter extends string = string> {
  readonly defaults: ListState<TSort, TFilter>;
  readonly sortFields: readonly TSort[];
  readonly filterFields: readonly TFilter[];
  /** The allowed values of a filter, from the schema (an enum's options, 'true'/'false', or each integer of a
   * bounded range: '1', '2', '3'). */
  filterValues(field: TFilter): readonly string[];
  readonly maxPageSize: number;
  /** null when the operation takes no search. */
  readonly searchMaxLength: number | null;
  /** The list state of a URL's query; never fails. */
  parse(searchParams: URLSearchParams): ListState<TSort, TFilter>;
  /** The query string of a state ('' for the default list), defaults left out so URLs stay short. */
  search(state: ListState<TSort, TFilter>): string;
  /** The state sorted by `field`: the same field flips the order; sorting goes back to page 1. */
  sortedBy(state: ListState<TSort, TFilter>, field: TSort): ListState<TSort, TFilter>;
  /** Whether the list keeps each person's sort (`keepsSort`). */
  readonly keepsSort: boolean;
  /** The API query for a state plus the list's fixed filters, checked against the contract's schema. */
  toApiQuery(
    state: ListState<TSort, TFilter>,
    fixed?: Record<string, unknown>,
  ): Record<string, unknown> & { page: number; pageSize: number };
}

/** Far beyond any real list; a page past the end is sent to the last one by the loader. */
const MAX_PAGE = 100_000;

/** The schema inside optional/default/nullable wrappers. */
function innermost(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current && ['optional', 'default', 'nullable', 'prefault'].includes(current.def.type)) {
    current = (current as unknown as { def: { innerType: z.ZodType } }).def.innerType;
  }
  return current;
}

/** The most values an integer filter may have to be offered as a choice. */
const MAX_INTEGER_CHOICES = 50;

/** An integer schema with both bounds close enough to list every value (a type number 1…3); else null. */
function integerRange(schema: z.ZodType | undefined): [number, number] | null {
  if (schema?.def.type !== 'number') return null;
  const { isInt, minValue, maxValue } = schema as z.ZodNumber;
  if (!isInt || minValue === null || maxValue === null) return null;
  if (!Number.isFinite(minValue) || !Number.isFinite(maxValue)) return null;
  return maxValue - minValue < MAX_INTEGER_CHOICES ? [minValue, maxValue] : null;
}

function enumOptions(schema: z.ZodType | undefined): string[] {
  const inner = innermost(schema);
  if (inner?.def.type === 'enum') return (inner as z.ZodEnum).options.map(String);
  if (inner?.def.type === 'boolean') return ['true', 'false'];
  const range = integerRange(inner);
  if (range) return Array.from({ length: range[1] - range[0] + 1 }, (_, i) => String(range[0] + i));
  return [];
}

/** An integer parameter: unreadable → fallback, out of range → the nearest bound. */
function clampedInt(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export function defineListQuery<S extends QuerySchema, TFilter extends FilterFieldOf<S> = never>(
  options: ListQueryOptions<S, TFilter>,
): ListQuery<SortFieldOf<S>, TFilter> {
  type TSort = SortFieldOf<S>;
  type State = ListState<TSort, TFilter>;
  const shape = options.schema.shape as Record<string, z.ZodType>;

  const sortFields = enumOptions(shape.sort) as TSort[];
  if (sortFields.length > 0 && !options.defaultSort) {
    throw new Error('defineListQuery: the operation sorts, so the list needs a defaultSort');
  }
  const pageSizeSchema = innermost(shape.pageSize) as z.ZodNumber | undefined;
  const maxPageSize = pageSizeSchema?.maxValue ?? 100;
  const searchSchema = innermost(shape.search) as z.ZodString | undefined;
  const searchMaxLength = searchSchema ? (searchSchema.maxLength ?? 100) : null;
  const lookupFilters = new Set<string>(options.lookupFilters ?? []);
  const filterFields = [...(options.filters ?? []), ...(options.lookupFilters ?? [])];
  const filterValues = new Map(
    filterFields.map((field) => [field, lookupFilters.has(field) ? [] : enumOptions(shape[field])] as const),
  );
  for (const [field, values] of filterValues) {
    if (lookupFilters.has(field) && innermost(shape[field])?.def.type !== 'string')
      throw new Error(`defineListQuery: lookup filter '${field}' is not a string field`);
    if (values.length === 0 && !lookupFilters.has(field))
      throw new Error(`defineListQuery: '${field}' is not an enum, boolean or bounded integer filter`);
  }
  /** A lookup filter's value as the URL has it: kept when the field's schema accepts it. */
  const acceptsLookup = (field: string, value: string) =>
    value !== '' && innermost(shape[field])!.safeParse(value).success;
  const booleanFilters = new Set<string>(
    filterFields.filter((field) => innermost(shape[field])?.def.type === 'boolean'),
  );
  const integerFilters = new Set<string>(
    filterFields.filter((field) => integerRange(innermost(shape[field]))),
  );

  const defaults: State = {
    page: 1,
    pageSize: Math.min(options.defaultPageSize ?? 20, maxPageSize),
    sort: sortFields.length > 0 ? (options.defaultSort ?? null) : null,
    order: options.defaultOrder ?? 'desc',
    search: '',
    filters: {},
  };
  const newestFirst = new Set<string>(options.newestFirst ?? []);

  function parse(params: URLSearchParams): State {
    const sort = params.get('sort');
    const order = params.get('order');
    const filters: State['filters'] = {};
    for (const field of filterFields) {
      const value = params.get(field);
      if (value === null) continue;
      if (lookupFilters.has(field) ? acceptsLookup(field, value) : filterValues.get(field)!.includes(value))
        filters[field] = value;
    }
    return {
      page: clampedInt(params.get('page'), defaults.page, 1, MAX_PAGE),
      pageSize: clampedInt(params.get('pageSize'), defaults.pageSize, 1, maxPageSize),
      sort: sort !== null && (sortFields as string[]).includes(sort) ? (sort as TSort) : defaults.sort,
      order: order === 'asc' || order === 'desc' ? order : defaults.order,
      search:
        searchMaxLength === null ? '' : (params.get('search') ?? '').trim().slice(0, searchMaxLength).trim(),
      filters,
    };
  }

  function search(state: State): string {
    const query = new URLSearchParams();
    if (state.search) query.set('search', state.search);
    for (const field of filterFields) {
      const value = state.filters[field];
      if (value) query.set(field, value);
    }
    const chosen = (state as { sortChosen?: boolean }).sortChosen;
    if (state.sort && (chosen || state.sort !== defaults.sort || state.order !== defaults.order)) {
      query.set('sort', state.sort);
      query.set('order', state.order);
    }
    if (state.pageSize !== defaults.pageSize) query.set('pageSize', String(state.pageSize));
    if (state.page !== defaults.page) query.set('page', String(state.page));
    const text = query.toString();
    return text ? `?${text}` : '';
  }

  function sortedBy(state: State, field: TSort): State {
    const order: SortOrder =
      state.sort === field
        ? state.order === 'asc'
          ? 'desc'
          : 'asc'
        : newestFirst.has(field)
          ? 'desc'
          : 'asc';
    // A list that keeps the sort names the chosen one in the link (a URL without one gets the kept sort).
    return { ...state, sort: field, order, page: 1, ...(options.keepsSort && { sortChosen: true }) };
  }

  function toApiQuery(state: State, fixed: Record<string, unknown> = {}) {
    const filters: Record<string, unknown> = {};
    for (const field of filterFields) {
      const value = state.filters[field];
      if (value === undefined) continue;
      filters[field] = booleanFilters.has(field)
        ? value === 'true'
        : integerFilters.has(field)
          ? Number(value)
          : value;
    }
    const query = {
      page: state.page,
      pageSize: state.pageSize,
      ...(state.sort ? { sort: state.sort, order: state.order } : {}),
      ...(state.search ? { search: state.search } : {}),
      ...filters,
      ...fixed,
    };
    // The clamped state must also be a valid query by the contract's own schema before it is sent.
    return options.schema.parse(query) as Record<string, unknown> & { page: number; pageSize: number };
  }

  return {
    defaults,
    sortFields,
    filterFields,
    filterValues: (field) => filterValues.get(field) ?? [],
    maxPageSize,
    searchMaxLength,
    parse,
    search,
    sortedBy,
    keepsSort: Boolean(options.keepsSort),
    toApiQuery,
  };
}
