/**
 * Sending one HL7 v2 message over MLLP and reading its ACK (our own client, mllp/client.ts), within a time and a
 * size: what a facility's endpoint did, as the contract's InterfaceTestResult says it (decision 106).
 */
import type { Hl7Message } from '@medplum/core';
import type { components } from '../../contracts';
import { checkDestination } from './destination-check';
import { exchange } from './mllp/client';
import { maxAckBytes } from './mllp/limits';

type Outcome = Pick<components['schemas']['InterfaceTestResult'], 'outcome' | 'ackCode' | 'ackText'>;
type AckCode = NonNullable<Outcome['ackCode']>;

/** How long a message waits for its ACK: 10 s (MOCK_HL7_ACK_TIMEOUT_MS to shorten, for tests). */
export const ackTimeoutMs = () => Number(process.env.MOCK_HL7_ACK_TIMEOUT_MS ?? 10_000);

const ACK_CODES = new Set<string>(['AA', 'AE', 'AR', 'CA', 'CE', 'CR']);

/** What an ACK says: its MSA-1, and MSA-3 (or the first ERR's diagnostic, ERR-8) as its text. */
export function readAck(ack: Hl7Message): Outcome {
  const msa = ack.getSegment('MSA');
  const code = msa?.getField(1).toString() ?? '';
  if (!ACK_CODES.has(code)) {
    return {
      outcome: 'rejected',
      ackCode: null,
      ackText: 'The answer was not an HL7 acknowledgement (no MSA-1).',
    };
  }
  const text = msa?.getField(3).toString() || ack.getSegment('ERR')?.getField(8).toString() || null;
  return {
    outcome: code === 'AA' || code === 'CA' ? 'acknowledged' : 'rejected',
    ackCode: code as AckCode,
    ackText: text ? text.slice(0, 500) : null,
  };
}

/**
 * Sends `message` to host:port: `timeoutMs` for the host's lookup, as long to connect and again for the ACK of its
 * control id, and at most
 * MOCK_HL7_MAX_ACK_BYTES read. Never throws.
 */
export async function sendForAck(
  endpoint: { host: string; port: number },
  message: Hl7Message,
  timeoutMs: number,
): Promise<Outcome> {
  // Refused before any connection, so open and closed ports answer alike; then the checked address, never the name.
  const destination = await checkDestination(endpoint.host, endpoint.port, { timeoutMs });
  if ('refusal' in destination)
    return { outcome: 'unreachable', ackCode: null, ackText: destination.refusal };
  const limits = { connectTimeoutMs: timeoutMs, ackTimeoutMs: timeoutMs, maxAckBytes: maxAckBytes() };
  const result = await exchange({ host: destination.address, port: endpoint.port }, message, limits);
  return result.kind === 'ack'
    ? readAck(result.ack)
    : { outcome: result.kind, ackCode: null, ackText: result.text };
}
