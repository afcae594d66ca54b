/** The admin dashboard's chart figures against the seeded database, computed independently here. */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { SEED_NOW } from '../store/seed-generate';
import { billingThisMonth, dailyCases, enquiriesByStage, tasksByType, turnaround } from './charts';

const now = new Date(SEED_NOW);

describe('dashboard charts', () => {
  it('counts every task once by type and status, and every enquiry by stage', () => {
    const tasks = tasksByType(db);
    const total = Object.values(tasks).flatMap((byStatus) => Object.values(byStatus));
    expect(total.reduce((a, b) => a + b, 0)).toBe(db.tasks.all().length);
    expect(tasks.qa.Completed).toBe(
      db.tasks.all().filter((t) => t.type === 2 && t.status === 'Completed').length,
    );
    const stages = enquiriesByStage(db);
    expect(Object.values(stages).reduce((a, b) => a + b, 0)).toBe(db.enquiries.all().length);
  });

  it('gives 30 days ending today, oldest first, with the cases created and signed out on each', () => {
    const days = dailyCases(db, now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe('2026-11-15');
    expect(days[0]!.date).toBe('2026-10-17');
    const created = db.cases.all().filter((c) => c.createdAt.slice(0, 10) === days[20]!.date).length;
    expect(days[20]!.created).toBe(created);
    const signed = db.cases
      .all()
      .filter((c) => c.finalReport?.signedOutAt.slice(0, 10) === days[20]!.date).length;
    expect(days[20]!.signedOut).toBe(signed);
    expect(days.some((day) => day.signedOut > 0)).toBe(true);
  });

  it('takes the median of sent out → signed out over the last 30 days; none gives null', () => {
    const hours = db.cases
      .all()
      .filter((c) => c.finalReport && Date.parse(c.finalReport.signedOutAt) >= SEED_NOW - 30 * 86_400_000)
      .map((c) => (Date.parse(c.finalReport!.signedOutAt) - Date.parse(c.sentOutAt!)) / 3_600_000)
      .sort((a, b) => a - b);
    const { medianHours, cases } = turnaround(db, now);
    expect(cases).toBe(hours.length);
    expect(cases).toBeGreaterThan(0);
    expect(medianHours).toBeGreaterThanOrEqual(hours[0]!);
    expect(medianHours).toBeLessThanOrEqual(hours.at(-1)!);
    expect(turnaround(db, new Date('2020-01-01T00:00:00Z'))).toEqual({ medianHours: null, cases: 0 });
  });

  it('sums this month’s billing without void records', () => {
    const month = billingThisMonth(db, now);
    const records = db.billingRecords
      .all()
      .filter((r) => r.serviceDate.startsWith('2026-11') && r.status !== 'Void');
    expect(month).toEqual({
      month: '2026-11',
      records: records.length,
      totalCents: records.reduce((sum, r) => sum + r.amountCents, 0),
    });
  });
});
