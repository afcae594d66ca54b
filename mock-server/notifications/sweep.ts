/**
 * The escalation sweep (docs/notifications.md): applies the pure rule (./escalation.ts) to the database at the
 * QA clock. For each escalation due it records the escalation, and gives each recipient one in-app
 * notification and one e-mail in the outbox (GET /__mock/outbox?email=…).
 *
 * When it runs, all on the server: right after the QA clock moves (before its answer); before a user's
 * notifications are read, when the cases changed or the clock has gone on a minute since the last sweep; and
 * every minute on a timer the standalone server starts (startEscalationTimer, unref'd, stopped with it).
 */
import { isAdminRole, sameStatus } from '../../contracts';
import { dueClock } from '../cases/turnaround';
import { tellUsers } from './notify';
import { caseWords, noticeTime as when } from './words';
import { db, type CaseRecord } from '../store/db';
import { persist } from '../store/persistence';
import { escalationsDue, type Escalation, type EscalatableCase } from './escalation';
import { onClockMoved } from '../qa/clock';

/** How long a sweep's answer stands before a read sweeps again, in clock time (ms). */
export const SWEEP_EVERY_MS = 60_000;

let lastSweptAt: number | null = null;
let casesChanged = true;
for (const event of ['create', 'update', 'delete'] as const) {
  db.cases.hooks.on(event, () => void (casesChanged = true));
}

export const toEscalatable = (item: CaseRecord): EscalatableCase => ({
  caseID: item.caseID,
  status: item.status,
  sentOutAt: item.sentOutAt,
  dueAt: item.dueAt,
  assignedProviderId: item.status === 'Assigned' ? (item.assignedProvider?.id ?? null) : null,
});

export const activeAdminIds = () =>
  db.users
    .all()
    .filter((u) => isAdminRole(u.role) && sameStatus(u.status, 'Active'))
    .map((u) => u.id);

/** The escalations due now that were not sent yet. */
export function pendingEscalations(clock = dueClock()): Escalation[] {
  return escalationsDue({
    cases: db.cases.all().map(toEscalatable),
    sent: new Set(db.escalations.all().map((e) => e.id)),
    admins: activeAdminIds(),
    now: clock.now,
    holidays: clock.holidays,
  });
}

/** The words of a notice about a case: the same in the app and the e-mail. */
export function noticeText(item: CaseRecord, escalation: Pick<Escalation, 'state' | 'dueAt'>) {
  const what = caseWords(item);
  const who = item.status === 'Assigned' ? '' : ' It is not assigned to a provider yet.';
  return escalation.state === 'AtRisk'
    ? {
        kind: 'CaseAtRisk' as const,
        title: `Case ${item.caseRecordId} is at risk`,
        message: `Case ${what} is due ${when(escalation.dueAt)}, with 20 % of its turnaround time or less left.${who}`,
      }
    : {
        kind: 'CaseOverdue' as const,
        title: `Case ${item.caseRecordId} is overdue`,
        message: `Case ${what} was due ${when(escalation.dueAt)} and is not signed out yet.${who}`,
      };
}

/** Records one escalation and tells its recipients, in the app and by e-mail. */
async function send(escalation: Escalation, sentAt: string) {
  const item = db.cases.findFirst((q) => q.where({ caseID: escalation.caseID }));
  if (!item) return;
  const text = noticeText(item, escalation);
  await db.escalations.create({
    id: escalation.key,
    caseID: escalation.caseID,
    state: escalation.state,
    dueAt: escalation.dueAt,
    sentAt,
    recipients: escalation.recipients,
  });
  await tellUsers(escalation.recipients, item, text, sentAt);
}

/** Sends every escalation due at the clock; how many. */
export async function sweepEscalations(clock = dueClock()): Promise<number> {
  const due = pendingEscalations(clock);
  lastSweptAt = clock.now.getTime();
  casesChanged = false;
  if (!due.length) return 0;
  const sentAt = clock.now.toISOString();
  for (const escalation of due) await send(escalation, sentAt);
  await persist();
  return due.length;
}

/** Before notifications are read: a sweep when the cases changed or the clock went on since the last one. */
export async function sweepIfStale(clock = dueClock()): Promise<void> {
  const now = clock.now.getTime();
  if (casesChanged || lastSweptAt === null || now - lastSweptAt >= SWEEP_EVERY_MS || now < lastSweptAt) {
    await sweepEscalations(clock);
  }
}

/** A reset puts the database back: the next read sweeps afresh. */
export function forgetSweep() {
  lastSweptAt = null;
  casesChanged = true;
}

onClockMoved(() => sweepEscalations());

/** Every minute while the server runs (unref'd, so it never holds a process open); returns the stop. */
export function startEscalationTimer(everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => {
    sweepEscalations().catch((error: unknown) => {
      console.error(
        `mock: escalation sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
