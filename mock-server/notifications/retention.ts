/**
 * How long notifications and escalations are kept (decision 098, docs/notifications.md): a pure rule;
 * ./prune.ts applies it to the database at the QA clock.
 *
 * - **A notification** is kept while unread, however old, and for RETENTION_DAYS after it was read; then it is
 *   dropped (it no longer lists, and marking it answers 404 as an unknown id does).
 * - **An escalation sent** (the record that a case was told at risk or overdue, so it is told once) is kept while
 *   its case is open, and for RETENTION_DAYS after the case was signed out or cancelled: a closed case never
 *   escalates again, so the record only stops a repeat that cannot come. An escalation whose case is gone is
 *   dropped.
 */

/** How many days a read notification, and the escalations of a closed case, are kept. */
export const RETENTION_DAYS = 90;
const RETENTION_MS = RETENTION_DAYS * 86_400_000;

/** What the rule reads of a notification. */
export interface NotificationFacts {
  readAt: string | null;
}

/** What the rule reads of an escalation sent. */
export interface EscalationFacts {
  caseID: string;
}

/** When a case was closed (signed out or cancelled); null while it is open (Draft, Available, Assigned). */
export type CaseClosure = { closedAt: string | null };

/** What the rule reads of a case to say when it closed. */
export interface ClosableCase {
  status: string;
  cancelledAt: string | null;
  updatedAt: string;
  finalReport: { signedOutAt: string } | null;
}

export function closureOf(item: ClosableCase): CaseClosure {
  if (item.status === 'SignOutCompleted')
    return { closedAt: item.finalReport?.signedOutAt ?? item.updatedAt };
  if (item.status === 'Cancelled') return { closedAt: item.cancelledAt ?? item.updatedAt };
  return { closedAt: null };
}

/** Whether `at` lies more than RETENTION_DAYS before `now` (an unreadable time never does: kept). */
const longAgo = (at: string, now: Date) => {
  const time = Date.parse(at);
  return Number.isFinite(time) && now.getTime() - time > RETENTION_MS;
};

export function keepsNotification(notification: NotificationFacts, now: Date): boolean {
  return notification.readAt === null || !longAgo(notification.readAt, now);
}

export function keepsEscalation(closure: CaseClosure | undefined, now: Date): boolean {
  if (!closure) return false;
  return closure.closedAt === null || !longAgo(closure.closedAt, now);
}

/** The records past their retention at `now`, in the order given (what ./prune.ts deletes). */
export function expiredHistory<N extends NotificationFacts, E extends EscalationFacts>(input: {
  notifications: readonly N[];
  escalations: readonly E[];
  /** Each case's closure, by caseID; a case not in it is gone. */
  closures: ReadonlyMap<string, CaseClosure>;
  now: Date;
}): { notifications: N[]; escalations: E[] } {
  const { now, closures } = input;
  return {
    notifications: input.notifications.filter((each) => !keepsNotification(each, now)),
    escalations: input.escalations.filter((each) => !keepsEscalation(closures.get(each.caseID), now)),
  };
}
