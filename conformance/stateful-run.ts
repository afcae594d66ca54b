/**
 * Runs the stateful sequences (conformance/stateful.ts), the shared-address login check and the
 * unsupported-method probe of every path.
 */
import { randomUUID } from 'node:crypto';
import {
  ensureResourceAvailability,
  idempotentReplay,
  positiveDataAcceptance,
  rightPasswordAfterOthersFailed,
  unsupportedMethod,
  usedAfterFree,
} from './checks/verdicts';
import { RESPONSE_CHECKS } from './checks';
import { LOGIN_OPERATION, SHARED_ADDRESS_FAILURES } from './config';
import { sendLogin } from './auth';
import { bindingsOf, callersOf, sendCase, type RunContext } from './context';
import { generateCases } from './generate/cases';
import { bindingsFor } from './ids';
import type { OperationInfo } from './openapi';
import { SEQUENCES, type Sequence, type Step } from './stateful';
import type { CheckName, Exchange, GeneratedCase, RequestSpec } from './types';
import { describeResponse } from './checks/response';

const ok = (exchange: Exchange) => !!exchange.response && exchange.response.status < 300;

/**
 * createCase's example as a case the run will send out: its slides mailed. The example uploads its slides and
 * holds no image yet, and such a case is refused at send-out until a block has one (sendOutCase's 422).
 */
export const caseToSendOut = (example: unknown): unknown => ({
  ...(example as Record<string, unknown>),
  slideDelivery: 'Mail_the_Slides',
});

/**
 * The example again with its unique fields made unique (emails, names, titles), for a server that already holds
 * the example's record (a second run, or the example sent earlier).
 */
export function uniquified(value: unknown, tag: string): unknown {
  if (Array.isArray(value)) return value.map((item) => uniquified(item, tag));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item !== 'string') return [key, uniquified(item, tag)];
      if (/email/i.test(key)) return [key, `conformance.${tag}@example.test`];
      if (/^(name|\w*Name|title|subject)$/.test(key) && !/^(first|last)Name$/.test(key))
        return [key, `${item} ${tag}`.slice(0, 60)];
      return [key, item];
    }),
  );
}

/**
 * A tag of the run's own for the examples' unique fields: the seed (to tell runs apart in the data) and a random
 * part, so the same seed run again on the same server (a team's CI repeats it) still makes values of its own.
 */
const runTags = new WeakMap<RunContext, { tag: string; uses: number }>();
/**
 * The run's tag and a count of its uses: each step's requests take values of their own, so a value the checks'
 * own requests registered is not sent again by a sequence (409: the account exists).
 */
function runTag(context: RunContext): string {
  const run = runTags.get(context) ?? { tag: `${context.seed}.${randomUUID().slice(0, 8)}`, uses: 0 };
  runTags.set(context, run);
  run.uses += 1;
  return `${run.tag}.${run.uses}`;
}

/** A request sent again, its emails and names made the run's own anew (a create's unique fields). */
export function withFreshValues(context: RunContext, request: RequestSpec): RequestSpec {
  const body = request.body;
  if (body?.kind !== 'json') return request;
  return { ...request, body: { kind: 'json', value: uniquified(body.value, runTag(context)) } };
}

/** A step's requests, valid by the schemas, with the ids a sequence has made so far (rules create this way too). */
export function requestsFor(
  context: RunContext,
  operation: OperationInfo,
  role: string | undefined,
  state: Record<string, string>,
) {
  const cases = generateCases({
    operation,
    doc: context.doc,
    schemas: context.schemas,
    auth: role ? { role } : { none: true },
    bindings: [{ values: state }],
    seed: context.seed,
    maxExamples: 4,
  });
  const tag = runTag(context);
  const again = cases.examples.flatMap((example, index) =>
    example.request.body?.kind === 'json'
      ? [
          {
            ...example,
            request: {
              ...example.request,
              body: {
                kind: 'json' as const,
                value: uniquified(example.request.body.value, `${tag}x${index}`),
              },
            },
          },
        ]
      : [],
  );
  const validBody = (c: GeneratedCase) =>
    c.request.body?.kind !== 'json' ||
    !operation.body ||
    context.schemas.validatorAt(operation.body.schemaAt)(c.request.body.value);
  return [...cases.examples, ...again.filter(validBody), ...cases.positive];
}

/** The create's JSON bodies with the fields the ways in made set (a copy; others as they were). */
function withFields(candidates: GeneratedCase[], fields: Record<string, string>): GeneratedCase[] {
  if (!Object.keys(fields).length) return candidates;
  return candidates.map((candidate) => {
    const body = candidate.request.body;
    if (body?.kind !== 'json' || !body.value || typeof body.value !== 'object') return candidate;
    const value = { ...(body.value as Record<string, unknown>), ...fields };
    return { ...candidate, request: { ...candidate.request, body: { kind: 'json' as const, value } } };
  });
}

