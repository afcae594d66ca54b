/**
 * Deliveries are queued per destination and sent concurrently, within a bound: one facility's dead endpoint does
 * not hold up another facility's results; within a destination they go in order, one at a time. The rules that
 * decide it are delivery-schedule.test.ts's; the figures are `npm run bench:interop`'s.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../index';
import { queueDelivery } from './deliveries';
import { createPump } from './delivery-pump';
import { NO_SENDER } from './order-senders';
import { startListener, type InFlight, type Listener } from './listener';

const started: Listener[] = [];
/** A listener stopped after the file's tests. */
async function listen(...args: Parameters<typeof startListener>) {
  const listener = await startListener(...args);
  started.push(listener);
  return listener;
}

beforeAll(() => {
  // Long enough that a dead endpoint's first attempt is still waiting when a healthy one's ACK is checked.
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '2500';
  process.env.MOCK_HL7_RETRY_BASE_MS = '60000';
});
afterEach(() => {
  delete process.env.MOCK_HL7_DELIVERY_CONCURRENCY;
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  delete process.env.MOCK_HL7_RETRY_BASE_MS;
  await Promise.all(started.map((each) => each.stop()));
});

/** `facilityId`'s HL7 endpoint set to the loopback's `port`, as the Interfaces page saves it. */
async function endpointAt(facilityId: string, port: number) {
  const hl7 = {
    enabled: true,
    host: '127.0.0.1',
    port,
    receivingApplication: 'LIS',
    receivingFacility: facilityId,
  };
  if (db.facilityInterfaces.findFirst((q) => q.where({ facilityId }))) {
    await db.facilityInterfaces.update((q) => q.where({ facilityId }), {
      data(draft) {
        draft.hl7 = hl7;
      },
    });
  } else {
    await db.facilityInterfaces.create({
      facilityId,
      hl7,
      orders: NO_SENDER,
      credentialHash: null,
      credentialHint: null,
      credentialCreatedAt: null,
    });
  }
}

/** `count` facilities that have a signed-out case, each with that case's id. */
function facilitiesWithReports(count: number) {
  const found = new Map<string, string>();
  for (const item of db.cases.all()) {
    if (item.finalReport && !found.has(item.facility.id)) found.set(item.facility.id, item.caseID);
  }
  expect(found.size).toBeGreaterThanOrEqual(count);
  return [...found].slice(0, count).map(([facilityId, caseID]) => ({ facilityId, caseID }));
}

/** Queues `count` deliveries of the case's report: the ids of the new deliveries, in queue order. */
async function queue(caseID: string, count: number) {
  const before = new Set(db.deliveries.all().map((item) => item.id));
  for (let i = 0; i < count; i++) await queueDelivery(caseID, 1);
  return db.deliveries
    .all()
    .filter((item) => !before.has(item.id))
    .map((item) => item.id);
}

const deliveryOf = (id: string) => db.deliveries.findFirst((q) => q.where({ id }))!;
const controlIdsOf = (listener: Listener) =>
  listener.received.map((message) => message.header.getField(10).toString());

