/**
 * Each sign-out and addendum reaches the facility's HL7 endpoint (decision 106): retried after a NAK or silence
 * under its own control id, never sent again once acknowledged, failed after the fifth attempt and sent again by
 * hand; the log is the facility's own.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../index';
import { countingPort } from '../testing/mllp-peer';
import { ADMIN, FACILITY, OTHER_FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { retryDelayMs } from './deliveries';
import { startListener, type Listener } from './listener';

let listener: Listener;
beforeAll(async () => {
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '200';
  process.env.MOCK_HL7_RETRY_BASE_MS = '20';
  listener = await startListener();
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  delete process.env.MOCK_HL7_RETRY_BASE_MS;
  await listener.stop();
});
afterEach(() => listener.answerWith('AA'));

const path = (caseId: string) => ({ params: { path: { caseId } } });

/** Saves fac-001's endpoint (the listener's), then, after `beforeSignOut`, signs out one of its cases. */
async function signOutWithEndpoint(beforeSignOut = () => {}, port = listener.port) {
  const facility = await clientFor(FACILITY);
  await facility.PUT('/api/me/facility-account/interfaces', {
    body: {
      hl7: {
        enabled: true,
        host: '127.0.0.1',
        port,
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
  const provider = await clientFor(PROVIDER);
  beforeSignOut();
  const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
    ...path(item.caseID),
    body: { primaryDiagnosis: 'Tubular adenoma.' },
  });
  expect(signed.response.status).toBe(200);
  return { facility, provider, item };
}

const deliveryOf = (caseID: string, version = 1) =>
  db.deliveries.all().find((d) => d.case.caseID === caseID && d.reportVersion === version);

describe('retryDelayMs', () => {
  it('waits four times longer after each failed attempt: 30 s, 2 min, 8 min, 32 min', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => retryDelayMs(n + 1, 7) === 4 * retryDelayMs(n, 7)),
    );
  });
});

describe('deliveries', () => {
  it('a NAK is retried under the same control id until acknowledged, then never sent again', async () => {
    listener.answerWith('AE', 'Busy, try later');
    const before = listener.received.length;
    const { facility, provider, item } = await signOutWithEndpoint();
    await vi.waitFor(() => expect(deliveryOf(item.caseID)?.attempts).toBeGreaterThanOrEqual(2), {
      timeout: 5000,
    });
    listener.answerWith('AA');
    await vi.waitFor(() => expect(deliveryOf(item.caseID)?.status).toBe('acknowledged'), { timeout: 5000 });
    const sent = listener.received.slice(before);
    const controlIds = new Set(sent.map((message) => message.header.getField(10).toString()));
    expect(controlIds).toEqual(new Set([deliveryOf(item.caseID)!.controlId]));
    expect(sent[0]!.getSegment('OBR')!.getField(3).getComponent(1)).toBe(item.caseID);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener.received.length - before).toBe(sent.length);

    const log = (await facility.GET('/api/deliveries', { params: { query: { caseId: item.caseID } } })).data!
      .data;
    expect(log.items[0]).toMatchObject({
      status: 'acknowledged',
      ackCode: 'AA',
      reportVersion: 1,
      messageType: 'ORU^R01',
    });
    const other = await clientFor(OTHER_FACILITY);
    expect(
      (await other.GET('/api/deliveries', { params: { query: { caseId: item.caseID } } })).data!.data.total,
    ).toBe(0);
    const admin = await clientFor(ADMIN);
    expect(
      (await admin.GET('/api/deliveries', { params: { query: { caseId: item.caseID } } })).data!.data.total,
    ).toBe(1);
    const again = await facility.POST('/api/deliveries/{deliveryId}/retry', {
      params: { path: { deliveryId: log.items[0]!.id } },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('This delivery was acknowledged: it is not sent again.');

    const added = await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(item.caseID),
      body: { reason: 'Correction', text: 'Left, not right.' },
    });
    expect(added.response.status).toBe(200);
    await vi.waitFor(() => expect(deliveryOf(item.caseID, 2)?.status).toBe('acknowledged'), {
      timeout: 5000,
    });
    const corrected = listener.received.at(-1)!;
    expect(corrected.getSegment('OBR')!.getField(25).toString()).toBe('C');
  });

  it('silence fails it after the fifth attempt; sent again by hand it keeps its control id; not another facility’s', async () => {
    listener.answerWith('silent');
    const { facility, item } = await signOutWithEndpoint();
    await vi.waitFor(() => expect(deliveryOf(item.caseID)?.status).toBe('failed'), { timeout: 10_000 });
    const failed = deliveryOf(item.caseID)!;
    expect(failed).toMatchObject({
      attempts: 5,
      nextAttemptAt: null,
      ackText: 'No acknowledgement within 0.2 seconds.',
    });

    const other = await clientFor(OTHER_FACILITY);
    const refused = await other.POST('/api/deliveries/{deliveryId}/retry', {
      params: { path: { deliveryId: failed.id } },
    });
    expect(refused.response.status).toBe(404);

    listener.answerWith('AA');
    const retried = await facility.POST('/api/deliveries/{deliveryId}/retry', {
      params: { path: { deliveryId: failed.id } },
    });
    expect(retried.response.status).toBe(200);
    await vi.waitFor(() => expect(deliveryOf(item.caseID)?.status).toBe('acknowledged'), { timeout: 5000 });
    expect(listener.received.at(-1)!.header.getField(10).toString()).toBe(failed.controlId);
  });

  it('an endpoint whose network is no longer allowed fails each attempt with the reason, connecting nowhere', async () => {
    const open = await countingPort();
    const setting = process.env.MOCK_INTERFACE_ALLOWED_NETWORKS;
    try {
      const { item } = await signOutWithEndpoint(() => {
        process.env.MOCK_INTERFACE_ALLOWED_NETWORKS = '';
      }, open.port);
      await vi.waitFor(() => expect(deliveryOf(item.caseID)?.status).toBe('failed'), { timeout: 10_000 });
      expect(deliveryOf(item.caseID)).toMatchObject({
        attempts: 5,
        ackCode: null,
        ackText:
          "127.0.0.1 is a loopback address: results cannot be sent to this machine's own network. An administrator can allow a network for interfaces.",
      });
      expect(open.connections()).toBe(0);
    } finally {
      if (setting === undefined) delete process.env.MOCK_INTERFACE_ALLOWED_NETWORKS;
      else process.env.MOCK_INTERFACE_ALLOWED_NETWORKS = setting;
      await open.close();
    }
  });

  it('a facility without an endpoint gets no delivery', async () => {
    const item = db.cases
      .all()
      .find(
        (c) =>
          c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id !== 'fac-001',
      )!;
    const provider = await clientFor(PROVIDER);
    await provider.POST('/api/cases/{caseId}/sign-out', {
      ...path(item.caseID),
      body: { primaryDiagnosis: 'Benign.' },
    });
    expect(deliveryOf(item.caseID)).toBeUndefined();
  });
});
