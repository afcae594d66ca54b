/**
 * A delivery's attempt log (decision 139), as a pure rule: every attempt is appended, oldest first, and the list
 * is kept to MAX_HISTORY entries, the oldest dropped first and counted. A round has at most MAX_ATTEMPTS
 * (deliveries.ts), but a failed delivery may be sent again by hand without end, so the log needs its own bound;
 * the newest attempts are what a reader diagnoses with, the count says how many came before.
 */
import type { components } from '../../contracts';

type Delivery = components['schemas']['Delivery'];
export type DeliveryAttempt = components['schemas']['DeliveryAttempt'];

/** What one attempt came to, as the log keeps it; `retryAfterMs` when the receiver asked for a later retry. */
export type AttemptResult = Pick<DeliveryAttempt, 'outcome' | 'ackCode' | 'ackText'> & {
  retryAfterMs?: number;
};

/** The contract's maxItems of `history`: four rounds of five attempts. */
export const MAX_HISTORY = 20;

/** The log after `attempt`: appended, the oldest dropped past `max` and counted. */
export function withAttempt(
  log: Pick<Delivery, 'history' | 'historyDropped'>,
  attempt: DeliveryAttempt,
  max = MAX_HISTORY,
): Pick<Delivery, 'history' | 'historyDropped'> {
  // A store kept before attempts were has no log: it starts empty.
  const all = [...(log.history ?? []), attempt];
  const over = Math.max(0, all.length - max);
  return { history: all.slice(over), historyDropped: (log.historyDropped ?? 0) + over };
}
