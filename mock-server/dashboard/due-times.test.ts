import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byUrgency, dueTimeFigures, median, percent, type FigureCase } from './due-times';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const none = new Set<string>();
const NOW = new Date('2026-12-04T12:00:00Z'); // a Friday
const TYPES = ['surgical', 'cytology'] as const;
const iso = (ms: number) => new Date(ms).toISOString();

const facilityA = { id: 'fac-a', name: 'Alpha' };
const facilityB = { id: 'fac-b', name: 'Beta' };
const doctor = { id: 'usr-1', name: 'Dr One' };

const signed = (
  sentOut: number,
  due: number,
  signedOut: number,
  facility = facilityA,
  priority: FigureCase['priority'] = 'STAT',
): FigureCase => ({
  status: 'SignOutCompleted',
  type: 'surgical',
  priority,
  facility,
  provider: doctor,
  sentOutAt: iso(sentOut),
  dueAt: iso(due),
  signedOutAt: iso(signedOut),
});

describe('median and percent', () => {
  it('of known sets', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(percent(0, 0)).toBeNull();
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(3, 3)).toBe(100);
  });

  it('a median lies between the least and the greatest, and percents within 0–100', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1 }), (values) => {
        const m = median(values)!;
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const p = percent(Math.min(a, b), Math.max(a, b));
        if (Math.max(a, b) === 0) expect(p).toBeNull();
        else expect(p! >= 0 && p! <= 100).toBe(true);
      }),
    );
  });
});

describe('byUrgency', () => {
  it('lists the priorities most urgent first', () => {
    expect(byUrgency((priority) => priority)).toEqual(['STAT', 'Rush', 'Routine']);
  });
});

