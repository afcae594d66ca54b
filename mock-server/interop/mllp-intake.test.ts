/**
 * The order intake as a peer on a raw socket sees it, whatever the packet boundaries and however the peer
 * misbehaves: every whole frame answered in order, a frame past the maximum refused and its connection closed, an
 * idle connection closed, connections capped per address and in all, a frame that is no HL7 answered with an AR
 * and the next one taken.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { registerOrderSender } from '../testing/orders';
import { field, frameOf, rawPeer, type RawPeer } from '../testing/mllp-peer';
import { FACILITY } from '../testing/test-clients';
import type { ServerLimits } from './mllp/limits';
import { REFUSALS } from './mllp/refusal';
import { startOrderListener, type OrderListener } from './order-mllp';

const peers: RawPeer[] = [];
let intake: OrderListener | undefined;
let logged: string[] = [];
afterEach(async () => {
  for (const peer of peers.splice(0)) peer.socket.destroy();
  await intake?.stop();
  intake = undefined;
});

async function start(limits: Partial<ServerLimits> = {}) {
  logged = [];
  intake = await startOrderListener(0, '127.0.0.1', { limits, log: (line) => logged.push(line) });
  return intake.port;
}

async function peer(port: number, localAddress?: string) {
  const opened = await rawPeer(port, localAddress);
  peers.push(opened);
  return opened;
}

let sequence = 0;
/** An OML^O21 of a new placer number; `controlId` is its MSH-10. */
function oml(controlId: string) {
  sequence += 1;
  const placer = `ORD-MLLP-${Date.now()}-${sequence}`;
  const text = [
    `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000||OML^O21^OML_O21|${controlId}|P|2.5.1`,
    'PID|1||MRN-1^^^RCH^MR||Doe^Jane||19700101|F',
    `ORC|NW|${placer}`,
    `OBR|1|${placer}`,
    'SPM|1|S-1||CORE^Core biopsy^99PB',
  ].join('\r');
  return { text, placer };
}

const casesOf = (placer: string) => db.cases.all().filter((item) => item.placerOrderNumber === placer);
const msa = (ack: string) => [field(ack, 'MSA', 1), field(ack, 'MSA', 2)];

