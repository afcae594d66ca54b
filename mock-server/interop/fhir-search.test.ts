/** The FHIR API's search parameters (fhir-search.ts): _lastUpdated's ranges and prefixes, and what is refused. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRange, readReportSearch } from './fhir-search';

const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('dateRange', () => {
  it('holds the instant it was written from, at every precision, and the next range starts where it ends', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 4 }), (instant, cut) => {
        const iso = instant.toISOString();
        const written = [iso.slice(0, 4), iso.slice(0, 7), iso.slice(0, 10), `${iso.slice(0, 16)}Z`, iso][
          cut
        ]!;
        const [start, end] = dateRange(written)!;
        const time = cut === 3 ? Date.parse(`${iso.slice(0, 16)}Z`) : instant.getTime();
        expect(start <= time && time < end).toBe(true);
        const after = new Date(end).toISOString();
        const next = [
          after.slice(0, 4),
          after.slice(0, 7),
          after.slice(0, 10),
          `${after.slice(0, 16)}Z`,
          after,
        ][cut]!;
        expect(dateRange(next)![0]).toBe(end);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses what is not a FHIR date: no day 31 in April, a time without a zone', () => {
    expect(dateRange('2026-04-31')).toBeNull();
    expect(dateRange('2026-13')).toBeNull();
    expect(dateRange('2026-11-27T10:00')).toBeNull();
    expect(dateRange('27/11/2026')).toBeNull();
  });
});

describe('readReportSearch', () => {
  it('the prefixes split time at the range the value stands for', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const day = instant.toISOString().slice(0, 10);
        const [start, end] = dateRange(day)!;
        const test = (prefix: string) => {
          const read = readReportSearch(new URLSearchParams({ _lastUpdated: `${prefix}${day}` }));
          if (!read.ok) throw new Error('refused');
          return read.search.updated[0]!(instant.getTime());
        };
        expect([test(''), test('eq'), test('ne'), test('ge'), test('le'), test('gt'), test('lt')]).toEqual([
          true,
          true,
          false,
          true,
          true,
          false,
          false,
        ]);
        const before = readReportSearch(new URLSearchParams({ _lastUpdated: `lt${day}` }));
        expect(before.ok && before.search.updated[0]!(start - 1)).toBe(true);
        const later = readReportSearch(new URLSearchParams({ _lastUpdated: `gt${day}` }));
        expect(later.ok && later.search.updated[0]!(end)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('names every parameter it refuses', () => {
    const read = readReportSearch(
      new URLSearchParams('status=final&_count=500&patient=Patient/a b&_lastUpdated=x'),
    );
    expect(read.ok ? [] : read.problems.flatMap((problem) => problem.expression)).toEqual([
      'status',
      '_count',
      'patient',
      '_lastUpdated',
    ]);
  });
});
