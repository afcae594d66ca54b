import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_PRIORITIES } from './turnaround';
import { compareWorklist, worklistKey, type WorklistFields } from './worklist-order';

const NOW = Date.UTC(2026, 10, 27, 12);
const STATUSES = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'] as const;
const OPEN = new Set(['Available', 'Assigned']);

const item = fc.record({
  status: fc.constantFrom(...STATUSES),
  priority: fc.constantFrom(...CASE_PRIORITIES),
  dueAt: fc.option(
    fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((ms) => new Date(ms).toISOString()),
    { nil: null },
  ),
});

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const sorted = <T extends WorklistFields>(items: T[]) =>
  [...items].sort((a, b) => worklistKey(a) - worklistKey(b));

describe('the worklist order', () => {
  it('puts open work first: STAT, then Rush, then Routine, each by due time, overdue first', () => {
    const due = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
    const list: Array<WorklistFields & { id: string }> = [
      { id: 'routine-overdue', status: 'Assigned', priority: 'Routine', dueAt: due(-300) },
      { id: 'rush-fresh', status: 'Available', priority: 'Rush', dueAt: due(30) },
      { id: 'stat-later', status: 'Available', priority: 'STAT', dueAt: due(5) },
      { id: 'signed-stat', status: 'SignOutCompleted', priority: 'STAT', dueAt: due(-900) },
      { id: 'stat-overdue', status: 'Assigned', priority: 'STAT', dueAt: due(-1) },
      { id: 'routine-no-due', status: 'Available', priority: 'Routine', dueAt: null },
      { id: 'routine-soon', status: 'Available', priority: 'Routine', dueAt: due(2) },
      { id: 'draft-rush', status: 'Draft', priority: 'Rush', dueAt: null },
    ];
    expect(sorted(list).map((c) => c.id)).toEqual([
      'stat-overdue',
      'stat-later',
      'rush-fresh',
      'routine-overdue',
      'routine-soon',
      'routine-no-due',
      'signed-stat',
      'draft-rush',
    ]);
  });

  it('the key orders exactly as the rule compares, for any two cases', () => {
    fc.assert(
      fc.property(item, item, (a, b) => {
        expect(sign(worklistKey(a) - worklistKey(b))).toBe(sign(compareWorklist(a, b)));
      }),
    );
  });

  it('never puts a closed case before an open one, nor a lower priority before a higher among the open', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (items) => {
        const order = sorted(items);
        order.forEach((c, i) => {
          const next = order[i + 1];
          if (!next) return;
          expect(!OPEN.has(c.status) && OPEN.has(next.status)).toBe(false);
          if (OPEN.has(c.status) && OPEN.has(next.status)) {
            const rank = ['STAT', 'Rush', 'Routine'];
            expect(rank.indexOf(c.priority)).toBeLessThanOrEqual(rank.indexOf(next.priority));
            if (c.priority === next.priority && c.dueAt && next.dueAt)
              expect(Date.parse(c.dueAt)).toBeLessThanOrEqual(Date.parse(next.dueAt));
            if (c.priority === next.priority && !c.dueAt) expect(next.dueAt).toBeNull();
          }
        });
      }),
    );
  });

  it('puts a Rush case sent out now after exactly the open STAT cases and the Rush ones due before it (the overdue), before every Routine one', () => {
    // "A fresh urgent case is not on page 1 with the seed": the seed's 20 STAT and 20 Rush Available
    // cases are all weeks overdue, so by this rule a fresh Rush case is the 41st of Available Cases (docs/turnaround.md).
    const fresh = {
      status: 'Available',
      priority: 'Rush' as const,
      dueAt: new Date(NOW + 30 * 3_600_000).toISOString(),
    };
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        const list = [...items.map((c, i) => ({ ...c, id: `c${i}` })), { ...fresh, id: 'fresh' }];
        const place = sorted(list).findIndex((c) => c.id === 'fresh');
        const ahead = items.filter(
          (c) =>
            OPEN.has(c.status) &&
            (c.priority === 'STAT' || (c.priority === 'Rush' && c.dueAt !== null && c.dueAt < fresh.dueAt)),
        ).length;
        const tied = items.filter(
          (c) => OPEN.has(c.status) && c.priority === 'Rush' && c.dueAt === fresh.dueAt,
        ).length;
        expect(place).toBeGreaterThanOrEqual(ahead);
        expect(place).toBeLessThanOrEqual(ahead + tied);
      }),
    );
    const overdue = (priority: 'STAT' | 'Rush' | 'Routine', n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${priority}-${i}`,
        status: 'Available',
        priority,
        dueAt: new Date(NOW - (i + 1) * 7 * 86_400_000).toISOString(),
      }));
    const seedShape = [
      ...overdue('Routine', 60),
      ...overdue('STAT', 20),
      ...overdue('Rush', 20),
      { ...fresh, id: 'fresh' },
    ];
    expect(sorted(seedShape).findIndex((c) => c.id === 'fresh') + 1).toBe(41);
  });
});
