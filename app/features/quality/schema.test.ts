import { describe, expect, it } from 'vitest';
import { formValuesOf, periodOf, periodTotalText, ratesForm } from './schema';

const parse = (ratePercent: string) =>
  ratesForm.safeParse({ rates: [{ caseType: 'cytology', ratePercent }] });

describe('the rates form', () => {
  it('reads a rate from 0 to 100 %, one decimal at most', () => {
    for (const [typed, value] of [
      ['0', 0],
      ['5', 5],
      ['2.5', 2.5],
      ['100', 100],
      [' 12 % ', 12],
    ] as const) {
      const parsed = parse(typed);
      expect(parsed.success && parsed.data.rates[0]!.ratePercent).toBe(value);
    }
  });

  it('refuses anything else with the API’s sentence', () => {
    for (const typed of ['101', '-1', '', 'five', '2.55', '1e2']) {
      const parsed = parse(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => i.message)).toEqual(['Enter a rate from 0 to 100 %.']);
    }
  });

  it('starts from the stored rates as text', () => {
    const values = formValuesOf({
      rates: [{ caseType: 'surgical', ratePercent: 12.5 }],
      updatedAt: null,
      updatedBy: null,
    });
    expect(values).toEqual({ rates: [{ caseType: 'surgical', ratePercent: '12.5' }] });
  });
});

describe('the period', () => {
  const at = (query: string) => periodOf(new URL(`http://x/admin/quality${query}`));
  it('is both days, one, or neither (the API’s default)', () => {
    expect(at('?from=2026-09-01&to=2026-11-15')).toEqual({
      from: '2026-09-01',
      to: '2026-11-15',
      error: null,
    });
    expect(at('')).toEqual({ from: undefined, to: undefined, error: null });
  });

  it('says what is wrong with a bad day or an end before the start', () => {
    expect(at('?from=11/01/2026').error).toBe('Enter a day as YYYY-MM-DD.');
    expect(at('?from=2026-11-02&to=2026-11-01').error).toBe('The end of the period is before its start.');
  });
});

describe("the period's totals", () => {
  it('write the days MM/DD/YYYY, as every date of the product, not as the API sends them', () => {
    expect(
      periodTotalText({
        from: '2025-11-28',
        to: '2026-11-27',
        total: { reviews: 24, agreePercent: 87.5, minor: 2, major: 1 } as never,
      }),
    ).toBe('11/28/2025 to 11/27/2026: 24 reviews graded, 87.5 % agree, 2 minor and 1 major discrepancy.');
  });
});
