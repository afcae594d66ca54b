/**
 * What every HL7 v2 message PathBridge writes has in common: text escaped, times with their UTC offset, an MSH that
 * names UTF-8 when the message holds more than ASCII, and ACKs built one way. @medplum/core's Hl7Message parses and
 * joins segments; it neither escapes nor writes an offset, and a time without one a receiver reads as its own local
 * time, hours off.
 */
import { Hl7Message, Hl7Segment } from '@medplum/core';

const ESCAPES: [RegExp, string][] = [
  [/\\/g, '\\E\\'],
  [/\|/g, '\\F\\'],
  [/\^/g, '\\S\\'],
  [/&/g, '\\T\\'],
  [/~/g, '\\R\\'],
  [/\r\n|\r|\n/g, '\\.br\\'],
];

/** Text made safe for a field of a message with the default delimiters. */
export function hl7Escape(text: string): string {
  return ESCAPES.reduce((escaped, [pattern, replacement]) => escaped.replace(pattern, replacement), text);
}

/** The inverse of `hl7Escape`, for what reads a message back. */
export function hl7Unescape(text: string): string {
  return text.replace(
    /\\(E|F|S|T|R|\.br)\\/g,
    (_, code: string) => ({ E: '\\', F: '|', S: '^', T: '&', R: '~', '.br': '\n' })[code]!,
  );
}

/** An instant as an HL7 DTM to the second, in UTC and saying so: YYYYMMDDHHMMSS+0000. */
export function hl7Time(at: Date | string): string {
  const iso = new Date(at).toISOString();
  return `${iso.slice(0, 19).replace(/\D/g, '')}+0000`;
}

/** A segment's fields by their numbers (OBR-25 at 25), the ones not given empty. Not for MSH (MSH-1 is its separator). */
export function segment(name: string, fields: Record<number, string>): string[] {
  const last = Math.max(0, ...Object.keys(fields).map(Number));
  return [name, ...Array.from({ length: last }, (_, index) => fields[index + 1] ?? '')];
}

/** HL7 table 0211's name for the only encoding PathBridge writes, declared when a message needs more than ASCII. */
export const UTF8 = 'UNICODE UTF-8';
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/** MSH's fields, as written (escaped by the caller: an HD may have components). */
export interface Header {
  /** MSH-3 and MSH-4. */
  sender: { application: string; facility: string };
  /** MSH-5 and MSH-6. */
  receiver: { application: string; facility: string };
  /** MSH-9. */
  type: string;
  /** MSH-10: at most 20 characters. */
  controlId: string;
  /** MSH-11: P production, T training. */
  processingId: string;
  /** MSH-7. */
  at: Date;
}

/** A v2.5.1 message of `header` and `segments` (fields as written); MSH-18 when it holds more than ASCII. */
export function hl7Message(header: Header, segments: string[][]): Hl7Message {
  const msh = [
    'MSH',
    '^~\\&',
    header.sender.application,
    header.sender.facility,
    header.receiver.application,
    header.receiver.facility,
    hl7Time(header.at),
    '',
    header.type,
    header.controlId,
    header.processingId,
    '2.5.1',
  ];
  if ([msh, ...segments].some((fields) => fields.some((field) => !ASCII.test(field))))
    msh.push('', '', '', '', '', UTF8);
  return new Hl7Message([msh, ...segments].map((fields) => new Hl7Segment(fields)));
}

/** HL7 table 0357's names of the error codes PathBridge answers with. */
export const ERROR_NAMES = {
  '101': 'Required field missing',
  '102': 'Data type error',
  '103': 'Table value not found',
  '200': 'Unsupported message type',
  '204': 'Unknown key identifier',
  '206': 'Application record locked',
} as const;

/** A problem with a message: where (ERR-2: segment, its sequence from 1, field) and what (ERR-3, ERR-8). */
export interface Hl7Problem {
  segment: string;
  sequence: number;
  field: number;
  code: keyof typeof ERROR_NAMES;
  text: string;
}

let ackSerial = 0;

/**
 * A control id of PathBridge's for an ACK: unique in the process and within MSH-10's 20 characters, which the
 * usual `ACK` + the acknowledged message's id is not when that id is long.
 */
export function ackControlId(at: Date): string {
  ackSerial = (ackSerial + 1) % 36 ** 4;
  return `PBA${at.getTime().toString(36)}${ackSerial.toString(36).padStart(4, '0')}`;
}

export interface AckOptions {
  code: 'AA' | 'AE' | 'AR' | 'CA' | 'CE' | 'CR';
  /** MSA-3 (plain text: escaped here). */
  text: string;
  problems?: readonly Hl7Problem[];
  at: Date;
}

/**
 * The ACK of the message whose MSH is `acknowledged` (undefined when it could not be read): sent from the
 * receiver it named to its sender, with its trigger event, processing id and control id in MSA-2; an ERR per
 * problem (ERR-2 where, ERR-3 the code, ERR-8 the words).
 */
export function ackOf(acknowledged: Hl7Segment | undefined, { code, text, problems = [], at }: AckOptions) {
  const field = (index: number) => acknowledged?.getField(index)?.toString() ?? '';
  const event = acknowledged?.getComponent(9, 2) ?? '';
  return hl7Message(
    {
      sender: { application: field(5), facility: field(6) },
      receiver: { application: field(3), facility: field(4) },
      type: event ? `ACK^${event}^ACK` : 'ACK',
      controlId: ackControlId(at),
      processingId: acknowledged?.getComponent(11, 1) || 'P',
      at,
    },
    [
      ['MSA', code, field(10), hl7Escape(text)],
      ...problems.map((problem) =>
        segment('ERR', {
          2: [problem.segment, problem.sequence, problem.field].join('^'),
          3: `${problem.code}^${ERROR_NAMES[problem.code]}^HL70357`,
          4: 'E',
          8: hl7Escape(problem.text),
        }),
      ),
    ],
  );
}
