/**
 * The escalation sweep (docs/notifications.md): applies the pure rule (./escalation.ts) to the database at the
 * QA clock. For each escalation due it records the escalation, and gives each recipient one in-app
 * notification and one e-mail in the outbox (GET /__mock/outbox?email=…).
 *
 * What is due is found from the index of due times (./due-index.ts), not by scanning every case: the cases
 * written since the last sweep are indexed again, then only those whose next look has come are judged. What is
 * due is sent in batches of SWEEP_BATCH, each judged again against the case as it is then and saved, with a
 * turn of the event loop between batches so requests (logins) are answered meanwhile. One sweep runs at a time.
 *
 * When it runs, all on the server: right after the QA clock moves (to the end, before its answer); before a
 * user's notifications are read, when the cases changed or the clock has gone on a minute since the last sweep
 * (the read waits for the first batch: a backlog of more goes on behind the answer); and at start and every minute
 * on a timer the standalone server starts (startEscalationTimer, unref'd, stopped with it).
 */
import { isAdminRole, sameStatus } from '../../contracts';
import { isFacilityRole } from '../../contracts/roles';
import { SYSTEM_CLIENT_ADDRESS } from '../../contracts/audit';
import { appendAuditEvent } from '../audit/recorder';
import { dueClock, type DueClock } from '../cases/turnaround';
import { tellUsers } from './notify';
import { caseWords, noticeTime } from './words';
import { db, type CaseRecord } from '../store/db';
import { byKey } from '../store/keyed';
import { settle } from '../store/persistence';
import { escalationsDue, type Escalation, type EscalatableCase, type EscalationInput } from './escalation';
import { EscalationSchedule } from './due-index';
import { onClockMoved } from '../qa/clock';

/** How long a sweep's answer stands before a read sweeps again, in clock time (ms). */
export const SWEEP_EVERY_MS = 60_000;

let lastSweptAt: number | null = null;
/** Counts the resets (forgetSweep). */
let generation = 0;
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
  facilityId: item.facility.id,
});

export const activeAdminIds = () =>
  db.users
    .all()
    .filter((u) => isAdminRole(u.role) && sameStatus(u.status, 'Active'))
    .map((u) => u.id);

/** Who may be told, read once per sweep: the active admins, and each facility's active users. */
export type People = Pick<EscalationInput, 'admins' | 'facilityUsers'>;

export function peopleNow(): People {
  const byFacility = new Map<string, string[]>();
  const admins: string[] = [];
  for (const user of db.users.all()) {
    if (!sameStatus(user.status, 'Active')) continue;
    if (isAdminRole(user.role)) admins.push(user.id);
    else if (isFacilityRole(user.role) && user.facilityId) {
      const list = byFacility.get(user.facilityId) ?? [];
      list.push(user.id);
      byFacility.set(user.facilityId, list);
    }
  }
  return { admins, facilityUsers: (facilityId) => byFacility.get(facilityId) ?? [] };
}

/** The escalations due now that were not sent yet, by a scan of every case (the seed; the index's reference). */
export function pendingEscalations(clock = dueClock()): Escalation[] {
  return escalationsDue({
    cases: db.cases.all().map(toEscalatable),
    sent: new Set(db.escalations.all().map((e) => e.id)),
    ...peopleNow(),
    now: clock.now,
    holidays: clock.holidays,
  });
}

/** The words of a notice about a case: the same in the app and the e-mail. */
export function noticeText(item: CaseRecord, escalation: Pick<Escalation, 'state' | 'dueAt' | 'expectedAt'>) {
  const what = caseWords(item);
  const who = item.status === 'Assigned' ? '' : ' It is not assigned to a provider yet.';
  const when = noticeTime;
  switch (escalation.state) {
    case 'AtRisk':
      return {
        kind: 'CaseAtRisk' as const,
        title: `Case ${item.caseRecordId} is at risk`,
        message: `Case ${what} is due ${when(escalation.dueAt)}, with 20 % of its turnaround time or less left.${who}`,
      };
    case 'Overdue':
      return {
        kind: 'CaseOverdue' as const,
        title: `Case ${item.caseRecordId} is overdue`,
        message: `Case ${what} was due ${when(escalation.dueAt)} and is not signed out yet.${who}`,
      };
    case 'Late':
      return {
        kind: 'CaseDelayed' as const,
        title: `Case ${item.caseRecordId} is delayed`,
        message:
          `Case ${what} was due ${when(escalation.dueAt)} and is not signed out yet. ` +
          `It is now expected by ${when(escalation.expectedAt ?? escalation.dueAt)}.`,
      };
  }
}

