/**
 * The coverage phase: once a run, deterministic (the same cases each run for the same ids found), for each
 * selected operation as its first caller, the cases of ./generate/coverage.ts (each bound just inside and just
 * outside, each required body field missing, an unknown query parameter), and for each path OPTIONS and TRACE.
 * Sent through the run's client, so the harm rules hold as for every request: an irreversible operation's request
 * is held back unless it names what the run made, a changed found record is put back, and an operation with a
 * hazard (sessions, passwords, logins, rate limits, e-mails) is left to its own guarded requests.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ALSO_ACCEPTED, HAZARDS } from './config';
import {
  negativeDataRejection,
  positiveDataAcceptance,
  TRACE_MARKER,
  TRACE_MARKER_HEADER,
  undeclaredMethodRefused,
} from './checks/verdicts';
import { bindingsOf, callersOf, SAFE_METHODS, type RunContext } from './context';
import { generateCases } from './generate/cases';
import { coverageCases } from './generate/coverage';
import { destinationCases, noneOfCase } from './generate/coverage-promises';
import { coerceParameter } from './generate/negative';
import { bindingsFor } from './ids';
import type { OperationInfo } from './openapi';
import { buildUrl } from './http';
import { irreversibleReason } from './harm';
import { operationExtension } from './rules/extension';
import type { Exchange, RequestSpec } from './types';

/** At most this many cases an operation: a default run grows by a bounded share, whatever the schema. */
export const COVERAGE_CAP = 24;
/** The seed of the valid request each operation's cases start from: fixed, so each run sends the same cases. */
const COVERAGE_SEED = 0;
const TRACE_TIMEOUT_MS = 10_000;
const TRACE_MAX_BYTES = 16_384;

function validator(context: RunContext, operation: OperationInfo) {
  const { schemas, doc } = context;
  return (spec: RequestSpec) => {
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'path' && parameter.in !== 'query') continue;
      const raw = (parameter.in === 'path' ? spec.pathParams : spec.query)[parameter.name];
      if (raw === undefined) continue;
      const value = coerceParameter(parameter.schema ?? {}, doc, raw);
      if (!schemas.validatorAt(parameter.schemaAt)(value)) return false;
    }
    if (spec.body?.kind === 'json' && operation.body)
      return schemas.validatorAt(operation.body.schemaAt)(spec.body.value);
    return !(operation.body?.required && !spec.body);
  };
}

/**
 * The `x-destination` cases of an operation. A destination a server wrongly takes is saved and used: on an
 * operation the contract marks irreversible they are sent as an account a way in made (the throwaway facility),
 * whose own setting it is; with none, the run's harm rules hold them back as any such request.
 */
function destinationsOf(context: RunContext, operation: OperationInfo, base: RequestSpec) {
  if (!operation.body?.schema) return [];
  const cases = destinationCases(operation.body.schema, base, context.doc);
  if (!irreversibleReason(context.doc, operation)) return cases;
  const made = [...(context.callers ?? new Map())].find(([, caller]) =>
    operation.roles?.includes(caller.role),
  );
  return made ? cases.map((c) => ({ ...c, request: { ...c.request, auth: { role: made[0] } } })) : cases;
}

