/**
 * Runs in a row on one server do not spend each other's per-client limits (./client-address.ts): the
 * enquiries a run creates count against an address of its own, so the next run's valid enquiries are judged,
 * not answered 429. Against the mock in-process (real HTTP, so the mock sees each connection's address).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../tests/setup/mock-http-server';
import { runConformance } from './run';

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('client-address-secret');
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

const ENQUIRY = {
  firstName: 'Helen',
  lastName: 'Carter',
  phone: '+1 (617) 555-0142',
  organisation: 'Back Bay Pathology Partners',
  organisationKind: 'Pathologist Group',
  country: 'US',
  state: 'MA',
  service: 'Pick Up',
};

describe('per-client limits between runs', { timeout: 120_000 }, () => {
  it("finds createEnquiry's limit (5 per client in 10 minutes) whole after a run from this machine spent it", async () => {
    // The run before, from the address every client on this machine shares: five enquiries, the limit.
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${mock.base}/api/enquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...ENQUIRY, email: `earlier.run.${i}@example.test` }),
      });
      expect(answer.status).toBe(201);
    }
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['createEnquiry'],
      checks: ['positive_data_acceptance', 'negative_data_rejection'],
      seed: 1,
      maxExamples: 3,
    });
    expect(report.warnings.filter((w) => w.startsWith('rate limited'))).toEqual([]);
    expect(report.ok).toBe(true);
    const enquiry = report.operations.find((op) => op.operationId === 'createEnquiry')!;
    expect(enquiry.statuses['429']).toBeUndefined();
    expect(enquiry.statuses['201']).toBeGreaterThanOrEqual(1);
  });
});
