/**
 * The pure parts of write_read_back (docs/conformance.md): how the effect of each operation that changes state is
 * proved by a read, read from the contract, and the verdicts on what the read answered. No requests.
 *   covered     another check reads it back (x-read-back, x-deletes-from-list, x-revokes-tokens, a state
 *               machine's transition, a stateful sequence's create)
 *   effect      `x-effect: { read, parameters, expect }`: after the write, the operation `read` (its path
 *               parameters as runtime expressions, ./read-back.ts) answers a body where each JSON pointer of
 *               `expect` holds its value (an action: read-all, clear, resolve)
 *   same-path   a PUT, PATCH or DELETE whose path the contract also reads (GET on the same template): each field
 *               sent reads back as sent; a DELETE's read answers 404 or a `data` of nulls
 *   unchecked   none of these: the report lists it, with why
 */
import { resolvePointer, type OpenApiDoc, type OperationInfo } from '../openapi';
import type { Verdict } from '../types';
import { isRecord } from './extension';
import { operationObject, show } from './read-back';

export const EFFECT_EXTENSION = 'x-effect';
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Effect {
  read: string;
  parameters: Record<string, string>;
  /** JSON pointers into the read's body, and the value each must hold. */
  expect: Record<string, unknown>;
}

export type Proof =
  | { kind: 'covered'; by: string }
  | { kind: 'effect'; effect: Effect }
  | { kind: 'same-path'; read: OperationInfo }
  | { kind: 'unchecked'; why: string };

/** `x-effect` as written, or what is wrong with it (undefined when the operation has none). */
export function readEffect(raw: unknown): Effect | string | undefined {
  if (raw === undefined) return undefined;
  if (!isRecord(raw) || typeof raw.read !== 'string' || !raw.read)
    return `${EFFECT_EXTENSION}.read is not an operationId`;
  if (!isRecord(raw.expect) || !Object.keys(raw.expect).length)
    return `${EFFECT_EXTENSION}.expect names no JSON pointer`;
  if (Object.keys(raw.expect).some((pointer) => !pointer.startsWith('/')))
    return `${EFFECT_EXTENSION}.expect's keys are JSON pointers (/data/…)`;
  const parameters = isRecord(raw.parameters) ? raw.parameters : {};
  return {
    read: raw.read,
    parameters: Object.fromEntries(Object.entries(parameters).map(([k, v]) => [k, String(v)])),
    expect: raw.expect,
  };
}

/** What the rule knows besides the operation's own object: transitions and the sequences' creates. */
export interface Coverage {
  transitions: ReadonlySet<string>;
  creates: ReadonlySet<string>;
}

const COVERING: [extension: string, check: string][] = [
  ['x-read-back', 'unicode_round_trip and patch_changes_only_sent (x-read-back)'],
  ['x-deletes-from-list', 'deleted_leaves_list (x-deletes-from-list)'],
  ['x-revokes-tokens', 'token_revocation (x-revokes-tokens)'],
];

/** How the effect of a write is proved, or why it is not. */
export function proofOf(
  doc: OpenApiDoc,
  operation: OperationInfo,
  operations: readonly OperationInfo[],
  coverage: Coverage,
): Proof {
  const own = operationObject(doc, operation);
  const effect = readEffect(own[EFFECT_EXTENSION]);
  if (typeof effect === 'string') return { kind: 'unchecked', why: effect };
  if (effect) {
    if (!operations.some((op) => op.operationId === effect.read && op.method === 'GET'))
      return { kind: 'unchecked', why: `${EFFECT_EXTENSION}.read names no GET operation (${effect.read})` };
    return { kind: 'effect', effect };
  }
  for (const [extension, check] of COVERING)
    if (own[extension] !== undefined) return { kind: 'covered', by: check };
  if (coverage.transitions.has(operation.operationId))
    return { kind: 'covered', by: 'state_transitions (x-state-machines)' };
  if (coverage.creates.has(operation.operationId))
    return { kind: 'covered', by: 'ensure_resource_availability (a stateful sequence)' };
  const read = operations.find((op) => op.method === 'GET' && op.path === operation.path);
  if (read && operation.method !== 'POST') return { kind: 'same-path', read };
  return {
    kind: 'unchecked',
    why:
      operation.method === 'POST'
        ? 'an action or create no read in the contract is named to prove (x-effect)'
        : 'no read at its path and no x-effect',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const data = (body: unknown) => (isRecord(body) ? body.data : undefined);

/**
 * A value reads as sent: equal (as JSON); an empty text as null; an array sent, when each item it sent is among the
 * read's, in any order (keyed settings merge into their list, a set of dates comes back sorted); an object sent,
 * when each field it sent reads as sent, in any order, beside fields the read adds (a patient's `race` left out of
 * the body, read as null).
 */
export function readAsSent(sent: unknown, read: unknown): boolean {
  if (same(sent, read)) return true;
  // An empty text clears the field: a server may store it as null (the mock does, for a registration's state).
  if (sent === '' && read === null) return true;
  if (isRecord(sent) && isRecord(read))
    return Object.entries(sent).every(([key, value]) =>
      key in read ? readAsSent(value, read[key]) : value === null || value === '',
    );
  if (!Array.isArray(sent) || !Array.isArray(read)) return false;
  return sent.every((item) => read.some((candidate) => same(candidate, item)));
}

/**
 * The read after a PUT or PATCH: every top-level field of the body sent that the read's `data` names holds what
 * was sent (readAsSent). Null when the read names none of them (nothing to judge).
 */
export function judgeFieldsRead(sent: unknown, readBody: unknown, label: string): Verdict {
  const record = data(readBody);
  if (!isRecord(sent) || !isRecord(record)) return null;
  // A field read in another shape than it is written (an id sent, the object it names read) is not compared.
  const fields = Object.keys(sent).filter(
    (key) => key in record && (record[key] === null || kind(record[key]) === kind(sent[key])),
  );
  if (!fields.length) return null;
  const differ = fields.filter((key) => !readAsSent(sent[key], record[key]));
  if (!differ.length) return { pass: true };
  return {
    pass: false,
    expected: `after ${label}, the read holds what it sent (${fields.join(', ')})`,
    seen: differ.map((key) => `${key} ${show(record[key])}, sent ${show(sent[key])}`).join('; '),
  };
}

/** The read after a DELETE on its own path: 404, or a record whose every field is null (a cleared single record). */
export function judgeDeletedRead(status: number, readBody: unknown, label: string): Verdict {
  if (status === 404) return { pass: true };
  const record = data(readBody);
  if (
    status < 300 &&
    (record === null || (isRecord(record) && Object.values(record).every((v) => v === null)))
  )
    return { pass: true };
  return {
    pass: false,
    expected: `after ${label}, the read answers 404 or a cleared record`,
    seen: `${status}: ${show(record, 120)}`,
  };
}

/** The read after an action marked x-effect: each pointer holds its value. */
export function judgeEffect(readBody: unknown, effect: Effect, label: string): Verdict {
  const wrong = Object.entries(effect.expect).filter(
    ([pointer, value]) => !same(resolvePointer(readBody, pointer), value),
  );
  if (!wrong.length) return { pass: true };
  return {
    pass: false,
    expected: `after ${label}, ${effect.read} answers ${Object.entries(effect.expect)
      .map(([pointer, value]) => `${pointer} = ${show(value)}`)
      .join(', ')}`,
    seen: wrong.map(([pointer]) => `${pointer} = ${show(resolvePointer(readBody, pointer))}`).join('; '),
  };
}
