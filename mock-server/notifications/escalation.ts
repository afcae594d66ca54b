/**
 * Escalation (issue 29, docs/notifications.md): which notices are due now, given the cases and the notices
 * already sent. A pure rule; ./sweep.ts applies it to the database at the QA clock.
 *
 * - A case sent out and not signed out (nor cancelled) that is AtRisk or Overdue at `now` escalates in that
 *   state, once: the key is the case, the state and its due time, so a due time set again by an edit may
 *   escalate again, and nothing else does.
 * - Only the state the case is in now: a case found already Overdue is not also told as AtRisk.
 * - To its assigned provider; while unassigned, to every active admin (none → no recipients, but still marked
 *   sent, so admins added later are not flooded with old cases).
 */
import { dueState, type DueState } from '../../contracts/turnaround';

export type EscalatedState = Exclude<DueState, 'OnTime'>;

/** What the rule reads of a case. */
export interface EscalatableCase {
  caseID: string;
  status: 'Draft' | 'Available' | 'Assigned' | 'SignOutCompleted' | 'Cancelled';
  sentOutAt: string | null;
  dueAt: string | null;
  /** The provider's user id while the case is assigned; null otherwise. */
  assignedProviderId: string | null;
}

export interface EscalationInput {
  cases: readonly EscalatableCase[];
  /** Keys (escalationKey) of the escalations already sent. */
  sent: ReadonlySet<string>;
  /** Ids of the active admins, who hear of unassigned cases. */
  admins: readonly string[];
  now: Date;
  holidays: ReadonlySet<string>;
}

export interface Escalation {
  key: string;
  caseID: string;
  state: EscalatedState;
  dueAt: string;
  recipients: string[];
}

export const escalationKey = (caseID: string, state: EscalatedState, dueAt: string) =>
  `${caseID}|${state}|${dueAt}`;

/** Open for escalation: sent out and neither signed out nor cancelled. */
const isOpen = (item: EscalatableCase) => item.status === 'Available' || item.status === 'Assigned';

/** The state a case is in now, if it is one that escalates. */
export function escalatedState(item: EscalatableCase, now: Date, holidays: ReadonlySet<string>) {
  if (!isOpen(item) || !item.sentOutAt || !item.dueAt) return null;
  const state = dueState({ sentOutAt: new Date(item.sentOutAt), dueAt: new Date(item.dueAt) }, now, holidays);
  return state === 'OnTime' ? null : state;
}

export function escalationsDue({ cases, sent, admins, now, holidays }: EscalationInput): Escalation[] {
  const due: Escalation[] = [];
  const seen = new Set<string>();
  for (const item of cases) {
    const state = escalatedState(item, now, holidays);
    if (!state) continue;
    const key = escalationKey(item.caseID, state, item.dueAt!);
    if (sent.has(key) || seen.has(key)) continue;
    seen.add(key);
    const recipients =
      item.status === 'Assigned' && item.assignedProviderId
        ? [item.assignedProviderId]
        : [...new Set(admins)];
    due.push({ key, caseID: item.caseID, state, dueAt: item.dueAt!, recipients });
  }
  return due;
}
