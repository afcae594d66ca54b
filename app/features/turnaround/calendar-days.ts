/**
 * The holidays' calendar (/admin/turnaround): the days of a year as month grids, a day's full name, and
 * where the arrow keys move. Days are ISO dates ('2026-12-25'), whole UTC days as the business-day calendar counts
 * them (docs/turnaround.md); weeks start on Sunday, as a US wall calendar does. Pure, so the server renders the
 * same grid the browser shows.
 */

const DAY_MS = 86_400_000;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The ISO day of `year`, `month` (0–11) and `day` (1–31, may overflow into the next month). */
export const isoDay = (year: number, month: number, day: number) => isoOf(Date.UTC(year, month, day));

/** The day `days` after `iso` (before it when negative). */
export const addDays = (iso: string, days: number) => isoOf(msOf(iso) + days * DAY_MS);

/** 'Friday, December 25, 2026': a day button's name, the weekday and the date in words. */
export function dayLabel(iso: string): string {
  const date = new Date(msOf(iso));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The year of an ISO day. */
export const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * The years the holidays' calendar shows, in order, each once: `first` (this year), every year a day of `listed`
 * falls in (the next year's holidays are shown as this year's are), and any the admin `opened`.
 */
export function calendarYears(first: number, listed: Iterable<string>, opened: Iterable<number>): number[] {
  const years = new Set([first, ...[...listed].map(yearOf), ...opened]);
  return [...years].sort((a, b) => a - b);
}

/** Whether a day is a Saturday or a Sunday (no working hours count then, holiday or not). */
export const isWeekend = (iso: string) => [0, 6].includes(new Date(msOf(iso)).getUTCDay());

/** A month as a wall calendar shows it: weeks of seven cells, Sunday first, null outside the month. */
export function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: Array<string | null> = [
    ...Array<null>(first).fill(null),
    ...Array.from({ length }, (_, i) => isoDay(year, month, i + 1)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The same day `months` later (the month's last day when it has fewer days). */
function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDay(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, last));
}

/**
 * Where a key moves the focus from `iso` (a date picker's keys, WAI-ARIA APG): the arrows a day or a week,
 * Home and End the week's Sunday and Saturday, Page Up and Page Down a month; null for any other key.
 */
export function moveDay(iso: string, key: string): string | null {
  const weekday = new Date(msOf(iso)).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekday);
    case 'End':
      return addDays(iso, 6 - weekday);
    case 'PageUp':
      return addMonths(iso, -1);
    case 'PageDown':
      return addMonths(iso, 1);
    default:
      return null;
  }
}
