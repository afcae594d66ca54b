/**
 * The order sender's sentences (decision 131), said by the API when it refuses a registration and by the
 * Interfaces page when it warns early: one home for both.
 */
export const ORDER_SENDER_MESSAGES = {
  unknown: 'MSH-4 and the connection’s address do not match a facility’s registered order sender.',
  taken: (value: string) =>
    `Another facility’s order sender already uses MSH-4 "${value}": choose the value your own system sends.`,
  badNetwork: (value: string) =>
    `"${value}" is not an IPv4 address or network: write one like 192.0.2.10 or 10.20.0.0/16.`,
  needsNetwork: 'Add the address or network your interface engine connects from.',
  needsFacility: 'Enter the sending facility (MSH-4) your system puts in its orders.',
} as const;
