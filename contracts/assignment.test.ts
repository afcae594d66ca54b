import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASE_TYPE_SUBSPECIALTY,
  isAway,
  rankCandidates,
  reasonsFor,
  refusalOf,
  type AssignmentCandidate,
  type AssignmentCase,
  type AssignmentCaseType,
} from './assignment';

const TODAY = '2026-11-25';
const STATES = ['TX', 'WA', 'OR', 'CA'];
const SUBSPECIALTIES = ['Cytopathology', 'Dermatopathology', 'Hematopathology', 'Gastrointestinal', 'Breast'];
const day = fc
  .integer({ min: Date.UTC(2026, 9, 1), max: Date.UTC(2027, 1, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

const caseFacts: fc.Arbitrary<AssignmentCase> = fc.record({
  caseType: fc.constantFrom(...(Object.keys(CASE_TYPE_SUBSPECIALTY) as AssignmentCaseType[])),
  facilityCountry: fc.constantFrom('US', 'US', 'US', 'CA'),
  facilityState: fc.option(fc.constantFrom(...STATES), { freq: 8 }),
});

const candidate = (id: number): fc.Arbitrary<AssignmentCandidate> =>
  fc
    .record({
      name: fc.constantFrom('Ana Ruiz', 'Ben Cho', 'Cara Diaz', 'Dev Patel'),
      status: fc.constantFrom('Active', 'Active', 'Active', 'Inactive', 'Pending'),
      subspecialties: fc.subarray(SUBSPECIALTIES),
      licensedStates: fc.subarray(STATES),
      openCases: fc.nat(30),
      caseloadCap: fc.integer({ min: 1, max: 30 }),
      away: fc.option(fc.tuple(day, day), { freq: 3 }),
    })
    .map(({ away, ...rest }) => ({
      ...rest,
      id: `usr-${id}`,
      awayFrom: away ? (away[0] < away[1] ? away[0] : away[1]) : null,
      awayTo: away ? (away[0] < away[1] ? away[1] : away[0]) : null,
    }));

const candidates = fc
  .integer({ min: 0, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => candidate(i))));

describe('rankCandidates', () => {
  it('puts every provider in exactly one list, eligible exactly when every rule is met', () => {
    fc.assert(
      fc.property(caseFacts, candidates, day, (facts, all, today) => {
        const { eligible, ineligible } = rankCandidates(facts, all, today);
        const ids = [...eligible, ...ineligible].map((c) => c.providerId).sort();
        expect(ids).toEqual(all.map((c) => c.id).sort());
        for (const c of eligible) expect(c.reasons.every((r) => r.met)).toBe(true);
        for (const c of ineligible) {
          expect(c.reasons.some((r) => !r.met)).toBe(true);
          expect(c.rank).toBeNull();
        }
      }),
    );
  });

  it('ranks 1…n with the most room first', () => {
    fc.assert(
      fc.property(caseFacts, candidates, day, (facts, all, today) => {
        const { eligible } = rankCandidates(facts, all, today);
        expect(eligible.map((c) => c.rank)).toEqual(eligible.map((_, i) => i + 1));
        const loads = eligible.map((c) => c.openCases / c.caseloadCap);
        for (let i = 1; i < loads.length; i += 1) expect(loads[i]!).toBeGreaterThanOrEqual(loads[i - 1]!);
      }),
    );
  });

  it('gives the same answer whatever order the providers come in', () => {
    fc.assert(
      fc.property(
        caseFacts,
        candidates.chain((all) =>
          fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length })),
        ),
        day,
        (facts, [all, shuffled], today) => {
          expect(rankCandidates(facts, shuffled, today)).toEqual(rankCandidates(facts, all, today));
        },
      ),
    );
  });

  it('never ranks a provider earlier for having more open cases', () => {
    fc.assert(
      fc.property(caseFacts, candidates, day, fc.nat(5), (facts, all, today, more) => {
        fc.pre(all.length > 0);
        const before = rankCandidates(facts, all, today).eligible.find((c) => c.providerId === all[0]!.id);
        fc.pre(before !== undefined);
        const busier = [{ ...all[0]!, openCases: all[0]!.openCases + more }, ...all.slice(1)];
        const after = rankCandidates(facts, busier, today).eligible.find((c) => c.providerId === all[0]!.id);
        if (after) expect(after.rank!).toBeGreaterThanOrEqual(before.rank!);
      }),
    );
  });
});

describe('the rules', () => {
  it('refuses a provider on every away day and accepts them the day after', () => {
    fc.assert(
      fc.property(candidate(1), day, (c, today) => {
        fc.pre(c.awayFrom !== null && c.awayTo !== null);
        const within = c.awayFrom! <= today && today <= c.awayTo!;
        expect(isAway(c, today)).toBe(within);
      }),
    );
  });

  it('a refusal names each broken rule, and there is none when every rule is met', () => {
    fc.assert(
      fc.property(caseFacts, candidate(1), day, (facts, c, today) => {
        const unmet = reasonsFor(facts, c, today).filter((r) => !r.met);
        const refusal = refusalOf(facts, c, today);
        if (unmet.length === 0) expect(refusal).toBeNull();
        else expect(refusal!.split('; ')).toHaveLength(unmet.length);
      }),
    );
  });

  it('asks no US licence of a facility outside the US', () => {
    fc.assert(
      fc.property(caseFacts, candidate(1), day, (facts, c, today) => {
        const licence = reasonsFor({ ...facts, facilityCountry: 'CA' }, c, today).find(
          (r) => r.rule === 'licence',
        )!;
        expect(licence).toEqual({ rule: 'licence', met: true, text: 'No US licence needed ✓' });
      }),
    );
  });

  it('says why in the words the dialog shows', () => {
    const provider: AssignmentCandidate = {
      id: 'usr-1',
      name: 'Ana Ruiz',
      status: 'Active',
      subspecialties: ['Gastrointestinal'],
      licensedStates: ['TX'],
      openCases: 4,
      caseloadCap: 10,
      awayFrom: null,
      awayTo: null,
    };
    const facts: AssignmentCase = {
      caseType: 'gastrointestinal',
      facilityCountry: 'US',
      facilityState: 'TX',
    };
    expect(reasonsFor(facts, provider, TODAY).map((r) => r.text)).toEqual([
      'Active ✓',
      'Gastrointestinal ✓',
      'Licensed in TX ✓',
      '4 of 10 open ✓',
      'Not away ✓',
    ]);
    const full = { ...provider, openCases: 10, awayFrom: '2026-11-20', awayTo: '2026-12-01' };
    expect(refusalOf({ caseType: 'cytology', facilityCountry: 'US', facilityState: 'WA' }, full, TODAY)).toBe(
      'You cannot pick up this case: this case needs the Cytopathology subspecialty; you are not licensed in WA; ' +
        'you have 10 open cases, your cap is 10; you are away until 2026-12-01.',
    );
  });
});