async function runSequence(
  context: RunContext,
  sequence: Sequence,
  madeByWays: Record<string, string>,
): Promise<void> {
  const { results } = context;
  const find = (operationId: string) => context.operations.find((op) => op.operationId === operationId);
  const selected = sequence.steps.some((step) => results.operations.has(step.operationId));
  if (!selected) return;
  const missing = sequence.steps.find(
    (step) => !find(step.operationId) || (step.role && !context.sessions.has(step.role)),
  );
  const checkOf = (step: Step) =>
    step.expect === 'gone'
      ? 'use_after_free'
      : step.expect === 'replay'
        ? 'idempotent_replay'
        : 'ensure_resource_availability';
  const skipAll = (reason: string) => {
    for (const step of sequence.steps) results.skip(step.operationId, checkOf(step), reason);
    results.skipped(sequence.steps[0]!.operationId, `the ${sequence.resource} sequence`, reason);
  };
  if (context.readOnly) return skipAll('a read-only run creates nothing');
  if (missing)
    return skipAll(
      `${missing.operationId} cannot be called (not in the contract, or ${missing.role} not logged in)`,
    );
  const needed = Object.entries(sequence.madeByWays ?? {});
  const lacking = needed.filter(([, key]) => !(key in madeByWays)).map(([, key]) => key);
  if (lacking.length) return skipAll(`no way in made its ${lacking.join(', ')}`);
  const fields = Object.fromEntries(needed.map(([field, key]) => [field, madeByWays[key]!]));
  const state: Record<string, string> = {};
  let created = '';
  let deleted = '';
  /** The create sent with an Idempotency-Key, and the parameter its id was saved under. */
  let keyed: { request: GeneratedCase; idName: string } | undefined;
  for (const step of sequence.steps) {
    const operation = find(step.operationId)!;
    const found = requestsFor(context, operation, step.role, state);
    const candidates = step.expect === 'create' ? withFields(found, fields) : found;
    if (!candidates.length) return skipAll(`no valid request for ${step.operationId}`);
    if (step.expect === 'create') {
      let made: Exchange | undefined;
      let last: Exchange | undefined;
      for (const candidate of candidates.slice(0, 5)) {
        // A fresh key per attempt: a refused request leaves its key unused, but a server may not know that.
        const generated = step.idempotencyKey ? withIdempotencyKey(candidate) : candidate;
        last = await sendCase(context, operation, generated);
        results.record(operation, 'positive_data_acceptance', positiveDataAcceptance(last), last);
        if (ok(last)) {
          made = last;
          if (step.idempotencyKey) keyed = { request: generated, idName: step.idempotencyKey };
          break;
        }
      }
      if (!made) {
        const seen = last?.response ? describeResponse(last.response) : last?.error;
        return skipAll(`${step.operationId} accepted none of its valid bodies (last: ${seen})`);
      }
      const data = (made.response!.json as { data?: Record<string, unknown> } | undefined)?.data ?? {};
      Object.assign(state, step.save?.(data) ?? {});
      created = `${step.operationId} made (${Object.entries(state)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`;
      continue;
    }
    if (step.expect === 'replay') {
      if (!keyed) continue;
      const exchange = await sendCase(context, operation, keyed.request);
      const firstId = state[keyed.idName]!;
      const save = sequence.steps.find((s) => s.idempotencyKey === keyed!.idName)?.save;
      const verdict = idempotentReplay(exchange, firstId, (data) => save?.(data)[keyed!.idName]);
      results.record(operation, 'idempotent_replay', verdict, exchange);
      continue;
    }
    const exchange = await sendCase(context, operation, candidates[0] as GeneratedCase);
    if (step.expect === 'available') {
      results.record(
        operation,
        'ensure_resource_availability',
        ensureResourceAvailability(exchange, created),
        exchange,
      );
    } else if (step.expect === 'delete') {
      if (!ok(exchange)) return skipAll(`${step.operationId} did not delete what ${created}`);
      deleted = `${step.operationId} succeeded`;
    } else {
      results.record(operation, 'use_after_free', usedAfterFree(exchange, deleted), exchange);
    }
  }
}

/** The request with an `Idempotency-Key` of its own (the contract's header: 16–64 safe characters). */
function withIdempotencyKey(generated: GeneratedCase): GeneratedCase {
  const key = `conformance-${randomUUID()}`;
  return {
    ...generated,
    request: { ...generated.request, headers: { ...generated.request.headers, 'Idempotency-Key': key } },
  };
}

