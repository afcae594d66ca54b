/**
 * One operation, as each role that may call it: the examples and generated valid requests
 * (positive_data_acceptance), broken ones (negative_data_rejection), then with a required header or the body's
 * Content-Type left out (missing_required_header), and without a token, with a made-up one and as a role
 * outside x-roles (ignored_auth). Every answer also goes through the response checks.
 */
import { ALSO_ACCEPTED, HAZARDS, SIGNATURE_PARAMETER } from './config';
import {
  ignoredAuthentication,
  ignoredRole,
  ignoredSignature,
  missingRequiredHeader,
  negativeDataRejection,
  positiveDataAcceptance,
} from './checks/verdicts';
import { RESPONSE_CHECKS } from './checks';
import { bindingsOf, callersOf, SAFE_METHODS, sendCase, type RunContext } from './context';
import { generateCases } from './generate/cases';
import { bindingsFor } from './ids';
import type { OperationInfo } from './openapi';
import { succeededRequest } from './rules/authz-probe';
import { invalidTokenChallenge } from './rules/extension';
import type { CheckName, GeneratedCase, RequestSpec } from './types';
import { probeUnknownIds } from './unknown-ids';
import { withFreshValues } from './stateful-run';

const without = (request: RequestSpec, header: string): RequestSpec => ({
  ...request,
  headers: Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== header.toLowerCase()),
  ),
});

export async function checkOperation(context: RunContext, operation: OperationInfo): Promise<number> {
  const { results } = context;
  const before = context.client.requests();
  const hazard = HAZARDS[operation.operationId];
  const callers = callersOf(context, operation);
  const judgesAnswers = RESPONSE_CHECKS.some((check) => results.has(check));
  // write_read_back and ignored_auth repeat a valid request that succeeded, links_followed uses what one handed
  // out: the valid ones are sent for them too.
  const sendsValid =
    judgesAnswers ||
    ['positive_data_acceptance', 'write_read_back', 'ignored_auth', 'links_followed', 'success_reached'].some(
      (c) => results.has(c as CheckName),
    );
  const blocked =
    hazard?.destructive && !context.includeDestructive
      ? `${hazard.reason} (--include-destructive sends them)`
      : context.readOnly && !SAFE_METHODS.has(operation.method) && !hazard?.readOnlySafe
        ? 'a read-only run sends no valid request to an operation that writes'
        : undefined;
  if (!callers.length) {
    const reason = `no role logged in may call it (x-roles: ${operation.roles?.join(', ') ?? 'any'})`;
    for (const check of [
      'positive_data_acceptance',
      'negative_data_rejection',
      'ignored_auth',
      'missing_required_header',
    ] as const) {
      results.skip(operation.operationId, check, reason);
    }
    return 0;
  }
  const also = ALSO_ACCEPTED[operation.operationId]?.statuses ?? [];
  let base: GeneratedCase | undefined;
  for (const role of callers) {
    const cases = generateCases({
      operation,
      doc: context.doc,
      schemas: context.schemas,
      auth: role ? { role } : { none: true },
      bindings: bindingsFor(operation, bindingsOf(context, role)),
      seed: context.seed,
      maxExamples: Math.min(context.maxExamples, hazard?.maxExamples ?? Infinity),
    });
    // A write never names one of the run's own users or accounts (an example's id may be the demo user's).
    const names = (c: GeneratedCase) => Object.values(c.request.pathParams).some((v) => context.own.has(v));
    const valid = [...cases.examples, ...cases.positive]
      .filter((c) => SAFE_METHODS.has(operation.method) || !names(c))
      .slice(0, hazard?.maxExamples ?? Infinity);
    base ??= valid[0];
    // A DELETE is sent valid only to a record the run made itself: it never removes what it found.
    const foreign = (c: GeneratedCase) =>
      operation.method === 'DELETE' &&
      Object.keys(c.request.pathParams).length > 0 &&
      !Object.values(c.request.pathParams).some((id) => context.hygiene?.madeByRun(id));
    if (!blocked && valid.some(foreign))
      results.skipped(
        operation.operationId,
        'valid requests for records the run found',
        'a run deletes only records it made (its sequences delete those)',
      );
    if (blocked) {
      results.skipped(operation.operationId, "valid requests as the run's roles", blocked);
      results.skip(operation.operationId, 'positive_data_acceptance', blocked);
    } else if (sendsValid) {
      for (const generated of valid.filter((c) => !foreign(c))) {
        const exchange = await sendCase(context, operation, generated, hazard);
        results.record(
          operation,
          'positive_data_acceptance',
          positiveDataAcceptance(exchange, also),
          exchange,
        );
      }
    }
    if (results.has('negative_data_rejection') || judgesAnswers) {
      for (const generated of cases.negative) {
        const exchange = await sendCase(context, operation, generated, hazard);
        results.record(
          operation,
          'negative_data_rejection',
          negativeDataRejection(exchange, generated.mutation!),
          exchange,
        );
      }
      if (!cases.negative.length)
        results.skip(operation.operationId, 'negative_data_rejection', 'no parameter or body to break');
    }
  }
  if (!blocked && (results.has('positive_data_acceptance') || judgesAnswers))
    await probeUnknownIds(context, operation, callers[0]);
  if (!base) {
    for (const check of ['ignored_auth', 'missing_required_header'] as const) {
      results.skip(operation.operationId, check, 'no valid request could be generated');
    }
    return context.client.requests() - before;
  }
  if (results.has('missing_required_header') || judgesAnswers)
    await missingHeaders(context, operation, base, blocked);
  if (results.has('ignored_auth') || judgesAnswers) await ignoredAuth(context, operation, base, blocked);
  return context.client.requests() - before;
}

