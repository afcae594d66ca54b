/**
 * The seed's urgent open work timed from the start (./seed-urgent.ts): a few overdue, the others due in
 * the coming hours and none falling at risk soon after the start; and, on the seeded backend, a case sent out now
 * as Rush is on the first page of Available Cases in the worklist order (it was 41st).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingHours, AT_RISK_SHARE, dueState } from '../../contracts/turnaround';
import { compareWorklist } from '../../contracts/worklist-order';
import { db, type CaseRecord } from './db';
import { OVERDUE_EVERY, SHARE_USED_MAX, timeUrgentWork } from './seed-urgent';
import { seedPriority } from './seed-generate';
import { FACILITY, PROVIDER, clientFor } from '../testing/test-clients';

const HOUR = 3_600_000;
const SEED_TIME = Date.parse('2026-11-15T12:00:00.000Z');
const TARGETS = { STAT: 4, Rush: 24, Routine: 48 } as const;
const targetHours = (_type: unknown, priority: keyof typeof TARGETS) => TARGETS[priority];
const NO_HOLIDAYS = new Set<string>();

const drawnCase = fc
  .record({
    status: fc.constantFrom('Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled' as const),
    priority: fc.constantFrom('STAT', 'Rush', 'Routine' as const),
    ageHours: fc.integer({ min: 48, max: 180 * 24 }),
  })
  .map(({ status, priority, ageHours }): CaseRecord => {
    const created = SEED_TIME - ageHours * HOUR;
    const sent = status === 'Draft' ? null : created + HOUR;
    return {
      status,
      priority,
      type: { name: 'surgical', displayName: 'Surgical Pathology' },
      createdAt: new Date(created).toISOString(),
      sentOutAt: sent === null ? null : new Date(sent).toISOString(),
      assignedAt: status === 'Assigned' ? new Date(sent! + HOUR).toISOString() : null,
      updatedAt: new Date(created).toISOString(),
    } as unknown as CaseRecord;
  });

/** Any start from the seed's date to two years after it. */
const start = fc.integer({ min: SEED_TIME, max: SEED_TIME + 2 * 365 * 24 * HOUR });

const open = (item: CaseRecord) => item.status === 'Available' || item.status === 'Assigned';

describe('the seed’s urgent open work', () => {
  it('changes only the open STAT and Rush cases, and only their send-out, assignment and update times', () => {
    fc.assert(
      fc.property(fc.array(drawnCase, { maxLength: 40 }), start, (cases, now) => {
        const timed = timeUrgentWork(cases, now, targetHours);
        expect(timed).toHaveLength(cases.length);
        timed.forEach((item, i) => {
          const { sentOutAt: _s, assignedAt: _a, updatedAt: _u, ...rest } = item;
          const { sentOutAt: _s0, assignedAt: _a0, updatedAt: _u0, ...drawn } = cases[i]!;
          expect(rest).toEqual(drawn);
          if (!open(item) || item.priority === 'Routine') expect(item).toBe(cases[i]);
        });
      }),
    );
  });

  it('leaves a few overdue; the others sent out before now, after their creation, due ahead and not at risk soon', () => {
    fc.assert(
      fc.property(fc.array(drawnCase, { maxLength: 40 }), start, (cases, now) => {
        const timed = timeUrgentWork(cases, now, targetHours);
        const counts = new Map<string, number>();
        timed.forEach((item, i) => {
          if (!open(item) || item.priority === 'Routine') return;
          const group = `${item.status}/${item.priority}`;
          const ordinal = counts.get(group) ?? 0;
          counts.set(group, ordinal + 1);
          if (ordinal % OVERDUE_EVERY === OVERDUE_EVERY - 1) {
            expect(item).toBe(cases[i]);
            return;
          }
          const sent = Date.parse(item.sentOutAt!);
          expect(sent).toBeGreaterThanOrEqual(Date.parse(item.createdAt));
          expect(sent).toBeLessThanOrEqual(now);
          if (item.assignedAt) {
            expect(Date.parse(item.assignedAt)).toBeGreaterThanOrEqual(sent);
            expect(Date.parse(item.assignedAt)).toBeLessThanOrEqual(now);
          }
          const target = TARGETS[item.priority];
          const due = addWorkingHours(new Date(sent), target, NO_HOLIDAYS);
          const times = { sentOutAt: new Date(sent), dueAt: due };
          expect(dueState(times, new Date(now), NO_HOLIDAYS)).toBe('OnTime');
          // Still on time when (0.8 − the most used) of the target has passed in working hours, at the least.
          const later = addWorkingHours(
            new Date(now),
            (1 - AT_RISK_SHARE - SHARE_USED_MAX) * target - 0.01,
            NO_HOLIDAYS,
          );
          expect(dueState(times, later, NO_HOLIDAYS)).toBe('OnTime');
        });
      }),
    );
  });

  it('puts a few STAT and Rush cases in the available pool, not one in ten', () => {
    const priorities = Array.from({ length: 400 }, (_, index) => seedPriority(index));
    const count = (p: string) => priorities.filter((x) => x === p).length;
    expect([count('STAT'), count('Rush')]).toEqual([15, 30]);
  });
});

describe('a case sent out now as Rush, on the seeded backend', () => {
  it('is on the first page of Available Cases in the worklist order, after the STAT cases', async () => {
    const draft = db.cases
      .all()
      .find((c) => c.status === 'Draft' && c.facility.id === 'fac-001' && c.slides.length > 0)!;
    await db.cases.update((q) => q.where({ caseID: draft.caseID }), {
      data(d) {
        d.priority = 'Rush';
      },
    });
    const facility = await clientFor(FACILITY);
    const sent = await facility.POST('/api/cases/{caseId}/send-out', {
      params: { path: { caseId: draft.caseID } },
    });
    expect(sent.response.status).toBe(200);

    // What Available Cases asks for on opening (app/features/cases/list-query.ts: urgency, ascending, 20).
    const provider = await clientFor(PROVIDER);
    const page = (
      await provider.GET('/api/cases', {
        params: { query: { status: 'Available', sort: 'urgency', order: 'asc', page: 1, pageSize: 20 } },
      })
    ).data!.data;
    const at = page.items.findIndex((item) => item.caseID === draft.caseID);
    expect(at, `the fresh Rush case is ${at < 0 ? 'not on page 1' : `row ${at + 1}`}`).toBeGreaterThanOrEqual(
      0,
    );
    expect(page.items.slice(0, at).every((item) => item.priority !== 'Routine')).toBe(true);
    // The seed still has overdue urgent cases, first in their priority; most are due ahead.
    const urgent = page.items.filter((item) => item.priority !== 'Routine');
    const states = urgent.map((item) => item.dueState);
    expect(states.filter((s) => s === 'Overdue').length).toBeGreaterThan(0);
    expect(states.filter((s) => s === 'OnTime').length).toBeGreaterThan(urgent.length / 2);
    expect([...page.items].sort(compareWorklist).map((item) => item.caseID)).toEqual(
      page.items.map((item) => item.caseID),
    );
  });
});
