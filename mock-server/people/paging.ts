/** Sorting with a stable tie-break, and one page of a list in the contract's page shape. */
export function sortBy<T>(
  items: T[],
  key: (item: T) => string,
  order: 'asc' | 'desc',
  id: (item: T) => string,
) {
  const direction = order === 'asc' ? 1 : -1;
  return items.sort((a, b) => direction * key(a).localeCompare(key(b)) || id(a).localeCompare(id(b)));
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

export function matchesSearch(search: string | undefined, ...texts: Array<string | null | undefined>) {
  const needle = search?.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}
