/**
 * Escalation (the second tier, docs/notifications.md, decision 103): which notices are due now,
 * given the cases and the notices already sent. A pure rule; ./sweep.ts applies it to the database at the QA
 * clock.
 *
 * - A case sent out and not signed out (nor cancelled) escalates in three tiers, each once: AtRisk (20 % of its
 *   target or less left), Overdue (its due time passed) and Late (overdue by LATE_GRACE_HOURS working hours). The
 *   key is the case, the tier and its due time, so a due time set again by an edit may escalate again, and
 *   nothing else does.
 * - Only the tier the case is in now: a case found already Overdue is not also told as AtRisk, one found Late not
 *   also as Overdue.
 * - AtRisk: to its assigned provider; while unassigned, to every active admin. Overdue: to the assigned provider
 *   and every active admin (the admins on duty). Late: to the facility's active users, with the new expected time
 *   (`expectedAt`: a grace after the notice is sent, never a time already past). No recipients → still marked sent, so people added later are not flooded with old cases.
 */
import {
  AT_RISK_SHARE,
  addWorkingHours,
  dayOf,
  dueState,
  workingMsBetween,
  type DueState,
} from '../../contracts/turnaround';

/**
 * How long past its due time, in working hours (docs/turnaround.md's calendar), a case goes before its facility
 * is told it is late and when to expect it: one business day.
 */
export const LATE_GRACE_HOURS = 24;

/** The tiers, in the order a case enters them. */
export const ESCALATION_TIERS = ['AtRisk', 'Overdue', 'Late'] as const;
export type EscalatedState = (typeof ESCALATION_TIERS)[number];

/** What the rule reads of a case. */
export interface EscalatableCase {
  caseID: string;
  status: 'Draft' | 'Available' | 'Assigned' | 'SignOutCompleted' | 'Cancelled';
  sentOutAt: string | null;
  dueAt: string | null;
  /** The provider's user id while the case is assigned; null otherwise. */
  assignedProviderId: string | null;
  /** The facility account that sent it out (its users hear of it once Late). */
  facilityId: string;
}

export interface EscalationInput {
  cases: readonly EscalatableCase[];
  /** Keys (escalationKey) of the escalations already sent. */
  sent: Pick<ReadonlySet<string>, 'has'>;
  /** Ids of the active admins, who hear of unassigned cases and of every case overdue. */
  admins: readonly string[];
  /** Ids of a facility's active users, who hear of its cases Late. */
  facilityUsers: (facilityId: string) => readonly string[];
  now: Date;
  holidays: ReadonlySet<string>;
}

export interface Escalation {
  key: string;
  caseID: string;
  state: EscalatedState;
  dueAt: string;
  recipients: string[];
  /** Late only: when the case is now expected (LATE_GRACE_HOURS working hours after the tier began). */
  expectedAt?: string;
}

export const escalationKey = (caseID: string, state: EscalatedState, dueAt: string) =>
  `${caseID}|${state}|${dueAt}`;

/** Open for escalation: sent out and neither signed out nor cancelled. */
export const isOpen = (item: EscalatableCase) => item.status === 'Available' || item.status === 'Assigned';

/** When a case due at `dueAt` (ISO) becomes Late (ms): LATE_GRACE_HOURS working hours after it. */
export const lateMoment = (dueAt: string, holidays: ReadonlySet<string>) =>
  addWorkingHours(new Date(dueAt), LATE_GRACE_HOURS, holidays).getTime();

/** The tier a case is in now, if it is one that escalates. */
export function escalatedState(
  item: EscalatableCase,
  now: Date,
  holidays: ReadonlySet<string>,
): EscalatedState | null {
  if (!isOpen(item) || !item.sentOutAt || !item.dueAt) return null;
  const state: DueState = dueState(
    { sentOutAt: new Date(item.sentOutAt), dueAt: new Date(item.dueAt) },
    now,
    holidays,
  );
  if (state === 'OnTime') return null;
  return state === 'Overdue' && now.getTime() >= lateMoment(item.dueAt, holidays) ? 'Late' : state;
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
): { atRisk: number; overdue: number; late: number } | null {
  if (!isOpen(item) || !item.sentOutAt || !item.dueAt) return null;
  const sentOut = Date.parse(item.sentOutAt);
  const overdue = Date.parse(item.dueAt);
  // dueState: AtRisk when `left <= target * AT_RISK_SHARE`; `left` is whole ms, so at most the floor of that.
  const target = workingMsBetween(new Date(sentOut), new Date(overdue), holidays);
  const budget = Math.floor(target * AT_RISK_SHARE);
  return {
    atRisk: Math.min(overdue, lastWorkingMsBefore(overdue, budget, holidays)),
    overdue,
    late: lateMoment(item.dueAt, holidays),
  };
}

/** Who hears of a case in `state`. */
function recipientsOf(
  item: EscalatableCase,
  state: EscalatedState,
  admins: readonly string[],
  facilityUsers: EscalationInput['facilityUsers'],
): string[] {
  const provider = item.status === 'Assigned' ? item.assignedProviderId : null;
  if (state === 'Late') return [...new Set(facilityUsers(item.facilityId))];
  if (state === 'AtRisk' && provider) return [provider];
  return [...new Set([...(provider ? [provider] : []), ...admins])];
}

export function escalationsDue({
  cases,
  sent,
  admins,
  facilityUsers,
  now,
  holidays,
}: EscalationInput): Escalation[] {
  const due: Escalation[] = [];
  const seen = new Set<string>();
  for (const item of cases) {
    const state = escalatedState(item, now, holidays);
    if (!state) continue;
    const key = escalationKey(item.caseID, state, item.dueAt!);
    if (sent.has(key) || seen.has(key)) continue;
    seen.add(key);
    const recipients = recipientsOf(item, state, admins, facilityUsers);
    const escalation: Escalation = { key, caseID: item.caseID, state, dueAt: item.dueAt!, recipients };
    if (state === 'Late') {
      // A grace from when the facility is told, not from when the tier began: a sweep that comes late (the
      // server was down over a weekend) must not name a time already past.
      const told = new Date(Math.max(lateMoment(item.dueAt!, holidays), now.getTime()));
      escalation.expectedAt = addWorkingHours(told, LATE_GRACE_HOURS, holidays).toISOString();
    }
    due.push(escalation);
  }
  return due;
}
