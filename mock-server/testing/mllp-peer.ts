/**
 * A peer on a raw TCP socket for the MLLP tests: it writes bytes exactly as told (merged, split, one at a time)
 * and reads answers with its own framing (a split at FS CR), so the tests do not lean on the decoder under
 * test.
 */
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface RawPeer {
  socket: Socket;
  /** Every whole frame answered so far, as text. */
  frames(): string[];
  /** Waits until `count` frames have come (5 s at most). */
  waitForFrames(count: number): Promise<string[]>;
  /** Resolves when the connection has closed, either side. */
  closed: Promise<void>;
  isClosed(): boolean;
}

/** An MLLP frame of `text`, as bytes. */
export const frameOf = (text: string) => Buffer.from(`\v${text}\x1c\r`, 'utf8');

/** Opens a connection to 127.0.0.1:`port` (from `localAddress` when given). */
export async function rawPeer(port: number, localAddress?: string): Promise<RawPeer> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  socket.setNoDelay(true);
  // A refused connection is reset: the tests read that from `closed`, not from an error.
  socket.on('error', () => undefined);
  const chunks: Buffer[] = [];
  let isClosed = false;
  // Not events.once, which a reset rejects.
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), closed]);
  // Every text before an FS CR is a whole frame, from its VT on; what follows the last is unfinished.
  const frames = () =>
    Buffer.concat(chunks)
      .toString('utf8')
      .split('\x1c\r')
      .slice(0, -1)
      .map((frame) => frame.slice(frame.indexOf('\v') + 1));
  return {
    socket,
    frames,
    closed,
    isClosed: () => isClosed,
    async waitForFrames(count) {
      const until = Date.now() + 5000;
      while (frames().length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      return frames();
    },
  };
}

/** A field of an answer's text by its number: `field(ack, 'MSA', 2)` is MSA-2 (not for MSH, one off). */
export function field(text: string, segment: string, index: number): string | undefined {
  const line = text.split('\r').find((each) => each.startsWith(`${segment}|`));
  return line?.split('|')[index];
}

/**
 * A port on the loopback that counts the connections made to it and closes each, as a service that is down; once
 * `forward(port)` is called, it passes them to that port instead, as the service back up at the same address.
 */
export async function countingPort(): Promise<{
  port: number;
  connections(): number;
  forward(port: number): void;
  close(): Promise<void>;
}> {
  let connections = 0;
  let target: number | null = null;
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    connections += 1;
    if (target === null) return socket.destroy();
    const upstream = connect(target, '127.0.0.1');
    for (const end of [socket, upstream]) {
      open.add(end);
      end.on('close', () => open.delete(end));
      end.on('error', () => (end === socket ? upstream : socket).destroy());
    }
    socket.pipe(upstream).pipe(socket);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    forward: (port) => void (target = port),
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of open) end.destroy();
        server.close(() => resolve());
      }),
  };
}
