/**
 * Turnaround clocks (docs/turnaround.md): when a case sent out falls due, and where it stands against
 * that time. Pure rules, shared by the mock backend (which sets and reports due times), the conformance command
 * (which checks a backend's) and the pages.
 *
 * The calendar: time counts on business days only, all 24 hours of them, in UTC. A business day is a Monday to
 * Friday that is not a listed holiday. A target of 24 working hours set on a Friday at 15:00 falls due on Monday
 * at 15:00; one set on a Saturday starts counting on Monday at 00:00.
 */

export const CASE_PRIORITIES = ['Routine', 'Rush', 'STAT'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];
export const DEFAULT_PRIORITY: CasePriority = 'Routine';

export type DueState = 'OnTime' | 'AtRisk' | 'Overdue';

/** A case is at risk when this share of its target, or less, is left. */
export const AT_RISK_SHARE = 0.2;

/** The longest target an admin may set, in working hours (a quarter of a year of business days). */
export const MAX_TARGET_HOURS = 1_500;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The day of `ms` as a holiday is listed: `YYYY-MM-DD` (UTC). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function isBusinessDay(dayStartMs: number, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(dayStartMs).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(dayOf(dayStartMs));
}

const startOfDay = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** When `hours` working hours after `start` have passed. */
export function addWorkingHours(start: Date, hours: number, holidays: ReadonlySet<string>): Date {
  let left = Math.max(0, hours) * HOUR_MS;
  let at = start.getTime();
  // Ends: holidays are finite, so business days keep coming.
  for (;;) {
    const dayEnd = startOfDay(at) + DAY_MS;
    if (isBusinessDay(startOfDay(at), holidays)) {
      if (at + left <= dayEnd) return new Date(at + left);
      left -= dayEnd - at;
    }
    at = dayEnd;
  }
}

/** Working milliseconds from `from` to `to` (0 when `to` is not after `from`). */
export function workingMsBetween(from: Date, to: Date, holidays: ReadonlySet<string>): number {
  let total = 0;
  const end = to.getTime();
  for (let at = from.getTime(); at < end;) {
    const dayEnd = Math.min(startOfDay(at) + DAY_MS, end);
    if (isBusinessDay(startOfDay(at), holidays)) total += dayEnd - at;
    at = dayEnd;
  }
  return total;
}

/**
 * Where a case stands at `now`: Overdue from its due time on, AtRisk when AT_RISK_SHARE of its target or less is
 * left, OnTime before that. A case signed out (`signedOutAt`) is judged at its sign-out instead, and met is met:
 * OnTime or Overdue for good, never AtRisk.
 */
export function dueState(
  clock: { sentOutAt: Date; dueAt: Date; signedOutAt?: Date },
  now: Date,
  holidays: ReadonlySet<string>,
): DueState {
  const at = clock.signedOutAt ?? now;
  if (at.getTime() >= clock.dueAt.getTime()) return 'Overdue';
  if (clock.signedOutAt) return 'OnTime';
  const target = workingMsBetween(clock.sentOutAt, clock.dueAt, holidays);
  const left = workingMsBetween(at, clock.dueAt, holidays);
  return left <= target * AT_RISK_SHARE ? 'AtRisk' : 'OnTime';
}
