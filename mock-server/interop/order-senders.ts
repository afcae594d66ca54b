/**
 * Who sent an OML^O21 (decision 131): the facility whose registered order sender it matches, by MSH-4.1 and the
 * connection's source address, never by a secret inside the message. MSH-8 (a facility's API credential) is read
 * only for a facility that has kept the deprecated option on. Also the rules a registration must keep: an MSH-4
 * value is one facility's, and each source network parses.
 */
import { ORDER_SENDER_MESSAGES, type components } from '../../contracts';
import { inNetworks, parseNetwork } from './networks';

export type OrderSender = components['schemas']['OrderSender'];

export const NO_SENDER: OrderSender = {
  sendingFacility: '',
  sourceNetworks: [],
  acceptCredentialInMsh8: false,
};

/** One facility's registration as the rule reads it. */
export interface RegisteredSender {
  facilityId: string;
  orders: OrderSender;
  /** The SHA-256 of the facility's current API credential, if it has one. */
  credentialHash: string | null;
}

/** What an incoming message says about its sender. */
export interface Arrival {
  /** MSH-4.1. */
  sendingFacility: string;
  /** The connection's remote address (undefined when the transport does not say). */
  address: string | undefined;
  /** The SHA-256 of MSH-8, or null when MSH-8 is empty. */
  credentialHash: string | null;
}

/** The refusals' words, shared with the Interfaces page. */
export const SENDER_MESSAGES = ORDER_SENDER_MESSAGES;

/** The facility `arrival` is from, or null: MSH-4 and address first, then MSH-8 where the deprecated option is on. */
export function senderOf(arrival: Arrival, senders: readonly RegisteredSender[]): string | null {
  const byAddress = senders.find(
    ({ orders }) =>
      orders.sendingFacility !== '' &&
      orders.sendingFacility === arrival.sendingFacility &&
      inNetworks(arrival.address, orders.sourceNetworks),
  );
  if (byAddress) return byAddress.facilityId;
  if (!arrival.credentialHash) return null;
  const byCredential = senders.find(
    (sender) => sender.orders.acceptCredentialInMsh8 && sender.credentialHash === arrival.credentialHash,
  );
  return byCredential?.facilityId ?? null;
}

/**
 * The field messages refusing `orders` as facility `facilityId`'s registration (empty when it may be saved),
 * named as FacilityInterfacesInput names them.
 */
export function senderProblems(
  orders: OrderSender,
  facilityId: string,
  senders: readonly RegisteredSender[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const value = orders.sendingFacility.trim();
  if (value && senders.some((s) => s.facilityId !== facilityId && s.orders.sendingFacility === value))
    problems['orders.sendingFacility'] = [SENDER_MESSAGES.taken(value)];
  const bad = orders.sourceNetworks.filter((network) => !parseNetwork(network));
  if (bad.length) problems['orders.sourceNetworks'] = bad.map(SENDER_MESSAGES.badNetwork);
  if (value && !orders.sourceNetworks.length)
    problems['orders.sourceNetworks'] ??= [SENDER_MESSAGES.needsNetwork];
  if (!value && orders.sourceNetworks.length)
    problems['orders.sendingFacility'] ??= [SENDER_MESSAGES.needsFacility];
  return problems;
}