async function missingHeaders(
  context: RunContext,
  operation: OperationInfo,
  base: GeneratedCase,
  blocked?: string,
) {
  const { results } = context;
  if (blocked) {
    results.skip(operation.operationId, 'missing_required_header', blocked);
    return;
  }
  let judged = false;
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header' || !parameter.required) continue;
    const exchange = await sendCase(context, operation, {
      ...base,
      request: without(base.request, parameter.name),
    });
    results.record(
      operation,
      'missing_required_header',
      missingRequiredHeader(exchange, parameter.name),
      exchange,
    );
    judged = true;
  }
  // A JSON body is only JSON by its Content-Type; the contract declares 415 for a body without it.
  if (base.request.body?.kind === 'json' && operation.responses['415']) {
    const request: RequestSpec = {
      ...without(base.request, 'content-type'),
      body: { kind: 'untyped', text: JSON.stringify(base.request.body.value) },
    };
    const exchange = await sendCase(context, operation, { ...base, request });
    results.record(
      operation,
      'missing_required_header',
      missingRequiredHeader(exchange, 'Content-Type'),
      exchange,
    );
    judged = true;
  }
  if (!judged)
    results.skip(operation.operationId, 'missing_required_header', 'no required header, no JSON body');
}

async function ignoredAuth(
  context: RunContext,
  operation: OperationInfo,
  base: GeneratedCase,
  blocked?: string,
) {
  const { results } = context;
  if (!operation.secured) {
    // A public operation authorised by a signed URL: the same URL with another signature must be refused.
    const signed = operation.parameters.find((p) => p.name === SIGNATURE_PARAMETER);
    const where = signed?.in === 'path' ? 'pathParams' : 'query';
    const signature = signed && base.request[where][signed.name];
    if (!signed || !signature) {
      results.skip(operation.operationId, 'ignored_auth', 'public (security: [])');
      return;
    }
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const request = { ...base.request, [where]: { ...base.request[where], [signed.name]: tampered } };
    const exchange = await sendCase(context, operation, { ...base, request });
    results.record(operation, 'ignored_auth', ignoredSignature(exchange), exchange);
    return;
  }
  // A token the server never issued is one it does not take: its 401 carries the contract's challenge.
  const challenge = invalidTokenChallenge(operation);
  for (const [auth, how, expect] of [
    [{ none: true }, 'without a token', undefined],
    [{ invalid: true }, 'with a token the server never issued', challenge],
  ] as const) {
    const exchange = await sendCase(context, operation, { ...base, request: { ...base.request, auth } });
    results.record(operation, 'ignored_auth', ignoredAuthentication(exchange, how, expect), exchange);
  }
  const roles = operation.roles;
  if (!roles) return;
  // The request an allowed role's call succeeded with (its valid requests were sent just before), else the first
  // valid one: a missing role check cannot hide behind a refusal of made-up data (decision 116).
  const byRole = context.succeeded?.get(operation.operationId);
  for (const role of context.sessions.keys()) {
    if (roles.includes(role)) continue;
    const took = succeededRequest(byRole, roles, role);
    if (blocked) {
      results.skipped(operation.operationId, `as ${role} (outside x-roles)`, blocked);
      continue;
    }
    const exchange = await sendCase(context, operation, {
      ...base,
      // Its unique values anew: a create sent again with the email it took is refused for that (409).
      request: { ...(took ? withFreshValues(context, took.request) : base.request), auth: { role } },
    });
    results.record(operation, 'ignored_auth', ignoredRole(exchange, role, roles, took?.from), exchange);
  }
}
