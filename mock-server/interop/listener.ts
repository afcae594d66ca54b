/**
 * A receiving HL7 v2 endpoint over MLLP (@medplum/hl7's server), as a facility's LIS would be: it keeps every
 * message it receives and answers each with an ACK of `answer` ('AA', 'AE' or 'AR', MSA-3 `text`), or not at
 * all ('silent'). The tests use it, and QA through `npm run interop:listen`.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Hl7Message, Hl7Segment } from '@medplum/core';
import { Hl7Server, type Hl7Connection } from '@medplum/hl7';

export type ListenerAnswer = 'AA' | 'AE' | 'AR' | 'silent';

export interface Listener {
  port: number;
  received: Hl7Message[];
  /** Changes how later messages are answered. */
  answerWith(answer: ListenerAnswer, text?: string): void;
  stop(): Promise<void>;
}

/** The ACK of `message`: MSH with sender and receiver swapped, MSA-1 `code`, MSA-2 its control id, MSA-3 `text`. */
export function ackOf(
  message: Hl7Message,
  code: Exclude<ListenerAnswer, 'silent'>,
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

export async function startListener(
  port = 0,
  answer: ListenerAnswer = 'AA',
  text = 'Message accepted',
): Promise<Listener> {
  const received: Hl7Message[] = [];
  let current = { answer, text };
  const server = new Hl7Server((connection: Hl7Connection) => {
    connection.addEventListener('message', ({ message }) => {
      received.push(message);
      if (current.answer !== 'silent') connection.send(ackOf(message, current.answer, current.text));
    });
  });
  server.start(port);
  if (!server.server!.listening) await once(server.server!, 'listening');
  return {
    port: (server.server!.address() as AddressInfo).port,
    received,
    answerWith(next, nextText = next === 'AA' ? 'Message accepted' : 'Message rejected') {
      current = { answer: next, text: nextText };
    },
    stop: () => server.stop({ forceDrainTimeoutMs: 100 }),
  };
}
