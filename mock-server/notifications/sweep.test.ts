/**
 * The sweep on the database: found from the index of due times, it sends exactly the escalations a scan
 * of every case finds (pendingEscalations: same keys, same recipients), for random writes of cases, clocks and
 * holidays; and with the QA clock moved on, back to real time and on again, it leaves nothing a scan would send.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { QA_HEADERS, TEST_API } from '../../tests/setup/mock-backend';
import { dueClock } from '../cases/turnaround';
import { personRef } from '../http/lists';
import { db, type CaseRecord } from '../store/db';
import { ADMIN, PROVIDER, clientFor, tokenFor } from '../testing/test-clients';
import { SWEEP_BATCH, pendingEscalations, sweepEscalations } from './sweep';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

afterEach(async () => {
  await fetch(`${TEST_API}/__mock/clock`, { method: 'DELETE', headers: QA_HEADERS });
});

const escalationIds = () => new Set(db.escalations.all().map((e) => e.id));

describe('the indexed sweep on the database', () => {
  it('sends what a scan of every case finds, for random writes, clocks and holidays', async () => {
    const cases = db.cases
      .all()
      .slice(0, 16)
      .map((c) => c.caseID);
    const providers = db.users
      .all()
      .filter((u) => u.role === 'Provider')
      .slice(0, 3)
      .map(personRef);
    const start = Date.now();
    const write = fc.record({
      kind: fc.constant('write' as const),
      caseID: fc.constantFrom(...cases),
      status: fc.constantFrom<CaseRecord['status']>('Available', 'Assigned', 'Assigned', 'SignOutCompleted'),
      sentOut: fc.integer({ min: -10 * DAY, max: 5 * DAY }),
      dueAfter: fc.integer({ min: HOUR, max: 6 * DAY }),
      provider: fc.option(fc.constantFrom(...providers), { nil: null }),
    });
    const sweep = fc.record({
      kind: fc.constant('sweep' as const),
      at: fc.integer({ min: -8 * DAY, max: 12 * DAY }),
      holidays: fc.uniqueArray(
        fc.integer({ min: -10, max: 10 }).map((d) => iso(start + d * DAY).slice(0, 10)),
        { maxLength: 4 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(write, sweep), { minLength: 2, maxLength: 8 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'write') {
            await db.cases.update((q) => q.where({ caseID: step.caseID }), {
              data(draft) {
                draft.status = step.status;
                draft.sentOutAt = iso(start + step.sentOut);
                draft.dueAt = iso(start + step.sentOut + step.dueAfter);
                draft.assignedProvider = step.status === 'Assigned' ? step.provider : null;
              },
            });
            continue;
          }
          const clock = { ...dueClock(), now: new Date(start + step.at), holidays: new Set(step.holidays) };
          const expected = pendingEscalations(clock);
          const before = escalationIds();
          await sweepEscalations(clock);
          const sent = db.escalations.all().filter((e) => !before.has(e.id));
          const view = (list: Array<{ id?: string; key?: string; recipients: string[] }>) =>
            list
              .map((e) => [e.id ?? e.key, e.recipients])
              .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
          expect(view(sent)).toEqual(view(expected));
        }
      }),
      { numRuns: 12 },
    );
  });

  it('leaves nothing a scan would send as the QA clock moves on, goes back to real time and on again', async () => {
    const admin = await clientFor(ADMIN);
    const move = (body: unknown) =>
      fetch(`${TEST_API}/__mock/clock`, {
        method: 'POST',
        headers: { ...QA_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Open cases due a little later than now: at risk and overdue as the clock moves.
    const open = db.cases.all().filter((c) => c.status === 'Available' || c.status === 'Assigned');
    for (const [i, item] of open.slice(0, 6).entries()) {
      await db.cases.update((q) => q.where({ caseID: item.caseID }), {
        data(draft) {
          draft.sentOutAt = iso(Date.now() - HOUR);
          draft.dueAt = iso(Date.now() + (i + 1) * 5 * HOUR);
        },
      });
    }
    for (const hours of [3, 4, 8]) {
      expect((await move({ advanceHours: hours })).status).toBe(200);
      expect(pendingEscalations()).toEqual([]);
    }
    await fetch(`${TEST_API}/__mock/clock`, { method: 'DELETE', headers: QA_HEADERS });
    // Back at real time: a case due soon again; the next read sweeps and the one after the move too.
    await db.cases.update((q) => q.where({ caseID: open[0]!.caseID }), {
      data(draft) {
        draft.dueAt = iso(Date.now() + 2 * HOUR);
      },
    });
    await admin.GET('/api/me/notifications');
    expect(pendingEscalations()).toEqual([]);
    expect((await move({ advanceHours: 30 })).status).toBe(200);
    expect(pendingEscalations()).toEqual([]);
  });

  it('answers a login while a backlog is sent, and sends all of it', async () => {
    // More open cases fall due than one batch holds: each gets a due time in the past it was not told of.
    const open = db.cases.all().filter((c) => c.status === 'Available' || c.status === 'Assigned');
    expect(open.length).toBeGreaterThan(SWEEP_BATCH);
    for (const item of open) {
      await db.cases.update((q) => q.where({ caseID: item.caseID }), {
        data(draft) {
          draft.dueAt = iso(Date.parse(draft.sentOutAt!) + 1000);
        },
      });
    }
    const due = pendingEscalations().length;
    expect(due).toBe(open.length);
    let swept = false;
    const sweeping = sweepEscalations().then((count) => ((swept = true), count));
    await tokenFor(PROVIDER);
    expect(swept, 'the login waited for the whole sweep').toBe(false);
    expect(await sweeping).toBe(due);
    expect(pendingEscalations()).toEqual([]);
  });

  it('sends again what a reset took back, the cases untouched', async () => {
    // A clock some days back, when seeded cases sent as overdue were at risk (their AtRisk never sent).
    const clocks = Array.from({ length: 60 }, (_, d) => {
      const clock = { ...dueClock(), now: new Date(Date.now() - d * DAY) };
      return { clock, due: pendingEscalations(clock).length };
    });
    const { clock } = clocks.sort((a, b) => b.due - a.due)[0]!;
    const keys = (list: Array<{ key: string }>) => list.map((e) => e.key).sort();
    const due = keys(pendingEscalations(clock));
    expect(due.length).toBeGreaterThan(1);
    await sweepEscalations(clock);
    expect(pendingEscalations(clock)).toEqual([]);
    const reset = await fetch(`${TEST_API}/__mock/reset`, { method: 'POST', headers: QA_HEADERS });
    expect(reset.status).toBe(200);
    expect(keys(pendingEscalations(clock))).toEqual(due);
    await sweepEscalations(clock);
    expect(pendingEscalations(clock)).toEqual([]);
  });
});
