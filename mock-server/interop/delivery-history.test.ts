/**
 * The delivery log keeps every attempt (decision 139): as a pure rule (appended, bounded, the oldest dropped and
 * counted), and as the facility reads it through the API after a NAK and then an ACK.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../index';
import { FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { MAX_HISTORY, withAttempt, type DeliveryAttempt } from './delivery-history';
import { startListener, type Listener } from './listener';

const attemptNo = (n: number): DeliveryAttempt => ({
  at: new Date(Date.UTC(2026, 10, 27, 0, 0, n)).toISOString(),
  outcome: 'rejected',
  ackCode: 'AE',
  ackText: `attempt ${n}`,
  endpoint: 'lis.example:2575',
  controlId: 'PB00000001',
});

describe('withAttempt', () => {
  it('keeps the newest attempts in order, at most the bound, and counts every one dropped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 25 }), (n, max) => {
        let log = { history: [] as DeliveryAttempt[], historyDropped: 0 };
        for (let i = 1; i <= n; i += 1) log = withAttempt(log, attemptNo(i), max);
        const kept = Math.min(n, max);
        expect(log.history).toHaveLength(kept);
        expect(log.historyDropped + log.history.length).toBe(n);
        expect(log.history.map((a) => a.ackText)).toEqual(
          Array.from({ length: kept }, (_, i) => `attempt ${n - kept + i + 1}`),
        );
      }),
    );
  });

  it('bounds the log at the contract’s 20 by default', () => {
    const log = withAttempt(
      { history: Array.from({ length: 20 }, (_, i) => attemptNo(i + 1)), historyDropped: 3 },
      attemptNo(21),
    );
    expect(MAX_HISTORY).toBe(20);
    expect(log.history[0]!.ackText).toBe('attempt 2');
    expect(log.historyDropped).toBe(4);
  });
});

let listener: Listener;
beforeAll(async () => {
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '500';
  process.env.MOCK_HL7_RETRY_BASE_MS = '20';
  listener = await startListener();
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  delete process.env.MOCK_HL7_RETRY_BASE_MS;
  await listener.stop();
});

describe('the attempt log', () => {
  it('a NAK then an ACK leaves both attempts, with their codes and texts, in the facility’s log', async () => {
    const facility = await clientFor(FACILITY);
    await facility.PUT('/api/me/facility-account/interfaces', {
      body: {
        hl7: {
          enabled: true,
          host: '127.0.0.1',
          port: listener.port,
          receivingApplication: 'LIS',
          receivingFacility: 'RCH',
        },
      },
    });
    const item = db.cases
      .all()
      .find(
        (c) =>
          c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id === 'fac-001',
      )!;
    listener.answerWith('AA', 'Result filed');
    listener.answerNextWith('AE', 'Patient not found, try later');
    const provider = await clientFor(PROVIDER);
    const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
      params: { path: { caseId: item.caseID } },
      body: { primaryDiagnosis: 'Tubular adenoma.' },
    });
    expect(signed.response.status).toBe(200);
    const read = async () =>
      (await facility.GET('/api/deliveries', { params: { query: { caseId: item.caseID } } })).data!.data
        .items[0];
    await vi.waitFor(async () => expect((await read())?.status).toBe('acknowledged'), { timeout: 5000 });
    const delivery = (await read())!;
    const endpoint = `127.0.0.1:${listener.port}`;
    expect(delivery).toMatchObject({
      attempts: 2,
      ackCode: 'AA',
      ackText: 'Result filed',
      historyDropped: 0,
    });
    expect(delivery.history).toEqual([
      {
        at: expect.any(String),
        outcome: 'rejected',
        ackCode: 'AE',
        ackText: 'Patient not found, try later',
        endpoint,
        controlId: delivery.controlId,
      },
      {
        at: delivery.lastAttemptAt,
        outcome: 'acknowledged',
        ackCode: 'AA',
        ackText: 'Result filed',
        endpoint,
        controlId: delivery.controlId,
      },
    ]);
    expect(Date.parse(delivery.history[0]!.at)).toBeLessThanOrEqual(Date.parse(delivery.history[1]!.at));
  });
});