/**
 * The sequences: before the ways in (`madeByWays` absent: the contract's examples create their records on a
 * server that does not hold them yet), or after them on what they made.
 */
export async function runSequences(
  context: RunContext,
  madeByWays: Record<string, string> | null = null,
): Promise<void> {
  // The sequences' answers are judged like any other, so they run for the response checks too.
  const checks: CheckName[] = [
    'use_after_free',
    'ensure_resource_availability',
    'idempotent_replay',
    ...RESPONSE_CHECKS,
  ];
  if (!checks.some((check) => context.results.has(check))) return;
  for (const sequence of SEQUENCES)
    if (!sequence.madeByWays === !madeByWays) await runSequence(context, sequence, madeByWays ?? {});
}

/**
 * A site behind one address (a hospital's NAT) must not be locked out by failures on other accounts: failed
 * logins for throwaway emails from the run's address until `login` has answered SHARED_ADDRESS_FAILURES 401s in
 * the run, then the first logged-in role's account logs in with its right password, which must answer 200
 * (positive_data_acceptance). Run after every other operation, so a server that does lock the address out holds
 * back nothing of the run but this check.
 */
export async function checkSharedAddressLogin(context: RunContext): Promise<void> {
  const { results, client } = context;
  const login = context.operations.find((op) => op.operationId === LOGIN_OPERATION);
  if (!login || !results.operations.has(LOGIN_OPERATION) || !results.has('positive_data_acceptance')) return;
  if (!context.probeLimits) {
    results.skipped(
      LOGIN_OPERATION,
      'the shared-address login check and wrong passwords',
      "failed logins count towards the limits of the run's address (--probe-limits sends them, for throwaway emails)",
    );
    return;
  }
  const account = [...context.accounts.values()].find((a) => context.sessions.has(a.role));
  if (!account) {
    const reason = 'nobody could log in';
    results.skipped(LOGIN_OPERATION, 'the shared-address login check', reason);
    return;
  }
  const send = (email: string, password: string) => sendLogin(client, login, { email, password });
  const started = Date.now();
  const failed = () => results.operations.get(LOGIN_OPERATION)!.statuses['401'] ?? 0;
  for (let i = 0; failed() < SHARED_ADDRESS_FAILURES && i < SHARED_ADDRESS_FAILURES; i++) {
    const sent = await send(
      `conformance.throwaway.${context.seed}.${i}@example.test`,
      `not-the-password-${i}`,
    );
    // Held back already (a server that locks the address): more failures prove nothing more, and each may be slowed.
    if (sent.response?.status === 429) break;
  }
  const exchange = await send(account.email, account.password);
  results.record(
    login,
    'positive_data_acceptance',
    rightPasswordAfterOthersFailed(exchange, failed()),
    exchange,
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const seen = exchange.response?.status ?? exchange.error;
  context.log(`shared-address login: ${seen} after ${failed()} failures (${seconds} s)`);
}

const PROBED_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** Each path of the selected operations, asked with the methods it does not document: 405 with Allow. */
export async function probeUnsupportedMethods(context: RunContext): Promise<void> {
  const { results } = context;
  if (!results.has('unsupported_method')) return;
  const selected = context.operations.filter((op) => results.operations.has(op.operationId));
  for (const path of new Set(selected.map((op) => op.path))) {
    const onPath = context.operations.filter((op) => op.path === path);
    const documented = onPath.map((op) => op.method);
    const first = onPath[0]!;
    const role = callersOf(context, first)[0];
    const [binding] = bindingsFor(first, bindingsOf(context, role));
    const pathParams: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const parameter of first.parameters) {
      const value =
        binding?.values[parameter.name] ??
        (parameter.example === undefined ? undefined : String(parameter.example));
      if (parameter.in === 'path') pathParams[parameter.name] = value ?? 'x';
      if (parameter.in === 'query' && value !== undefined && binding?.values[parameter.name] !== undefined)
        query[parameter.name] = value;
    }
    for (const method of PROBED_METHODS.filter((m) => !documented.includes(m))) {
      const exchange = await context.client.send({
        method,
        template: path,
        pathParams,
        query,
        headers: {},
        auth: role ? { role } : { none: true },
      });
      const verdict = unsupportedMethod(exchange, documented);
      for (const op of onPath) results.record(op, 'unsupported_method', verdict, exchange);
    }
  }
  for (const op of selected) {
    if (PROBED_METHODS.every((m) => context.operations.some((o) => o.path === op.path && o.method === m))) {
      results.skip(op.operationId, 'unsupported_method', 'every method is documented on its path');
    }
  }
}
