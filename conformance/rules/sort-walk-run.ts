/**
 * pagination_consistency under each sort and order a list offers (./sort-walk.ts judges): page 1 at the
 * pageSize parameter's declared maximum, then pages 1 to SORT_PAGES at a pageSize small enough that they cover
 * that large page when the list allows, each answer's items in the stated order and the walk holding the large
 * page's items in its order. One verdict per sort and order, on the answer where it went wrong.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { AuthMode, Exchange } from '../types';
import { describeResponse } from '../checks/response';
import { plainRequest } from './extension';
import { readPage, walkPageSize, type Pagination } from './page-walk';
import { judgeSortedItems, judgeWalkAgainstWhole, sortWaysOf, type SortWay } from './sort-walk';

const CHECK = 'pagination_consistency';
/** Pages walked under each sort, at no fewer than SMALLEST items a page. */
export const SORT_PAGES = 3;
const SMALLEST = 2;

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

/** The page's items and ids, or what is wrong with its answer. */
function itemsOf(exchange: Exchange, pagination: Pagination, asked: { page: number; pageSize: number }) {
  const response = exchange.response!;
  if (response.status >= 300) return describeResponse(response);
  const data = (response.json as { data?: unknown } | undefined)?.data;
  const seen = readPage(data, pagination, asked);
  if (typeof seen === 'string') return seen;
  return { ids: seen.ids, total: seen.total, items: (data as Record<string, unknown[]>)[pagination.items]! };
}

export async function walkSorts(
  context: RunContext,
  operation: OperationInfo,
  pagination: Pagination,
  auth: AuthMode,
) {
  const parameter = operation.parameters.find((p) => p.name === pagination.pageSize && p.in === 'query');
  const maximum = parameter?.schema?.maximum;
  // Without a declared maximum there is no large page to hold the walk against.
  if (typeof maximum !== 'number') return;
  for (const way of sortWaysOf(context.doc, operation, pagination.items))
    await walkSort(context, operation, pagination, auth, way, maximum);
}

async function walkSort(
  context: RunContext,
  operation: OperationInfo,
  pagination: Pagination,
  auth: AuthMode,
  way: SortWay,
  maximum: number,
) {
  const send = (page: number, pageSize: number) =>
    context.client.send(
      plainRequest(operation, auth, {
        query: { ...way.query, [pagination.page]: String(page), [pagination.pageSize]: String(pageSize) },
      }),
    );
  const record = (exchange: Exchange, expected: string, problems: string[]) =>
    context.results.record(
      operation,
      CHECK,
      problems.length ? { pass: false, expected, seen: problems.join('; ') } : { pass: true },
      exchange,
    );
  const whole = await send(1, maximum);
  if (inconclusive(whole)) return;
  const wholeLabel = `page 1 at pageSize ${maximum} with ${way.label}`;
  const large = itemsOf(whole, pagination, { page: 1, pageSize: maximum });
  if (typeof large === 'string') return record(whole, `${wholeLabel}: answered`, [large]);
  const unsorted = judgeSortedItems(large.items, way);
  if (unsorted.length) return record(whole, `${wholeLabel}: its items in that order`, unsorted);
  const size = walkPageSize(Math.min(large.total, maximum), SORT_PAGES, SMALLEST, maximum);
  const pages: string[][] = [];
  const items: unknown[] = [];
  let last = whole;
  for (let page = 1; page <= SORT_PAGES; page++) {
    last = await send(page, size);
    if (inconclusive(last)) return;
    const label = `page ${page} at pageSize ${size} with ${way.label}`;
    const seen = itemsOf(last, pagination, { page, pageSize: size });
    if (typeof seen === 'string') return record(last, `${label}: answered`, [seen]);
    pages.push(seen.ids);
    items.push(...seen.items);
    const problems = [
      ...judgeSortedItems(items, way),
      ...judgeWalkAgainstWhole(pages, large.ids, large.total),
    ];
    if (problems.length)
      return record(
        last,
        `pages 1–${page} at pageSize ${size} with ${way.label}: the items of ${wholeLabel}, in its order`,
        problems,
      );
    if (!seen.ids.length || page * size >= large.total) break;
  }
  record(
    last,
    `pages 1–${pages.length} at pageSize ${size} with ${way.label}: the large page's items, in its order`,
    [],
  );
}
