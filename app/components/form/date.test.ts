import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDateAsTyped, parseUsDate, toUsDate, usDateSchema } from './date';
import { FORM_MESSAGES } from './messages';

describe('parseUsDate', () => {
  it('reads MM/DD/YYYY and ISO dates into ISO', () => {
    expect(parseUsDate('01/31/1980')).toBe('1980-01-31');
    expect(parseUsDate('1/5/2026')).toBe('2026-01-05');
    expect(parseUsDate('2026-02-28')).toBe('2026-02-28');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const text of [
      '02/30/2026',
      '13/01/2026',
      '00/10/2026',
      '02/29/2025',
      '31/01/1980',
      '1980',
      '',
      'x',
    ]) {
      expect(parseUsDate(text)).toBeNull();
    }
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
  });
});

describe('usDateSchema', () => {
  it('gives the ISO date or the date sentence', () => {
    const schema = z.object({ birthDate: usDateSchema });
    expect(schema.parse({ birthDate: '07/04/1990' })).toEqual({ birthDate: '1990-07-04' });
    const failed = schema.safeParse({ birthDate: '07/40/1990' });
    expect(failed.success ? null : failed.error.issues[0]!.message).toBe(FORM_MESSAGES.date);
  });
});

describe('toUsDate and formatDateAsTyped', () => {
  it('shows ISO dates and timestamps as MM/DD/YYYY', () => {
    expect(toUsDate('1990-07-04')).toBe('07/04/1990');
    expect(toUsDate('2026-11-22T09:00:00.000Z')).toBe('11/22/2026');
    expect(toUsDate(null)).toBe('');
  });

  it('adds the slashes as the digits come', () => {
    expect(['0', '07', '070', '0704', '07041', '07041990'].map(formatDateAsTyped)).toEqual([
      '0',
      '07',
      '07/0',
      '07/04',
      '07/04/1',
      '07/04/1990',
    ]);
    expect(formatDateAsTyped('07/')).toBe('07/');
  });
});
