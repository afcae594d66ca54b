/**
 * The index of due times (issue 46): the moments a case enters each state agree with `dueState`, and the indexed
 * sweep answers exactly what the full scan (`escalationsDue` over every case) answers, for any cases, writes,
 * holidays, admins and clock, the clock moved back included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueState } from '../../contracts/turnaround';
import { EscalationSchedule } from './due-index';
import { escalationMoments, escalationsDue, type EscalatableCase, type Escalation } from './escalation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Monday; the days around it hold weekends and the holidays below. */
const MONDAY = Date.parse('2026-11-30T00:00:00Z');
const DAYS = Array.from({ length: 40 }, (_, i) =>
  new Date(MONDAY + (i - 20) * DAY).toISOString().slice(0, 10),
);
const holidaysArb = fc.uniqueArray(fc.constantFrom(...DAYS), { maxLength: 8 }).map((days) => new Set(days));
const iso = (ms: number) => new Date(ms).toISOString();

/** Any case: sent out in the weeks around MONDAY, due from 0 to 12 days after (not always a working target). */
const caseArb = (ids: number) =>
  fc
    .record({
      id: fc.integer({ min: 0, max: ids - 1 }),
      status: fc.constantFrom<EscalatableCase['status']>(
        'Draft',
        'Available',
        'Assigned',
        'Assigned',
        'Available',
        'SignOutCompleted',
        'Cancelled',
      ),
      sentOut: fc.integer({ min: -15 * DAY, max: 10 * DAY }),
      dueAfter: fc.integer({ min: 0, max: 12 * DAY }),
      withTimes: fc.boolean(),
      provider: fc.option(fc.constantFrom('prv-1', 'prv-2'), { nil: null }),
    })
    .map(({ id, status, sentOut, dueAfter, withTimes, provider }): EscalatableCase => ({
      caseID: `case-${id}`,
      status,
      sentOutAt: withTimes || status !== 'Draft' ? iso(MONDAY + sentOut) : null,
      dueAt: withTimes || status !== 'Draft' ? iso(MONDAY + sentOut + dueAfter) : null,
      assignedProviderId: status === 'Assigned' ? provider : null,
    }));

describe('escalationMoments', () => {
  it('is where dueState turns AtRisk and Overdue, whatever the holidays', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.integer({ min: -15 * DAY, max: 10 * DAY }), fc.integer({ min: 0, max: 12 * DAY }))
          .map(([sentOut, dueAfter]): EscalatableCase => ({
            caseID: 'c',
            status: 'Assigned',
            sentOutAt: iso(MONDAY + sentOut),
            dueAt: iso(MONDAY + sentOut + dueAfter),
            assignedProviderId: null,
          })),
        holidaysArb,
        fc.integer({ min: -20 * DAY, max: 30 * DAY }),
        (item, holidays, offset) => {
          const moments = escalationMoments(item, holidays)!;
          const clock = { sentOutAt: new Date(item.sentOutAt!), dueAt: new Date(item.dueAt!) };
          const state = (ms: number) => dueState(clock, new Date(ms), holidays);
          const expected = (ms: number) =>
            ms >= moments.overdue ? 'Overdue' : ms >= moments.atRisk ? 'AtRisk' : 'OnTime';
          expect(moments.atRisk).toBeLessThanOrEqual(moments.overdue);
          for (const ms of [
            moments.atRisk - 1,
            moments.atRisk,
            moments.overdue - 1,
            moments.overdue,
            MONDAY + offset,
          ])
            expect(state(ms)).toBe(expected(ms));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is null for a case that never escalates', () => {
    const sent = { sentOutAt: iso(MONDAY), dueAt: iso(MONDAY + DAY), assignedProviderId: null };
    for (const status of ['Draft', 'SignOutCompleted', 'Cancelled'] as const)
      expect(escalationMoments({ caseID: 'c', status, ...sent }, new Set())).toBeNull();
    expect(
      escalationMoments({ caseID: 'c', status: 'Available', ...sent, dueAt: null }, new Set()),
    ).toBeNull();
  });
});

type Step =
  | { kind: 'write'; item: EscalatableCase }
  | { kind: 'remove'; id: number }
  | { kind: 'unsend'; pick: number }
  | { kind: 'sweep'; at: number; holidays: Set<string>; admins: string[] };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: caseArb(12).map((item) => ({ kind: 'write' as const, item })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 11 }).map((id) => ({ kind: 'remove' as const, id })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'unsend' as const, pick })) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sweep' as const),
      // Mostly on from the last sweep, sometimes back (a reset QA clock) or far on (a moved one).
      at: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 * HOUR }) },
        { weight: 1, arbitrary: fc.integer({ min: -10 * DAY, max: 0 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 * DAY }) },
      ),
      holidays: fc.oneof({ weight: 5, arbitrary: fc.constant(new Set<string>()) }, holidaysArb),
      admins: fc.uniqueArray(fc.constantFrom('adm-1', 'adm-2', 'adm-3'), { maxLength: 3 }),
    }),
  },
);

const byKey = (escalations: Escalation[]) => [...escalations].sort((a, b) => a.key.localeCompare(b.key));

describe('the indexed sweep', () => {
  it('answers what a scan of every case answers, for any writes, holidays, admins and clock', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        const cases = new Map<string, EscalatableCase>();
        const sent = new Set<string>();
        const schedule = new EscalationSchedule((key) => sent.has(key));
        let now = MONDAY - 16 * DAY;
        for (const step of steps) {
          if (step.kind === 'write') {
            cases.set(step.item.caseID, step.item);
            schedule.set(step.item);
          } else if (step.kind === 'remove') {
            cases.delete(`case-${step.id}`);
            schedule.delete(`case-${step.id}`);
          } else if (step.kind === 'unsend') {
            // An escalation deleted (retention): its case is indexed again.
            const key = [...sent][step.pick % Math.max(1, sent.size)];
            if (!key) continue;
            sent.delete(key);
            const item = cases.get(key.split('|')[0]!);
            if (item) schedule.set(item);
          } else {
            now = step.at <= 0 || step.at > 30 * HOUR ? MONDAY + step.at : now + step.at;
            const at = new Date(now);
            const expected = escalationsDue({
              cases: [...cases.values()],
              sent,
              admins: step.admins,
              now: at,
              holidays: step.holidays,
            });
            const answered = schedule.due(at, step.holidays, step.admins);
            expect(byKey(answered)).toEqual(byKey(expected));
            for (const escalation of answered) sent.add(escalation.key);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
