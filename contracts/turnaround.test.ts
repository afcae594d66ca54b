import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingHours, dayOf, dueState, MAX_TARGET_HOURS, workingMsBetween } from './turnaround';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const none = new Set<string>();

// 2026-11-27 is a Friday; 2026-11-26 (Thanksgiving) a Thursday.
describe('addWorkingHours', () => {
  it('skips weekends and listed holidays, counting all 24 hours of a business day', () => {
    expect(addWorkingHours(at('2026-11-27T15:00:00Z'), 24, none)).toEqual(at('2026-11-30T15:00:00Z'));
    expect(addWorkingHours(at('2026-11-28T10:00:00Z'), 4, none)).toEqual(at('2026-11-30T04:00:00Z'));
    expect(addWorkingHours(at('2026-11-25T12:00:00Z'), 24, new Set(['2026-11-26']))).toEqual(
      at('2026-11-27T12:00:00Z'),
    );
    expect(addWorkingHours(at('2026-11-24T09:30:00Z'), 48, none)).toEqual(at('2026-11-26T09:30:00Z'));
  });
});

const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms));
const holidays = fc
  .array(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 6, 1) }), { maxLength: 40 })
  .map((days) => new Set(days.map(dayOf)));
const hours = fc.integer({ min: 1, max: MAX_TARGET_HOURS });

describe('the calendar, for any start, target and holidays', () => {
  it('counts exactly the target between the start and the due time', () => {
    fc.assert(
      fc.property(instant, hours, holidays, (start, h, off) => {
        expect(workingMsBetween(start, addWorkingHours(start, h, off), off)).toBe(h * HOUR);
      }),
    );
  });

  it('is never sooner than the same hours of plain time, and a longer target or more holidays never come sooner', () => {
    fc.assert(
      fc.property(instant, hours, hours, holidays, holidays, (start, a, b, off, more) => {
        const due = addWorkingHours(start, a, off).getTime();
        expect(due).toBeGreaterThanOrEqual(start.getTime() + a * HOUR);
        expect(addWorkingHours(start, Math.max(a, b), off).getTime()).toBeGreaterThanOrEqual(due);
        expect(addWorkingHours(start, a, new Set([...off, ...more])).getTime()).toBeGreaterThanOrEqual(due);
      }),
    );
  });

  it('falls due within a business day (the instant before it is one)', () => {
    fc.assert(
      fc.property(instant, hours, holidays, (start, h, off) => {
        const before = new Date(addWorkingHours(start, h, off).getTime() - 1);
        expect([0, 6]).not.toContain(before.getUTCDay());
        expect(off.has(dayOf(before.getTime()))).toBe(false);
      }),
    );
  });
});

describe('dueState', () => {
  it('is OnTime, then AtRisk with a fifth of the target left, then Overdue from the due time', () => {
    const sentOutAt = at('2026-11-23T08:00:00Z');
    const dueAt = addWorkingHours(sentOutAt, 10, none);
    const state = (iso: string) => dueState({ sentOutAt, dueAt }, at(iso), none);
    expect(state('2026-11-23T08:00:00Z')).toBe('OnTime');
    expect(state('2026-11-23T15:59:59Z')).toBe('OnTime');
    expect(state('2026-11-23T16:00:00Z')).toBe('AtRisk');
    expect(state('2026-11-23T18:00:00Z')).toBe('Overdue');
  });

  it('judges a signed-out case at its sign-out, whenever asked: OnTime if signed before its due time, never AtRisk', () => {
    fc.assert(
      fc.property(
        instant,
        hours,
        holidays,
        fc.nat(3_000),
        fc.nat(100_000),
        (sentOutAt, h, off, signedAfter, later) => {
          const dueAt = addWorkingHours(sentOutAt, h, off);
          const signedOutAt = new Date(sentOutAt.getTime() + signedAfter * HOUR);
          const now = new Date(signedOutAt.getTime() + later * HOUR);
          expect(dueState({ sentOutAt, dueAt, signedOutAt }, now, off)).toBe(
            signedOutAt.getTime() >= dueAt.getTime() ? 'Overdue' : 'OnTime',
          );
        },
      ),
    );
  });

  it('for any clock, moves only forward as time passes', () => {
    const order = { OnTime: 0, AtRisk: 1, Overdue: 2 } as const;
    fc.assert(
      fc.property(instant, hours, holidays, fc.nat(10_000), fc.nat(10_000), (sentOutAt, h, off, a, b) => {
        const dueAt = addWorkingHours(sentOutAt, h, off);
        const first = new Date(sentOutAt.getTime() + Math.min(a, b) * HOUR);
        const later = new Date(sentOutAt.getTime() + Math.max(a, b) * HOUR);
        expect(order[dueState({ sentOutAt, dueAt }, later, off)]).toBeGreaterThanOrEqual(
          order[dueState({ sentOutAt, dueAt }, first, off)],
        );
      }),
    );
  });
});
