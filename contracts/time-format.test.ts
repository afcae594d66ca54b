import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatShortDateTime,
  inTimeZone,
  knownTimeZone,
  timeZoneChoices,
  zoneIsLong,
} from './time-format';

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Sydney',
];

describe('the one way to write a time', () => {
  it('writes MM/DD/YYYY, 12-hour time and the zone named, in the zone asked', () => {
    expect(formatDateTime('2027-03-01T12:00:00.000Z', 'UTC')).toBe('03/01/2027 12:00 PM UTC');
    expect(formatDateTime('2027-03-01T12:00:00.000Z', 'America/New_York')).toBe('03/01/2027 07:00 AM EST');
    expect(formatDateTime('2027-03-01T12:00:00.000Z', 'Not/AZone')).toBe('03/01/2027 12:00 PM UTC');
    expect(formatDateTime(null)).toBe('N/A');
  });

  it('a notice written in UTC reads in the reader’s zone exactly as a list writes the same time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          const notice = `Case X is due ${formatDateTime(ms, 'UTC')}, with 20 % left.`;
          expect(inTimeZone(notice, zone)).toBe(`Case X is due ${formatDateTime(ms, zone)}, with 20 % left.`);
        },
      ),
    );
  });

  it('leaves other text alone', () => {
    expect(inTimeZone('No time here: 12:00 UTC, 2027-03-01.', 'Europe/Berlin')).toBe(
      'No time here: 12:00 UTC, 2027-03-01.',
    );
  });
});

describe('the short form of a time (a list’s Due cell)', () => {
  const NOW = Date.parse('2026-11-27T09:00:00.000Z');

  it('names the zone and drops the year when it is this year in the reader’s zone', () => {
    expect(formatShortDateTime('2026-11-28T14:30:00.000Z', 'UTC', NOW)).toBe('11/28 02:30 PM UTC');
    expect(formatShortDateTime('2027-01-02T14:30:00.000Z', 'UTC', NOW)).toBe('01/02/2027 02:30 PM UTC');
    expect(formatShortDateTime('2025-11-28T14:30:00.000Z', 'UTC', NOW)).toBe('11/28/2025 02:30 PM UTC');
    // A worklist in New York lists cases due before and after the end of daylight saving time: each row says
    // which, as the notice of the same case does.
    expect(formatShortDateTime('2026-09-28T04:00:00.000Z', 'America/New_York', NOW)).toBe(
      '09/28 12:00 AM EDT',
    );
    expect(formatShortDateTime('2026-11-27T14:39:00.000Z', 'America/New_York', NOW)).toBe(
      '11/27 09:39 AM EST',
    );
    // New Year's Eve in New York is already the next year in UTC: the zone's own year counts.
    const eve = Date.parse('2027-01-01T03:00:00.000Z');
    expect(formatShortDateTime(eve, 'America/New_York', eve)).toBe('12/31 10:00 PM EST');
    expect(formatShortDateTime(null, 'UTC', NOW)).toBe('N/A');
  });

  it('is the whole text less “/YYYY” of the current year, its zone named as the notice names it, in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, now, zone) => {
          const whole = formatDateTime(ms, zone);
          const short = formatShortDateTime(ms, zone, now);
          const thisYear = whole.slice(6, 10) === formatDateTime(now, zone).slice(6, 10);
          expect(short).toBe(thisYear ? whole.replace(`/${whole.slice(6, 10)}`, '') : whole);
          // The notice the backend writes in UTC, read in the reader's zone, ends as the list's cell does.
          const notice = inTimeZone(`Case X is due ${formatDateTime(ms, 'UTC')}.`, zone);
          expect(notice.endsWith(`${short.slice(short.indexOf(' '))}.`)).toBe(true);
          expect(short.slice(short.lastIndexOf(' ') + 1)).toBe(whole.slice(whole.lastIndexOf(' ') + 1));
        },
      ),
    );
  });
});

describe('a zone longer than an abbreviation (zoneIsLong)', () => {
  it('is one without a short name in en-US: an offset from GMT', () => {
    const at = '2026-11-27T14:39:00.000Z';
    expect(zoneIsLong(formatDateTime(at, 'America/New_York'))).toBe(false);
    expect(zoneIsLong(formatDateTime(at, 'America/Anchorage'))).toBe(false);
    expect(zoneIsLong(formatDateTime(at, 'UTC'))).toBe(false);
    expect(zoneIsLong(formatShortDateTime(at, 'Asia/Kolkata', Date.parse(at)))).toBe(true);
    expect(zoneIsLong(formatShortDateTime(at, 'Europe/Berlin', Date.parse(at)))).toBe(true);
  });
});

describe('a user’s time zone (decision 121)', () => {
  it('knows every zone offered, by its own name, UTC first', () => {
    const choices = timeZoneChoices();
    expect(choices[0]).toBe('UTC');
    expect(choices).toContain('America/New_York');
    for (const zone of choices) expect(knownTimeZone(zone)).toBe(zone);
  });

  it('names a link by its zone, and knows nothing else', () => {
    expect(knownTimeZone('US/Eastern')).toBe('America/New_York');
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (text) => {
        const known = knownTimeZone(`Nowhere/${text}`);
        expect(known).toBeNull();
      }),
    );
    for (const name of ['', 'Mars/Olympus', '+05:00', 'America/New_York ', 'x'.repeat(65)])
      expect(knownTimeZone(name)).toBeNull();
  });
});
