/**
 * A receiving MLLP endpoint over node:net: every whole frame is answered, one at a time and in the order it came,
 * whatever the packet boundaries. It bounds what a peer can hold: a frame's size (an AR, then the connection is
 * closed), the time a connection may sit idle, the connections of one source address and of all. Each refusal is
 * one log line naming the peer and the limit, never the message (MSH-8 may carry a credential).
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { encodeFrame, FrameDecoder, type FrameEvent } from './frames';
import { serverLimits, settingOf, type ServerLimits } from './limits';
import { decodeFrame } from './charset';
import { REFUSALS, refusalAck } from './refusal';

/** Who sent a message: the connection's source address (an IPv4 peer as a.b.c.d, never ::ffff:a.b.c.d). */
export interface MllpPeer {
  address: string;
}

/** Answers one message; undefined sends nothing back (a silent endpoint). */
export type MllpHandler = (
  message: Hl7Message,
  peer: MllpPeer,
) => Hl7Message | undefined | Promise<Hl7Message | undefined>;

export interface MllpServerOptions {
  port: number;
  host?: string;
  /** The endpoint's name in the log lines. */
  name: string;
  /** Each limit not given is its setting's (limits.ts). */
  limits?: Partial<ServerLimits>;
  /** Where refusals are written; console.warn unless given. */
  log?: (line: string) => void;
}

export interface MllpServer {
  port: number;
  stop(): Promise<void>;
}

/** Frames taken and not yet answered before a connection's reading pauses: the peer then waits in TCP. */
const WAITING_BEFORE_PAUSE = 4;
/** How long a connection closed for a frame past the limit has to read its AR before it is cut. */
const CLOSE_GRACE_MS = 1000;

const addressOf = (socket: Socket) => (socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '');

/** Opens an MLLP endpoint on `port` (0: any free one) of `host`, answering each message with `handler`. */
export async function startMllpServer(handler: MllpHandler, options: MllpServerOptions): Promise<MllpServer> {
  const limits = { ...serverLimits(), ...options.limits };
  const log = options.log ?? ((line: string) => console.warn(line));
  const open = new Set<Socket>();
  const perAddress = new Map<string, number>();

  // Half-open allowed: a peer that sends its last frame and shuts its side still gets every answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    const address = addressOf(socket);
    const refused = (limit: keyof ServerLimits) => {
      log(
        `${options.name}: refused a connection from ${address}: ${limits[limit]} open already (${settingOf(limit)}).`,
      );
      socket.destroy();
    };
    if (open.size >= limits.maxConnections) return refused('maxConnections');
    if ((perAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress)
      return refused('maxConnectionsPerAddress');
    open.add(socket);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      open.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    serve(socket, { address }, handler, limits, (line) => log(`${options.name}: ${line}`));
  });
  server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

/** Resolves when `socket` can take more writes, or has closed (never rejects, unlike events.once). */
function drained(socket: Socket) {
  return new Promise<void>((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });
}

/** One connection: frames are decoded as bytes come and answered in turn. */
function serve(
  socket: Socket,
  peer: MllpPeer,
  handler: MllpHandler,
  limits: ServerLimits,
  log: (line: string) => void,
) {
  const decoder = new FrameDecoder(limits.maxFrameBytes);
  const waiting: FrameEvent[] = [];
  let answering = false;
  let ended = false;
  let idle: NodeJS.Timeout | undefined;

  const touch = () => {
    clearTimeout(idle);
    if (socket.destroyed || decoder.stopped) return;
    idle = setTimeout(() => {
      if (answering || waiting.length > 0) return touch();
      log(
        `closed the connection from ${peer.address}: idle for ${limits.idleTimeoutMs} ms (${settingOf('idleTimeoutMs')}).`,
      );
      socket.destroy();
    }, limits.idleTimeoutMs).unref();
  };
  // Ended, not cut at once: the peer reads what was written (an AR) before the connection goes.
  const close = () => {
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  };

  const answer = async (event: FrameEvent): Promise<Hl7Message | undefined> => {
    if (event.kind === 'noise') return undefined;
    const bytes = event.kind === 'frame' ? event.payload : event.head;
    const decoded = decodeFrame(bytes);
    const text = 'text' in decoded ? decoded.text : bytes.toString('latin1');
    if (event.kind === 'too-long') return refusalAck(text, REFUSALS.tooLong(limits.maxFrameBytes));
    if ('unsupported' in decoded) return refusalAck(text, REFUSALS.charset(decoded.unsupported));
    let message: Hl7Message;
    try {
      message = Hl7Message.parse(text);
    } catch {
      return refusalAck(text, REFUSALS.notHl7);
    }
    try {
      return await handler(message, peer);
    } catch {
      return refusalAck(text, REFUSALS.failed);
    }
  };

  const drain = async () => {
    if (answering) return;
    answering = true;
    while (waiting.length > 0 && !socket.destroyed) {
      const event = waiting.shift()!;
      if (waiting.length < WAITING_BEFORE_PAUSE && !decoder.stopped) socket.resume();
      const reply = await answer(event);
      // A peer that does not read its answers holds up its own next ones, not the server's memory.
      if (reply && socket.writable && !socket.write(encodeFrame(reply.toString()))) await drained(socket);
      if (event.kind === 'too-long') {
        log(
          `refused a frame from ${peer.address}: longer than ${limits.maxFrameBytes} bytes (${settingOf('maxFrameBytes')}); ${socket.bytesRead} bytes read, connection closed.`,
        );
        close();
      } else if (event.kind === 'noise') {
        log(`closed the connection from ${peer.address}: bytes outside any MLLP frame.`);
        close();
      }
    }
    answering = false;
    // The peer said all it had to say (a half-close): every frame is answered, so the connection ends.
    if (ended) socket.end();
    touch();
  };

  socket.on('data', (chunk: Buffer) => {
    touch();
    waiting.push(...decoder.push(chunk));
    if (waiting.length >= WAITING_BEFORE_PAUSE || decoder.stopped) socket.pause();
    void drain();
  });
  socket.on('end', () => {
    ended = true;
    if (!answering) socket.end();
  });
  // A reset or a broken pipe ends the connection; there is no one left to answer.
  socket.on('error', () => socket.destroy());
  socket.once('close', () => clearTimeout(idle));
  touch();
}
