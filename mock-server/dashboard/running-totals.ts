/**
 * What getAdminDashboard answers, kept as running totals: counts per status, stage, type, day and month
 * brought up to date from the records written since the last read (./tally.ts), and the clock-dependent figures
 * from windows over the cases' sign-out and due times (./window-figures.ts). The answer is the one the scan of every
 * record gives (`dashboardCounts`, ./counts.ts), which the tests hold it to; a read costs the writes since the
 * last one and the entries the clock moved across, not the data.
 */
import { isProviderRole, schemas } from '../../contracts';
import type { DueClock } from '../cases/turnaround';
import { db, type CaseRecord } from '../store/db';
import { byKey } from '../store/keyed';
import { STAGES, TASK_TYPES } from './charts';
import { CASE_STATUSES, SETTLED_LEADS, USER_STATUSES, figureCase, isOpenRecord } from './counts';
import { Tally } from './tally';
import {
  OverdueFigures,
  SignedFigures,
  WINDOW_DAYS,
  type OverdueEntry,
  type SignedEntry,
} from './window-figures';

const DAY_MS = 86_400_000;
const TASK_STATUSES = ['Open', 'InProgress', 'Completed', 'Cancelled'] as const;
const GRADES = ['Agree', 'MinorDiscrepancy', 'MajorDiscrepancy'] as const;
const dayOf = (iso: string) => iso.slice(0, 10);

const cases = new Tally(byKey.cases, (item) => {
  const signedOutAt = item.finalReport?.signedOutAt;
  const keys = [`status:${item.status}`, `created:${dayOf(item.createdAt)}`];
  return { keys: signedOutAt ? [...keys, `signed:${dayOf(signedOutAt)}`] : keys };
});
const providers = new Tally(byKey.users, (user) =>
  isProviderRole(user.role) ? { keys: [`status:${user.status}`] } : null,
);
const tasks = new Tally(byKey.tasks, (task) => {
  const keys = [`${TASK_TYPES[task.type]}:${task.status}`];
  if (isOpenRecord(task)) keys.push('open');
  if (task.type === 2 && task.status === 'Completed' && task.qaReview) keys.push(`qa:${task.qaReview.grade}`);
  return { keys };
});
const enquiries = new Tally(byKey.enquiries, (enquiry) => ({
  keys: isOpenRecord(enquiry, SETTLED_LEADS)
    ? [`stage:${enquiry.stage}`, 'open']
    : [`stage:${enquiry.stage}`],
}));
const supportRequests = new Tally(byKey.supportRequests, (request) =>
  request.status === 'Open' ? { keys: ['open'] } : null,
);
// This month's billing: the records of each service month but Void, with their cents.
const billing = new Tally(byKey.billingRecords, (record) =>
  record.status === 'Void' ? null : { keys: [record.serviceDate.slice(0, 7)], weight: record.amountCents },
);

function signedEntry(item: CaseRecord): SignedEntry | null {
  const signedOutAt = item.finalReport?.signedOutAt;
  if (!signedOutAt) return null;
  const { type, priority, facility, provider } = figureCase(item);
  return {
    id: item.caseID,
    ms: Date.parse(signedOutAt),
    sentMs: item.sentOutAt ? Date.parse(item.sentOutAt) : NaN,
    dueMs: item.dueAt ? Date.parse(item.dueAt) : NaN,
    judged: item.status === 'SignOutCompleted' && Boolean(item.sentOutAt && item.dueAt),
    type,
    priority,
    facility,
    provider,
  };
}

function overdueEntry(item: CaseRecord): OverdueEntry | null {
  const open = item.status === 'Available' || item.status === 'Assigned';
  if (!open || !item.sentOutAt || !item.dueAt) return null;
  const { facility, provider } = figureCase(item);
  return { id: item.caseID, ms: Date.parse(item.dueAt), facility, provider };
}

const signed = new SignedFigures();
const overdue = new OverdueFigures();
const caseWrites = byKey.cases.changes();
let holidaysKey = '';

/** The windows' entries of the cases written since the last read; most of them (a start, a reset): all again. */
function catchUp(holidays: ReadonlySet<string>) {
  const { rebuild, keys } = caseWrites.take();
  const ids = [...keys];
  if (rebuild || (ids.length > 256 && ids.length * 4 > signed.window.size + overdue.window.size)) {
    const all = db.cases.all();
    signed.window.load(
      all.flatMap((item) => signedEntry(item) ?? []),
      () => signed.reset(),
    );
    overdue.window.load(
      all.flatMap((item) => overdueEntry(item) ?? []),
      () => overdue.reset(),
    );
  } else {
    for (const id of ids) {
      const item = byKey.cases.get(id);
      signed.window.set(id, item ? signedEntry(item) : null);
      overdue.window.set(id, item ? overdueEntry(item) : null);
    }
  }
  const key = [...holidays].sort().join(',');
  if (key !== holidaysKey) {
    holidaysKey = key;
    signed.holidays = holidays;
    // Working hours count business days: every one in the window is counted again.
    signed.window.recount(() => signed.reset());
  }
}

/** The 30 days ending with the day of `now`, oldest first: cases created and signed out on each. */
function dailyCases(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: WINDOW_DAYS }, (_, i) => {
    const date = new Date(today - (WINDOW_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, created: cases.count(`created:${date}`), signedOut: cases.count(`signed:${date}`) };
  });
}

const countsOf = <K extends string>(keys: readonly K[], count: (key: K) => number) =>
  Object.fromEntries(keys.map((key) => [key, count(key)])) as Record<K, number>;

/** The dashboard at the clock (getAdminDashboard): the same figures as `dashboardCounts` over every record. */
export function dashboardFigures(clock: DueClock) {
  const now = clock.now;
  catchUp(clock.holidays);
  const window = signed.at(now, schemas.zCaseTypeName.options);
  const month = now.toISOString().slice(0, 7);
  const taskCounts = (type: (typeof TASK_TYPES)[keyof typeof TASK_TYPES]) =>
    countsOf(TASK_STATUSES, (status) => tasks.count(`${type}:${status}`));
  return {
    cases: countsOf(CASE_STATUSES, (status) => cases.count(`status:${status}`)),
    providers: countsOf(USER_STATUSES, (status) => providers.count(`status:${status}`)),
    openTasks: tasks.count('open'),
    openEnquiries: enquiries.count('open'),
    openSupportRequests: supportRequests.count('open'),
    qaResults: countsOf(GRADES, (grade) => tasks.count(`qa:${grade}`)),
    tasks: { general: taskCounts('general'), qa: taskCounts('qa'), onboarding: taskCounts('onboarding') },
    enquiriesByStage: countsOf(STAGES, (stage) => enquiries.count(`stage:${stage}`)),
    billingThisMonth: { month, records: billing.count(month), totalCents: billing.sum(month) },
    daily: dailyCases(now),
    turnaround: window.turnaround,
    dueTimes: {
      windowDays: WINDOW_DAYS,
      byFacility: window.byFacility,
      byProvider: window.byProvider,
      byCaseType: window.byCaseType,
      overdue: overdue.at(now),
    },
    generatedAt: now.toISOString(),
  };
}
