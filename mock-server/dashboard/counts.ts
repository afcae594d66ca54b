/**
 * The admin dashboard's counts. Tasks and enquiries belong to another part of the backend: their collections
 * are read defensively (absent → null; a record is open unless its status says it is finished).
 */
import type { CaseRecord, db as Database } from '../store/db';
import { qaResults } from '../tasks/reviews';
import { billingThisMonth, dailyCases, enquiriesByStage, tasksByType, turnaround } from './charts';
import { isProviderRole, schemas } from '../../contracts';
import type { DueClock } from '../cases/turnaround';
import { dueTimeFigures, type FigureCase } from './due-times';

export const CASE_STATUSES = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'] as const;
export const USER_STATUSES = ['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated'] as const;
/** Statuses (lower-cased, without spaces, hyphens or underscores) after which a record is no longer open. */
export const CLOSED = [
  'completed',
  'complete',
  'closed',
  'cancelled',
  'canceled',
  'resolved',
  'done',
  'archived',
];
/** An enquiry (a lead) is settled once it is ineligible, not interested, or became an (in)active account. */
export const SETTLED_LEADS = [...CLOSED, 'ineligible', 'notinterested', 'active', 'deactivated'];

type Countable = { all(): unknown[] };

/** Whether a record is open: its status, if it has one, is not among `finished`. */
export function isOpenRecord(record: unknown, finished: readonly string[] = CLOSED): boolean {
  const status = (record as { status?: unknown } | null)?.status;
  return typeof status !== 'string' || !finished.includes(status.replace(/[\s_-]/g, '').toLowerCase());
}

/** How many records of an optional collection are open; null when the collection does not exist. */
export function openCount(collection: unknown, finished: readonly string[] = CLOSED): number | null {
  if (!collection || typeof (collection as Countable).all !== 'function') return null;
  return (collection as Countable).all().filter((record) => isOpenRecord(record, finished)).length;
}

/** A case as the due-time figures read it: who reads or signed it, when it was sent, due and signed out. */
export const figureCase = (item: CaseRecord): FigureCase => ({
  status: item.status,
  type: item.type.name,
  priority: item.priority,
  facility: { id: item.facility.id, name: item.facility.name },
  provider:
    item.status === 'SignOutCompleted'
      ? (item.finalReport?.signedOutBy ?? item.assignedProvider ?? null)
      : item.status === 'Assigned'
        ? (item.assignedProvider ?? null)
        : null,
  sentOutAt: item.sentOutAt,
  dueAt: item.dueAt,
  signedOutAt: item.finalReport?.signedOutAt ?? null,
});

/**
 * The dashboard's figures by a scan of every record: the reference the running totals (./running-totals.ts, what
 * getAdminDashboard answers) are tested against.
 */
export function dashboardCounts(db: typeof Database, generatedAt: string, clock?: DueClock) {
  const now = new Date(generatedAt);
  const cases = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<
    (typeof CASE_STATUSES)[number],
    number
  >;
  for (const item of db.cases.all()) cases[item.status] += 1;
  const providers = Object.fromEntries(USER_STATUSES.map((s) => [s, 0])) as Record<
    (typeof USER_STATUSES)[number],
    number
  >;
  for (const user of db.users.all()) if (isProviderRole(user.role)) providers[user.status] += 1;
  const optional = db as unknown as Record<string, unknown>;
  return {
    cases,
    providers,
    openTasks: openCount(optional.tasks),
    openEnquiries: openCount(optional.enquiries, SETTLED_LEADS),
    openSupportRequests: db.supportRequests.all().filter((r) => r.status === 'Open').length,
    // Completed QA tasks per grade (decision 030).
    qaResults: qaResults(db.tasks.all()),
    tasks: tasksByType(db),
    enquiriesByStage: enquiriesByStage(db),
    billingThisMonth: billingThisMonth(db, now),
    daily: dailyCases(db, now),
    turnaround: turnaround(db, now),
    dueTimes: dueTimeFigures(
      db.cases.all().map(figureCase),
      clock?.now ?? now,
      clock?.holidays ?? new Set(),
      schemas.zCaseTypeName.options,
    ),
    generatedAt,
  };
}
