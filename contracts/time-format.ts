/**
 * The one way a time is written (spec 5): MM/DD/YYYY, 12-hour time and the zone named,
 * '10/02/2026 09:30 AM UTC', in the reader's time zone where it is known. Shared by the app (lists, the audit
 * trail, notices: app/lib/format.ts, ~/components/ui/date-time.tsx) and the mock (the notices and e-mails it
 * writes, in each recipient's zone, UTC while they have none: decision 121). Pure, so the server and the browser
 * agree.
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
 * The IANA name `name` stands for, as the runtime spells it ('Asia/Kolkata' may read back 'Asia/Calcutta'), or
 * null when the runtime does not know it (decision 121): in `Intl.supportedValuesOf('timeZone')`, or a name a
 * formatter accepts ('UTC', 'Etc/GMT+5' and other links the list leaves out). The one check of a user's zone.
 */
export function knownTimeZone(name: string): string | null {
  if (!/^[A-Za-z0-9_+/-]{1,64}$/.test(name)) return null;
  try {
    // Not through formatterFor: the cache would keep a formatter per spelling a caller sends ('utc', 'uTc'…).
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every zone a user may choose, UTC first (the runtime's list leaves UTC out). */
export function timeZoneChoices(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...listed.filter((zone) => zone !== 'UTC')];
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

/** The times this format writes in UTC, as a pattern (a notice's text rewritten in the reader's zone). */
export const UTC_TIME_PATTERN = /\b(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM) UTC\b/g;

/** A text's UTC times (as this format writes them) in `timeZone`: a notice reads as the lists do. */
export function inTimeZone(text: string, timeZone: string): string {
  return text.replace(
    UTC_TIME_PATTERN,
    (whole, mm: string, dd: string, yyyy: string, hh: string, min: string, period: string) => {
      const hour = (Number(hh) % 12) + (period === 'PM' ? 12 : 0);
      const ms = Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, Number(min));
      return Number.isNaN(ms) ? whole : formatDateTime(ms, timeZone);
    },
  );
}

/**
 * A written time as the lines a narrow list cell may give it (the Created and Due columns, docs/ui-kit.md
 * "Fitting 1280 px"): its day, its time and its zone, '09/28/2026', '12:00 AM', 'EDT'. Nothing is left out to
 * make a column narrow: the year stays whichever it is (spec 5 writes MM/DD/YYYY), the zone is named on every row
 * (a worklist holds rows on either side of a daylight-saving change, and the notice of the same case names it),
 * and the parts read together are the whole text, which is what a screen reader reads. `long`: the zone is longer
 * than an abbreviation ('GMT+5:30', 'GMT+1': en-US names none for India or Germany) and may take a line of its own
 * rather than widen the table past the screen.
 */
export function dateTimeLines(text: string): { day: string; time: string; zone: string; long: boolean } {
  const space = text.indexOf(' ');
  const last = text.lastIndexOf(' ');
  const zone = text.slice(last + 1);
  return { day: text.slice(0, space), time: text.slice(space + 1, last), zone, long: zone.length > 4 };
}

/** 'YYYY-MM-DD' (or a full ISO timestamp) → 'MM/DD/YYYY' (a field's initial value, a date of birth); '' when absent. */
export function toUsDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
