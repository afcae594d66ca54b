/**
 * Faults between PathBridge and a facility's system ("Measured and tested"), each with its entry in the
 * delivery log and no result lost or doubled: the listener down, a slow ACK, an answer that is no ACK; and a
 * payload that is not HL7 at all sent to the order intake (refused with an AR). A NAK, silence until failed and
 * Retry by hand are deliveries.test.ts's; a duplicate order and a malformed one (AE naming the field)
 * orders.test.ts's and oml.test.ts's; the whole round trip with a failed delivery retried from the page
 * tests/e2e/interop.spec.ts's.
 */
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../index';
import { field, frameOf, rawPeer } from '../testing/mllp-peer';
import { registerOrderSender } from '../testing/orders';
import { FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { startListener, type Listener } from './listener';
import { REFUSALS } from './mllp/refusal';
import { startOrderListener } from './order-mllp';

let listener: Listener;
const started: Listener[] = [];
beforeAll(async () => {
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '200';
  process.env.MOCK_HL7_RETRY_BASE_MS = '100';
  listener = await startListener();
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  delete process.env.MOCK_HL7_RETRY_BASE_MS;
  await Promise.all([listener, ...started].map((each) => each.stop()));
});
afterEach(() => listener.answerWith('AA'));

/** The facility's endpoint set to `port`, and a case of the demo provider's signed out: its delivery is queued. */
async function signOutTo(port: number) {
  const facility = await clientFor(FACILITY);
  await facility.PUT('/api/me/facility-account/interfaces', {
    body: {
      hl7: { enabled: true, host: '127.0.0.1', port, receivingApplication: 'LIS', receivingFacility: 'RCH' },
    },
  });
  const item = db.cases
    .all()
    .find(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id === 'fac-001',
    )!;
  const provider = await clientFor(PROVIDER);
  const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
    params: { path: { caseId: item.caseID } },
    body: { primaryDiagnosis: 'Tubular adenoma.' },
  });
  expect(signed.response.status).toBe(200);
  return { facility, item };
}

const deliveriesOf = (caseID: string) => db.deliveries.all().filter((d) => d.case.caseID === caseID);
const controlIdsOf = (messages: Hl7Message[]) =>
  messages.map((message) => message.header.getField(10).toString());

/** Waits until the case's one delivery is acknowledged. */
const acknowledged = (caseID: string, timeout = 5000) =>
  vi.waitFor(() => expect(deliveriesOf(caseID)[0]?.status).toBe('acknowledged'), { timeout });

/** The receiver got the case's delivery once per attempt, every time under its one control id (MSH-10). */
function expectOneControlIdPerAttempt(caseID: string, received: Hl7Message[]) {
  const [delivery, ...more] = deliveriesOf(caseID);
  expect(more).toEqual([]);
  expect(controlIdsOf(received)).toEqual(
    Array.from({ length: delivery!.attempts }, () => delivery!.controlId),
  );
  return delivery!;
}

describe('delivery faults', () => {
  it('the listener down: logged as no connection and sent again, acknowledged once it is up', async () => {
    const down = await startListener();
    const port = down.port;
    await down.stop();
    const { facility, item } = await signOutTo(port);
    await vi.waitFor(() => expect(deliveriesOf(item.caseID)[0]?.attempts).toBeGreaterThanOrEqual(1), {
      timeout: 5000,
    });
    const log = await facility.GET('/api/deliveries', { params: { query: { caseId: item.caseID } } });
    expect(log.data!.data.items).toEqual([
      expect.objectContaining({
        // Queued for the next attempt, or being sent again by it.
        status: expect.stringMatching(/^(queued|sent)$/),
        ackCode: null,
        ackText: `No connection to 127.0.0.1:${port} (ECONNREFUSED).`,
      }),
    ]);

    const up = await startListener(port, 'AA', 'Filed');
    started.push(up);
    await acknowledged(item.caseID, 10_000);
    expect(deliveriesOf(item.caseID)).toHaveLength(1);
    expect(controlIdsOf(up.received)).toEqual([deliveriesOf(item.caseID)[0]!.controlId]);
  });

  it('a slow ACK: logged as none within the time, sent again under the same control id, acknowledged once', async () => {
    listener.answerWith('AA', 'Filed late', 600);
    const before = listener.received.length;
    const { item } = await signOutTo(listener.port);
    await vi.waitFor(
      () =>
        expect(deliveriesOf(item.caseID)[0]).toMatchObject({
          ackCode: null,
          ackText: 'No acknowledgement within 0.2 seconds.',
        }),
      { timeout: 5000 },
    );
    listener.answerWith('AA', 'Filed');
    await acknowledged(item.caseID);
    // The receiver has it once per attempt, under one control id (MSH-10 tells it a repeat is the same message).
    const delivery = expectOneControlIdPerAttempt(item.caseID, listener.received.slice(before));
    expect(delivery).toMatchObject({ ackCode: 'AA', ackText: 'Filed' });
    expect(delivery.attempts).toBeGreaterThanOrEqual(2);
  });

  it('an answer that is no ACK: logged as such and sent again until acknowledged', async () => {
    listener.answerWith('not-an-ack');
    const before = listener.received.length;
    const { item } = await signOutTo(listener.port);
    await vi.waitFor(
      () =>
        expect(deliveriesOf(item.caseID)[0]).toMatchObject({
          ackCode: null,
          ackText: 'The answer was not an HL7 acknowledgement (no MSA-1).',
        }),
      { timeout: 5000 },
    );
    listener.answerWith('AA');
    await acknowledged(item.caseID);
    expectOneControlIdPerAttempt(item.caseID, listener.received.slice(before));
  });
});

describe('order intake faults', () => {
  it('a payload that is not HL7 is refused (AR) and makes nothing; the intake goes on answering', async () => {
    const intake = await startOrderListener(0);
    try {
      const before = db.cases.count();
      const raw = await rawPeer(intake.port);
      // MLLP's frame (VT … FS CR) around text that is no HL7 message.
      raw.socket.write(frameOf('hello, this is not HL7'));
      const [refusal] = await raw.waitForFrames(1);
      expect([field(refusal!, 'MSA', 1), field(refusal!, 'MSA', 2)]).toEqual(['AR', '']);
      expect(field(refusal!, 'MSA', 3)).toBe(REFUSALS.notHl7);
      expect(db.cases.count()).toBe(before);

      await registerOrderSender(FACILITY, 'RCH');
      const order = Hl7Message.parse(
        [
          'MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000||OML^O21^OML_O21|F1|P|2.5.1',
          'PID|1||MRN-1^^^RCH^MR||Doe^Jane||19700101|F',
          'ORC|NW|ORD-FAULT-1',
          'OBR|1|ORD-FAULT-1',
          'SPM|1|S-1||CORE^Core biopsy^99PB',
        ].join('\r'),
      );
      const client = new Hl7Client({ host: '127.0.0.1', port: intake.port });
      const ack = await client.sendAndWait(order).finally(() => client.close());
      expect(ack.getSegment('MSA')!.getField(1).toString()).toBe('AA');
      expect(db.cases.count()).toBe(before + 1);
      raw.socket.destroy();
    } finally {
      await intake.stop();
    }
  });
});
