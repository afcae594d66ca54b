/**
 * Orders in over MLLP: an OML^O21 or ORM^O01 to the port MOCK_HL7_ORDERS_PORT names (off unless set; our MLLP
 * server, mllp/server.ts, with its limits) reaches the same intake as createOrder (order-input.ts). The facility is
 * the one whose registered order sender the message matches: its MSH-4.1 and the connection's source address
 * (order-senders.ts, decision 131); MSH-8 only where the facility kept the deprecated credential option on. Each
 * message is answered as its MSH-15 and MSH-16 ask (ack-mode.ts); in original mode with one ACK: AA naming the
 * draft case (a new one, or the one the same placer order number made before), AE with an ERR per problem (ERR-2
 * the segment and field, ERR-3 the HL7 error code, ERR-8 the words; MSA-3 the first), AR for a message not from a
 * facility or of a type not taken. Nothing is created unless the answer is AA. ORC-1 XO changes and CA cancels the
 * draft of its placer number; once the case is sent out (or for a number never received) that is AE, ERR-3 206 (or
 * 204), with the reason (decision 118).
 */
import type { Hl7Message } from '@medplum/core';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { credentialHash, registeredSenders } from './interfaces';
import { ackRequestOf, acknowledgements, type AcceptCode, type ApplicationCode } from './ack-mode';
import { ackOf, type Hl7Problem } from './hl7-build';
import { orderFromOml } from './oml';
import { receiveOrder } from './order-input';
import { ORDER_REFUSALS } from './order-control';
import type { ServerLimits } from './mllp/limits';
import { startMllpServer, type MllpPeer } from './mllp/server';
import { SENDER_MESSAGES, senderOf } from './order-senders';

/** The ACK of `message`: MSA-1 `code`, MSA-2 its control id, MSA-3 `text`, and an ERR per problem. */
export const orderAck = (
  message: Hl7Message,
  code: AcceptCode | ApplicationCode,
  text: string,
  problems: readonly Hl7Problem[] = [],
): Hl7Message => ackOf(message.header, { code, text, problems, at: clockNow() });

export const OML_MESSAGES = {
  unknownSender: SENDER_MESSAGES.unknown,
  accepted: 'The order was received and will be processed.',
  notStored: 'The order could not be stored: send it again later.',
  created: (caseID: string, record: string) => `Order received as draft case ${caseID} (${record}).`,
  same: (caseID: string, record: string) => `This order was already received: case ${caseID} (${record}).`,
  changed: (caseID: string, record: string) => `Order changed: draft case ${caseID} (${record}) was updated.`,
  cancelled: (caseID: string, record: string) =>
    `Order cancelled: draft case ${caseID} (${record}) was cancelled.`,
} as const;

/** What became of a message: refused before it was taken (accept stage), or the application's answer. */
type Verdict =
  | { stage: 'accept'; code: 'CR' | 'CE'; text: string; problems: Hl7Problem[] }
  | { stage: 'application'; code: ApplicationCode; text: string; problems: Hl7Problem[] };

const single = (segment: string, field: number, code: Hl7Problem['code'], text: string): Hl7Problem[] => [
  { segment, sequence: 1, field, code, text },
];

async function judge(message: Hl7Message, peer?: MllpPeer): Promise<Verdict> {
  const credential = message.header.getField(8)?.toString() ?? '';
  const facilityId = senderOf(
    {
      sendingFacility: message.header.getComponent(4, 1) ?? '',
      address: peer?.address,
      credentialHash: credential ? credentialHash(credential) : null,
    },
    registeredSenders(),
  );
  const facility = facilityId ? db.facilities.findFirst((q) => q.where({ id: facilityId })) : undefined;
  // The words say what was expected; MSH-8 is never echoed (it may be a credential).
  if (!facility)
    return {
      stage: 'accept',
      code: 'CR',
      text: OML_MESSAGES.unknownSender,
      problems: single('MSH', 4, '204', OML_MESSAGES.unknownSender),
    };
  const order = orderFromOml(message);
  if (!order.ok) {
    const unsupported = order.problems[0]!.code === '200';
    return unsupported
      ? { stage: 'accept', code: 'CR', text: order.problems[0]!.text, problems: order.problems }
      : { stage: 'application', code: 'AE', text: order.problems[0]!.text, problems: order.problems };
  }
  const done = await receiveOrder(facility, order, 'hl7', peer?.address ?? null);
  if (done.outcome === 'refused') {
    const verb = order.control === 'cancel' ? 'cancelled' : 'changed';
    const problems =
      done.reason === 'unknown' || !done.item
        ? single('ORC', 2, '204', ORDER_REFUSALS.unknown(verb))
        : single('ORC', 1, '206', ORDER_REFUSALS[done.reason](done.item, verb));
    return { stage: 'application', code: 'AE', text: problems[0]!.text, problems };
  }
  // A cancel sent again answers as the first did.
  const what = done.outcome === 'same' && order.control === 'cancel' ? 'cancelled' : done.outcome;
  const text = OML_MESSAGES[what](done.item.caseID, done.item.caseRecordId);
  return { stage: 'application', code: 'AA', text, problems: [] };
}

/**
 * What the intake answers one message, received from `peer` (the connection's source address): the ACKs its
 * MSH-15 and MSH-16 ask for (ack-mode.ts), in order; in original mode, one.
 */
export async function answerOml(message: Hl7Message, peer?: MllpPeer): Promise<Hl7Message[]> {
  const verdict = await judge(message, peer).catch((): Verdict => ({
    stage: 'accept',
    code: 'CE',
    text: OML_MESSAGES.notStored,
    problems: [],
  }));
  const request = ackRequestOf(
    message.header.getField(15)?.toString() ?? '',
    message.header.getField(16)?.toString() ?? '',
  );
  const accepted = verdict.stage === 'accept' ? verdict.code : 'CA';
  const application = verdict.stage === 'application' ? verdict.code : null;
  return acknowledgements(request, accepted, application).map((code) =>
    code === 'CA'
      ? orderAck(message, code, OML_MESSAGES.accepted)
      : orderAck(message, code, verdict.text, verdict.problems),
  );
}

export interface OrderListener {
  port: number;
  stop(): Promise<void>;
}

/** Opens the intake on `port` (0: any free one) of `host`; `options` override the MOCK_HL7_* limits (tests). */
export async function startOrderListener(
  port: number,
  host = '127.0.0.1',
  options: { limits?: Partial<ServerLimits>; log?: (line: string) => void } = {},
): Promise<OrderListener> {
  return startMllpServer((message, peer) => answerOml(message, peer), {
    port,
    host,
    name: 'HL7 order intake',
    ...options,
  });
}

/** MOCK_HL7_ORDERS_PORT as a port, or null when it is not set (the intake is off). */
export function ordersPort(env: Readonly<Record<string, string | undefined>> = process.env): number | null {
  const raw = env['MOCK_HL7_ORDERS_PORT']?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`MOCK_HL7_ORDERS_PORT must be a port (1 to 65535), not "${raw}".`);
  return port;
}
