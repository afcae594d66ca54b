/**
 * pagination_consistency: for each list operation marked `x-pagination`, as the first role that may call it,
 * page 1 at the pageSize parameter's declared maximum (accepted, and no more items than it), then a walk through
 * the pages at a small pageSize, at most WALK_PAGES pages and the one past the last (./page-walk.ts judges them);
 * then under each sort and order the list offers, a large page against a walk of a few (./sort-walk-run.ts);
 * then the same under each filter the list takes, at most FILTERED_PAGES pages (./filter-walk.ts).
 */
import { callersOf, type RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { AuthMode, Exchange, Verdict } from '../types';
import { filtersOf, judgeFiltered } from './filter-walk';
import { walkSorts } from './sort-walk-run';
import { describeResponse } from '../checks/response';
import { eachMarked, plainRequest } from './extension';
import type { Rule } from './index';
import {
  judgePage,
  judgeWalk,
  PAGINATION_EXTENSION,
  readPage,
  readPagination,
  walkPageSize,
  type PageSeen,
  type Pagination,
} from './page-walk';

const CHECK = 'pagination_consistency';
/** At most this many pages per operation (and the one past the last), at no fewer than SMALLEST items a page. */
export const WALK_PAGES = 10;
const SMALLEST = 2;
/** Under a filter: at most this many pages (and the one past the last). */
export const FILTERED_PAGES = 3;

const dataOf = (exchange: Exchange) => (exchange.response?.json as { data?: unknown } | undefined)?.data;
const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

/** The page's own verdict, and what it answered (undefined when it answered no page). */
function pageVerdict(
  exchange: Exchange,
  pagination: Pagination,
  asked: { page: number; pageSize: number },
  label: string,
): { verdict: Verdict; seen?: PageSeen } {
  if (inconclusive(exchange)) return { verdict: null };
  const response = exchange.response!;
  const expected = `${label}: answered, its items, total and totalPages agreeing`;
  if (response.status >= 300) return { verdict: { pass: false, expected, seen: describeResponse(response) } };
  const seen = readPage(dataOf(exchange), pagination, asked);
  if (typeof seen === 'string') return { verdict: { pass: false, expected, seen } };
  const problems = judgePage(seen);
  return {
    verdict: problems.length ? { pass: false, expected, seen: problems.join('; ') } : { pass: true },
    seen,
  };
}

/** A walk of the list, unfiltered or under one filter (its query, and the verdicts it adds on the first page). */
interface Walk {
  query: Record<string, string>;
  label: string;
  maxPages: number;
  /** Problems of the first page's items, at the maximum pageSize. */
  judge?: (seen: { total: number; items: unknown[] }) => string[];
}

async function checkList(context: RunContext, operation: OperationInfo, pagination: Pagination) {
  const role = callersOf(context, operation)[0];
  if (operation.secured && !role) {
    context.results.skip(operation.operationId, CHECK, 'no role logged in may call it');
    return;
  }
  const auth = role ? { role } : { none: true as const };
  await walkList(context, operation, pagination, auth, { query: {}, label: '', maxPages: WALK_PAGES });
  // Under each sort and order the list offers (./sort-walk-run.ts): the stated order, the same items paged.
  await walkSorts(context, operation, pagination, auth);
  // Under each filter the list takes (./filter-walk.ts): fewer pages, the same agreement.
  for (const filter of filtersOf(context.doc, operation, pagination, context.seed))
    await walkList(context, operation, pagination, auth, {
      query: { [filter.name]: filter.value },
      label: ` with ${filter.name}=${filter.value}`,
      maxPages: FILTERED_PAGES,
      judge: (seen) => judgeFiltered(filter, seen),
    });
}

async function walkList(
  context: RunContext,
  operation: OperationInfo,
  pagination: Pagination,
  auth: AuthMode,
  walk: Walk,
) {
  const { results } = context;
  const filtered = Object.keys(walk.query).length > 0;
  const parameter = operation.parameters.find((p) => p.name === pagination.pageSize && p.in === 'query');
  const maximum = parameter?.schema?.maximum;
  const send = (page: number, pageSize: number) =>
    context.client.send(
      plainRequest(operation, auth, {
        query: { ...walk.query, [pagination.page]: String(page), [pagination.pageSize]: String(pageSize) },
      }),
    );
  // A filter's value refused is positive_data_acceptance's to judge: nothing to walk here.
  const refused = (exchange: Exchange) => filtered && (exchange.response?.status ?? 0) >= 400;
  let total: number | undefined;
  if (typeof maximum === 'number') {
    const exchange = await send(1, maximum);
    if (refused(exchange)) return;
    const label = `page 1 at the declared maximum pageSize ${maximum}${walk.label}`;
    const { verdict, seen } = pageVerdict(exchange, pagination, { page: 1, pageSize: maximum }, label);
    const items = (dataOf(exchange) as Record<string, unknown> | undefined)?.[pagination.items];
    const problems =
      seen && walk.judge && Array.isArray(items) ? walk.judge({ total: seen.total, items }) : [];
    results.record(
      operation,
      CHECK,
      problems.length
        ? { pass: false, expected: `${label}: the items the filter asks for`, seen: problems.join('; ') }
        : verdict,
      exchange,
    );
    total = seen?.total;
  }
  const size = walkPageSize(
    total ?? 0,
    walk.maxPages,
    SMALLEST,
    typeof maximum === 'number' ? maximum : SMALLEST,
  );
  const pages: PageSeen[] = [];
  let last: Exchange | undefined;
  let complete = false;
  for (let page = 1; page <= walk.maxPages + 1; page++) {
    last = await send(page, size);
    if (refused(last)) return;
    const { verdict, seen } = pageVerdict(
      last,
      pagination,
      { page, pageSize: size },
      `page ${page} at pageSize ${size}${walk.label}`,
    );
    results.record(operation, CHECK, verdict, last);
    if (!seen) return;
    pages.push(seen);
    // The page past the last (which must hold nothing): the walk has seen every item.
    if (page > Math.ceil(seen.total / size)) {
      complete = true;
      break;
    }
  }
  const problems = judgeWalk(pages, complete);
  const expected = `pages 1–${pages.length} at pageSize ${size}${walk.label}: each item once${complete ? ', total of them in all' : ''}`;
  results.record(
    operation,
    CHECK,
    problems.length ? { pass: false, expected, seen: problems.join('; ') } : { pass: true },
    last!,
  );
}

export const paginationConsistency: Rule = {
  check: CHECK,
  phase: 'early',
  writes: false,
  run: (context) =>
    eachMarked(context, PAGINATION_EXTENSION, readPagination, (operation, pagination) =>
      checkList(context, operation, pagination),
    ),
};
