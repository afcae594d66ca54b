/**
 * A receiving HL7 v2 endpoint over MLLP (our MLLP server, mllp/server.ts), as a facility's LIS would be: it keeps
 * every message it receives and answers each with an ACK of `answer` ('AA', 'AE' or 'AR', MSA-3 `text`), with a
 * message that is no ACK ('not-an-ack': MSA-2 its control id, MSA-1 no acknowledgement code), or not at all
 * ('silent'); after `delayMs` when told (a slow ACK). The tests use it, and QA through `npm run interop:listen`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Hl7Message, Hl7Segment } from '@medplum/core';
import { startMllpServer } from './mllp/server';

export type ListenerAnswer = 'AA' | 'AE' | 'AR' | 'silent' | 'not-an-ack';

/** Messages in flight on one or more listeners (received, not yet answered): now, and the most at once so far. */
export interface InFlight {
  now: number;
  peak: number;
}

export interface Listener {
  port: number;
  received: Hl7Message[];
  /** Its messages in flight (or every listener's that shares the count it was started with). */
  inFlight: InFlight;
  /** Changes how later messages are answered, and how long each answer waits (0: at once). */
  answerWith(answer: ListenerAnswer, text?: string, delayMs?: number): void;
  stop(): Promise<void>;
}

/** The ACK of `message`: MSH with sender and receiver swapped, MSA-1 `code`, MSA-2 its control id, MSA-3 `text`. */
export function ackOf(
  message: Hl7Message,
  code: Exclude<ListenerAnswer, 'silent' | 'not-an-ack'> | 'OK',
  text: string,
): Hl7Message {
  const header = message.header;
  const field = (index: number) => header.getField(index)?.toString() ?? '';
  return new Hl7Message(
    [
      [
        'MSH',
        '^~\\&',
        field(5),
        field(6),
        field(3),
        field(4),
        field(7),
        '',
        'ACK^R01^ACK',
        `ACK${field(10)}`,
        field(11),
        '2.5.1',
      ],
      ['MSA', code, field(10), text],
    ].map((fields) => new Hl7Segment(fields)),
  );
}

/** Opens the listener on `port` (0: any free one) of the loopback, answering `answer` with MSA-3 `text`. */
export async function startListener(
  port = 0,
  answer: ListenerAnswer = 'AA',
  text = 'Message accepted',
  inFlight: InFlight = { now: 0, peak: 0 },
): Promise<Listener> {
  const received: Hl7Message[] = [];
  let current = { answer, text, delayMs: 0 };
  // Each connection's messages are answered in turn, so a slow answer holds back that connection's next one.
  const server = await startMllpServer(
    async (message) => {
      received.push(message);
      const { answer: code, text: said, delayMs } = current;
      // Counted from its receipt until its answer goes; a message left unanswered (silence) is not counted.
      if (code === 'silent') return undefined;
      inFlight.now += 1;
      inFlight.peak = Math.max(inFlight.peak, inFlight.now);
      try {
        if (delayMs > 0) await sleep(delayMs);
        return code === 'not-an-ack' ? ackOf(message, 'OK', said) : ackOf(message, code, said);
      } finally {
        inFlight.now -= 1;
      }
    },
    { port, name: 'HL7 listener' },
  );
  return {
    port: server.port,
    received,
    inFlight,
    answerWith(next, nextText = next === 'AA' ? 'Message accepted' : 'Message rejected', delayMs = 0) {
      current = { answer: next, text: nextText, delayMs };
    },
    stop: () => server.stop(),
  };
}
