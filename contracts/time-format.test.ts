import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeLines, formatDateTime, inTimeZone, knownTimeZone, timeZoneChoices } from './time-format';

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

describe('a time in a narrow list cell (the Due and Created columns)', () => {
  it('keeps the year, this year’s too, and names the zone: a day line and a time line', () => {
    // The day a worklist in New York reads before the end of daylight saving time, and one after it.
    expect(dateTimeLines(formatDateTime('2026-09-28T04:00:00.000Z', 'America/New_York'))).toEqual({
      day: '09/28/2026',
      time: '12:00 AM',
      zone: 'EDT',
      long: false,
    });
    expect(dateTimeLines(formatDateTime('2026-11-27T14:39:00.000Z', 'America/New_York'))).toEqual({
      day: '11/27/2026',
      time: '09:39 AM',
      zone: 'EST',
      long: false,
    });
    // New Year's Eve in New York is still the old year there, though already the next in UTC.
    expect(dateTimeLines(formatDateTime('2027-01-01T03:00:00.000Z', 'America/New_York')).day).toBe(
      '12/31/2026',
    );
  });

  it('is the whole text, MM/DD/YYYY first, in any zone at any time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          const whole = formatDateTime(ms, zone);
          const { day, time, zone: named } = dateTimeLines(whole);
          expect(`${day} ${time} ${named}`).toBe(whole);
          expect(day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          expect(time).toMatch(/^\d{2}:\d{2} [AP]M$/);
          // The notice the backend writes in UTC, read in the reader's zone, names the zone the cell names.
          const notice = inTimeZone(`Case X is due ${formatDateTime(ms, 'UTC')}.`, zone);
          expect(notice).toBe(`Case X is due ${day} ${time} ${named}.`);
        },
      ),
    );
  });
});

describe('a zone longer than an abbreviation', () => {
  it('is one without a short name in en-US: an offset from GMT', () => {
    const at = '2026-11-27T14:39:00.000Z';
    const long = (zone: string) => dateTimeLines(formatDateTime(at, zone)).long;
    expect(long('America/New_York')).toBe(false);
    expect(long('America/Anchorage')).toBe(false);
    expect(long('UTC')).toBe(false);
    expect(long('Asia/Kolkata')).toBe(true);
    expect(long('Europe/Berlin')).toBe(true);
    expect(dateTimeLines(formatDateTime(at, 'Asia/Kolkata')).zone).toBe('GMT+5:30');
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
