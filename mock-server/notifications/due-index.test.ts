/**
 * The index of due times: the moments a case enters each state agree with `dueState`, and the indexed
 * sweep answers exactly what the full scan (`escalationsDue` over every case) answers, for any cases, writes,
 * holidays, admins and clock, the clock moved back included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueState } from '../../contracts/turnaround';
import { EscalationSchedule } from './due-index';
import {
  escalatedState,
  escalationMoments,
  escalationsDue,
  type EscalatableCase,
  type Escalation,
} from './escalation';

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
      facilityId: id % 2 ? 'fac-1' : 'fac-2',
    }));

/** Each facility's active users (fac-1: two; any other: none). */
const facilityUsers = (facilityId: string) => (facilityId === 'fac-1' ? ['fu-1', 'fu-2'] : []);

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
            facilityId: 'fac-1',
          })),
        holidaysArb,
        fc.integer({ min: -20 * DAY, max: 30 * DAY }),
        (item, holidays, offset) => {
          const moments = escalationMoments(item, holidays)!;
          const clock = { sentOutAt: new Date(item.sentOutAt!), dueAt: new Date(item.dueAt!) };
          const state = (ms: number) => dueState(clock, new Date(ms), holidays);
          const expected = (ms: number) =>
            ms >= moments.overdue ? 'Overdue' : ms >= moments.atRisk ? 'AtRisk' : 'OnTime';
          expect(moments.late).toBeGreaterThan(moments.overdue);
          const tier = (ms: number) => escalatedState(item, new Date(ms), holidays);
          if (moments.late - 1 >= moments.overdue) expect(tier(moments.late - 1)).toBe('Overdue');
          expect(tier(moments.late)).toBe('Late');
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
    const sent = {
      sentOutAt: iso(MONDAY),
      dueAt: iso(MONDAY + DAY),
      assignedProviderId: null,
      facilityId: 'fac-1',
    };
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
  | { kind: 'sweep'; move: number; holidays: number[]; admins: string[] };

const MINUTE = 60_000;
/** A case written: its times counted from the clock of the last sweep (shifted when the step runs). */
const writeArb = caseArb(12).chain((item) =>
  fc
    .record({
      sentOffset: fc.oneof(
        fc.integer({ min: -3 * HOUR, max: 0 }),
        fc.integer({ min: -2 * DAY, max: 2 * HOUR }),
      ),
      // Often due within hours: its states change between sweeps minutes apart.
      dueAfter: fc.oneof(fc.integer({ min: 0, max: 4 * HOUR }), fc.integer({ min: 0, max: 3 * DAY })),
    })
    .map(({ sentOffset, dueAfter }) => ({
      kind: 'write' as const,
      item: {
        ...item,
        sentOutAt: item.sentOutAt && String(sentOffset),
        dueAt: item.dueAt && String(dueAfter),
      },
    })),
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: writeArb },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 11 }).map((id) => ({ kind: 'remove' as const, id })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'unsend' as const, pick })) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sweep' as const),
      // Mostly on a little (real time), sometimes back (a reset QA clock) or days on (a moved one).
      move: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 120 }).map((m) => m * MINUTE) },
        { weight: 2, arbitrary: fc.integer({ min: 0, max: 10 * 60 }).map((m) => m * MINUTE) },
        { weight: 1, arbitrary: fc.integer({ min: -3 * DAY, max: 0 }) },
        { weight: 1, arbitrary: fc.integer({ min: DAY, max: 8 * DAY }) },
      ),
      holidays: fc.oneof(
        { weight: 3, arbitrary: fc.constant<number[]>([]) },
        fc.uniqueArray(fc.integer({ min: -6, max: 6 }), { maxLength: 4 }),
      ),
      admins: fc.uniqueArray(fc.constantFrom('adm-1', 'adm-2', 'adm-3'), { maxLength: 3 }),
    }),
  },
);

const byKey = (escalations: Escalation[]) => [...escalations].sort((a, b) => a.key.localeCompare(b.key));

describe('the indexed sweep', () => {
  it('tells a case written after a sweep at risk at the next, minutes later', () => {
    const sent = new Set<string>();
    const schedule = new EscalationSchedule((key) => sent.has(key));
    expect(schedule.due(new Date(MONDAY), new Set(), [], facilityUsers)).toEqual([]);
    // Sent out now with 50 working minutes: at risk from 40 minutes on, before its due time.
    const item: EscalatableCase = {
      caseID: 'case-1',
      status: 'Assigned',
      sentOutAt: iso(MONDAY),
      dueAt: iso(MONDAY + 50 * MINUTE),
      assignedProviderId: 'prv-1',
      facilityId: 'fac-1',
    };
    schedule.set(item);
    expect(schedule.due(new Date(MONDAY + 39 * MINUTE), new Set(), [], facilityUsers)).toEqual([]);
    const [atRisk] = schedule.due(new Date(MONDAY + 45 * MINUTE), new Set(), [], facilityUsers);
    expect(atRisk).toMatchObject({ caseID: 'case-1', state: 'AtRisk', recipients: ['prv-1'] });
    sent.add(atRisk!.key);
    const [overdue] = schedule.due(new Date(MONDAY + 50 * MINUTE), new Set(), [], facilityUsers);
    expect(overdue).toMatchObject({ state: 'Overdue', recipients: ['prv-1'] });
    sent.add(overdue!.key);
    // Late a business day (24 working hours) after the due time: the facility is told.
    expect(
      schedule.due(new Date(MONDAY + 50 * MINUTE + 24 * HOUR - 1), new Set(), [], facilityUsers),
    ).toEqual([]);
    const [late] = schedule.due(new Date(MONDAY + 50 * MINUTE + 24 * HOUR), new Set(), [], facilityUsers);
    expect(late).toMatchObject({ state: 'Late', recipients: ['fu-1', 'fu-2'] });
    sent.add(late!.key);
    expect(schedule.due(new Date(MONDAY + 9 * DAY), new Set(), [], facilityUsers)).toEqual([]);
  });

  it('answers what a scan of every case answers, for any writes, holidays, admins and clock', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        const cases = new Map<string, EscalatableCase>();
        const sent = new Set<string>();
        const schedule = new EscalationSchedule((key) => sent.has(key));
        let now = MONDAY;
        for (const step of steps) {
          if (step.kind === 'write') {
            const sentOut = step.item.sentOutAt && now + Number(step.item.sentOutAt);
            const item = {
              ...step.item,
              sentOutAt: sentOut ? iso(sentOut) : null,
              dueAt: sentOut && step.item.dueAt ? iso(sentOut + Number(step.item.dueAt)) : null,
            };
            cases.set(item.caseID, item);
            schedule.set(item);
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
            now += step.move;
            const holidays = new Set(step.holidays.map((d) => iso(now + d * DAY).slice(0, 10)));
            const at = new Date(now);
            const expected = escalationsDue({
              cases: [...cases.values()],
              sent,
              admins: step.admins,
              facilityUsers,
              now: at,
              holidays,
            });
            const answered = schedule.due(at, holidays, step.admins, facilityUsers);
            expect(byKey(answered)).toEqual(byKey(expected));
            for (const escalation of answered) sent.add(escalation.key);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
