/**
 * What the write rules share (patch_changes_only_sent, max_length_refused, unicode_round_trip): the operations
 * of the run whose x-read-back the contract states, who writes through them and where (records the callers
 * found, never the run's own users or accounts: conformance/ids.ts), the bodies to send, the write itself and
 * the read-back of what it wrote. Every request goes through the run's client, so its answer is judged too.
 */
import { describeResponse } from '../checks/response';
import { bindingsFor } from '../ids';
import { bindingsOf, callersOf, type RunContext } from '../context';
import { generateCases } from '../generate/cases';
import type { OperationInfo } from '../openapi';
import type { CheckName, Exchange } from '../types';
import { uniquified } from '../stateful-run';
import {
  freeTextFields,
  readBackOf,
  readBackParameters,
  type FreeTextField,
  type ReadBack,
} from './read-back';

type Node = Record<string, unknown>;

export interface Writable {
  operation: OperationInfo;
  readBack: ReadBack;
  reader: OperationInfo;
  fields: FreeTextField[];
}

export interface Target {
  role: string;
  pathParams: Record<string, string>;
}

/** Refusals that say "not this record, not now" (permission, state, a rule across records), not "not this text". */
export const NOT_HERE = [403, 404, 409, 422];

export const succeeded = (exchange: Exchange) =>
  !!exchange.response && exchange.response.status >= 200 && exchange.response.status < 300;
export const refused = (exchange: Exchange) =>
  !!exchange.response && exchange.response.status >= 400 && exchange.response.status < 500;
export const dataOf = (exchange: Exchange): Node | undefined => {
  const data = (exchange.response?.json as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Node) : undefined;
};

/** A tag for this run's texts: the seed and the moment, so a second run never writes the same text. */
export const runTag = (context: RunContext, what: string) =>
  `conformance ${context.seed}-${Date.now().toString(36)} ${what}`;

/**
 * The selected operations with an x-read-back (and x-free-text fields, when `needFields`); the others with an
 * x-read-back the rule cannot use are skipped, saying why.
 */
export function writables(context: RunContext, check: CheckName, needFields: boolean): Writable[] {
  const out: Writable[] = [];
  for (const operation of context.operations) {
    if (!context.results.operations.has(operation.operationId)) continue;
    const readBack = readBackOf(context.doc, operation);
    if (!readBack) continue;
    const reader = context.operations.find((op) => op.operationId === readBack.operationId);
    const fields = freeTextFields(context.doc, operation);
    if (!reader) context.results.skip(operation.operationId, check, `no operation ${readBack.operationId}`);
    else if (needFields && !fields.length)
      context.results.skip(operation.operationId, check, 'its body has no x-free-text field');
    else out.push({ operation, readBack, reader, fields });
  }
  return out;
}

/**
 * Where a role may write and read back: up to `limit` sets of path values (a create without path parameters
 * has one, empty), as the first logged-in role that may call both operations.
 */
export function targetsOf(context: RunContext, writable: Writable, limit = 3): Target[] {
  const readers = new Set(callersOf(context, writable.reader));
  const role = callersOf(context, writable.operation).find(
    (r): r is string => r !== undefined && readers.has(r),
  );
  if (!role) return [];
  const names = writable.operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (!names.length) return [{ role, pathParams: {} }];
  const seen = new Set<string>();
  const out: Target[] = [];
  for (const binding of bindingsFor(writable.operation, bindingsOf(context, role))) {
    const pathParams = Object.fromEntries(names.map((name) => [name, binding.values[name]!]));
    const key = JSON.stringify(pathParams);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ role, pathParams });
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Bodies that set these fields and are valid for the operation: the fields alone for a partial update; for a
 * create, over the contract's examples (their names and emails made unique) and then generated valid bodies.
 */
export function bodiesWith(
  context: RunContext,
  writable: Writable,
  target: Target,
  fields: Node,
  partial: boolean,
): Node[] {
  const { operation } = writable;
  if (!operation.body) return [];
  const valid = context.schemas.validatorAt(operation.body.schemaAt);
  if (partial) return valid(fields) ? [fields] : [];
  const generated = generateCases({
    operation,
    doc: context.doc,
    schemas: context.schemas,
    auth: { role: target.role },
    bindings: [{ values: target.pathParams }],
    seed: context.seed,
    maxExamples: 3,
  }).positive.flatMap((c) => (c.request.body?.kind === 'json' ? [c.request.body.value] : []));
  const tag = `${context.seed}${Date.now().toString(36)}`;
  const bases = [...operation.body.examples.map((example) => uniquified(example, tag)), ...generated];
  return bases
    .filter((base): base is Node => !!base && typeof base === 'object' && !Array.isArray(base))
    .map((base) => ({ ...base, ...fields }))
    .filter((body) => valid(body));
}

export function sendWrite(context: RunContext, writable: Writable, target: Target, body: Node) {
  return context.client.send({
    method: writable.operation.method,
    template: writable.operation.path,
    pathParams: target.pathParams,
    query: {},
    headers: {},
    body: { kind: 'json', value: body },
    auth: { role: target.role },
  });
}

/** An answer for a report line: a success by its status alone, a refusal with its message. */
export const statusOf = (exchange: Exchange) => {
  const response = exchange.response;
  if (!response) return exchange.error ?? 'no answer';
  return response.status < 300 ? String(response.status) : describeResponse(response);
};

export type Attempt =
  | { accepted: Exchange; body: Node }
  /** A 4xx that refuses the data itself (400, 413…), not the record's state. */
  | { refused: Exchange }
  | { why: string };

/**
 * Sends the bodies in turn (at most `tries`) until one is accepted; stops at a refusal of the data itself. A
 * refusal by state (NOT_HERE), a 429 or a 5xx tries the next body.
 */
export async function firstAccepted(
  context: RunContext,
  writable: Writable,
  target: Target,
  bodies: Node[],
  tries = 2,
): Promise<Attempt> {
  let why = 'no valid body';
  for (const body of bodies.slice(0, tries)) {
    const written = await sendWrite(context, writable, target, body);
    if (succeeded(written)) return { accepted: written, body };
    const status = written.response?.status ?? 0;
    if (status >= 400 && status < 500 && status !== 429 && !NOT_HERE.includes(status))
      return { refused: written };
    why = `${writable.operation.operationId} answered ${statusOf(written)}`;
  }
  return { why };
}

/**
 * Reads back what a write wrote (or, without `written`, what the target holds now): the read-back's `data`, or
 * why there is none.
 */
export async function readBack(
  context: RunContext,
  writable: Writable,
  target: Target,
  written?: Exchange,
): Promise<{ data: Node; exchange: Exchange } | { problem: string }> {
  const parameters = readBackParameters(writable.readBack, {
    path: target.pathParams,
    body: written?.response?.json,
  });
  if ('missing' in parameters) return { problem: `the write's answer gives no ${parameters.missing}` };
  const exchange = await context.client.send({
    method: writable.reader.method,
    template: writable.reader.path,
    pathParams: parameters.values,
    query: {},
    headers: {},
    auth: { role: target.role },
  });
  const data = dataOf(exchange);
  if (!succeeded(exchange) || !data)
    return {
      problem: `${writable.reader.operationId} answered ${exchange.response?.status ?? exchange.error}`,
    };
  return { data, exchange };
}
