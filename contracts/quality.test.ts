import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonsFor, type AssignmentCandidate, type AssignmentCase } from './assignment';
import {
  QUALITY_CASE_TYPES,
  agreementFigures,
  CONSULTED_WHY,
  chooseReviewer,
  isSampled,
  isValidRate,
  type GradedReview,
} from './quality';

const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const rate = fc.double({ min: 0, max: 100, noNaN: true });

describe('isSampled, for any draw', () => {
  it('never samples at rate 0 and always at 100', () => {
    fc.assert(
      fc.property(draw, (d) => {
        expect(isSampled(0, d)).toBe(false);
        expect(isSampled(100, d)).toBe(true);
      }),
    );
  });

  it('samples exactly the draws below the rate, so a higher rate never samples less', () => {
    fc.assert(
      fc.property(rate, rate, draw, (a, b, d) => {
        expect(isSampled(a, d)).toBe(a > 0 && (a >= 100 || d * 100 < a));
        if (isSampled(Math.min(a, b), d)) expect(isSampled(Math.max(a, b), d)).toBe(true);
      }),
    );
  });

  it('samples about the rate of many draws (5 % of a uniform grid)', () => {
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    expect(draws.filter((d) => isSampled(5, d))).toHaveLength(50);
  });

  it('refuses a rate outside 0–100 or not a number, and samples nothing with it', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: 100.0001, max: 1e6 }), fc.double({ min: -1e6, max: -0.0001 })),
        draw,
        (bad, d) => {
          expect(isValidRate(bad)).toBe(false);
          expect(isSampled(bad, d)).toBe(false);
        },
      ),
    );
    expect(isValidRate(Number.NaN)).toBe(false);
    expect(isValidRate('5')).toBe(false);
  });
});

const STATES = ['TX', 'WA', 'NY'];
const facts: fc.Arbitrary<AssignmentCase> = fc.record({
  caseType: fc.constantFrom(...QUALITY_CASE_TYPES),
  facilityCountry: fc.constantFrom('US', 'US', 'CA'),
  facilityState: fc.constantFrom<string | null>('TX', 'WA', 'NY', null),
});
const TODAY = '2026-11-25';
const candidate = (i: number): fc.Arbitrary<AssignmentCandidate> =>
  fc.record({
    id: fc.constant(`usr-${i}`),
    name: fc.constantFrom('Ana Diaz', 'Ben Cole', 'Cai Wu', 'Dev Rao'),
    status: fc.constantFrom('Active', 'Active', 'Deactivated'),
    subspecialties: fc.subarray(['Cytopathology', 'Dermatopathology', 'Hematopathology', 'Gastrointestinal']),
    licensedStates: fc.subarray(STATES),
    openCases: fc.integer({ min: 0, max: 30 }),
    caseloadCap: fc.integer({ min: 1, max: 25 }),
    awayFrom: fc.constantFrom<string | null>(null, '2026-11-20', '2026-12-01'),
    awayTo: fc.constantFrom<string | null>(null, '2026-11-30', '2026-12-05'),
  });
const candidates = fc
  .integer({ min: 0, max: 7 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => candidate(i))));

