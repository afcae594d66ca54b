/**
 * The QA clock moves the answer's Date header with it, so the conformance command's own
 * `due_state_consistent`, which judges each case's due state against the time of the answer, passes on a mock
 * whose clock was moved two days on: cases on time at the real time are overdue at the moved one, and say so.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { runConformance } from '../../conformance/run';
import { qaHttp } from '../testing/qa-http';

let mock: MockHttpServer;
let client: ReturnType<typeof qaHttp>;
beforeAll(async () => {
  mock = await startMockHttpServer('clock-due-state-secret');
  client = qaHttp(mock.base);
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

describe('a mock whose clock was moved', { timeout: 120_000 }, () => {
  it("passes due_state_consistent: due states follow the answer's Date", async () => {
    expect((await client.qa('POST', '/__mock/clock', { advanceHours: 48 })).status).toBe(200);
    try {
      const report = await runConformance({
        baseUrl: mock.base,
        operations: ['listCases', 'getCase'],
        checks: ['due_state_consistent'],
        seed: 2,
        maxExamples: 1,
      });
      expect(report.failures).toEqual([]);
      const judged = report.operations.map((op) => op.checks.due_state_consistent?.passed ?? 0);
      expect(judged.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    } finally {
      await client.qa('DELETE', '/__mock/clock');
    }
  });
});
