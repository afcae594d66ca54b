/**
 * A provider's turnaround: hours from a case's assignment (the pick-up) to its sign-out, for the cases signed
 * out within the last 30 days; the dashboard shows the median and how many cases it is over. Pure, so the rule
 * is tested on its own (turnaround.test.ts).
 */
export const TURNAROUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface SignedOutCase {
  assignedAt: string | null;
  signedOutAt: string | null;
}

export interface Turnaround {
  /** Median hours, one decimal; null when no case was signed out in the window. */
  medianHours: number | null;
  /** The cases it is measured over. */
  cases: number;
  windowDays: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The start of the window: cases signed out at or after it count. */
export const windowStart = (now: number) => now - TURNAROUND_WINDOW_DAYS * DAY_MS;

export function turnaroundOf(cases: readonly SignedOutCase[], now: number): Turnaround {
  const from = windowStart(now);
  const hours: number[] = [];
  for (const { assignedAt, signedOutAt } of cases) {
    const assigned = assignedAt ? Date.parse(assignedAt) : NaN;
    const signed = signedOutAt ? Date.parse(signedOutAt) : NaN;
    if (Number.isNaN(assigned) || Number.isNaN(signed) || signed < from || signed > now || signed < assigned)
      continue;
    hours.push((signed - assigned) / HOUR_MS);
  }
  const middle = median(hours);
  return {
    medianHours: middle === null ? null : Math.round(middle * 10) / 10,
    cases: hours.length,
    windowDays: TURNAROUND_WINDOW_DAYS,
  };
}
