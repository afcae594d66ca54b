/**
 * append_only: a list marked `x-append-only: true` (the audit trail, decision 082) is a record nobody rewrites.
 * As the first logged-in role that may read it: one page at the largest page size; then every write method
 * (POST, PUT, PATCH, DELETE) on the list's path and on the path of its newest record (`{path}/{id}`) must be
 * refused (4xx; the contract documents none of them); then the list is read again, up to MAX_PAGES pages, and
 * every record of the first read must still be there, field for field, in the same order. Records added in
 * between (the trail records the rule's own requests) are allowed, anywhere before the old ones.
 */
import type { RunContext } from '../context';
import { callersOf } from '../context';
import type { OperationInfo } from '../openapi';
import { describeResponse } from '../checks/response';
import type { Exchange, Verdict } from '../types';
import { eachMarked, operationExtension, plainRequest } from './extension';
import { listItems } from './list-membership';
import { PAGINATION_EXTENSION, readPagination } from './page-walk';
import type { Rule } from './index';

const CHECK = 'append_only';
export const APPEND_ONLY_EXTENSION = 'x-append-only';
const MAX_PAGES = 5;
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Item = Record<string, unknown> & { id?: unknown };

/** What is wrong between two reads of an append-only list (the first read's records, then the second's), or null. */
export function appendOnlyProblem(before: readonly Item[], after: readonly Item[]): string | null {
  const index = new Map(after.map((item, i) => [String(item.id), i]));
  let last = -1;
  for (const item of before) {
    const at = index.get(String(item.id));
    if (at === undefined) return `${String(item.id)} is gone`;
    if (JSON.stringify(after[at]) !== JSON.stringify(item)) return `${String(item.id)} changed`;
    if (at < last) return `${String(item.id)} moved`;
    last = at;
  }
  return null;
}

export function appendOnlyVerdict(before: readonly Item[], after: readonly Item[]): Verdict {
  const problem = appendOnlyProblem(before, after);
  return problem
    ? { pass: false, expected: 'every record read before still there, unchanged, in order', seen: problem }
    : { pass: true };
}

const ok = (exchange: Exchange) => !!exchange.response && exchange.response.status < 300;
const dataOf = (exchange: Exchange) => (exchange.response?.json as { data?: unknown } | undefined)?.data;

async function readPages(context: RunContext, list: OperationInfo, role: string, pages: number) {
  const pagination = readPagination(operationExtension(context.doc, list, PAGINATION_EXTENSION));
  const paged = typeof pagination !== 'string';
  const size = paged
    ? String(list.parameters.find((p) => p.name === pagination.pageSize)?.schema?.maximum ?? 20)
    : '';
  const items: Item[] = [];
  let exchange: Exchange | undefined;
  for (let page = 1; page <= (paged ? pages : 1); page++) {
    const query = paged ? { [pagination.page]: String(page), [pagination.pageSize]: size } : {};
    exchange = await context.client.send(plainRequest(list, { role }, { query }));
    if (!ok(exchange))
      return { exchange, problem: `${list.operationId} answered ${describeResponse(exchange.response!)}` };
    const found = listItems(dataOf(exchange), paged ? pagination.items : undefined) as Item[] | undefined;
    if (!found) return { exchange, problem: `${list.operationId} answered no list of items` };
    items.push(...found);
    if (found.length < Number(size)) break;
  }
  return { exchange: exchange!, items };
}

async function checkList(context: RunContext, list: OperationInfo) {
  const { results } = context;
  const role = callersOf(context, list).find((r): r is string => typeof r === 'string');
  if (!role) return results.skip(list.operationId, CHECK, 'no logged-in role may read it');
  const first = await readPages(context, list, role, 1);
  if ('problem' in first) return results.skip(list.operationId, CHECK, first.problem!);
  if (!first.items.length) return results.skip(list.operationId, CHECK, 'the list is empty: nothing to keep');
  const newest = String(first.items[0]!.id);
  for (const template of [list.path, `${list.path}/${encodeURIComponent(newest)}`]) {
    for (const method of WRITE_METHODS) {
      const exchange = await context.client.send({
        ...plainRequest(list, { role }, {}, { kind: 'json', value: {} }),
        method,
        template,
      });
      if (ok(exchange)) {
        results.record(
          list,
          CHECK,
          {
            pass: false,
            expected: `${method} ${template} refused (4xx)`,
            seen: describeResponse(exchange.response!),
          },
          exchange,
        );
        return;
      }
    }
  }
  const second = await readPages(context, list, role, MAX_PAGES);
  if ('problem' in second) return results.skip(list.operationId, CHECK, second.problem!);
  results.record(list, CHECK, appendOnlyVerdict(first.items, second.items), second.exchange);
}

export const appendOnly: Rule = {
  check: CHECK,
  phase: 'early',
  // It sends write requests (which must be refused): a read-only run does not risk them.
  writes: true,
  run: (context) =>
    eachMarked(
      context,
      APPEND_ONLY_EXTENSION,
      (raw) => (raw === true ? true : `${APPEND_ONLY_EXTENSION} is not true`),
      (operation) => checkList(context, operation),
    ),
};
