/**
 * The retention prune (decision 098, docs/notifications.md): applies the pure rule (./retention.ts) to
 * the database at the QA clock and deletes what is past it through the collections (so whatever the database's
 * hooks keep — indexes, the file — follows), then saves.
 *
 * When it runs, all on the server: right after the QA clock moves (before its answer, as the escalation sweep);
 * once when the standalone server starts, then every hour on a timer (startRetentionTimer, unref'd, stopped with
 * the server). Retention is counted in days: an hour late is nothing, and each run reads every notification and
 * escalation once. Runs never overlap: one asked for while another runs starts after it.
 */
import { onClockMoved, clockNow } from '../qa/clock';
import { db } from '../store/db';
import { settle } from '../store/persistence';
import { closureOf, expiredHistory, type CaseClosure } from './retention';

export const PRUNE_EVERY_MS = 60 * 60_000;
/** Deletions between two turns of the event loop, so a long backlog never holds the requests waiting. */
const DELETIONS_PER_TURN = 500;

export interface Pruned {
  notifications: number;
  escalations: number;
}

let last: Promise<unknown> = Promise.resolve();

/** Drops the notifications and escalations past their retention at `now`; how many of each. */
export function pruneHistory(now: () => Date = clockNow): Promise<Pruned> {
  const run = last.then(() => prune(now()));
  last = run.catch(() => undefined);
  return run;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function prune(now: Date): Promise<Pruned> {
  const closures = new Map<string, CaseClosure>();
  for (const item of db.cases.all()) closures.set(item.caseID, closureOf(item));
  const expired = expiredHistory({
    notifications: db.notifications.all(),
    escalations: db.escalations.all(),
    closures,
    now,
  });
  const pruned = { notifications: expired.notifications.length, escalations: expired.escalations.length };
  if (!pruned.notifications && !pruned.escalations) return pruned;
  // Oldest first, as they were added: each deletion finds its record near the front of the collection.
  let done = 0;
  for (const record of expired.notifications) {
    db.notifications.delete(record);
    if (++done % DELETIONS_PER_TURN === 0) await nextTurn();
  }
  for (const record of expired.escalations) {
    db.escalations.delete(record);
    if (++done % DELETIONS_PER_TURN === 0) await nextTurn();
  }
  await settle();
  return pruned;
}

const logFailure = (error: unknown) =>
  console.error(`mock: retention prune failed: ${error instanceof Error ? error.message : String(error)}`);

onClockMoved(() => pruneHistory().then(() => undefined));

/** Once now and every hour while the server runs (unref'd, so it never holds a process open); returns the stop. */
export function startRetentionTimer(everyMs = PRUNE_EVERY_MS): () => void {
  const run = () => void pruneHistory().catch(logFailure);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
