/**
 * A receiving HL7 v2 endpoint over MLLP (our MLLP server, mllp/server.ts), as a facility's LIS would be: it keeps
 * every message it receives and answers each with an ACK of `answer` ('AA', 'AE' or 'AR', MSA-3 `text`), with a
 * message that is no ACK ('not-an-ack': MSA-2 its control id, MSA-1 no acknowledgement code), or not at all
 * ('silent'); after `delayMs` when told (a slow ACK). The tests use it, and QA through `npm run interop:listen`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Hl7Message } from '@medplum/core';
import { ackOf, type AckOptions } from './hl7-build';
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
  /** Answers the next message only with `answer` (and `text`), then as before: an exact sequence for a test. */
  answerNextWith(answer: ListenerAnswer, text: string): void;
  stop(): Promise<void>;
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
  let once: typeof current | null = null;
  // Each connection's messages are answered in turn, so a slow answer holds back that connection's next one.
  const server = await startMllpServer(
    async (message) => {
      received.push(message);
      const { answer: code, text: said, delayMs } = once ?? current;
      once = null;
      // Counted from its receipt until its answer goes; a message left unanswered (silence) is not counted.
      if (code === 'silent') return undefined;
      inFlight.now += 1;
      inFlight.peak = Math.max(inFlight.peak, inFlight.now);
      try {
        if (delayMs > 0) await sleep(delayMs);
        // A peer that answers with something else than an acknowledgement code, as some engines do.
        const msa1 = code === 'not-an-ack' ? ('OK' as AckOptions['code']) : code;
        return ackOf(message.header, { code: msa1, text: said, at: new Date() });
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
    answerNextWith(next, nextText) {
      once = { answer: next, text: nextText, delayMs: 0 };
    },
    stop: () => server.stop(),
  };
}
