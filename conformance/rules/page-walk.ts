/**
 * The pure parts of pagination_consistency (and of finding a record in a paged list): reading `x-pagination`
 * (which query parameters page a list, which fields of `data` hold its items, total and page count, and which
 * item field is its id), reading one page of an answer, and judging a page and a walk through the pages.
 * The rule: totalPages is ⌈total / pageSize⌉ (0 or 1 for an empty list), every page but the last holds pageSize
 * items and the last the rest, the page past the last holds none, no item is on two pages, and the pages hold
 * `total` items in all.
 */
import { isRecord, stringFields } from './extension';

export const PAGINATION_EXTENSION = 'x-pagination';
const FIELDS = ['page', 'pageSize', 'items', 'total', 'totalPages', 'id'] as const;

export type Pagination = Record<(typeof FIELDS)[number], string>;

export function readPagination(raw: unknown): Pagination | string {
  return stringFields(raw, FIELDS, PAGINATION_EXTENSION);
}

/** What one page answered, for the page asked. */
export interface PageSeen {
  page: number;
  pageSize: number;
  ids: string[];
  total: number;
  totalPages: number;
  echoed: { page: unknown; pageSize: unknown };
}

const count = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

/** One page of a list answer's `data`, or what is wrong with it. */
export function readPage(
  data: unknown,
  pagination: Pagination,
  asked: { page: number; pageSize: number },
): PageSeen | string {
  if (!isRecord(data)) return 'data is not an object';
  const items = data[pagination.items];
  if (!Array.isArray(items)) return `data.${pagination.items} is not an array`;
  const total = count(data[pagination.total]);
  const totalPages = count(data[pagination.totalPages]);
  if (total === undefined || totalPages === undefined)
    return `data.${pagination.total} and data.${pagination.totalPages} are not both counts`;
  return {
    ...asked,
    ids: items.map((item) => String(isRecord(item) ? item[pagination.id] : item)),
    total,
    totalPages,
    echoed: { page: data[pagination.page], pageSize: data[pagination.pageSize] },
  };
}

/** How many items page `page` holds of `total` at `pageSize`. */
export const itemsOnPage = (total: number, pageSize: number, page: number) =>
  Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));

/** What is wrong with one page on its own (empty when nothing). */
export function judgePage(seen: PageSeen): string[] {
  const problems: string[] = [];
  const { page, pageSize, total, totalPages } = seen;
  if (seen.echoed.page !== page || seen.echoed.pageSize !== pageSize)
    problems.push(`page ${String(seen.echoed.page)} and pageSize ${String(seen.echoed.pageSize)} echoed`);
  const pages = Math.ceil(total / pageSize);
  if (totalPages !== pages && !(total === 0 && totalPages === 1))
    problems.push(
      `totalPages ${totalPages} for total ${total} at pageSize ${pageSize} (⌈total / pageSize⌉ is ${pages})`,
    );
  const expected = itemsOnPage(total, pageSize, page);
  if (seen.ids.length !== expected)
    problems.push(
      `${seen.ids.length} items on page ${page} (total ${total} at pageSize ${pageSize} leaves ${expected})`,
    );
  return problems;
}

/**
 * What is wrong across a walk through pages 1, 2, … at one pageSize (in order). `complete`: the walk reached the
 * page past the last, so the pages together must hold `total` items.
 */
export function judgeWalk(pages: PageSeen[], complete: boolean): string[] {
  const problems: string[] = [];
  const totals = [...new Set(pages.map((p) => p.total))];
  if (totals.length > 1) problems.push(`total changed during the walk (${totals.join(', ')})`);
  const seenOn = new Map<string, number>();
  for (const page of pages) {
    for (const id of page.ids) {
      const earlier = seenOn.get(id);
      if (earlier !== undefined && earlier !== page.page) {
        problems.push(`item ${id} on page ${earlier} and page ${page.page}`);
      }
      seenOn.set(id, page.page);
    }
  }
  const total = pages[0]?.total;
  if (complete && total !== undefined && totals.length === 1 && seenOn.size !== total)
    problems.push(`${seenOn.size} distinct items on every page together, total says ${total}`);
  return problems;
}

/**
 * The pageSize of a walk: small (`smallest`), but large enough that `maxPages` pages (and the one past them) see
 * the whole list when the maximum allows it.
 */
export function walkPageSize(total: number, maxPages: number, smallest: number, maximum: number): number {
  return Math.max(1, Math.min(maximum, Math.max(smallest, Math.ceil(total / maxPages))));
}
