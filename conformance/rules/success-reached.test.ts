/**
 * success_reached on the run's tallies: an operation with a 2xx passes; one without fails naming what it got,
 * unless the contract marks why (x-conformance-unreachable) or the run withheld its success by design. A way in
 * stopped by an answer, listed under NOT SENT, excuses nothing.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi, type OpenApiDoc } from '../openapi';
import { Results } from '../results';
import { answeredExchange } from '../answered-exchange';
import { judgeSuccessReached } from './success-reached';

const doc = loadOpenapi();
const operations = listOperations(doc);
const op = (id: string) => operations.find((o) => o.operationId === id)!;
const answered = (operationId: string, status: number) => answeredExchange(op(operationId), status);

function judged(statuses: Record<string, number[]>, prepare?: (results: Results) => void, spec = doc) {
  const chosen = Object.keys(statuses).map(op);
  const results = new Results(new Set(['success_reached', 'positive_data_acceptance']), chosen);
  for (const [id, codes] of Object.entries(statuses))
    for (const status of codes) results.observe(op(id), answered(id, status));
  prepare?.(results);
  judgeSuccessReached(results, spec, chosen);
  return results;
}

describe('success_reached', () => {
  it('passes an operation answered 2xx once, and fails one only ever refused, naming its statuses', () => {
    const results = judged({ getBanner: [404, 200], getCase: [404, 404, 409] });
    expect(results.operations.get('getBanner')!.checks.success_reached).toEqual({ passed: 1, failed: 0 });
    const [failure] = [...results.failures.values()];
    expect(failure).toMatchObject({
      check: 'success_reached',
      operationId: 'getCase',
      seen: 'only 404 ×2, 409 ×1',
    });
    expect(failure!.expected).toContain('x-conformance-unreachable');
  });

  it('skips an operation the run withheld by design, or the contract marks, with the reason', () => {
    const results = judged({ verifyEmailCode: [400] }, (r) =>
      r.withhold('verifyEmailCode', 'no --mock-token'),
    );
    expect(results.failures.size).toBe(0);
    expect(results.operations.get('verifyEmailCode')!.checks.success_reached?.skipped).toBe(
      'not sent: no --mock-token',
    );
    const marked = structuredClone(doc) as OpenApiDoc;
    const retry = op('retryDelivery');
    (marked.paths[retry.path] as Record<string, Record<string, unknown>>)[retry.method.toLowerCase()]![
      'x-conformance-unreachable'
    ] = 'needs a delivery that failed';
    const byContract = judged({ retryDelivery: [409] }, undefined, marked);
    expect(byContract.failures.size).toBe(0);
    expect(byContract.operations.get('retryDelivery')!.checks.success_reached?.skipped).toBe(
      'the contract: needs a delivery that failed',
    );
  });

  it("reads openapi.yaml's own reason for retryDelivery, and no empty or non-text marker", () => {
    const results = judged({ retryDelivery: [] });
    expect(results.failures.size).toBe(0);
    expect(results.operations.get('retryDelivery')!.checks.success_reached?.skipped).toMatch(
      /^the contract: only a failed delivery is retried, .* \(x-irreversible\)$/,
    );
    for (const marker of ['', '   ', true, { why: 'x' }]) {
      const marked = structuredClone(doc) as OpenApiDoc;
      const item = marked.paths[op('getCase').path] as Record<string, Record<string, unknown>>;
      item.get!['x-conformance-unreachable'] = marker;
      const unexcused = judged({ getCase: [404] }, undefined, marked);
      expect(
        [...unexcused.failures.values()].map((f) => f.operationId),
        String(marker),
      ).toEqual(['getCase']);
    }
  });

  it('is not excused by a way in the server stopped (listed under NOT SENT)', () => {
    const results = judged({ recordQaBlindRead: [409] }, (r) =>
      r.skipped('recordQaBlindRead', 'a success answer', 'recordQaBlindRead answered 409'),
    );
    expect([...results.failures.values()].map((f) => f.operationId)).toEqual(['recordQaBlindRead']);
  });
});
