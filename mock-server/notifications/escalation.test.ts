import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingHours, dueState, workingMsBetween } from '../../contracts/turnaround';
import { LATE_GRACE_HOURS, escalationKey, escalationsDue, type EscalatableCase } from './escalation';

const HOUR = 3_600_000;
const none = new Set<string>();
const MONDAY = new Date('2026-11-30T00:00:00Z');

/** A case sent out `sentHoursAgo` before `now` with a target of `target` working hours. */
const sent = (
  caseID: string,
  target: number,
  status: EscalatableCase['status'],
  assignedProviderId: string | null = null,
): EscalatableCase => ({
  caseID,
  status,
  sentOutAt: MONDAY.toISOString(),
  dueAt: addWorkingHours(MONDAY, target, none).toISOString(),
  assignedProviderId,
  facilityId: 'fac-1',
});

/** Each facility's active users (fac-1: two; any other: none). */
const facilityUsers = (facilityId: string) => (facilityId === 'fac-1' ? ['fu-1', 'fu-2'] : []);

const at = (hours: number) => new Date(MONDAY.getTime() + hours * HOUR);

describe('escalationsDue', () => {
  it('tells the assigned provider, or every admin while unassigned, in the state the case is in now', () => {
    const cases = [
      sent('c1', 10, 'Assigned', 'prv-1'), // at 9 h: 1 h of 10 left → AtRisk
      sent('c2', 8, 'Available'), // at 9 h: Overdue
      sent('c3', 100, 'Assigned', 'prv-2'), // on time
    ];
    expect(
      escalationsDue({
        cases,
        sent: new Set(),
        admins: ['adm-1', 'adm-2'],
        facilityUsers,
        now: at(9),
        holidays: none,
      }),
    ).toEqual([
      {
        key: escalationKey('c1', 'AtRisk', cases[0]!.dueAt!),
        caseID: 'c1',
        state: 'AtRisk',
        dueAt: cases[0]!.dueAt,
        recipients: ['prv-1'],
      },
      {
        key: escalationKey('c2', 'Overdue', cases[1]!.dueAt!),
        caseID: 'c2',
        state: 'Overdue',
        dueAt: cases[1]!.dueAt,
        recipients: ['adm-1', 'adm-2'],
      },
    ]);
  });

  it('has a second tier: overdue tells the assignee and the admins; late, the facility with the new expected time', () => {
    // Due Monday 08:00; Late a business day later (Tuesday 08:00), expected another day on (Wednesday 08:00).
    const item = sent('c1', 8, 'Assigned', 'prv-1');
    const input = { sent: new Set<string>(), admins: ['adm-1'], facilityUsers, holidays: none };
    const overdue = escalationsDue({ ...input, cases: [item], now: at(9) });
    expect(overdue.map((e) => [e.state, e.recipients])).toEqual([['Overdue', ['prv-1', 'adm-1']]]);
    expect(escalationsDue({ ...input, cases: [item], now: at(31.99) }).map((e) => e.state)).toEqual([
      'Overdue',
    ]);
    const late = escalationsDue({ ...input, cases: [item], now: at(32) });
    expect(late).toEqual([
      {
        key: escalationKey('c1', 'Late', item.dueAt!),
        caseID: 'c1',
        state: 'Late',
        dueAt: item.dueAt,
        recipients: ['fu-1', 'fu-2'],
        expectedAt: '2026-12-02T08:00:00.000Z',
      },
    ]);
    // Each tier once.
    const sentKeys = new Set([...overdue, ...late].map((e) => e.key));
    expect(escalationsDue({ ...input, sent: sentKeys, cases: [item], now: at(100) })).toEqual([]);
  });

  it('after an outage, tells the facility a new expected time a grace after the notice, never one already past', () => {
    // Due Monday 08:00, late from Tuesday 08:00; the sweep first runs the next Thursday 12:00 (the server was
    // down): expected a business day on, Friday 12:00, not Wednesday 08:00.
    const item = sent('c1', 8, 'Assigned', 'prv-1');
    const [late] = escalationsDue({
      cases: [item],
      sent: new Set(),
      admins: ['adm-1'],
      facilityUsers,
      holidays: none,
      now: at(3 * 24 + 12),
    });
    expect(late).toMatchObject({ state: 'Late', expectedAt: at(4 * 24 + 12).toISOString() });
  });

  it('escalates again when an edit sets a new due time', () => {
    const before = sent('c1', 8, 'Assigned', 'prv-1');
    const first = escalationsDue({
      cases: [before],
      sent: new Set(),
      admins: [],
      facilityUsers,
      now: at(9),
      holidays: none,
    });
    const after = { ...before, dueAt: addWorkingHours(MONDAY, 9.5, none).toISOString() };
    const again = escalationsDue({
      cases: [after],
      sent: new Set(first.map((e) => e.key)),
      admins: [],
      facilityUsers,
      now: at(9),
      holidays: none,
    });
    expect(again.map((e) => e.state)).toEqual(['AtRisk']);
  });
});

