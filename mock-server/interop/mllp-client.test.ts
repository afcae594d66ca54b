/**
 * Sending a message as a facility's endpoint on a raw socket answers it: an endpoint that streams without end is
 * cut at the ACK's maximum, within its time; an ACK of another message's control id is never taken for ours.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { frameOf } from '../testing/mllp-peer';
import { exchange } from './mllp/client';
import { sendForAck } from './mllp';

const servers: Server[] = [];
const sockets: Socket[] = [];
beforeAll(() => {
  process.env.MOCK_HL7_MAX_ACK_BYTES = String(64 * 1024);
});
afterAll(() => {
  delete process.env.MOCK_HL7_MAX_ACK_BYTES;
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An endpoint that does `onConnection` with each connection; its port. */
async function endpoint(onConnection: (socket: Socket) => void) {
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes `chunk` again and again while the socket takes it, until it closes. */
function stream(socket: Socket, chunk: Buffer) {
  const more = () => {
    while (!socket.destroyed && socket.write(chunk));
  };
  socket.on('drain', more);
  more();
}

const message = (controlId: string) =>
  Hl7Message.parse(
    `MSH|^~\\&|PathBridge|PathBridge|LIS|RCH|20261127083000||ORU^R01^ORU_R01|${controlId}|T|2.5.1\rOBX|1|TX|||x`,
  );
const ack = (controlId: string, code: string, text: string) =>
  `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083001||ACK^R01^ACK|A${controlId}|T|2.5.1\rMSA|${code}|${controlId}|${text}`;

describe('sendForAck against a hostile endpoint', () => {
  it('an answer streamed without end is cut at the ACK maximum, read no further, well within the time', async () => {
    const port = await endpoint((socket) => {
      socket.write('\v');
      stream(socket, Buffer.alloc(1024 * 1024, 'A'));
    });
    const began = Date.now();
    const outcome = await sendForAck({ host: '127.0.0.1', port }, message('PB1'), 5000);
    expect(Date.now() - began).toBeLessThan(2000);
    expect(outcome).toEqual({
      outcome: 'no-answer',
      ackCode: null,
      ackText:
        'The answer passed 65536 bytes, more than an acknowledgement needs: the connection was closed.',
    });
    const limits = { connectTimeoutMs: 5000, ackTimeoutMs: 5000, maxAckBytes: 64 * 1024 };
    const result = await exchange({ host: '127.0.0.1', port }, message('PB2'), limits);
    expect(result).toMatchObject({ kind: 'no-answer' });
    expect(result.bytesRead).toBeLessThanOrEqual(64 * 1024);
  });

  it('bytes streamed outside any frame are cut after a few', async () => {
    const port = await endpoint((socket) => stream(socket, Buffer.alloc(1024 * 1024, 'A')));
    const limits = { connectTimeoutMs: 5000, ackTimeoutMs: 5000, maxAckBytes: 64 * 1024 };
    const result = await exchange({ host: '127.0.0.1', port }, message('PB3'), limits);
    expect(result).toEqual({
      kind: 'no-answer',
      text: 'The endpoint sent bytes outside any MLLP frame: the connection was closed.',
      bytesRead: expect.any(Number),
    });
    expect(result.bytesRead).toBeLessThanOrEqual(16 * 1024);
  });

  it('an ACK of another control id is read past; ours, in the same write, is taken', async () => {
    const port = await endpoint((socket) =>
      socket.once('data', () => {
        socket.write(
          Buffer.concat([frameOf(ack('PB-OTHER', 'AA', 'Not yours')), frameOf(ack('PB4', 'AE', 'Yours'))]),
        );
      }),
    );
    expect(await sendForAck({ host: '127.0.0.1', port }, message('PB4'), 2000)).toEqual({
      outcome: 'rejected',
      ackCode: 'AE',
      ackText: 'Yours',
    });
  });

  it('only an ACK of another control id: no acknowledgement, when the time is up', async () => {
    const port = await endpoint((socket) =>
      socket.once('data', () => socket.write(frameOf(ack('PB-OTHER', 'AA', 'Not yours')))),
    );
    expect(await sendForAck({ host: '127.0.0.1', port }, message('PB5'), 300)).toEqual({
      outcome: 'no-answer',
      ackCode: null,
      ackText: 'No acknowledgement within 0.3 seconds.',
    });
  });
});
