/** Search, sort and paging shared by the task, billing and enquiry lists (stable: ties fall back to the id). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
  order?: 'asc' | 'desc';
}

export function paginate<T extends { id: string }>(
  matches: T[],
  key: (item: T) => string | number,
  query: PageQuery,
) {
  const direction = (query.order ?? 'desc') === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  const sorted = [...matches].sort(
    (a, b) => direction * (compare(key(a), key(b)) || a.id.localeCompare(b.id)),
  );
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: sorted.length,
    totalPages: Math.ceil(sorted.length / pageSize),
  };
}

/** True when the trimmed, lower-cased needle occurs in any of the texts (or there is no needle). */
export function matchesSearch(search: string | undefined, texts: ReadonlyArray<string | null | undefined>) {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}

/** The next id in a `prefix-0001` series, after the highest one in use. */
export function nextSerial(prefix: string, ids: readonly string[], width = 4): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  const highest = ids.reduce((max, id) => Math.max(max, Number(pattern.exec(id)?.[1] ?? 0)), 0);
  return `${prefix}-${String(highest + 1).padStart(width, '0')}`;
}

export const personRef = (user: { id: string; firstName: string; lastName: string }) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
});
