/**
 * deleted_leaves_list: each delete marked `x-deletes-from-list` removes its record from the list it names, not
 * only from the record's own URL. The rule makes a record of its own the way the stateful sequence that deletes
 * it does (conformance/stateful.ts: its creates, as its roles), finds it in the list, deletes it, and asks the
 * list again: it must be gone. A paged list (`x-pagination`) is asked at its largest page, LIST_PAGES pages at most.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import { SEQUENCES } from '../stateful';
import { requestsFor } from '../stateful-run';
import { sendCase } from '../context';
import type { Exchange } from '../types';
import { describeResponse } from '../checks/response';
import { eachMarked, operationExtension, plainRequest } from './extension';
import type { Rule } from './index';
import {
  deletedListedVerdict,
  DELETES_EXTENSION,
  listItems,
  listsId,
  readDeletesFromList,
} from './list-membership';
import { PAGINATION_EXTENSION, readPagination } from './page-walk';

const CHECK = 'deleted_leaves_list';
const LIST_PAGES = 5;

const ok = (exchange: Exchange) => !!exchange.response && exchange.response.status < 300;
const seen = (exchange: Exchange) =>
  exchange.response ? describeResponse(exchange.response) : exchange.error;
const dataOf = (exchange: Exchange) => (exchange.response?.json as { data?: unknown } | undefined)?.data;

interface Found {
  /** Where the list holds the id ('page 2', 'its answer'), undefined when nowhere it was asked. */
  where?: string;
  exchange: Exchange;
  /** Why the list could not be read, if it could not. */
  problem?: string;
}

/** Asks the list (each of its pages up to LIST_PAGES, at the largest pageSize) for the id. */
async function findInList(
  context: RunContext,
  list: OperationInfo,
  role: string | undefined,
  state: Record<string, string>,
  field: string,
  id: string,
): Promise<Found> {
  const pagination = readPagination(operationExtension(context.doc, list, PAGINATION_EXTENSION));
  const paged = typeof pagination !== 'string';
  const sizeParameter = paged ? list.parameters.find((p) => p.name === pagination.pageSize) : undefined;
  const size = Number(sizeParameter?.schema?.maximum ?? 20);
  const path = Object.fromEntries(
    list.parameters.filter((p) => p.in === 'path').map((p) => [p.name, state[p.name] ?? '']),
  );
  let exchange: Exchange | undefined;
  for (let page = 1; page <= (paged ? LIST_PAGES : 1); page++) {
    const query = paged ? { [pagination.page]: String(page), [pagination.pageSize]: String(size) } : {};
    exchange = await context.client.send(
      plainRequest(list, role ? { role } : { none: true }, { path, query }),
    );
    if (!ok(exchange)) return { exchange, problem: `${list.operationId} answered ${seen(exchange)}` };
    const items = listItems(dataOf(exchange), paged ? pagination.items : undefined);
    if (!items) return { exchange, problem: `${list.operationId} answered no list of items` };
    if (listsId(items, field, id)) return { exchange, where: paged ? `page ${page}` : 'its answer' };
    if (items.length < size) break;
  }
  return { exchange: exchange! };
}

/** The sequence that deletes with `operation`, and where its delete step is. */
function sequenceOf(operation: OperationInfo) {
  for (const sequence of SEQUENCES) {
    const at = sequence.steps.findIndex(
      (st) => st.operationId === operation.operationId && st.expect === 'delete',
    );
    if (at >= 0) return { sequence, at };
  }
  return undefined;
}

/** A record a delete may remove, made the way its sequence makes it: the role that deletes it and its ids. */
export interface Made {
  role?: string;
  state: Record<string, string>;
  /** The sequence's read of the record after the delete (its 'gone' step), when it has one. */
  read?: { operationId: string; role?: string };
}

/** Makes a record for `operation` to delete, through its sequence's creates; a string says why it could not. */
export async function makeForDelete(context: RunContext, operation: OperationInfo): Promise<Made | string> {
  const found = sequenceOf(operation);
  if (!found) return 'no stateful sequence makes what it deletes';
  const { sequence, at } = found;
  const role = sequence.steps[at]!.role;
  if (role && !context.sessions.has(role)) return `${role} is not logged in`;
  const state: Record<string, string> = {};
  for (const step of sequence.steps.slice(0, at).filter((st) => st.expect === 'create')) {
    const create = context.operations.find((op) => op.operationId === step.operationId);
    if (!create || (step.role && !context.sessions.has(step.role)))
      return `${step.operationId} cannot be called`;
    let made: Exchange | undefined;
    for (const candidate of requestsFor(context, create, step.role, state).slice(0, 5)) {
      made = await sendCase(context, create, candidate);
      if (ok(made)) break;
    }
    if (!made || !ok(made)) return `${step.operationId} accepted none of its valid bodies`;
    Object.assign(state, step.save?.((dataOf(made) ?? {}) as Record<string, unknown>) ?? {});
  }
  const read = sequence.steps
    .slice(at + 1)
    .find((st) => st.expect === 'gone' && st.operationId !== operation.operationId);
  return { role, state, read: read && { operationId: read.operationId, role: read.role } };
}

/** Makes the record the way its sequence does, lists it, deletes it, lists again. */
async function checkDelete(
  context: RunContext,
  operation: OperationInfo,
  rule: { list: string; id: string; field: string },
) {
  const { results } = context;
  const skip = (reason: string) => results.skip(operation.operationId, CHECK, reason);
  const list = context.operations.find((op) => op.operationId === rule.list);
  if (!list) return skip(`${DELETES_EXTENSION} names ${rule.list}, which the contract does not have`);
  const made = await makeForDelete(context, operation);
  if (typeof made === 'string') return skip(made);
  const { role, state } = made;
  const id = state[rule.id];
  if (!id) return skip(`the sequence's creates gave no ${rule.id}`);
  const before = await findInList(context, list, role, state, rule.field, id);
  if (before.problem) return skip(before.problem);
  if (!before.where) return skip(`${rule.list} did not list ${id} before the delete`);
  const path = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, state[p.name] ?? '']),
  );
  const deleted = await context.client.send(
    plainRequest(operation, role ? { role } : { none: true }, { path }),
  );
  if (!ok(deleted)) return skip(`${operation.operationId} answered ${seen(deleted)}`);
  const after = await findInList(context, list, role, state, rule.field, id);
  if (after.problem) return skip(after.problem);
  const verdict = deletedListedVerdict(after.where, { id, list: rule.list, deleted: operation.operationId });
  results.record(operation, CHECK, verdict, after.exchange);
}

export const deletedLeavesList: Rule = {
  check: CHECK,
  phase: 'early',
  writes: true,
  run: (context) =>
    eachMarked(context, DELETES_EXTENSION, readDeletesFromList, (operation, rule) =>
      checkDelete(context, operation, rule),
    ),
};