describe('chooseReviewer, for any case and providers', () => {
  it('never picks the signer, and picks someone who meets every rule but the caseload cap', () => {
    fc.assert(
      fc.property(facts, candidates, fc.integer({ min: 0, max: 8 }), (f, list, s) => {
        const signerId = `usr-${s}`;
        const { reviewer } = chooseReviewer(f, list, signerId, TODAY);
        const fits = list.filter(
          (c) =>
            c.id !== signerId &&
            reasonsFor(f, c, TODAY).every((reason) => reason.met || reason.rule === 'caseload'),
        );
        if (!reviewer) expect(fits).toEqual([]);
        else {
          expect(reviewer.providerId).not.toBe(signerId);
          expect(fits.map((c) => c.id)).toContain(reviewer.providerId);
          // The least loaded of those who fit.
          const load = (c: AssignmentCandidate) => c.openCases / c.caseloadCap;
          const chosen = list.find((c) => c.id === reviewer.providerId)!;
          for (const other of fits) expect(load(chosen)).toBeLessThanOrEqual(load(other));
        }
      }),
    );
  });

  it('never picks who took part in a consult on the case, and says why they were passed over', () => {
    fc.assert(
      fc.property(
        facts,
        candidates,
        fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }),
        (f, list, picked) => {
          const consulted = picked.map((i) => `usr-${i}`);
          const { reviewer, ineligible } = chooseReviewer(f, list, 'usr-0', TODAY, consulted);
          if (reviewer) expect(consulted).not.toContain(reviewer.providerId);
          for (const id of consulted.filter((id) => id !== 'usr-0' && list.some((c) => c.id === id))) {
            expect(ineligible.find((c) => c.providerId === id)?.why).toEqual([CONSULTED_WHY]);
          }
          // Everyone else is judged as without the consults.
          const without = chooseReviewer(
            f,
            list.filter((c) => !consulted.includes(c.id)),
            'usr-0',
            TODAY,
          );
          expect(reviewer?.providerId ?? null).toBe(without.reviewer?.providerId ?? null);
        },
      ),
    );
  });

  it('gives the same reviewer whatever the order of the providers', () => {
    fc.assert(
      fc.property(facts, candidates, (f, list) => {
        const a = chooseReviewer(f, list, 'usr-0', TODAY).reviewer?.providerId ?? null;
        const b = chooseReviewer(f, [...list].reverse(), 'usr-0', TODAY).reviewer?.providerId ?? null;
        expect(b).toBe(a);
      }),
    );
  });

  it('lists the signer and every other provider who does not fit, each once, with why', () => {
    fc.assert(
      fc.property(facts, candidates, (f, list) => {
        const { reviewer, ineligible } = chooseReviewer(f, list, 'usr-0', TODAY);
        const ids = ineligible.map((c) => c.providerId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length + (reviewer ? list.length - ids.length : 0)).toBe(list.length);
        for (const entry of ineligible) expect(entry.why.length).toBeGreaterThan(0);
        if (list.some((c) => c.id === 'usr-0'))
          expect(ineligible).toContainEqual({
            providerId: 'usr-0',
            name: list.find((c) => c.id === 'usr-0')!.name,
            why: ['Signed this case out'],
          });
      }),
    );
  });
});

const review: fc.Arbitrary<GradedReview> = fc.record({
  signerId: fc.constantFrom('usr-a', 'usr-b', 'usr-c'),
  signerName: fc.constant('Signer'),
  caseType: fc.constantFrom(...QUALITY_CASE_TYPES),
  caseTypeLabel: fc.constant('Type'),
  grade: fc.constantFrom('Agree', 'MinorDiscrepancy', 'MajorDiscrepancy'),
  gradedAt: fc
    .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
    .map((ms) => new Date(ms).toISOString()),
});
const day = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('agreementFigures, for any reviews and period', () => {
  it('counts each review in the period once per view, grades adding up, agree % from the counts', () => {
    fc.assert(
      fc.property(fc.array(review, { maxLength: 60 }), day, day, (reviews, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const inside = reviews.filter(
          (r) => r.gradedAt.slice(0, 10) >= from && r.gradedAt.slice(0, 10) <= to,
        );
        const { byProvider, byCaseType, total } = agreementFigures(reviews, from, to);
        for (const list of [byProvider, byCaseType]) {
          expect(list.reduce((n, row) => n + row.reviews, 0)).toBe(inside.length);
          for (const row of list) {
            expect(row.agree + row.minor + row.major).toBe(row.reviews);
            expect(row.reviews).toBeGreaterThan(0);
            expect(row.agreePercent).toBeCloseTo((row.agree / row.reviews) * 100, 1);
          }
        }
        expect(total.reviews).toBe(inside.length);
        expect(total.major).toBe(inside.filter((r) => r.grade === 'MajorDiscrepancy').length);
        expect(total.agreePercent === null).toBe(inside.length === 0);
      }),
    );
  });

  it('without a period counts every review', () => {
    fc.assert(
      fc.property(fc.array(review, { maxLength: 30 }), (reviews) => {
        expect(agreementFigures(reviews).total.reviews).toBe(reviews.length);
      }),
    );
  });
});
