/**
 * rate_limit_conformance (only with `--probe-limits`): each limit the contract documents
 * (`x-rate-limit`, ./rate-limit-judge.ts) provoked once, under a throwaway identity as the operation counts it — a made-up
 * client address in `X-Forwarded-For`, or a throwaway email in the body field the limit names — never the run's
 * accounts. The operation's valid request (its example, else a generated one) is sent `limit` times and once more:
 * each of the first must be accepted (the limit is not lower than documented) and the next refused 429 (it is
 * enforced), with a `Retry-After` that is valid (RFC 9110 §10.2.3) and within the window, and the contract's body
 * for a 429. After a refusal one request with a fresh throwaway identity tells whether the server counted the
 * throwaway one: refused too, it did not (it counts the run's own address: a warning, and an early refusal is not
 * judged). Run after every other operation, so nothing of the run comes after a limit it provoked.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import { contentTypeConformance, responseSchemaConformance } from '../checks/response';
import type { Exchange, RequestSpec, Verdict } from '../types';
import { eachMarked } from './extension';
import { validRequest } from './valid-request';
import {
  enforcementVerdict,
  httpDate,
  judgeProbe,
  RATE_LIMIT_EXTENSION,
  readRateLimit,
  retryAfterProblem,
  throwawayAddress,
  throwawayEmail,
  type RateLimitRule,
} from './rate-limit-judge';

const CHECK = 'rate_limit_conformance';
export const CLIENT_HEADER = 'X-Forwarded-For';

/** The request under one identity: the client's address in X-Forwarded-For, or the email in its body field. */
function asIdentity(request: RequestSpec, rule: RateLimitRule, identity: string): RequestSpec | undefined {
  if (rule.key.by === 'client')
    return { ...request, headers: { ...request.headers, [CLIENT_HEADER]: identity } };
  const body = request.body;
  if (body?.kind === 'json' && body.value && typeof body.value === 'object' && !Array.isArray(body.value))
    return { ...request, body: { kind: 'json', value: { ...body.value, [rule.key.field]: identity } } };
  if (body?.kind === 'multipart')
    return { ...request, body: { ...body, fields: { ...body.fields, [rule.key.field]: identity } } };
  return undefined;
}

const accepted = (exchange: Exchange) => {
  const status = exchange.response?.status ?? 0;
  return status >= 200 && status < 300;
};

/** The refusal's answer: its Retry-After, and the body the contract declares for a 429. */
function refusalVerdicts(
  context: RunContext,
  operation: OperationInfo,
  rule: RateLimitRule,
  refused: Exchange,
) {
  const response = refused.response!;
  const date = response.headers.date;
  const now = (date ? httpDate(date) : undefined) ?? Date.now();
  const problem = retryAfterProblem(response.headers['retry-after'], rule.windowSeconds, now);
  const retryAfter: Verdict = problem
    ? {
        pass: false,
        expected: `a Retry-After of delay-seconds or an HTTP-date (RFC 9110 §10.2.3), within ${rule.window}`,
        seen: problem,
      }
    : { pass: true };
  const judged = { operation, exchange: refused };
  const body = [contentTypeConformance(judged), responseSchemaConformance(judged, context.schemas)]
    .map((verdict) => (verdict && !verdict.pass ? verdict.seen : undefined))
    .find(Boolean);
  const envelope: Verdict = body
    ? { pass: false, expected: "the 429's body the contract declares", seen: body }
    : { pass: true };
  return [retryAfter, envelope];
}

async function probe(context: RunContext, operation: OperationInfo, rule: RateLimitRule) {
  const { results, client } = context;
  const base = validRequest(context, operation);
  const tag = `${context.seed}.${randomUUID().slice(0, 8)}`;
  const first = rule.key.by === 'client' ? throwawayAddress(randomInt(2 ** 30)) : throwawayEmail(tag, 1);
  let second = rule.key.by === 'client' ? throwawayAddress(randomInt(2 ** 30)) : throwawayEmail(tag, 2);
  while (second === first) second = throwawayAddress(randomInt(2 ** 30));
  const request = base && asIdentity(base, rule, first);
  const fresh = base && asIdentity(base, rule, second);
  if (!request || !fresh) {
    const why = base ? `its request has no body field ${JSON.stringify(rule.key)}` : 'no valid request';
    results.skip(operation.operationId, CHECK, why);
    return;
  }
  const sent: Exchange[] = [];
  for (let i = 0; i <= rule.limit; i++) {
    const exchange = await client.send(request);
    sent.push(exchange);
    if (!accepted(exchange)) break;
  }
  const last = sent.at(-1)!;
  const refused = last.response?.status === 429 ? last : undefined;
  const again = refused && (await client.send(fresh));
  const judgement = judgeProbe(rule.limit, {
    statuses: sent.map((e) => e.response?.status ?? 0),
    fresh: again?.response?.status,
  });
  const who = rule.key.by === 'client' ? `client (${CLIENT_HEADER}: ${first})` : `email ${first}`;
  context.log(`rate limit ${operation.operationId}: ${judgement.kind} for a throwaway ${who}`);
  if (judgement.kind === 'unjudged') {
    const reason = `the probe's request ${judgement.at} answered ${judgement.status || 'nothing'}: nothing counted`;
    results.skip(operation.operationId, CHECK, reason);
    results.skipped(operation.operationId, `${CHECK}: the limit`, reason);
    return;
  }
  if (again?.response?.status === 429) {
    const counted =
      rule.key.by === 'client' ? "the run's own address, limited now for " + rule.window : 'something else';
    results.warnings.push(
      `${operation.operationId}: ${CHECK}: a fresh throwaway identity was refused too (429): the server does not ` +
        `count the probe's ${rule.key.by === 'client' ? CLIENT_HEADER : rule.key.field} but ${counted}; ` +
        "its count may hold the run's other requests, so a refusal before the limit is not judged",
    );
  }
  // An early refusal of an identity the server does not count says nothing of the limit: no verdict (recording
  // none for a 429 would read as a check the rate limit stopped).
  const enforced = enforcementVerdict(rule, judgement);
  if (enforced) results.record(operation, CHECK, enforced, last);
  if (refused)
    for (const verdict of refusalVerdicts(context, operation, rule, refused))
      results.record(operation, CHECK, verdict, refused);
}

export const rateLimits = {
  check: CHECK,
  phase: 'last',
  // It creates what the operations make (enquiries, documents) to reach the limit: not in a read-only run.
  writes: true,
  run: async (context: RunContext) => {
    if (!context.probeLimits) return;
    await eachMarked(context, RATE_LIMIT_EXTENSION, readRateLimit, (operation, rule) =>
      probe(context, operation, rule),
    );
  },
} as const;