describe('the order intake over a byte stream', () => {
  it('two orders in one write: two ACKs, in order, and two cases', async () => {
    const peer1 = await peer(await start());
    await registerOrderSender(FACILITY, 'RCH');
    const first = oml('MERGED-1');
    const second = oml('MERGED-2');
    peer1.socket.write(Buffer.concat([frameOf(first.text), frameOf(second.text)]));
    const acks = await peer1.waitForFrames(2);
    expect(acks.map(msa)).toEqual([
      ['AA', 'MERGED-1'],
      ['AA', 'MERGED-2'],
    ]);
    expect(casesOf(first.placer)).toHaveLength(1);
    expect(casesOf(second.placer)).toHaveLength(1);
  });

  it('twelve orders in one write, more than are held before reading pauses: twelve ACKs, in order', async () => {
    const peer1 = await peer(await start());
    await registerOrderSender(FACILITY, 'RCH');
    const ids = Array.from({ length: 12 }, (_, index) => `MANY-${index + 1}`);
    peer1.socket.write(Buffer.concat(ids.map((id) => frameOf(oml(id).text))));
    const acks = await peer1.waitForFrames(ids.length);
    expect(acks.map(msa)).toEqual(ids.map((id) => ['AA', id]));
  });

  it('a frame split between FS and CR, and one sent byte by byte: each answered', async () => {
    const peer1 = await peer(await start());
    await registerOrderSender(FACILITY, 'RCH');
    const split = frameOf(oml('SPLIT-1').text);
    peer1.socket.write(split.subarray(0, -1));
    await sleep(50);
    peer1.socket.write(split.subarray(-1));
    expect((await peer1.waitForFrames(1)).map(msa)).toEqual([['AA', 'SPLIT-1']]);

    const bytes = frameOf(oml('BYTES-1').text);
    for (const byte of bytes) {
      peer1.socket.write(Buffer.of(byte));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await peer1.waitForFrames(2)).map(msa)).toEqual([
      ['AA', 'SPLIT-1'],
      ['AA', 'BYTES-1'],
    ]);
  });

  it('a frame that is no HL7 is answered AR, and the next frame on that connection as usual', async () => {
    const peer1 = await peer(await start());
    await registerOrderSender(FACILITY, 'RCH');
    const before = db.cases.count();
    const good = oml('AFTER-BAD-1');
    peer1.socket.write(Buffer.concat([frameOf('hello, this is not HL7'), frameOf(good.text)]));
    const [refusal, ack] = await peer1.waitForFrames(2);
    expect(msa(refusal!)).toEqual(['AR', '']);
    expect(field(refusal!, 'MSA', 3)).toBe(REFUSALS.notHl7);
    expect(msa(ack!)).toEqual(['AA', 'AFTER-BAD-1']);
    expect(db.cases.count()).toBe(before + 1);
  });

  it('a frame past the maximum: an AR, the connection closed, and no more than the maximum and a read taken', async () => {
    const maxFrameBytes = 64 * 1024;
    const peer1 = await peer(await start({ maxFrameBytes }));
    const header = 'MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000||OML^O21^OML_O21|HUGE-1|P|2.5.1\r';
    peer1.socket.write(Buffer.from(`\v${header}`, 'utf8'));
    // Up to 256 MiB, as fast as the socket takes it, until the intake closes the connection.
    const chunk = Buffer.alloc(1024 * 1024, 'A');
    let written = 0;
    while (!peer1.isClosed() && written < 256 * chunk.length) {
      written += chunk.length;
      // Not events.once: the reset that ends this rejects it.
      if (!peer1.socket.write(chunk))
        await Promise.race([new Promise((resolve) => peer1.socket.once('drain', resolve)), peer1.closed]);
    }
    await peer1.closed;
    expect(peer1.frames().map(msa)).toEqual([['AR', 'HUGE-1']]);
    expect(field(peer1.frames()[0]!, 'MSA', 3)).toBe(REFUSALS.tooLong(maxFrameBytes));
    // What the socket buffers on both sides holds, at most: nowhere near what the peer had to send.
    expect(written).toBeLessThan(32 * chunk.length);
    const line = logged.find((each) => each.includes('refused a frame'))!;
    expect(line).toMatch(/^HL7 order intake: refused a frame from 127\.0\.0\.1: longer than 65536 bytes/);
    expect(Number(/; (\d+) bytes read/.exec(line)![1])).toBeLessThanOrEqual(maxFrameBytes + 2 * 65536);
    expect(line).not.toContain('AAAA');
  });

  it('an idle connection is closed after the idle time-out', async () => {
    const peer1 = await peer(await start({ idleTimeoutMs: 300 }));
    const began = Date.now();
    await peer1.closed;
    expect(Date.now() - began).toBeGreaterThanOrEqual(250);
    expect(logged).toEqual([
      'HL7 order intake: closed the connection from 127.0.0.1: idle for 300 ms (MOCK_HL7_IDLE_TIMEOUT_MS).',
    ]);
  });

  it('connections past the cap of one address are refused and logged; another address is still taken', async () => {
    const port = await start({ maxConnectionsPerAddress: 2 });
    const kept = [await peer(port), await peer(port)];
    const third = await peer(port);
    await third.closed;
    const other = await peer(port, '127.0.0.2');
    await sleep(100);
    expect([...kept, other].map((each) => each.isClosed())).toEqual([false, false, false]);
    expect(logged).toEqual([
      'HL7 order intake: refused a connection from 127.0.0.1: 2 open already (MOCK_HL7_MAX_CONNECTIONS_PER_ADDRESS).',
    ]);
    // One closed, the address has room again.
    kept[0]!.socket.destroy();
    await kept[0]!.closed;
    await sleep(50);
    const again = await peer(port);
    await sleep(100);
    expect(again.isClosed()).toBe(false);
  });

  it('connections past the cap in all are refused and logged', async () => {
    const port = await start({ maxConnections: 2 });
    const kept = [await peer(port), await peer(port, '127.0.0.2')];
    const third = await peer(port, '127.0.0.3');
    await third.closed;
    await sleep(100);
    expect(kept.map((each) => each.isClosed())).toEqual([false, false]);
    expect(logged).toEqual([
      'HL7 order intake: refused a connection from 127.0.0.3: 2 open already (MOCK_HL7_MAX_CONNECTIONS).',
    ]);
  });
});

describe('the order intake reads text in the character set the sender names', () => {
  /** An OML^O21 of a patient named `lastName`, MSH-18 `charset`, as `encoding`'s bytes. */
  function named(controlId: string, lastName: string, charset: string, encoding: BufferEncoding) {
    const { text, placer } = oml(controlId);
    const withCharset = text
      .replace(/\|2\.5\.1\r/, `|2.5.1${charset ? `||||||${charset}` : ''}\r`)
      .replace('Doe^Jane', `${lastName}^Jane`);
    return { bytes: Buffer.from(`\v${withCharset}\x1c\r`, encoding), placer };
  }

  it('ISO 8859-1 named or not, UTF-8 named or not: the same name; a set it does not read: an AR naming it', async () => {
    const peer1 = await peer(await start());
    await registerOrderSender(FACILITY, 'RCH');
    const orders = [
      named('CS-1', 'Müller', '8859/1', 'latin1'),
      named('CS-2', 'Müller', '', 'latin1'),
      named('CS-3', 'Müller', 'UNICODE UTF-8', 'utf8'),
      named('CS-4', 'Müller', '', 'utf8'),
      named('CS-5', 'Müller', 'ISO IR87', 'utf8'),
    ];
    peer1.socket.write(Buffer.concat(orders.map((order) => order.bytes)));
    const acks = await peer1.waitForFrames(orders.length);
    expect(acks.map(msa)).toEqual([
      ['AA', 'CS-1'],
      ['AA', 'CS-2'],
      ['AA', 'CS-3'],
      ['AA', 'CS-4'],
      ['AR', 'CS-5'],
    ]);
    expect(field(acks[4]!, 'MSA', 3)).toBe(REFUSALS.charset('ISO IR87'));
    for (const order of orders.slice(0, 4))
      expect(casesOf(order.placer).map((item) => item.patientInfo.lastName)).toEqual(['Müller']);
    expect(casesOf(orders[4]!.placer)).toEqual([]);
  });
});
