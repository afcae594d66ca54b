/**
 * The dashboard's clock-dependent figures as running totals, kept over the windows of ./time-window.ts:
 * the cases signed out in the last 30 days (the wall-clock median turnaround, on time % by facility and provider,
 * the on time % and median working hours per case type and per priority within it) and the open cases overdue now (due time at or before the clock). They
 * answer what `turnaround` (./charts.ts) and `dueTimeFigures` (./due-times.ts) answer over every case, at the cost
 * of the entries the windows crossed since the last read. A row is named as the last case counted under its id
 * names it (the scan: the first), the same while the cases carry one name per facility or provider. Pure.
 */
import { workingMsBetween } from '../../contracts/turnaround';
import type { CasePriority } from '../../contracts/turnaround';
import {
  byCountThenName,
  caseTypeTurnaround,
  percent,
  tallyKeys,
  tenths,
  type Named,
  type OnTimeRow,
  type OverdueRow,
} from './due-times';
import { SortedNumbers, TimeWindow, type Timed } from './time-window';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const WINDOW_DAYS = 30;

/** A case with a final report, at its sign-out time (`ms`). */
export interface SignedEntry extends Timed {
  /** NaN when it has none. */
  sentMs: number;
  dueMs: number;
  /** Counted in the on-time figures: signed out (status) with a send-out and a due time. */
  judged: boolean;
  type: string;
  priority: CasePriority;
  facility: Named;
  /** Who signed it out (or read it). */
  provider: Named | null;
  /** Its working hours sent out → signed out, as last counted (the holidays may change). */
  workingHours?: number;
}

/** An open case (Available or Assigned) with a due time, at that time (`ms`). */
export interface OverdueEntry extends Timed {
  facility: Named;
  /** Its provider while Assigned; null while unassigned. */
  provider: Named | null;
}

function tally<T extends Named>(
  rows: Map<string, T>,
  who: Named,
  make: (who: Named) => T,
  add: (row: T) => void,
) {
  let row = rows.get(who.id);
  if (!row) rows.set(who.id, (row = make(who)));
  else row.name = who.name;
  add(row);
}

export class SignedFigures {
  #wallHours = new SortedNumbers();
  #facilities = new Map<string, OnTimeRow>();
  #providers = new Map<string, OnTimeRow>();
  // Keyed by `tallyKeys`: the type, and the type with the priority.
  #hoursBy = new Map<string, SortedNumbers>();
  #metBy = new Map<string, number>();
  holidays: ReadonlySet<string> = new Set();
  readonly window = new TimeWindow<SignedEntry>((entry, sign) => this.#count(entry, sign));

  reset() {
    this.#wallHours = new SortedNumbers();
    this.#facilities.clear();
    this.#providers.clear();
    this.#hoursBy.clear();
    this.#metBy.clear();
  }

  #count(entry: SignedEntry, sign: 1 | -1) {
    if (!(entry.sentMs <= entry.ms)) return;
    const wall = (entry.ms - entry.sentMs) / HOUR_MS;
    if (sign > 0) this.#wallHours.add(wall);
    else this.#wallHours.remove(wall);
    if (!entry.judged) return;
    const met = entry.ms < entry.dueMs ? 1 : 0;
    const row = (who: Named): OnTimeRow => ({ ...who, signedOut: 0, met: 0, onTimePercent: null });
    for (const [rows, who] of [
      [this.#facilities, entry.facility],
      [this.#providers, entry.provider],
    ] as const) {
      if (!who) continue;
      tally(rows, who, row, (r) => ((r.signedOut += sign), (r.met += sign * met)));
      if (rows.get(who.id)!.signedOut === 0) rows.delete(who.id);
    }
    if (sign > 0) {
      const working = workingMsBetween(new Date(entry.sentMs), new Date(entry.ms), this.holidays);
      entry.workingHours = working / HOUR_MS;
    }
    for (const key of tallyKeys(entry.type, entry.priority)) {
      this.#metBy.set(key, (this.#metBy.get(key) ?? 0) + sign * met);
      let hours = this.#hoursBy.get(key);
      if (!hours) this.#hoursBy.set(key, (hours = new SortedNumbers()));
      if (sign > 0) hours.add(entry.workingHours!);
      else hours.remove(entry.workingHours!);
    }
  }

  /** The figures of the window ending at `now` (the window moved there first). */
  at<Type extends string>(now: Date, caseTypes: readonly Type[]) {
    this.window.moveTo(now.getTime() - WINDOW_DAYS * DAY_MS, now.getTime());
    const onTime = (rows: Map<string, OnTimeRow>) =>
      [...rows.values()]
        .map((row) => ({ ...row, onTimePercent: percent(row.met, row.signedOut) }))
        .sort(byCountThenName((row) => row.signedOut));
    return {
      turnaround: { medianHours: tenths(this.#wallHours.median()), cases: this.#wallHours.values.length },
      byFacility: onTime(this.#facilities),
      byProvider: onTime(this.#providers),
      byCaseType: caseTypes.map((caseType) =>
        caseTypeTurnaround(caseType, (key) => {
          const hours = this.#hoursBy.get(key);
          return (
            hours && { cases: hours.values.length, met: this.#metBy.get(key) ?? 0, median: hours.median() }
          );
        }),
      ),
    };
  }
}

export class OverdueFigures {
  #total = 0;
  #unassigned = 0;
  #facilities = new Map<string, OverdueRow>();
  #providers = new Map<string, OverdueRow>();
  readonly window = new TimeWindow<OverdueEntry>((entry, sign) => this.#count(entry, sign));

  reset() {
    [this.#total, this.#unassigned] = [0, 0];
    this.#facilities.clear();
    this.#providers.clear();
  }

  #count(entry: OverdueEntry, sign: 1 | -1) {
    this.#total += sign;
    const row = (who: Named): OverdueRow => ({ ...who, overdue: 0 });
    for (const [rows, who] of [
      [this.#facilities, entry.facility],
      [this.#providers, entry.provider],
    ] as const) {
      if (!who) continue;
      tally(rows, who, row, (r) => void (r.overdue += sign));
      if (rows.get(who.id)!.overdue === 0) rows.delete(who.id);
    }
    if (!entry.provider) this.#unassigned += sign;
  }

  /** The open cases overdue at `now`: due at or before it. */
  at(now: Date) {
    this.window.moveTo(-Infinity, now.getTime());
    const rows = (map: Map<string, OverdueRow>) =>
      [...map.values()].map((row) => ({ ...row })).sort(byCountThenName((row) => row.overdue));
    return {
      total: this.#total,
      unassigned: this.#unassigned,
      byFacility: rows(this.#facilities),
      byProvider: rows(this.#providers),
    };
  }
}
