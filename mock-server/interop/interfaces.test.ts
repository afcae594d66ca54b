/** A facility's interfaces (decision 106): the HL7 endpoint, its test message against a real MLLP listener, the FHIR credential. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { db } from '../store/db';
import { credentialHash } from './interfaces';
import { startListener, type Listener } from './listener';

let listener: Listener;
beforeAll(async () => {
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '300';
  listener = await startListener();
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  await listener.stop();
});
afterEach(() => listener.answerWith('AA'));

const endpoint = (port: number | null, enabled = true) => ({
  hl7: { enabled, host: '127.0.0.1', port, receivingApplication: 'LIS', receivingFacility: 'RCH' },
});

describe('facility interfaces', () => {
  it('start empty, for facility users only; enabling needs a host and a port', async () => {
    const facility = await clientFor(FACILITY);
    const first = await facility.GET('/api/me/facility-account/interfaces');
    expect(first.data!.data).toMatchObject({
      hl7: { enabled: false, host: null, port: null },
      fhir: {
        baseUrl: expect.stringMatching(/\/fhir\/R4$/),
        credentialHint: null,
        credentialCreatedAt: null,
      },
    });
    const provider = await clientFor(PROVIDER);
    expect((await provider.GET('/api/me/facility-account/interfaces')).response.status).toBe(403);
    const refused = await facility.PUT('/api/me/facility-account/interfaces', { body: endpoint(null) });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      message: 'Enter the port (1 to 65535).',
      data: { 'hl7.port': ['Enter the port (1 to 65535).'] },
    });
    const saved = await facility.PUT('/api/me/facility-account/interfaces', { body: endpoint(2575) });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.data.hl7).toEqual(endpoint(2575).hl7);
  });

  it('a test message reports the ACK, a NAK with its text, silence and no connection', async () => {
    const facility = await clientFor(FACILITY);
    const none = await facility.POST('/api/me/facility-account/interfaces/test-message');
    expect(none.response.status).toBe(409);
    await facility.PUT('/api/me/facility-account/interfaces', { body: endpoint(listener.port, false) });
    const send = async () =>
      (await facility.POST('/api/me/facility-account/interfaces/test-message')).data!.data;

    const acked = await send();
    expect(acked).toMatchObject({ outcome: 'acknowledged', ackCode: 'AA', ackText: 'Message accepted' });
    const last = listener.received.at(-1)!;
    expect(last.header.getField(9).toString()).toBe('ORU^R01^ORU_R01');
    expect(last.header.getField(10).toString()).toBe(acked.controlId);
    expect(last.header.getField(11).toString()).toBe('T');
    expect(last.getSegment('PID')).toBeUndefined();

    listener.answerWith('AE', 'Unknown receiving facility');
    expect(await send()).toMatchObject({
      outcome: 'rejected',
      ackCode: 'AE',
      ackText: 'Unknown receiving facility',
    });

    listener.answerWith('silent');
    expect(await send()).toMatchObject({
      outcome: 'no-answer',
      ackCode: null,
      ackText: 'No acknowledgement within 0.3 seconds.',
    });

    const closed = await startListener();
    const port = closed.port;
    await closed.stop();
    await facility.PUT('/api/me/facility-account/interfaces', { body: endpoint(port, false) });
    expect(await send()).toMatchObject({
      outcome: 'unreachable',
      ackCode: null,
      ackText: `No connection to 127.0.0.1:${port} (ECONNREFUSED).`,
    });
  });

  it('one test message at a time: a second while the first waits for its answer is refused with 409', async () => {
    const facility = await clientFor(FACILITY);
    await facility.PUT('/api/me/facility-account/interfaces', { body: endpoint(listener.port, false) });
    listener.answerWith('AA', 'Filed', 150);
    const [first, second] = await Promise.all([
      facility.POST('/api/me/facility-account/interfaces/test-message'),
      facility.POST('/api/me/facility-account/interfaces/test-message'),
    ]);
    expect(first.data!.data).toMatchObject({ outcome: 'acknowledged', ackText: 'Filed' });
    expect(second.response.status).toBe(409);
    expect(second.error).toMatchObject({
      message:
        'A test message is already waiting for its answer: wait for it (at most 0.6 seconds), then send again.',
    });
    // Once answered, the next one goes.
    const third = await facility.POST('/api/me/facility-account/interfaces/test-message');
    expect(third.data!.data).toMatchObject({ outcome: 'acknowledged' });
  });

  it('a FHIR credential is shown once and kept as its hash; a new one replaces it', async () => {
    const facility = await clientFor(FACILITY);
    const made = await facility.POST('/api/me/facility-account/interfaces/fhir-credential');
    expect(made.response.status).toBe(200);
    const { credential, credentialHint } = made.data!.data;
    expect(credential).toMatch(/^pbf_[A-Za-z0-9_-]{32}$/);
    expect(credentialHint).toBe(credential.slice(-4));
    const record = db.facilityInterfaces.all().find((item) => item.credentialHint === credentialHint)!;
    expect(record.credentialHash).toBe(credentialHash(credential));
    expect(JSON.stringify(record)).not.toContain(credential);
    const shown = (await facility.GET('/api/me/facility-account/interfaces')).data!.data.fhir;
    expect(shown.credentialHint).toBe(credentialHint);
    expect(JSON.stringify(shown)).not.toContain(credential);
    const again = (await facility.POST('/api/me/facility-account/interfaces/fhir-credential')).data!.data;
    expect(again.credential).not.toBe(credential);
    expect(
      db.facilityInterfaces.all().some((item) => item.credentialHash === credentialHash(credential)),
    ).toBe(false);
  });
});