describe('dueTimeFigures', () => {
  it('counts a case met when signed out before its due time, in the window only', () => {
    const t = NOW.getTime();
    const figures = dueTimeFigures(
      [
        signed(t - 5 * DAY, t - 3 * DAY, t - 4 * DAY), // met
        signed(t - 5 * DAY, t - 3 * DAY, t - 2 * DAY), // late
        signed(t - 50 * DAY, t - 48 * DAY, t - 40 * DAY, facilityA, 'Rush'), // outside the window
        signed(t - 5 * DAY, t - 3 * DAY, t - 4 * DAY, facilityB, 'Routine'), // met
      ],
      NOW,
      none,
      TYPES,
    );
    expect(figures.byFacility).toEqual([
      { ...facilityA, signedOut: 2, met: 1, onTimePercent: 50 },
      { ...facilityB, signedOut: 1, met: 1, onTimePercent: 100 },
    ]);
    expect(figures.byProvider).toEqual([{ ...doctor, signedOut: 3, met: 2, onTimePercent: 66.7 }]);
    // Sent out on Sunday 12:00: signed on Monday 12:00 is 12 working hours, on Wednesday 12:00 is 60. Each
    // priority has its own figures, every priority listed, most urgent first.
    const nothing = { cases: 0, met: 0, onTimePercent: null, medianWorkingHours: null };
    expect(figures.byCaseType).toEqual([
      {
        caseType: 'surgical',
        cases: 3,
        met: 2,
        onTimePercent: 66.7,
        medianWorkingHours: 12,
        byPriority: [
          { priority: 'STAT', cases: 2, met: 1, onTimePercent: 50, medianWorkingHours: 36 },
          { priority: 'Rush', ...nothing },
          { priority: 'Routine', cases: 1, met: 1, onTimePercent: 100, medianWorkingHours: 12 },
        ],
      },
      {
        caseType: 'cytology',
        ...nothing,
        byPriority: [
          { priority: 'STAT', ...nothing },
          { priority: 'Rush', ...nothing },
          { priority: 'Routine', ...nothing },
        ],
      },
    ]);
  });

  it('counts open overdue cases by facility and provider, the unassigned apart', () => {
    const t = NOW.getTime();
    const open = (provider: FigureCase['provider'], due: number): FigureCase => ({
      status: provider ? 'Assigned' : 'Available',
      type: 'cytology',
      priority: 'Routine',
      facility: facilityA,
      provider,
      sentOutAt: iso(t - 10 * DAY),
      dueAt: iso(due),
      signedOutAt: null,
    });
    const figures = dueTimeFigures(
      [open(doctor, t - HOUR), open(null, t - DAY), open(null, t + 10 * DAY)],
      NOW,
      none,
      TYPES,
    );
    expect(figures.overdue).toEqual({
      total: 2,
      unassigned: 1,
      byFacility: [{ ...facilityA, overdue: 2 }],
      byProvider: [{ ...doctor, overdue: 1 }],
    });
  });

  const caseArb = fc
    .record({
      status: fc.constantFrom<FigureCase['status']>(
        'Draft',
        'Available',
        'Assigned',
        'SignOutCompleted',
        'Cancelled',
      ),
      type: fc.constantFrom(...TYPES),
      priority: fc.constantFrom<FigureCase['priority']>('STAT', 'Rush', 'Routine'),
      facility: fc.constantFrom(facilityA, facilityB),
      provider: fc.option(fc.constant(doctor), { nil: null }),
      sentDaysAgo: fc.integer({ min: 0, max: 90 }),
      targetHours: fc.integer({ min: 1, max: 200 }),
      signedHoursAfter: fc.integer({ min: 0, max: 2000 }),
    })
    .map(({ sentDaysAgo, targetHours, signedHoursAfter, ...rest }): FigureCase => {
      const sentOut = NOW.getTime() - sentDaysAgo * DAY;
      const done = rest.status === 'SignOutCompleted';
      return {
        ...rest,
        sentOutAt: rest.status === 'Draft' ? null : iso(sentOut),
        dueAt:
          rest.status === 'Draft' || rest.status === 'Cancelled' ? null : iso(sentOut + targetHours * HOUR),
        signedOutAt: done ? iso(Math.min(sentOut + signedHoursAfter * HOUR, NOW.getTime())) : null,
      };
    });

  it('for any cases: percents in 0–100, met never more than signed out, rows agree with the totals', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 60 }), (cases) => {
        const figures = dueTimeFigures(cases, NOW, none, TYPES);
        for (const row of [...figures.byFacility, ...figures.byProvider]) {
          expect(row.met).toBeLessThanOrEqual(row.signedOut);
          expect(row.onTimePercent).toBeGreaterThanOrEqual(0);
          expect(row.onTimePercent).toBeLessThanOrEqual(100);
        }
        const inWindow = cases.filter(
          (c) => c.status === 'SignOutCompleted' && Date.parse(c.signedOutAt!) >= NOW.getTime() - 30 * DAY,
        );
        expect(figures.byFacility.reduce((n, r) => n + r.signedOut, 0)).toBe(inWindow.length);
        expect(figures.byCaseType.reduce((n, r) => n + r.cases, 0)).toBe(inWindow.length);
        const overdue = figures.overdue;
        expect(overdue.byFacility.reduce((n, r) => n + r.overdue, 0)).toBe(overdue.total);
        expect(overdue.byProvider.reduce((n, r) => n + r.overdue, 0) + overdue.unassigned).toBe(
          overdue.total,
        );
        for (const row of figures.byCaseType) {
          if (row.cases === 0) expect(row.medianWorkingHours).toBeNull();
          else expect(row.medianWorkingHours).toBeGreaterThanOrEqual(0);
          // Every priority listed, most urgent first; each counts its own cases, and they add up to the type's.
          expect(row.byPriority.map((p) => p.priority)).toEqual(['STAT', 'Rush', 'Routine']);
          for (const p of row.byPriority) {
            const own = inWindow.filter((c) => c.type === row.caseType && c.priority === p.priority);
            expect(p.cases).toBe(own.length);
            expect(p.met).toBeLessThanOrEqual(p.cases);
            expect(p.onTimePercent).toBe(percent(p.met, p.cases));
            if (p.cases === 0) expect(p.medianWorkingHours).toBeNull();
          }
          expect(row.byPriority.reduce((n, p) => n + p.cases, 0)).toBe(row.cases);
          expect(row.byPriority.reduce((n, p) => n + p.met, 0)).toBe(row.met);
        }
      }),
    );
  });
});
