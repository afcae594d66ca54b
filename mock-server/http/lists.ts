/** What every list operation shares: search, a stable sort (ties fall back to the id) and the page shape. */

export function matchesSearch(
  search: string | undefined,
  ...texts: Array<string | null | undefined>
): boolean {
  return searchTest(search, () => texts)(searchKeys(...texts), null);
}

/** What a search looks for (trimmed, lower case; '' or undefined: everything matches). */
export const searchNeedle = (search: string | undefined) => search?.trim().toLowerCase();

/** What joins a record's search texts: a character a needle (almost) never holds. */
export const SEARCH_JOIN = '\u0000';

/**
 * The texts a record is searched by, in lower case and joined, made once when it is written (store/indexes.ts):
 * one look finds a match in any of them.
 */
export const searchKeys = (...texts: Array<string | null | undefined>): string =>
  texts.flatMap((text) => (text == null ? [] : [text.toLowerCase()])).join(SEARCH_JOIN);

/**
 * A search's test of a record, made once per query: over the record's searchKeys, or, for a needle that holds the
 * joining character, over its texts, read again from the record by `texts`.
 */
export function searchTest<T>(
  search: string | undefined,
  texts: (record: T) => ReadonlyArray<string | null | undefined>,
): (keys: string, record: T) => boolean {
  const needle = searchNeedle(search);
  if (!needle) return () => true;
  if (needle.includes(SEARCH_JOIN))
    return (_keys, record) => texts(record).some((text) => text?.toLowerCase().includes(needle));
  return (keys) => keys.includes(needle);
}

export type SortKey = string | number;

/** How two sort keys compare (numbers by value, anything else as text in the locale's order). */
export const compareSortKeys = (a: SortKey, b: SortKey) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

export function sortStable<T>(
  items: T[],
  key: (item: T) => SortKey,
  order: 'asc' | 'desc',
  id: (item: T) => string,
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  return items.sort((a, b) => direction * (compareSortKeys(key(a), key(b)) || id(a).localeCompare(id(b))));
}

export function pageOf<T>(items: readonly T[], page = 1, pageSize = 20) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
  order?: 'asc' | 'desc';
}

/** Sorts records with an `id` (newest first unless asked otherwise) and cuts out the requested page. */
export function paginate<T extends { id: string }>(
  matches: T[],
  key: (item: T) => string | number,
  query: PageQuery,
) {
  return pageOf(
    sortStable([...matches], key, query.order ?? 'desc', (item) => item.id),
    query.page,
    query.pageSize,
  );
}

/** The highest number of a `prefix-0001` series in use (0 when none). */
export function lastSerial(prefix: string, ids: readonly string[]): number {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  return ids.reduce((max, id) => Math.max(max, Number(pattern.exec(id)?.[1] ?? 0)), 0);
}

/** The next id in a `prefix-0001` series, after the highest one in use. */
export function nextSerial(prefix: string, ids: readonly string[], width = 4): string {
  return `${prefix}-${String(lastSerial(prefix, ids) + 1).padStart(width, '0')}`;
}

export const personRef = (user: { id: string; firstName: string; lastName: string }) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
});
