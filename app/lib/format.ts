/**
 * Display helpers of spec 5: dates as MM/DD/YYYY with 12-hour time and a time-zone abbreviation ('N/A' when
 * invalid or empty), and text with any HTML tags stripped. Pure, so the server and the browser agree.
 */

export const NOT_AVAILABLE = 'N/A';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formatted dates by zone and instant: formatToParts is the costly part of rendering a list's dates. */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 5_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * '10/02/2026 09:30 AM UTC'. `timeZone` is an IANA name; an unknown one falls back to UTC rather than failing
 * the page.
 */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone = 'UTC'): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return NOT_AVAILABLE;
  const key = `${timeZone} ${time}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const parts = formatterFor(isTimeZone(timeZone) ? timeZone : 'UTC').formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    text = `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
    // Bounded: a server formats the same few thousand dates over and over; forget them all past the bound.
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** The text of a string that may carry HTML: tags removed, whitespace collapsed. */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cents as US dollars: 184500 → '$1,845.00'. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