const statuses = fc.constantFrom<EscalatableCase['status']>(
  'Draft',
  'Available',
  'Assigned',
  'SignOutCompleted',
  'Cancelled',
);
const caseArb = fc
  .record({
    id: fc.integer({ min: 1, max: 40 }),
    status: statuses,
    sentHoursBefore: fc.integer({ min: 0, max: 400 }),
    target: fc.integer({ min: 1, max: 200 }),
    provider: fc.option(fc.constantFrom('prv-1', 'prv-2', 'prv-3'), { nil: null }),
  })
  .map(({ id, status, sentHoursBefore, target, provider }): EscalatableCase => {
    const sentOut = new Date(at(200).getTime() - sentHoursBefore * HOUR);
    const sentOutAt = status === 'Draft' ? null : sentOut.toISOString();
    return {
      caseID: `case-${id}`,
      status,
      sentOutAt,
      dueAt:
        sentOutAt && status !== 'Cancelled' ? addWorkingHours(sentOut, target, none).toISOString() : null,
      assignedProviderId: status === 'Assigned' ? provider : null,
      facilityId: id % 3 === 0 ? 'fac-2' : 'fac-1',
    };
  });
/** Cases with distinct ids (a case appears once). */
const casesArb = fc
  .array(caseArb, { maxLength: 30 })
  .map((cases) => cases.map((c, i) => ({ ...c, caseID: `case-${i}` })));
const admins = fc.uniqueArray(fc.constantFrom('adm-1', 'adm-2', 'adm-3'), { maxLength: 3 });
const moments = fc
  .array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 6 })
  .map((hs) => hs.sort((a, b) => a - b));

describe('for any cases, admins and passing of time', () => {
  it('never sends a notice twice, and never one for a draft, a cancelled or a signed-out case', () => {
    fc.assert(
      fc.property(casesArb, admins, moments, (cases, adminIds, hours) => {
        const sentKeys = new Set<string>();
        for (const h of hours) {
          for (const escalation of escalationsDue({
            cases,
            sent: sentKeys,
            admins: adminIds,
            facilityUsers,
            now: at(200 + h),
            holidays: none,
          })) {
            expect(sentKeys.has(escalation.key)).toBe(false);
            sentKeys.add(escalation.key);
            const item = cases.find((c) => c.caseID === escalation.caseID)!;
            expect(['Available', 'Assigned']).toContain(item.status);
          }
        }
        // Once swept, the same moment has nothing left to send.
        const last = at(200 + hours.at(-1)!);
        expect(
          escalationsDue({
            cases,
            sent: sentKeys,
            admins: adminIds,
            facilityUsers,
            now: last,
            holidays: none,
          }),
        ).toEqual([]);
      }),
    );
  });

  it('at risk tells the assignee (else the admins); overdue the assignee and the admins; late the facility', () => {
    fc.assert(
      fc.property(casesArb, admins, fc.integer({ min: 0, max: 600 }), (cases, adminIds, h) => {
        for (const escalation of escalationsDue({
          cases,
          sent: new Set(),
          admins: adminIds,
          facilityUsers,
          now: at(200 + h),
          holidays: none,
        })) {
          const item = cases.find((c) => c.caseID === escalation.caseID && c.dueAt === escalation.dueAt)!;
          const provider = item.status === 'Assigned' ? item.assignedProviderId : null;
          const sorted = (ids: readonly string[]) => [...new Set(ids)].sort();
          if (escalation.state === 'Late') {
            expect(sorted(escalation.recipients)).toEqual(sorted(facilityUsers(item.facilityId)));
            // The new expected time: a grace after the notice is sent (or the tier began, if later), so never
            // a time already past when the facility reads it.
            const late = addWorkingHours(new Date(item.dueAt!), LATE_GRACE_HOURS, none);
            const told = new Date(Math.max(late.getTime(), at(200 + h).getTime()));
            expect(escalation.expectedAt).toBe(addWorkingHours(told, LATE_GRACE_HOURS, none).toISOString());
            expect(Date.parse(escalation.expectedAt!)).toBeGreaterThan(at(200 + h).getTime());
          } else if (escalation.state === 'AtRisk' && provider)
            expect(escalation.recipients).toEqual([provider]);
          else if (escalation.state === 'AtRisk')
            expect(sorted(escalation.recipients)).toEqual(sorted(adminIds));
          else
            expect(sorted(escalation.recipients)).toEqual(
              sorted([...(provider ? [provider] : []), ...adminIds]),
            );
          if (escalation.state !== 'Late') expect(escalation.expectedAt).toBeUndefined();
        }
      }),
    );
  });

  it('escalates exactly the open cases at risk, overdue or late, in their tier now', () => {
    fc.assert(
      fc.property(casesArb, fc.integer({ min: 0, max: 600 }), (cases, h) => {
        const now = at(200 + h);
        const due = escalationsDue({
          cases,
          sent: new Set(),
          admins: [],
          facilityUsers,
          now,
          holidays: none,
        });
        const expected = new Set(
          cases.flatMap((c) => {
            if (c.status !== 'Available' && c.status !== 'Assigned') return [];
            const clock = { sentOutAt: new Date(c.sentOutAt!), dueAt: new Date(c.dueAt!) };
            const state = dueState(clock, now, none);
            // Late: overdue for LATE_GRACE_HOURS working hours or more.
            const late = workingMsBetween(clock.dueAt, now, none) >= LATE_GRACE_HOURS * HOUR;
            const tier = state === 'Overdue' && late ? 'Late' : state;
            return tier === 'OnTime' ? [] : [escalationKey(c.caseID, tier, c.dueAt!)];
          }),
        );
        expect(new Set(due.map((e) => e.key))).toEqual(expected);
      }),
    );
  });
});
