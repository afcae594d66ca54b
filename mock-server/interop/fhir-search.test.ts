/**
 * The FHIR API's search parameters (fhir-search.ts): _lastUpdated's ranges and prefixes, what is ignored (lenient)
 * or refused (strict, or a bad value either way), and what the Bundle's self link is made of.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRange, readSearch, SEARCH_PARAMETERS, SEARCHABLE_TYPES, type Search } from './fhir-search';

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

/** The search's one _lastUpdated test. */
function timeTest(search: Search) {
  const [criterion] = search.criteria;
  if (criterion?.on !== '_lastUpdated') throw new Error('no _lastUpdated');
  return criterion.test;
}

describe('readSearch', () => {
  it('the prefixes split time at the range the value stands for', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const day = instant.toISOString().slice(0, 10);
        const [start, end] = dateRange(day)!;
        const test = (prefix: string) => {
          const read = readSearch(
            'DiagnosticReport',
            new URLSearchParams({ _lastUpdated: `${prefix}${day}` }),
          );
          if (!read.ok) throw new Error('refused');
          return timeTest(read.search)(instant.getTime());
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
        const before = readSearch('DiagnosticReport', new URLSearchParams({ _lastUpdated: `lt${day}` }));
        expect(before.ok && timeTest(before.search)(start - 1)).toBe(true);
        const later = readSearch('DiagnosticReport', new URLSearchParams({ _lastUpdated: `gt${day}` }));
        expect(later.ok && timeTest(later.search)(end)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('names every parameter it refuses: unknown ones when strict, bad values and modifiers always', () => {
    const query = new URLSearchParams(
      'status=final&_count=500&patient=Patient/a b&_lastUpdated=x&patient:missing=true&patient.identifier=a|b|c',
    );
    const named = (handling: 'strict' | 'lenient') => {
      const read = readSearch('DiagnosticReport', query, handling);
      return read.ok ? [] : read.problems.flatMap((problem) => problem.expression);
    };
    expect(named('strict')).toEqual([
      'status',
      '_count',
      'patient',
      '_lastUpdated',
      'patient:missing',
      'patient.identifier',
    ]);
    expect(named('lenient')).toEqual([
      '_count',
      'patient',
      '_lastUpdated',
      'patient:missing',
      'patient.identifier',
    ]);
  });

  const unknownNames = fc
    .stringMatching(/^_?[a-z][a-z-]{0,12}$/)
    .filter(
      (name) => !['patient', 'identifier', '_lastUpdated', '_count', '_offset', '_format'].includes(name),
    );
  const takenOf = (type: (typeof SEARCHABLE_TYPES)[number]) =>
    SEARCH_PARAMETERS[type].flatMap(({ name, chains }) => [
      name,
      ...(chains ?? []).map((c) => `${name}.${c}`),
    ]);
  const sample: Record<string, string> = {
    identifier: 'urn:x|123',
    'patient.identifier': '|123',
    patient: 'Patient/case-1-patient',
    _lastUpdated: 'ge2026-01',
    _count: '10',
    _offset: '0',
  };

  it('lenient: ignores what it does not take, applies the rest, and the self link shows only those applied', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEARCHABLE_TYPES),
        fc.array(unknownNames, { maxLength: 4 }),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('json', 'application/fhir+json', 'xml'),
        (type, unknown, junk, format) => {
          const taken = takenOf(type);
          const query = new URLSearchParams();
          unknown.forEach((name, index) => {
            query.append(name, junk);
            const known = taken[index % taken.length]!;
            query.append(known, sample[known]!);
          });
          query.append('_format', format);
          const read = readSearch(type, query);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect(read.search.ignored).toEqual(unknown);
          expect(read.search.applied.map(([name]) => name)).toEqual(
            unknown.map((_, index) => taken[index % taken.length]),
          );
          const strict = readSearch(type, query, 'strict');
          expect(strict.ok ? [] : strict.problems.flatMap((problem) => problem.expression)).toEqual(unknown);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('strict: takes every parameter a type lists, each with a good value', () => {
    for (const type of SEARCHABLE_TYPES)
      for (const name of takenOf(type)) {
        const read = readSearch(type, new URLSearchParams({ [name]: sample[name]! }), 'strict');
        expect(read.ok, `${type}?${name}`).toBe(true);
      }
  });
});
