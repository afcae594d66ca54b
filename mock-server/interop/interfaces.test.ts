/**
 * A facility's interfaces (decision 106): the HL7 endpoint, its test message against a real MLLP listener, the FHIR
 * credential, the order sender; an endpoint on this machine's or a private network refused unless its network is
 * allowed.
 */
import dns from 'node:dns';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingPort } from '../testing/mllp-peer';
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
        'A test message is already waiting for its answer: wait for it (at most 0.9 seconds), then send again.',
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

const ALLOWED = 'MOCK_INTERFACE_ALLOWED_NETWORKS';
const ADMIN = 'An administrator can allow a network for interfaces.';
const LOOPBACK = `a loopback address: results cannot be sent to this machine's own network. ${ADMIN}`;
const PRIVATE = `a private address: results cannot be sent into a private network. ${ADMIN}`;

describe('where an endpoint may point', () => {
  const setting = process.env[ALLOWED];
  let lookup: { mockRestore(): void } | undefined;
  afterEach(() => {
    if (setting === undefined) delete process.env[ALLOWED];
    else process.env[ALLOWED] = setting;
    lookup?.mockRestore();
    lookup = undefined;
  });
  const put = async (host: string, port = 2575) =>
    (await clientFor(FACILITY)).PUT('/api/me/facility-account/interfaces', {
      body: { hl7: { enabled: true, host, port, receivingApplication: 'LIS', receivingFacility: 'RCH' } },
    });

  it('refuses this machine, link-local, private and shared addresses, saying why under the host', async () => {
    process.env[ALLOWED] = '';
    const refusals: [string, string][] = [
      ['127.0.0.1', `127.0.0.1 is ${LOOPBACK}`],
      ['localhost', `localhost resolves to 127.0.0.1, ${LOOPBACK}`],
      [
        '169.254.169.254',
        `169.254.169.254 is a link-local address (where a cloud keeps its metadata service): results cannot be sent to the network this machine sits on. ${ADMIN}`,
      ],
      ['10.1.2.3', `10.1.2.3 is ${PRIVATE}`],
      ['172.16.0.5', `172.16.0.5 is ${PRIVATE}`],
      ['192.168.1.10', `192.168.1.10 is ${PRIVATE}`],
      [
        '100.64.0.1',
        `100.64.0.1 is a shared (carrier-grade NAT) address: results cannot be sent into a provider's own network. ${ADMIN}`,
      ],
      [
        '0.0.0.0',
        `0.0.0.0 is the unspecified address: results cannot be sent to this machine's own network. ${ADMIN}`,
      ],
    ];
    for (const [host, sentence] of refusals) {
      const refused = await put(host);
      expect(refused.response.status, host).toBe(422);
      expect(refused.error).toMatchObject({ message: sentence, data: { 'hl7.host': [sentence] } });
    }
    // The contract takes host names and IPv4 only: an IPv6 form of loopback never reaches the rule.
    expect((await put('::ffff:127.0.0.1')).response.status).toBe(400);
    const unknown = await put('lis.nowhere.invalid');
    expect(unknown.response.status).toBe(422);
    expect(unknown.error?.message).toMatch(/^lis\.nowhere\.invalid does not resolve to an address/);
    const shown = (await (await clientFor(FACILITY)).GET('/api/me/facility-account/interfaces')).data!.data;
    expect(shown.hl7.host).toBeNull();
  });

  it('saves them once their network is allowed, but never the mock’s own port', async () => {
    process.env[ALLOWED] = '127.0.0.0/8, 10.0.0.0/8, 169.254.169.0/24';
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '169.254.169.254']) {
      const saved = await put(host);
      expect(saved.response.status, host).toBe(200);
      expect(saved.data!.data.hl7.host).toBe(host);
    }
    expect((await put('172.16.0.5')).error?.message).toBe(`172.16.0.5 is ${PRIVATE}`);
    const own = await put('127.0.0.1', 4010);
    expect(own.response.status).toBe(422);
    expect(own.error!.data).toEqual({
      'hl7.host': [
        "127.0.0.1:4010 is PathBridge's own service on this machine: results are never sent to PathBridge itself.",
      ],
    });
  });

  it('a test message to a refused endpoint connects nowhere, so an open and a closed port answer alike', async () => {
    const open = await countingPort();
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const facility = await clientFor(FACILITY);
    const answers = [];
    try {
      for (const port of [open.port, closedPort]) {
        process.env[ALLOWED] = '127.0.0.0/8';
        expect((await put('127.0.0.1', port)).response.status).toBe(200);
        process.env[ALLOWED] = '';
        const { outcome, ackCode, ackText } = (
          await facility.POST('/api/me/facility-account/interfaces/test-message')
        ).data!.data;
        answers.push({ outcome, ackCode, ackText });
      }
    } finally {
      await open.close();
    }
    expect(answers).toEqual([
      { outcome: 'unreachable', ackCode: null, ackText: `127.0.0.1 is ${LOOPBACK}` },
      { outcome: 'unreachable', ackCode: null, ackText: `127.0.0.1 is ${LOOPBACK}` },
    ]);
    expect(open.connections()).toBe(0);
  });

  it('a test message goes to the address its name resolved to when checked, never to the name again', async () => {
    process.env[ALLOWED] = '';
    const resolved = vi.spyOn(dns.promises, 'lookup') as unknown as ReturnType<
      typeof vi.fn<(host: string) => Promise<{ address: string; family: number }[]>>
    >;
    lookup = resolved;
    // A public address when saved, loopback a moment later: the name is rebound to this machine.
    resolved.mockResolvedValueOnce([{ address: '93.184.215.14', family: 4 }]);
    resolved.mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    expect((await put('lis.rebound.test', listener.port)).response.status).toBe(200);
    const facility = await clientFor(FACILITY);
    const before = listener.received.length;
    const refused = (await facility.POST('/api/me/facility-account/interfaces/test-message')).data!.data;
    expect(refused).toMatchObject({
      outcome: 'unreachable',
      ackText: `lis.rebound.test resolves to 127.0.0.1, ${LOOPBACK}`,
    });
    expect(listener.received.length).toBe(before);

    // Allowed, it is reached although the name resolves nowhere but in this test: by the checked address.
    process.env[ALLOWED] = '127.0.0.0/8';
    const acked = (await facility.POST('/api/me/facility-account/interfaces/test-message')).data!.data;
    expect(acked).toMatchObject({ outcome: 'acknowledged', ackCode: 'AA' });
    expect(listener.received.length).toBe(before + 1);
  });
});