async function coverOperation(context: RunContext, operation: OperationInfo): Promise<void> {
  const { results } = context;
  const hazard = HAZARDS[operation.operationId];
  const role = callersOf(context, operation)[0];
  if (hazard || (role === undefined && operation.secured)) return;
  if (operation.body && operation.body.mediaType !== 'application/json') return;
  const generated = generateCases({
    operation,
    doc: context.doc,
    schemas: context.schemas,
    auth: role ? { role } : { none: true },
    bindings: bindingsFor(operation, bindingsOf(context, role)),
    seed: COVERAGE_SEED,
    maxExamples: 1,
  });
  const base = [...generated.examples, ...generated.positive].find(
    (c) => !Object.values(c.request.pathParams).some((v) => context.own.has(v)),
  );
  if (!base) return;
  // An accepted case writes as a valid request does: not in a read-only run, and a DELETE never (it would
  // remove what it names); a refused one changes nothing on a server that keeps the contract.
  const writes = !SAFE_METHODS.has(operation.method);
  const mayAccept = !(writes && context.readOnly) && operation.method !== 'DELETE';
  const also = ALSO_ACCEPTED[operation.operationId]?.statuses ?? [];
  const oneOf = operationExtension(context.doc, operation, 'x-query-one-of');
  const cases = [
    ...(Array.isArray(oneOf) ? [noneOfCase(base.request, oneOf.map(String))] : []),
    ...destinationsOf(context, operation, base.request),
    ...coverageCases(operation, base.request, context.doc, validator(context, operation)),
  ]
    .filter((c) => c.expect === 'refused' || mayAccept)
    // Under the cap, what must be refused goes first: a bound not kept is the fault this phase is for.
    .sort((a, b) => Number(a.expect === 'accepted') - Number(b.expect === 'accepted'))
    .slice(0, COVERAGE_CAP);
  for (const c of cases) {
    const exchange = await context.client.send(c.request);
    if (c.expect === 'refused')
      results.record(
        operation,
        'negative_data_rejection',
        negativeDataRejection(exchange, `coverage: ${c.description}`),
        exchange,
      );
    else
      results.record(operation, 'positive_data_acceptance', positiveDataAcceptance(exchange, also), exchange);
  }
}

/** TRACE through node:http (fetch refuses to send it), its answer read up to a bound, in a bounded time. */
function sendTrace(context: RunContext, spec: RequestSpec): Promise<Exchange> {
  const url = buildUrl(context.client.baseUrl, spec);
  const curl = `curl -sS -i -X TRACE -H '${TRACE_MARKER_HEADER}: ${TRACE_MARKER}' '${url}'`;
  return new Promise((resolve) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const started = Date.now();
    const headers = { [TRACE_MARKER_HEADER]: TRACE_MARKER };
    const req = send(url, { method: 'TRACE', headers, timeout: TRACE_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= TRACE_MAX_BYTES) chunks.push(chunk);
        else res.destroy();
      });
      res.on('close', () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
        );
        const text = Buffer.concat(chunks).toString('utf8');
        const response = { status: res.statusCode ?? 0, headers, text, size, ms: Date.now() - started };
        resolve({ request: spec, url, curl, response });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${TRACE_TIMEOUT_MS / 1000} s`)));
    req.on('error', (error) => resolve({ request: spec, url, curl, error: error.message }));
    req.end();
  });
}

/** OPTIONS and TRACE on each path that does not document them: 404 or 405, never a 2xx, TRACE never an echo. */
async function coverMethods(context: RunContext, selected: OperationInfo[]): Promise<void> {
  for (const path of new Set(selected.map((op) => op.path))) {
    const onPath = context.operations.filter((op) => op.path === path);
    const first = onPath[0]!;
    const role = callersOf(context, first)[0];
    const [binding] = bindingsFor(first, bindingsOf(context, role));
    const pathParams = Object.fromEntries(
      first.parameters.filter((p) => p.in === 'path').map((p) => [p.name, binding?.values[p.name] ?? 'x']),
    );
    for (const method of ['OPTIONS', 'TRACE'].filter((m) => !onPath.some((op) => op.method === m))) {
      const spec: RequestSpec = {
        method,
        template: path,
        pathParams,
        query: {},
        headers: {},
        auth: role ? { role } : { none: true },
      };
      // TRACE goes without the token: an echo would hand it back, and it proves the point without one.
      const exchange =
        method === 'TRACE'
          ? await sendTrace(context, { ...spec, auth: { none: true } })
          : await context.client.send(spec);
      const verdict = undeclaredMethodRefused(
        exchange,
        onPath.map((op) => op.method),
      );
      for (const op of onPath)
        if (context.results.operations.has(op.operationId))
          context.results.record(op, 'unsupported_method', verdict, exchange);
    }
  }
}

export async function runCoverage(context: RunContext): Promise<void> {
  const { results } = context;
  const selected = context.operations.filter((op) => results.operations.has(op.operationId));
  if (results.has('negative_data_rejection') || results.has('positive_data_acceptance'))
    for (const operation of selected) await coverOperation(context, operation);
  if (results.has('unsupported_method')) await coverMethods(context, selected);
}
