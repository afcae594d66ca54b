/**
 * Sending one message over MLLP and waiting for its acknowledgement, over node:net, within bounds: a time to
 * connect, a time to answer, and the most the answer may be. Only an answer whose MSA-2 is the message's control
 * id (MSH-10) is taken; anything else the endpoint sends is read past, within the same bound. Never throws: what
 * happened comes back as an ACK or a sentence.
 */
import { connect } from 'node:net';
import { Hl7Message } from '@medplum/core';
import { encodeFrame, FrameDecoder } from './frames';

export interface ExchangeLimits {
  connectTimeoutMs: number;
  ackTimeoutMs: number;
  /** The most read from the endpoint in all; past it the connection is closed. */
  maxAckBytes: number;
}

type Said =
  | { kind: 'ack'; ack: Hl7Message }
  | { kind: 'unreachable'; text: string }
  | { kind: 'no-answer'; text: string };

/** What came of one message: its ACK, or why there is none in plain words; and how many bytes were read. */
export type Exchange = Said & { bytesRead: number };

/** The largest single read, so the bound is kept to the byte rather than to a read's size. */
const READ_BYTES = 16 * 1024;

const seconds = (ms: number) => `${ms / 1000} seconds`;

/** Sends `message` to host:port and waits for the ACK of its control id, within `limits`. */
export function exchange(
  endpoint: { host: string; port: number },
  message: Hl7Message,
  limits: ExchangeLimits,
): Promise<Exchange> {
  const controlId = message.header.getField(10)?.toString() ?? '';
  const where = `${endpoint.host}:${endpoint.port}`;
  const decoder = new FrameDecoder(limits.maxAckBytes);
  let read = 0;
  return new Promise<Exchange>((resolve) => {
    let connected = false;
    let timer: NodeJS.Timeout;
    // False, for a read callback: read no more.
    const finish = (outcome: Said): false => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...outcome, bytesRead: read });
      return false;
    };
    const refuse = (why: string) => finish({ kind: 'no-answer', text: `${why}: the connection was closed.` });
    const tooLong = () =>
      refuse(`The answer passed ${limits.maxAckBytes} bytes, more than an acknowledgement needs`);
    const socket = connect({
      host: endpoint.host,
      port: endpoint.port,
      // Reads go into buffers no larger than what is left of the bound, so no more than the bound is ever read.
      onread: {
        buffer: () => Buffer.allocUnsafe(Math.max(1, Math.min(READ_BYTES, limits.maxAckBytes - read))),
        callback(bytes, buffer) {
          read += bytes;
          for (const event of decoder.push(buffer.subarray(0, bytes))) {
            if (event.kind === 'too-long') return tooLong();
            if (event.kind === 'noise') return refuse('The endpoint sent bytes outside any MLLP frame');
            const ack = ours(event.payload, controlId);
            if (ack) return finish({ kind: 'ack', ack });
          }
          return read < limits.maxAckBytes || tooLong();
        },
      },
    });
    timer = setTimeout(
      () =>
        finish({
          kind: 'unreachable',
          text: `No connection to ${where} (none within ${seconds(limits.connectTimeoutMs)}).`,
        }),
      limits.connectTimeoutMs,
    );
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          finish({ kind: 'no-answer', text: `No acknowledgement within ${seconds(limits.ackTimeoutMs)}.` }),
        limits.ackTimeoutMs,
      );
      socket.write(encodeFrame(message.toString()));
    });
    socket.once('end', () =>
      finish({ kind: 'no-answer', text: 'The endpoint closed the connection without an acknowledgement.' }),
    );
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish(
        connected
          ? { kind: 'no-answer', text: `The connection failed: ${error.message}` }
          : { kind: 'unreachable', text: `No connection to ${where} (${error.code ?? error.message}).` },
      ),
    );
  });
}

/** The frame as a message when it answers `controlId` (its MSA-2); else undefined, whatever it holds. */
function ours(payload: Buffer, controlId: string): Hl7Message | undefined {
  try {
    const message = Hl7Message.parse(payload.toString('utf8'));
    return message.getSegment('MSA')?.getField(2)?.toString() === controlId ? message : undefined;
  } catch {
    return undefined;
  }
}
