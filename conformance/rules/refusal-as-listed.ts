/**
 * refusal_as_listed: an operation marked `x-refusal-listed: { list, query, verdict, id, param }` is refused as
 * its list says beforehand (docs/assignment.md: a provider's pick-up under the assignment rules). For
 * each role that may call it: the list, asked with `query`, marks an item `verdict: { allowed: false, reason }`;
 * the operation sent for that item (its `id` field as the path's `param`) must answer 403 saying that reason (in
 * `message` or `details`), never a 2xx that does what the list said it may not. An item gone meanwhile (404, 409)
 * is not judged.
 */
import { callersOf, type RunContext } from '../context';
import { describeResponse } from '../checks/response';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { eachMarked, isRecord, plainRequest, stringFields } from './extension';
import { listItems } from './list-membership';

const CHECK = 'refusal_as_listed';
export const REFUSAL_LISTED_EXTENSION = 'x-refusal-listed';

export interface ListedRefusalRule {
  list: string;
  verdict: string;
  id: string;
  param: string;
  query: Record<string, string>;
}

export function readRule(raw: unknown): ListedRefusalRule | string {
  const fields = stringFields(raw, ['list', 'verdict', 'id', 'param'] as const, REFUSAL_LISTED_EXTENSION);
  if (typeof fields === 'string') return fields;
  const query = isRecord(raw) && isRecord(raw.query) ? raw.query : {};
  return { ...fields, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) };
}

/** The first item a list answer marks refused, with its id and the reason given; null when none is. */
export function refusedItem(json: unknown, rule: ListedRefusalRule): { id: string; reason: string } | null {
  const items = listItems((json as { data?: unknown } | undefined)?.data, 'items') ?? [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const verdict = item[rule.verdict];
    const id = item[rule.id];
    if (isRecord(verdict) && verdict.allowed === false && typeof verdict.reason === 'string' && id != null)
      return { id: String(id), reason: verdict.reason };
  }
  return null;
}

/** The verdict on the operation sent for an item its list refused. */
export function refusalVerdict(
  role: string,
  refused: { id: string; reason: string },
  answer: Exchange,
): Verdict {
  const response = answer.response;
  if (!response || response.status === 429 || response.status >= 500) return null;
  // Gone or changed since the list was read: nothing to judge.
  if (response.status === 404 || response.status === 409) return null;
  const body = response.json as { message?: unknown; details?: unknown } | undefined;
  if (response.status === 403 && (body?.message === refused.reason || body?.details === refused.reason))
    return { pass: true };
  return {
    pass: false,
    expected: `403 saying "${refused.reason}" for ${refused.id}, as the list told ${role}`,
    seen: describeResponse(response),
  };
}

async function checkListedRefusal(context: RunContext, operation: OperationInfo, rule: ListedRefusalRule) {
  const list = context.operations.find((op) => op.operationId === rule.list);
  if (!list) {
    context.results.skip(operation.operationId, CHECK, `${rule.list} is not in the contract`);
    return;
  }
  let checked = false;
  for (const role of callersOf(context, operation).filter((r): r is string => !!r)) {
    const listed = await context.client.send(plainRequest(list, { role }, { query: rule.query }));
    const status = listed.response?.status ?? 0;
    const refused = status >= 200 && status < 300 ? refusedItem(listed.response!.json, rule) : null;
    if (!refused) continue;
    checked = true;
    const answer = await context.client.send(
      plainRequest(operation, { role }, { path: { [rule.param]: refused.id } }),
    );
    context.results.record(operation, CHECK, refusalVerdict(role, refused, answer), answer);
  }
  if (!checked)
    context.results.skip(operation.operationId, CHECK, `no caller's ${rule.list} marks an item refused`);
}

export const refusalAsListed = {
  check: CHECK,
  phase: 'early',
  // A backend that ignores the refusal changes the item.
  writes: true,
  run: (context: RunContext) =>
    eachMarked(context, REFUSAL_LISTED_EXTENSION, readRule, (operation, rule) =>
      checkListedRefusal(context, operation, rule),
    ),
} as const;
