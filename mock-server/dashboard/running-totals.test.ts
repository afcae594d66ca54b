/**
 * The dashboard's running totals: after any writes of cases, tasks, enquiries, support requests,
 * billing records and users (created, changed, deleted) and at any clock and holidays, going on or back, they
 * answer what a scan of every record answers (`dashboardCounts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../contracts';
import { CASE_PRIORITIES } from '../../contracts/turnaround';
import { dueClock } from '../cases/turnaround';
import { db } from '../store/db';
import { STAGES } from './charts';
import { CASE_STATUSES, USER_STATUSES, dashboardCounts } from './counts';
import { dashboardFigures } from './running-totals';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const TASK_STATUSES = ['Open', 'InProgress', 'Completed', 'Cancelled'] as const;
let made = 0;

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** One write of a random kind to a record picked by `n` (a copy of one for a create). */
async function write(kind: number, n: number, m: number, start: number) {
  const day = (k: number) => iso(start + ((k % 80) - 50) * DAY);
  switch (kind) {
    case 0: {
      const item = pick(db.cases.all(), n);
      await db.cases.update((q) => q.where({ caseID: item.caseID }), {
        data(draft) {
          draft.status = pick(CASE_STATUSES, m);
          draft.priority = pick(CASE_PRIORITIES, n + m);
          draft.sentOutAt = draft.status === 'Draft' ? null : day(m);
          draft.dueAt = draft.sentOutAt ? iso(Date.parse(draft.sentOutAt) + (m % 9) * DAY) : null;
          if (draft.finalReport) draft.finalReport.signedOutAt = day(m + n);
          if (m % 7 === 0) draft.finalReport = null;
        },
      });
      return;
    }
    case 1: {
      const { caseID: _id, ...item } = structuredClone(pick(db.cases.all(), n));
      await db.cases.create({ ...item, caseID: `case-prop-${(made += 1)}`, createdAt: day(m) });
      return;
    }
    case 2: {
      const item = pick(db.cases.all(), n);
      db.cases.delete((q) => q.where({ caseID: item.caseID }));
      return;
    }
    case 3: {
      const task = pick(db.tasks.all(), n);
      await db.tasks.update((q) => q.where({ id: task.id }), {
        data(draft) {
          draft.status = pick(TASK_STATUSES, m);
        },
      });
      return;
    }
    case 4: {
      const { id: _id, ...task } = structuredClone(pick(db.tasks.all(), n));
      if (m % 2) await db.tasks.create({ ...task, id: `tsk-prop-${(made += 1)}` });
      else db.tasks.delete((q) => q.where({ id: pick(db.tasks.all(), m).id }));
      return;
    }
    case 5: {
      const enquiry = pick(db.enquiries.all(), n);
      await db.enquiries.update((q) => q.where({ id: enquiry.id }), {
        data(draft) {
          draft.stage = pick(STAGES, m);
          draft.status = pick(schemas.zLeadStatus.options, m + n);
        },
      });
      return;
    }
    case 6: {
      const request = pick(db.supportRequests.all(), n);
      await db.supportRequests.update((q) => q.where({ id: request.id }), {
        data(draft) {
          draft.status = m % 2 ? 'Open' : 'Resolved';
        },
      });
      return;
    }
    case 7: {
      const record = pick(db.billingRecords.all(), n);
      await db.billingRecords.update((q) => q.where({ id: record.id }), {
        data(draft) {
          draft.status = pick(schemas.zBillingStatus.options, m);
          draft.serviceDate = day(m).slice(0, 10);
          draft.amountCents = (m % 1000) * 100;
        },
      });
      return;
    }
    default: {
      const user = pick(
        db.users.all().filter((u) => u.role === 'Provider'),
        n,
      );
      await db.users.update((q) => q.where({ id: user.id }), {
        data(draft) {
          draft.status = pick(USER_STATUSES, m);
        },
      });
    }
  }
}

describe('the dashboard as running totals', () => {
  it('answers what a scan of every record answers, after any writes, at any clock and holidays', async () => {
    const start = Date.now();
    const step = fc.oneof(
      fc.record({
        kind: fc.integer({ min: 0, max: 8 }),
        n: fc.nat(),
        m: fc.nat(),
      }),
      fc.record({
        at: fc.integer({ min: -60 * DAY, max: 40 * DAY }),
        holidays: fc.uniqueArray(fc.integer({ min: -40, max: 10 }), { maxLength: 5 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const each of steps) {
          if ('kind' in each) {
            await write(each.kind, each.n, each.m, start);
            continue;
          }
          const holidays = new Set(each.holidays.map((d) => iso(start + d * DAY).slice(0, 10)));
          const clock = { ...dueClock(), now: new Date(start + each.at), holidays };
          expect(dashboardFigures(clock)).toEqual(dashboardCounts(db, clock.now.toISOString(), clock));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('answers the seed as the scan does, at the QA clock', () => {
    const clock = dueClock();
    const figures = dashboardFigures(clock);
    expect(figures).toEqual(dashboardCounts(db, clock.now.toISOString(), clock));
    expect(figures.dueTimes.overdue.total).toBeGreaterThan(0);
    expect(figures.turnaround.cases).toBeGreaterThan(0);
  });
});
