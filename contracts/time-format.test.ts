import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, inTimeZone } from './time-format';

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Sydney',
];

describe('the one way to write a time (issue 47)', () => {
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
