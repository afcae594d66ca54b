/**
 * owner_only: an operation marked `x-owner-only: { list, id }` acts only on the caller's own records (the
 * notifications: a user only ever sees and changes their own). For each role that found records of its own
 * (through `list`, the ids table), each other role that may call the operation is checked twice: its own `list`
 * must not hold the owner's id, and the operation sent with that id must be refused (404 as the contract
 * declares, or 403), never a 2xx that reads or changes another user's record.
 */
import { bindingsFor } from '../ids';
import { callersOf, type RunContext } from '../context';
import { describeResponse } from '../checks/response';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { eachMarked, plainRequest, stringFields } from './extension';
import { listItems, listsId } from './list-membership';

const CHECK = 'owner_only';
export const OWNER_ONLY_EXTENSION = 'x-owner-only';

/** The verdict on another role's request for the owner's record. */
export function refusedVerdict(owner: string, caller: string, id: string, answer: Exchange): Verdict {
  const response = answer.response;
  if (!response || response.status === 429 || response.status >= 500) return null;
  if (response.status === 404 || response.status === 403) return { pass: true };
  return {
    pass: false,
    expected: `404 (or 403) for ${caller} naming ${owner}'s record ${id}`,
    seen: describeResponse(response),
  };
}

/** The verdict on another role's own list: it must not hold the owner's id. */
export function listVerdict(owner: string, caller: string, id: string, answer: Exchange): Verdict {
  const response = answer.response;
  if (!response || response.status >= 300) return null;
  const items = listItems((response.json as { data?: unknown } | undefined)?.data, 'items');
  if (!items) return null;
  return listsId(items, 'id', id)
    ? { pass: false, expected: `${caller}'s own list without ${owner}'s record ${id}`, seen: 'listed' }
    : { pass: true };
}

async function checkOwnerOnly(
  context: RunContext,
  operation: OperationInfo,
  rule: { list: string; id: string },
) {
  const list = context.operations.find((op) => op.operationId === rule.list);
  if (!list) {
    context.results.skip(operation.operationId, CHECK, `${rule.list} is not in the contract`);
    return;
  }
  const callers = callersOf(context, operation).filter((role): role is string => !!role);
  let checked = false;
  for (const owner of callers) {
    const [own] = bindingsFor(operation, context.bindings.get(owner) ?? []);
    const id = own?.values[rule.id];
    if (!id) continue;
    for (const caller of callers.filter((role) => role !== owner)) {
      checked = true;
      const listed = await context.client.send(
        plainRequest(list, { role: caller }, { query: { pageSize: '100' } }),
      );
      context.results.record(operation, CHECK, listVerdict(owner, caller, id, listed), listed);
      const answer = await context.client.send(
        plainRequest(operation, { role: caller }, { path: own!.values }),
      );
      context.results.record(operation, CHECK, refusedVerdict(owner, caller, id, answer), answer);
    }
  }
  if (!checked)
    context.results.skip(operation.operationId, CHECK, 'no two roles, one with records of its own');
}

export const ownerOnly = {
  check: CHECK,
  phase: 'early',
  writes: true,
  run: (context: RunContext) =>
    eachMarked(
      context,
      OWNER_ONLY_EXTENSION,
      (raw) => stringFields(raw, ['list', 'id'] as const, OWNER_ONLY_EXTENSION),
      (operation, rule) => checkOwnerOnly(context, operation, rule),
    ),
} as const;
