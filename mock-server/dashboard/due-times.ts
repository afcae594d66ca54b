/**
 * The dashboard's turnaround figures against due times (DueTimeFigures in openapi.yaml): on time %
 * over the window by facility and by provider, on time % and the median working hours per case type and per
 * priority within it, and the open cases overdue now. A pure function of the cases and the clock; docs/notifications.md says what counts.
 */
import { dueState, workingMsBetween, type CasePriority } from '../../contracts/turnaround';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Named {
  id: string;
  name: string;
}

/** What the figures read of a case. */
export interface FigureCase {
  status: 'Draft' | 'Available' | 'Assigned' | 'SignOutCompleted' | 'Cancelled';
  type: string;
  priority: CasePriority;
  facility: Named;
  /** Who is reading it (open cases) or who signed it out (signed-out cases); null while unassigned. */
  provider: Named | null;
  sentOutAt: string | null;
  dueAt: string | null;
  signedOutAt: string | null;
}

export interface OnTimeRow extends Named {
  signedOut: number;
  met: number;
  onTimePercent: number | null;
}

export interface OverdueRow extends Named {
  overdue: number;
}

/** Percent of `part` in `whole`, one decimal, within 0–100; null for an empty whole. */
export const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.min(100, Math.max(0, Math.round((part / whole) * 1000) / 10));

/** The median of a list of numbers (mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Hours to one decimal; null stays null. */
export const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Something of each priority, most urgent first: the order a case type's `byPriority` lists them in. */
export const byUrgency = <T>(one: (priority: CasePriority) => T): [T, T, T] => [
  one('STAT'),
  one('Rush'),
  one('Routine'),
];

/** What was counted of one group of judged cases: how many, how many met, their working hours' median. */
export interface Tallied {
  cases: number;
  met: number;
  median: number | null;
}

/**
 * Where a case's working hours and met are counted: under its type (the type's totals) and under its type and
 * priority (the figures beside that one target).
 */
export const tallyKeys = (type: string, priority: CasePriority) => [type, `${type} ${priority}`] as const;

/**
 * One case type's figures (CaseTypeTurnaround): its totals and every priority's, from what was counted under each
 * key of `tallyKeys` (`counted(key)`, undefined when nothing was).
 */
export function caseTypeTurnaround<Type extends string>(
  caseType: Type,
  counted: (key: string) => Tallied | undefined,
) {
  const figures = ({ cases, met, median: middle }: Tallied = { cases: 0, met: 0, median: null }) => ({
    cases,
    met,
    onTimePercent: percent(met, cases),
    medianWorkingHours: tenths(middle),
  });
  return {
    caseType,
    ...figures(counted(caseType)),
    byPriority: byUrgency((priority) => ({
      priority,
      ...figures(counted(tallyKeys(caseType, priority)[1])),
    })),
  };
}

export const byCountThenName =
  <T extends Named>(count: (row: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

function tally<T extends Named>(rows: Map<string, T>, who: Named, make: (who: Named) => T): T {
  let row = rows.get(who.id);
  if (!row) rows.set(who.id, (row = make(who)));
  return row;
}

export function dueTimeFigures<Type extends string>(
  cases: readonly FigureCase[],
  now: Date,
  holidays: ReadonlySet<string>,
  caseTypes: readonly Type[],
  windowDays = 30,
) {
  const since = now.getTime() - windowDays * DAY_MS;
  const facilities = new Map<string, OnTimeRow>();
  const providers = new Map<string, OnTimeRow>();
  // Keyed by `tallyKeys`: the type, and the type with the priority.
  const hoursBy = new Map<string, number[]>();
  const metBy = new Map<string, number>();
  const overdueFacilities = new Map<string, OverdueRow>();
  const overdueProviders = new Map<string, OverdueRow>();
  const onTimeRow = (who: Named): OnTimeRow => ({ ...who, signedOut: 0, met: 0, onTimePercent: null });
  const overdueRow = (who: Named): OverdueRow => ({ ...who, overdue: 0 });
  let overdueTotal = 0;
  let unassigned = 0;

  for (const item of cases) {
    if (!item.sentOutAt || !item.dueAt) continue;
    const sentOut = new Date(item.sentOutAt);
    const due = new Date(item.dueAt);
    if (item.status === 'SignOutCompleted' && item.signedOutAt) {
      const signed = Date.parse(item.signedOutAt);
      if (signed < since || signed > now.getTime() || signed < sentOut.getTime()) continue;
      const met = signed < due.getTime() ? 1 : 0;
      for (const [rows, who] of [
        [facilities, item.facility],
        [providers, item.provider],
      ] as const) {
        if (!who) continue;
        const row = tally(rows, who, onTimeRow);
        row.signedOut += 1;
        row.met += met;
      }
      const hours = workingMsBetween(sentOut, new Date(signed), holidays) / HOUR_MS;
      for (const key of tallyKeys(item.type, item.priority)) {
        let list = hoursBy.get(key);
        if (!list) hoursBy.set(key, (list = []));
        list.push(hours);
        metBy.set(key, (metBy.get(key) ?? 0) + met);
      }
    } else if (item.status === 'Available' || item.status === 'Assigned') {
      if (dueState({ sentOutAt: sentOut, dueAt: due }, now, holidays) !== 'Overdue') continue;
      overdueTotal += 1;
      tally(overdueFacilities, item.facility, overdueRow).overdue += 1;
      if (item.provider) tally(overdueProviders, item.provider, overdueRow).overdue += 1;
      else unassigned += 1;
    }
  }

  const onTime = (rows: Map<string, OnTimeRow>) =>
    [...rows.values()]
      .map((row) => ({ ...row, onTimePercent: percent(row.met, row.signedOut) }))
      .sort(byCountThenName((row) => row.signedOut));
  const overdue = (rows: Map<string, OverdueRow>) =>
    [...rows.values()].sort(byCountThenName((row) => row.overdue));
  return {
    windowDays,
    byFacility: onTime(facilities),
    byProvider: onTime(providers),
    byCaseType: caseTypes.map((caseType) =>
      caseTypeTurnaround(caseType, (key) => {
        const hours = hoursBy.get(key);
        return hours && { cases: hours.length, met: metBy.get(key) ?? 0, median: median(hours) };
      }),
    ),
    overdue: {
      total: overdueTotal,
      unassigned,
      byFacility: overdue(overdueFacilities),
      byProvider: overdue(overdueProviders),
    },
  };
}