const TIER_WORDS = { AtRisk: 'At risk', Overdue: 'Overdue', Late: 'Late' } as const;

/** The audit trail's record of an escalation sent (docs/audit.md): by the system, naming the tier and who. */
async function auditEscalation(item: CaseRecord, escalation: Escalation, sentAt: string) {
  const told = escalation.recipients.length ? escalation.recipients.join(', ') : 'nobody';
  const expected = escalation.expectedAt ? `; expected by ${noticeTime(escalation.expectedAt)}` : '';
  await appendAuditEvent(
    {
      at: sentAt,
      actor: null,
      attemptedEmail: null,
      action: 'CaseEscalated',
      target: { type: 'Case', id: item.caseID },
      caseId: item.caseID,
      caseRecordId: item.caseRecordId,
      outcome: 'Succeeded',
      status: 200,
      clientAddress: SYSTEM_CLIENT_ADDRESS,
      detail: `${TIER_WORDS[escalation.state]}${expected}; told ${told}`.slice(0, 200),
    },
    { sessionKey: null, dedupeKey: null },
  );
}

/** How many escalations a sweep sends between two turns of the event loop. */
export const SWEEP_BATCH = 100;
/** How often at most a long sweep saves what it sent (ms); it also saves after its first batch and at its end. */
const SAVE_EVERY_MS = 1000;

const sent = (key: string) => byKey.escalations.get(key) !== undefined;
const schedule = new EscalationSchedule(sent);
const caseWrites = byKey.cases.changes();
/** Only to learn of a `clear()` of the escalations (a reset): what was sent is then anyone's guess. */
const escalationWrites = byKey.escalations.changes();
/** Cases whose escalation was deleted: it may be due again. */
const unsent = new Set<string>();
db.escalations.hooks.on('delete', ({ data }) => void unsent.add(data.deletedRecord.caseID));

function reindex(caseID: string) {
  const item = byKey.cases.get(caseID);
  if (item) schedule.set(toEscalatable(item));
  else schedule.delete(caseID);
}

/** The escalations due at the clock and not sent, from the index of due times. */
function dueFromIndex(clock: DueClock, people: People): Escalation[] {
  schedule.prepare(clock.now, clock.holidays);
  const cases = caseWrites.take();
  const escalations = escalationWrites.take();
  if (cases.rebuild || escalations.rebuild) {
    schedule.clear();
    for (const item of db.cases.all()) schedule.set(toEscalatable(item));
  } else for (const caseID of cases.keys) reindex(caseID);
  for (const caseID of unsent) reindex(caseID);
  unsent.clear();
  return schedule.due(clock.now, clock.holidays, people.admins, people.facilityUsers);
}

/**
 * Records one escalation and tells its recipients, in the app and by e-mail: judged again against the case as it
 * is now (a batch may wait behind requests; a case written meanwhile is indexed again for the next sweep).
 */
