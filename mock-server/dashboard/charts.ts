/**
 * What the admin dashboard's charts draw (decision 038): tasks per type and status, enquiries per stage,
 * this month's billing, cases created and signed out per day over the last 30 days, and the median turnaround
 * from sent out to signed out. Days and months are UTC.
 */
import type { db as Database } from '../store/db';

const DAY_MS = 86_400_000;
const DAYS = 30;
export const TASK_TYPES = { 1: 'general', 2: 'qa', 3: 'onboarding' } as const;
export const STAGES = [
  'prospect',
  'interested',
  'follow_up',
  'not_interested',
  'onboarding_in_progress',
  'active',
] as const;

const zeroTasks = () => ({ Open: 0, InProgress: 0, Completed: 0, Cancelled: 0 });

export function tasksByType(db: typeof Database) {
  const counts = { general: zeroTasks(), qa: zeroTasks(), onboarding: zeroTasks() };
  for (const task of db.tasks.all()) counts[TASK_TYPES[task.type]][task.status] += 1;
  return counts;
}

export function enquiriesByStage(db: typeof Database) {
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<
    (typeof STAGES)[number],
    number
  >;
  for (const enquiry of db.enquiries.all()) counts[enquiry.stage] += 1;
  return counts;
}

/** Billing records of the calendar month of `now` (by service date), Void excluded. */
export function billingThisMonth(db: typeof Database, now: Date) {
  const month = now.toISOString().slice(0, 7);
  const records = db.billingRecords
    .all()
    .filter((record) => record.status !== 'Void' && record.serviceDate.startsWith(month));
  return { month, records: records.length, totalCents: records.reduce((sum, r) => sum + r.amountCents, 0) };
}

const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

/** The last 30 days ending with the day of `now`, oldest first: cases created and signed out on each. */
export function dailyCases(db: typeof Database, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: DAYS }, (_, i) => ({
    date: new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    created: 0,
    signedOut: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const item of db.cases.all()) {
    const created = byDate.get(dayOf(item.createdAt) ?? '');
    if (created) created.created += 1;
    const signed = byDate.get(dayOf(item.finalReport?.signedOutAt) ?? '');
    if (signed) signed.signedOut += 1;
  }
  return days;
}

/** The median of sent out → signed out, in hours (one decimal), of the cases signed out in the last 30 days. */
export function turnaround(db: typeof Database, now: Date) {
  const since = now.getTime() - DAYS * DAY_MS;
  const hours = db.cases
    .all()
    .flatMap((item) => {
      const signedOut = Date.parse(item.finalReport?.signedOutAt ?? '');
      const sentOut = Date.parse(item.sentOutAt ?? '');
      return signedOut >= since && signedOut <= now.getTime() && sentOut <= signedOut
        ? [(signedOut - sentOut) / 3_600_000]
        : [];
    })
    .sort((a, b) => a - b);
  return { medianHours: hours.length ? Math.round(median(hours) * 10) / 10 : null, cases: hours.length };
}

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
