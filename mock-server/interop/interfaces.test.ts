/** A facility's interfaces (decision 106): the HL7 endpoint, its test message against a real MLLP listener, the FHIR credential. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY, OTHER_FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
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

  it('an order sender: MSH-4 one facility’s, networks that parse, each part saved on its own', async () => {
    const facility = await clientFor(FACILITY);
    await facility.PUT('/api/me/facility-account/interfaces', { body: endpoint(2575) });
    const orders = {
      sendingFacility: ' RCH ',
      sourceNetworks: ['10.20.0.0/16', '192.0.2.10'],
      acceptCredentialInMsh8: false,
    };
    const saved = await facility.PUT('/api/me/facility-account/interfaces', { body: { orders } });
    expect(saved.response.status).toBe(200);
    // The endpoint left out stays as it was.
    expect(saved.data!.data).toMatchObject({
      hl7: endpoint(2575).hl7,
      orders: { ...orders, sendingFacility: 'RCH' },
    });

    const other = await clientFor(OTHER_FACILITY);
    const taken = await other.PUT('/api/me/facility-account/interfaces', {
      body: { orders: { ...orders, sendingFacility: 'RCH' } },
    });
    expect(taken.response.status).toBe(422);
    expect(taken.error).toMatchObject({
      data: {
        'orders.sendingFacility': [
          'Another facility’s order sender already uses MSH-4 "RCH": choose the value your own system sends.',
        ],
      },
    });
    const badNetwork = await other.PUT('/api/me/facility-account/interfaces', {
      body: {
        orders: { sendingFacility: 'LAKE', sourceNetworks: ['10.0.0.0/40'], acceptCredentialInMsh8: false },
      },
    });
    expect(badNetwork.response.status).toBe(422);
    expect(badNetwork.error).toMatchObject({
      data: {
        'orders.sourceNetworks': [
          '"10.0.0.0/40" is not an IPv4 address or network: write one like 192.0.2.10 or 10.20.0.0/16.',
        ],
      },
    });
    expect((await other.GET('/api/me/facility-account/interfaces')).data!.data.orders).toEqual({
      sendingFacility: '',
      sourceNetworks: [],
      acceptCredentialInMsh8: false,
    });
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
