/**
 * Orders in over MLLP: an OML^O21 to the port MOCK_HL7_ORDERS_PORT names (off unless set; our MLLP server,
 * mllp/server.ts, with its limits) reaches the same intake as createOrder (order-input.ts). The facility is the one
 * whose registered order sender the message matches: its MSH-4.1 and the connection's source address
 * (order-senders.ts, decision 131); MSH-8 only where the facility kept the deprecated credential option on. Each
 * message is answered with an ACK: AA naming the draft case (a new one, or the one the same placer order number
 * made before), AE with an ERR per problem (ERR-2 the segment and field, ERR-3 the HL7 error code, ERR-8 the
 * words; MSA-3 the first), AR for a message not from a facility. Nothing is created unless the answer is AA.
 * ORC-1 XO changes and CA cancels the draft of its placer number; once the case is sent out (or for a number never
 * received) that is AE, ERR-3 206 (or 204), with the reason (decision 118).
 */
import type { Hl7Message } from '@medplum/core';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { credentialHash, registeredSenders } from './interfaces';
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
  code: 'AA' | 'AE' | 'AR',
  text: string,
  problems: Hl7Problem[] = [],
): Hl7Message => ackOf(message.header, { code, text, problems, at: clockNow() });

export const OML_MESSAGES = {
  unknownSender: SENDER_MESSAGES.unknown,
  created: (caseID: string, record: string) => `Order received as draft case ${caseID} (${record}).`,
  same: (caseID: string, record: string) => `This order was already received: case ${caseID} (${record}).`,
  changed: (caseID: string, record: string) => `Order changed: draft case ${caseID} (${record}) was updated.`,
  cancelled: (caseID: string, record: string) =>
    `Order cancelled: draft case ${caseID} (${record}) was cancelled.`,
} as const;

/** What the intake answers one message, received from `peer` (the connection's source address). */
export async function answerOml(message: Hl7Message, peer?: MllpPeer): Promise<Hl7Message> {
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
  if (!facility) {
    // The words say what was expected; MSH-8 is never echoed (it may be a credential).
    const problem: Hl7Problem = {
      segment: 'MSH',
      sequence: 1,
      field: 4,
      code: '204',
      text: OML_MESSAGES.unknownSender,
    };
    return orderAck(message, 'AR', problem.text, [problem]);
  }
  const order = orderFromOml(message);
  if (!order.ok) return orderAck(message, 'AE', order.problems[0]!.text, order.problems);
  const done = await receiveOrder(facility, order, 'hl7');
  if (done.outcome === 'refused') {
    const verb = order.control === 'cancel' ? 'cancelled' : 'changed';
    const problem: Hl7Problem =
      done.reason === 'unknown' || !done.item
        ? { segment: 'ORC', sequence: 1, field: 2, code: '204', text: ORDER_REFUSALS.unknown(verb) }
        : {
            segment: 'ORC',
            sequence: 1,
            field: 1,
            code: '206',
            text: ORDER_REFUSALS[done.reason](done.item, verb),
          };
    return orderAck(message, 'AE', problem.text, [problem]);
  }
  // A cancel sent again answers as the first did.
  const what = done.outcome === 'same' && order.control === 'cancel' ? 'cancelled' : done.outcome;
  return orderAck(message, 'AA', OML_MESSAGES[what](done.item.caseID, done.item.caseRecordId));
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
  return startMllpServer(
    (message, peer) =>
      answerOml(message, peer).catch((error: Error) =>
        orderAck(message, 'AR', `The order could not be stored: ${error.message}`),
      ),
    { port, host, name: 'HL7 order intake', ...options },
  );
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
