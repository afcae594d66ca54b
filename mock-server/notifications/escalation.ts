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
import { AT_RISK_SHARE, dayOf, dueState, workingMsBetween, type DueState } from '../../contracts/turnaround';

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
  sent: Pick<ReadonlySet<string>, 'has'>;
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
export const isOpen = (item: EscalatableCase) => item.status === 'Available' || item.status === 'Assigned';

/** The state a case is in now, if it is one that escalates. */
export function escalatedState(item: EscalatableCase, now: Date, holidays: ReadonlySet<string>) {
  if (!isOpen(item) || !item.sentOutAt || !item.dueAt) return null;
  const state = dueState({ sentOutAt: new Date(item.sentOutAt), dueAt: new Date(item.dueAt) }, now, holidays);
  return state === 'OnTime' ? null : state;
}

const DAY_MS = 86_400_000;
const startOfDay = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
const isBusinessDay = (dayStartMs: number, holidays: ReadonlySet<string>) => {
  const weekday = new Date(dayStartMs).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(dayOf(dayStartMs));
};

/** The earliest moment with at most `budget` working ms left before `dueMs` (working time only shrinks). */
function lastWorkingMsBefore(dueMs: number, budget: number, holidays: ReadonlySet<string>): number {
  let at = dueMs;
  let left = budget;
  // Ends: holidays are finite, so business days keep coming going back too.
  for (;;) {
    const dayStart = startOfDay(at - 1);
    if (isBusinessDay(dayStart, holidays)) {
      if (at - dayStart > left) return at - left;
      left -= at - dayStart;
    }
    at = dayStart;
  }
}

/**
 * When an open case enters each state that escalates (ms): `atRisk`, the first moment `dueState` says AtRisk
 * (AT_RISK_SHARE of its target or less left), and `overdue`, its due time. Before `atRisk` it is OnTime, from
 * `overdue` on Overdue; `atRisk === overdue` when it is never AtRisk. Null for a case that never escalates. The
 * sweep's index of due times (./due-index.ts) is ordered by these.
 */
export function escalationMoments(
  item: EscalatableCase,
  holidays: ReadonlySet<string>,
): { atRisk: number; overdue: number } | null {
  if (!isOpen(item) || !item.sentOutAt || !item.dueAt) return null;
  const sentOut = Date.parse(item.sentOutAt);
  const overdue = Date.parse(item.dueAt);
  // dueState: AtRisk when `left <= target * AT_RISK_SHARE`; `left` is whole ms, so at most the floor of that.
  const target = workingMsBetween(new Date(sentOut), new Date(overdue), holidays);
  const budget = Math.floor(target * AT_RISK_SHARE);
  return { atRisk: Math.min(overdue, lastWorkingMsBefore(overdue, budget, holidays)), overdue };
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
