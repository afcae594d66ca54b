/**
 * The answer to a frame the receiver will not read: its content is no HL7 v2 message, or it is longer than the
 * receiver takes. Either way the frame is answered, so a sender that counts its answers stays in step: an AR
 * (rejected: the message could not be processed), with MSA-2 the frame's control id when its MSH can be read and
 * empty when not. The words say what was wrong, never what the frame held.
 */
import { Hl7Message, type Hl7Segment } from '@medplum/core';
import { ackOf } from '../hl7-build';
import { CHARSETS } from './charset';

/** Why a frame was refused, as MSA-3 says it. */
export const REFUSALS = {
  notHl7: 'The frame holds no HL7 v2 message: its content must begin with an MSH segment.',
  tooLong: (maxBytes: number) =>
    `The message is longer than the ${maxBytes} bytes this endpoint takes: the connection is closed.`,
  failed: 'The receiver could not process the message.',
  charset: (named: string) =>
    `MSH-18 names the character set "${named}", which this endpoint does not read: send ${[...CHARSETS, 'ASCII'].join(', ')}.`,
} as const;

/** The MSH of `text` (its first segment), or undefined when there is none to read. */
export function headerOf(text: string): Hl7Segment | undefined {
  const first = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  try {
    return Hl7Message.parse(first).header;
  } catch {
    return undefined;
  }
}

/**
 * An AR for a frame whose content starts with `text`. No ERR: HL7 table 0357 has no code for a frame that is not a
 * message or is too long, and MSA-3 says it in words.
 */
export const refusalAck = (text: string, reason: string, at = new Date()): Hl7Message =>
  ackOf(headerOf(text), { code: 'AR', text: reason, at });
