import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE, formatDateTime, plainText } from './format';

describe('formatDateTime (spec 5)', () => {
  it('shows MM/DD/YYYY, 12-hour time and the time-zone abbreviation', () => {
    expect(formatDateTime('2026-10-02T09:30:00.000Z')).toBe('10/02/2026 09:30 AM UTC');
    expect(formatDateTime('2026-10-02T21:05:00.000Z')).toBe('10/02/2026 09:05 PM UTC');
  });

  it('writes midnight and noon as 12, not 00', () => {
    expect(formatDateTime('2026-01-05T00:15:00.000Z')).toBe('01/05/2026 12:15 AM UTC');
    expect(formatDateTime('2026-01-05T12:00:00.000Z')).toBe('01/05/2026 12:00 PM UTC');
  });

  it('converts to the given time zone, with its abbreviation (summer and winter time)', () => {
    expect(formatDateTime('2026-07-01T16:00:00.000Z', 'America/New_York')).toBe('07/01/2026 12:00 PM EDT');
    expect(formatDateTime('2026-01-01T16:00:00.000Z', 'America/New_York')).toBe('01/01/2026 11:00 AM EST');
    // The calendar day follows the zone too.
    expect(formatDateTime('2026-03-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('02/28/2026 06:00 PM PST');
  });

  it('accepts a Date or a timestamp', () => {
    const instant = Date.UTC(2026, 10, 15, 8, 0);
    expect(formatDateTime(instant)).toBe('11/15/2026 08:00 AM UTC');
    expect(formatDateTime(new Date(instant))).toBe('11/15/2026 08:00 AM UTC');
  });

  it("answers 'N/A' for an empty or invalid date", () => {
    expect(NOT_AVAILABLE).toBe('N/A');
    for (const value of [null, undefined, '', 'not a date', '2026-13-45T00:00:00Z', Number.NaN]) {
      expect(formatDateTime(value), String(value)).toBe('N/A');
    }
    expect(formatDateTime(new Date('nonsense'))).toBe('N/A');
  });

  it('falls back to UTC for an unknown time zone instead of failing the page', () => {
    expect(formatDateTime('2026-10-02T09:30:00.000Z', 'Mars/Olympus_Mons')).toBe('10/02/2026 09:30 AM UTC');
  });
});

describe('plainText (spec 5)', () => {
  it('strips HTML tags and collapses the whitespace they leave', () => {
    expect(plainText('<b>Ada</b>  <i>Lovelace</i>')).toBe('Ada Lovelace');
    expect(plainText('<script>alert(1)</script>Riverside')).toBe('alert(1) Riverside');
    expect(plainText('<img src=x onerror=alert(1)>Smith')).toBe('Smith');
  });

  it('leaves plain text alone and answers empty text for nothing', () => {
    expect(plainText('Surgical Pathology')).toBe('Surgical Pathology');
    expect(plainText('a < b')).toBe('a < b');
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
  });
});