async function send(due: Escalation, clock: DueClock, people: People, sentAt: string) {
  const item = byKey.cases.get(due.caseID);
  if (!item) return false;
  const [escalation] = escalationsDue({
    cases: [toEscalatable(item)],
    sent: { has: sent },
    ...people,
    now: clock.now,
    holidays: clock.holidays,
  });
  if (escalation?.key !== due.key) return false;
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
  await auditEscalation(item, escalation, sentAt);
  return true;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One sweep: what is due, sent in batches; `firstBatchSent` is called once the first batch is saved. */
async function sweep(clock: DueClock, firstBatchSent: () => void): Promise<number> {
  const started = generation;
  const people = peopleNow();
  const due = dueFromIndex(clock, people);
  lastSweptAt = clock.now.getTime();
  casesChanged = false;
  const sentAt = clock.now.toISOString();
  let count = 0;
  let from = 0;
  // Saved after the first batch (a read shows it), then at most every SAVE_EVERY_MS or four times as long as a
  // save took, and at the end: a save may cost the whole database (store/persistence.ts).
  let saved = { at: 0, took: 0, count: 0 };
  const save = async () => {
    const at = performance.now();
    await settle();
    saved = { at: performance.now(), took: performance.now() - at, count };
  };
  try {
    for (; from < due.length; from += SWEEP_BATCH) {
      if (from > 0) await nextTurn();
      // A reset put the database back meanwhile: what is left belonged to the database before it.
      if (generation !== started) break;
      for (const escalation of due.slice(from, from + SWEEP_BATCH))
        if (await send(escalation, clock, people, sentAt)) count += 1;
      const last = from + SWEEP_BATCH >= due.length;
      const wait = Math.max(SAVE_EVERY_MS, 4 * saved.took);
      if (count > saved.count && (from === 0 || last || performance.now() - saved.at >= wait)) await save();
      firstBatchSent();
    }
    if (count > saved.count) await save();
  } finally {
    // Not sent (a failure, a reset): the index counted them as sent, so the next sweep judges them again.
    for (const escalation of due.slice(from)) unsent.add(escalation.caseID);
  }
  return count;
}

interface Sweeping {
  firstBatch: Promise<void>;
  done: Promise<number>;
}
let queue: Promise<unknown> = Promise.resolve();
let running: Sweeping | null = null;

/** Queues a sweep behind the one running (at `clock`, or the QA clock when it starts). */
function startSweep(clock?: DueClock): Sweeping {
  let firstBatchSent = () => {};
  const firstBatch = new Promise<void>((resolve) => (firstBatchSent = resolve));
  const done = queue.then(() => sweep(clock ?? dueClock(), firstBatchSent));
  const sweeping: Sweeping = { firstBatch: Promise.race([firstBatch, done.then(() => {})]), done };
  // Whoever waits for one of them is told of a failure; the other is not left unhandled.
  sweeping.firstBatch.catch(() => {});
  running = sweeping;
  queue = done.then(
    () => void (running === sweeping && (running = null)),
    () => void (running === sweeping && (running = null)),
  );
  return sweeping;
}

/** Sends every escalation due at the clock, to the end; how many. */
export function sweepEscalations(clock?: DueClock): Promise<number> {
  return startSweep(clock).done;
}

/**
 * Before notifications are read: a sweep when the cases changed or the clock went on since the last one, waited
 * for until its first batch is sent. While a sweep runs, the read waits for its first batch only.
 */
export async function sweepIfStale(clock = dueClock()): Promise<void> {
  if (running) return running.firstBatch;
  const now = clock.now.getTime();
  if (casesChanged || lastSweptAt === null || now - lastSweptAt >= SWEEP_EVERY_MS || now < lastSweptAt) {
    await startSweep(clock).firstBatch;
  }
}

/** A reset puts the database back: the next read sweeps afresh, and a sweep under way stops at its next batch. */
export function forgetSweep() {
  lastSweptAt = null;
  casesChanged = true;
  generation += 1;
}

onClockMoved(() => sweepEscalations());

/**
 * At start (the index of due times is built then, not by the first read, and what fell due while the server was
 * stopped goes out) and every minute while the server runs (unref'd, so it never holds a process open); returns
 * the stop.
 */
export function startEscalationTimer(everyMs = SWEEP_EVERY_MS): () => void {
  const run = () => {
    sweepEscalations().catch((error: unknown) => {
      console.error(
        `mock: escalation sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  };
  const first = setImmediate(run);
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    clearImmediate(first);
    clearInterval(timer);
  };
}