describe('deliveries per destination', () => {
  it('a healthy endpoint is answered while another facility’s endpoint accepts and never answers', async () => {
    const [dead, healthy] = facilitiesWithReports(2);
    const silent = await listen(0, 'silent');
    const answering = await listen(0, 'AA');
    await endpointAt(dead!.facilityId, silent.port);
    await endpointAt(healthy!.facilityId, answering.port);

    const stuck = await queue(dead!.caseID, 3);
    const [result] = await queue(healthy!.caseID, 1);
    await vi.waitFor(() => expect(deliveryOf(result!).status).toBe('acknowledged'), {
      timeout: 2000,
      interval: 20,
    });
    // Well before the dead endpoint's first attempt ends: that one is still waiting, the others behind it.
    expect(stuck.map((id) => [deliveryOf(id).status, deliveryOf(id).attempts])).toEqual([
      ['sent', 0],
      ['queued', 0],
      ['queued', 0],
    ]);
    expect(silent.received).toHaveLength(1);

    // The first attempt ends as no answer; the next of that destination waits behind its retry, in order.
    await vi.waitFor(() => expect(deliveryOf(stuck[0]!).attempts).toBe(1), { timeout: 5000 });
    expect(deliveryOf(stuck[0]!)).toMatchObject({
      status: 'queued',
      ackText: 'No acknowledgement within 2.5 seconds.',
    });
    expect(stuck.slice(1).map((id) => deliveryOf(id).status)).toEqual(['queued', 'queued']);
    expect(silent.received).toHaveLength(1);
  }, 15_000);

  it('within a destination, deliveries go in order, one at a time, even from two facilities', async () => {
    const [first, second] = facilitiesWithReports(2);
    const shared = await listen(0, 'AA');
    shared.answerWith('AA', 'Filed', 100);
    await endpointAt(first!.facilityId, shared.port);
    await endpointAt(second!.facilityId, shared.port);

    const ids = [
      ...(await queue(first!.caseID, 2)),
      ...(await queue(second!.caseID, 2)),
      ...(await queue(first!.caseID, 1)),
    ];
    await vi.waitFor(
      () => expect(ids.map((id) => deliveryOf(id).status)).toEqual(ids.map(() => 'acknowledged')),
      { timeout: 10_000 },
    );
    expect(controlIdsOf(shared)).toEqual(ids.map((id) => deliveryOf(id).controlId));
    expect(shared.inFlight.peak).toBe(1);
  }, 15_000);

  it('reports signed out together are sent under control ids of their own', async () => {
    const [facility] = facilitiesWithReports(1);
    const answering = await listen(0, 'AA');
    await endpointAt(facility!.facilityId, answering.port);
    const before = new Set(db.deliveries.all().map((item) => item.id));

    await Promise.all([1, 2, 3].map(() => queueDelivery(facility!.caseID, 1)));
    const made = db.deliveries.all().filter((item) => !before.has(item.id));
    expect(made).toHaveLength(3);
    expect(new Set(made.map((item) => item.id)).size).toBe(3);
    expect(new Set(made.map((item) => item.controlId)).size).toBe(3);
    await vi.waitFor(() => expect(new Set(controlIdsOf(answering)).size).toBe(3), { timeout: 5000 });
  });

  it('destinations are sent in parallel up to the bound, MOCK_HL7_DELIVERY_CONCURRENCY', async () => {
    process.env.MOCK_HL7_DELIVERY_CONCURRENCY = '2';
    const inFlight: InFlight = { now: 0, peak: 0 };
    const facilities = facilitiesWithReports(4);
    const listeners = await Promise.all(facilities.map(() => listen(0, 'AA', 'Filed', inFlight)));
    for (const listener of listeners) listener.answerWith('AA', 'Filed', 150);
    for (const [index, { facilityId }] of facilities.entries())
      await endpointAt(facilityId, listeners[index]!.port);

    const ids: string[] = [];
    for (const { caseID } of facilities) ids.push(...(await queue(caseID, 2)));
    expect(new Set(ids).size).toBe(8);
    await vi.waitFor(
      () => expect(ids.map((id) => deliveryOf(id).status)).toEqual(ids.map(() => 'acknowledged')),
      { timeout: 10_000 },
    );
    expect(inFlight.peak).toBe(2);
    for (const listener of listeners) expect(listener.received).toHaveLength(2);
  }, 15_000);

  it('a pump started afresh sends what the log has queued and due, or half sent before a stop, and nothing else', async () => {
    const facilities = facilitiesWithReports(4);
    const now = Date.now();
    const states = [
      { status: 'sent', attempts: 1, nextAttemptAt: null },
      { status: 'queued', attempts: 0, nextAttemptAt: new Date(now - 1000).toISOString() },
      { status: 'queued', attempts: 1, nextAttemptAt: new Date(now + 3_600_000).toISOString() },
      { status: 'acknowledged', attempts: 1, nextAttemptAt: null },
    ] as const;
    for (const [index, { facilityId, caseID }] of facilities.entries()) {
      const item = db.cases.findFirst((q) => q.where({ caseID }))!;
      const at = new Date(now).toISOString();
      await db.deliveries.create({
        id: `dlv-9${String(index).padStart(5, '0')}`,
        case: { caseID, caseRecordId: item.caseRecordId },
        facility: item.facility,
        reportVersion: 1,
        messageType: 'ORU^R01',
        controlId: `PB9${String(index).padStart(7, '0')}`,
        ...states[index]!,
        lastAttemptAt: null,
        ackCode: null,
        ackText: null,
        endpoint: `127.0.0.1:${2575 + index}`,
        createdAt: at,
        updatedAt: at,
      });
      expect(item.facility.id).toBe(facilityId);
    }
    const sent: string[] = [];
    // As the attempt does: the delivery is closed once it is sent.
    const pump = createPump(async (delivery) => {
      sent.push(delivery.controlId);
      await db.deliveries.update((q) => q.where({ id: delivery.id }), {
        data(draft) {
          draft.status = 'acknowledged';
        },
      });
      pump.track(delivery.id, false);
    });
    pump.run();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.sort()).toEqual(['PB90000000', 'PB90000001']);
  });
});
