/**
 * What the run records beyond pass and fail: requests a 429 stopped (a warning naming the check and operation,
 * never a pass), the answer kept with a failure, the opt-in time check, and no account password in a curl line.
 */
import { describe, expect, it } from 'vitest';
import { judgeResponse, RESPONSE_CHECKS } from './checks';
import { positiveDataAcceptance } from './checks/verdicts';
import { curlFor } from './http';
import { createSchemas, listOperations, loadOpenapi } from './openapi';
import { ANSWER_CHECKS, Results } from './results';
import type { CheckName, Exchange, RequestSpec, ResponseRecord } from './types';

const doc = loadOpenapi();
const schemas = createSchemas(doc);
const operations = listOperations(doc);
const op = (id: string) => operations.find((o) => o.operationId === id)!;

const request: RequestSpec = {
  method: 'GET',
  template: '/api/banner',
  pathParams: {},
  query: {},
  headers: {},
  auth: { role: 'Admin' },
};
const exchange = (response: Partial<ResponseRecord>, spec = request): Exchange => ({
  request: spec,
  url: 'http://h/api/banner',
  curl: "curl 'http://h/api/banner'",
  response: { status: 200, headers: {}, size: 0, ms: 10, ...response },
});
const limited = exchange({ status: 429, headers: { 'retry-after': '900' } });

describe('requests a 429 stopped', () => {
  it('are a warning naming the check and the operation, and no pass', () => {
    const checks: CheckName[] = ['positive_data_acceptance', 'status_code_conformance'];
    const results = new Results(new Set(checks), [op('getBanner'), op('listCountries')]);
    for (let i = 0; i < 2; i++)
      results.record(op('getBanner'), 'positive_data_acceptance', positiveDataAcceptance(limited), limited);
    results.record(op('getBanner'), 'status_code_conformance', null, limited); // an answer check: no warning
    results.record(op('listCountries'), 'positive_data_acceptance', null, exchange({ status: 500 }));
    results.finish({});
    expect(results.warnings).toEqual([
      "rate limited: positive_data_acceptance on getBanner: 2 requests answered 429 (Retry-After 900) and went unjudged; slow the run (--rate) or raise the limit for the run's accounts",
    ]);
    const tally = results.operations.get('getBanner')!.checks.positive_data_acceptance!;
    expect(tally).toEqual({ passed: 0, failed: 0, skipped: 'stopped by the rate limit (429)' });
  });

  it('leave alone the checks that judge any answer (the response checks and the time)', () => {
    expect([...ANSWER_CHECKS].sort()).toEqual([...RESPONSE_CHECKS].sort());
  });
});

describe('a failure', () => {
  it('keeps the start of the answer that failed', () => {
    const results = new Results(new Set<CheckName>(['response_schema_conformance']), [op('getBanner')]);
    const bad = exchange({
      status: 200,
      headers: { 'content-type': 'application/json' },
      json: { x: 1 },
      text: '{"x":1}',
    });
    judgeResponse(results, op('getBanner'), bad, schemas, doc);
    const [failure] = [...results.failures.values()];
    expect(failure!.answer).toMatchObject({ status: 200, body: '{\n  "x": 1\n}', truncated: false });
  });
});

describe('max_response_time', () => {
  const run = (operationId: string, response: Partial<ResponseRecord>, limit?: number) => {
    const results = new Results(new Set<CheckName>(['max_response_time']), [op(operationId)]);
    judgeResponse(results, op(operationId), exchange(response), schemas, doc, { maxResponseTimeMs: limit });
    results.finish({});
    return {
      tally: results.operations.get(operationId)!.checks.max_response_time!,
      failures: [...results.failures.values()],
    };
  };

  it('fails an answer slower than the limit, and passes one within it', () => {
    expect(run('getBanner', { ms: 250 }, 300).tally).toEqual({ passed: 1, failed: 0 });
    const slow = run('getBanner', { status: 200, ms: 301 }, 300);
    expect(slow.failures.map((f) => [f.expected, f.seen])).toEqual([
      ['an answer within 300 ms', '200 after 301 ms'],
    ]);
  });

  it('is not judged without a limit, nor on answers the contract slows on purpose (a failed login)', () => {
    expect(run('getBanner', { ms: 5000 }).tally.skipped).toBeDefined();
    expect(run('login', { status: 401, ms: 5000 }, 300).tally.skipped).toBeDefined();
    expect(run('login', { status: 200, ms: 5000 }, 300).tally.failed).toBe(1);
  });
});

describe('curl lines', () => {
  it("name an account's password $PASSWORD, never print it", () => {
    const login: RequestSpec = {
      ...request,
      method: 'POST',
      template: '/api/users/login',
      auth: { none: true },
      body: { kind: 'json', value: { email: 'qa@x.test', password: "it's-secret" } },
    };
    const line = curlFor('http://h/api/users/login', login, ["it's-secret"]);
    expect(line).not.toContain('secret');
    expect(line).toContain(`--data-raw '{"email":"qa@x.test","password":"'"$PASSWORD"'"}'`);
    // Wrong passwords (not an account's) are shown as they are.
    expect(curlFor('http://h/api/users/login', login, ['other'])).toContain(`it'\\''s-secret`);
  });
});
