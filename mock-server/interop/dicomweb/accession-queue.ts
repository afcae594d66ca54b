/**
 * When an order's slide lookups run (decisions 171 and 176): in the background, never in the order's answer; one
 * at a time per facility, a bounded line behind it, so a facility's hanging archive holds one connection and delays
 * only its own orders' slides; an archive down or silent tried again on a widening schedule (`retryDelayMs`), the
 * line given back between attempts.
 *
 * Each lookup not yet ended is a record of the store (`accessionLookups`: the attempt due next and when), written
 * with the order's own change, so a restart loses none: `resumeAccessionLookups` takes them up again at start, each
 * at its due time, those that fell due while the server was down one after another (`resumeDelays`).
 */
import { randomUUID } from 'node:crypto';
import { db } from '../../store/db';
import { settle } from '../../store/persistence';
import { facilityArchive } from './archive-search';
import { attempt, tellBusy, type AccessionLookup } from './accession-lookup';
import { lookupRetryBaseMs, resumeDelays, retryDelayMs } from './accession-rules';

/** Lookups one facility may have waiting behind the one running; past that, the facility is told at once. */
export const LOOKUPS_WAITING = 50;

const lanes = new Map<string, { tail: Promise<void>; size: number }>();
let pending = 0;
let idle: Array<() => void> = [];

/** Counts a lookup (or its retry) as not finished until `work` has settled. */
function hold(work: Promise<unknown>) {
  pending++;
  void work.finally(() => {
    if (--pending) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  });
}

/** Resolves once no lookup is running, waiting or due for a retry (tests wait for the background here). */
export const lookupsSettled = (): Promise<void> =>
  pending ? new Promise((resolve) => idle.push(resolve)) : Promise.resolve();

/** Runs `work` after the facility's lookups before it; false when its line is full. */
function inLane(facilityId: string, work: () => Promise<void>): boolean {
  const lane = lanes.get(facilityId) ?? { tail: Promise.resolve(), size: 0 };
  if (lane.size > LOOKUPS_WAITING) return false;
  lane.size++;
  lanes.set(facilityId, lane);
  lane.tail = lane.tail
    .then(work)
    .catch((error: unknown) => console.error(`mock: an archive lookup failed: ${String(error)}`))
    .finally(() => {
      if (--lane.size === 0 && lanes.get(facilityId) === lane) lanes.delete(facilityId);
    });
  hold(lane.tail);
  return true;
}

const storedLookup = (caseID: string) => db.accessionLookups.findFirst((q) => q.where({ caseID }));

/** `job` is still the case's lookup (not ended, not replaced by a changed order's). */
const current = (job: AccessionLookup) => storedLookup(job.caseID)?.id === job.id;

/** The case's lookup removed, if it is still `id` (any when null). */
async function forget(caseID: string, id: string | null) {
  const stored = storedLookup(caseID);
  if (!stored || (id !== null && stored.id !== id)) return;
  db.accessionLookups.delete((q) => q.where({ caseID }));
  await settle();
}

/** The attempts waiting for their time, each with what ends its wait. */
const timers = new Map<NodeJS.Timeout, () => void>();

/** Attempt `number` of `job` after `wait` ms, in its facility's line. */
function later(job: AccessionLookup, number: number, wait: number) {
  const due = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void Promise.resolve(enter(job, number)).then(resolve);
    }, wait).unref();
    timers.set(timer, resolve);
  });
  hold(due);
}

/**
 * What a stopping server does: the attempts waiting for their time are called off. Their records stay, and the
 * next start takes them up (`resumeAccessionLookups`); an attempt already running ends as it would have.
 */
export function stopAccessionLookups() {
  for (const [timer, resolve] of timers) {
    clearTimeout(timer);
    resolve();
  }
  timers.clear();
}

/** Attempt `number` in the facility's line, or the facility told at once when its line is full. */
function enter(job: AccessionLookup, number: number): Promise<void> | undefined {
  if (!current(job)) return;
  if (inLane(job.facilityId, () => run(job, number))) return;
  return tellBusy(job)
    .then(() => forget(job.caseID, job.id))
    .catch((error: unknown) =>
      console.error(`mock: an archive lookup's notice was not saved: ${String(error)}`),
    );
}

/** One attempt; the record ends with the lookup, or says when the next attempt is due. A throw leaves it as it was. */
async function run(job: AccessionLookup, number: number) {
  if (!current(job)) return;
  if ((await attempt(job, number)) === 'done') return forget(job.caseID, job.id);
  const wait = retryDelayMs(number, lookupRetryBaseMs());
  later(job, number + 1, wait);
  await db.accessionLookups.update((q) => q.where({ id: job.id }), {
    data(draft) {
      draft.attempt = number + 1;
      draft.dueAt = new Date(Date.now() + wait).toISOString();
    },
  });
  await settle();
}

/**
 * Looks `lookup`'s accession up in its facility's archive in the background, when the facility has set one, in place
 * of any lookup the case had; resolves once it is recorded (with the caller's change, inside an operation). Its
 * failures are the facility's notice and the trail's record, never the caller's.
 */
export async function queueAccessionLookup(lookup: Omit<AccessionLookup, 'id'>): Promise<void> {
  if (!facilityArchive(lookup.facilityId)) return;
  const job = { ...lookup, id: randomUUID() };
  await forget(job.caseID, null);
  await db.accessionLookups.create({ ...job, attempt: 1, dueAt: new Date().toISOString() });
  await settle();
  // The next turn of the event loop: the order's answer is written before the first connection is opened.
  hold(new Promise((resolve) => setImmediate(() => resolve(enter(job, 1)))));
}

/** The case's lookup ended before its time: its order no longer names that accession. */
export const dropAccessionLookup = (caseID: string) => forget(caseID, null);

/** The lookups a stop left pending, scheduled again (at start, once the data is loaded); answers how many. */
export function resumeAccessionLookups(now = Date.now()): number {
  const left = db.accessionLookups.all();
  const delays = resumeDelays(
    left.map((lookup) => Date.parse(lookup.dueAt)),
    now,
  );
  left.forEach(({ attempt: number, dueAt: _due, ...job }, i) => later(job, number, delays[i]!));
  return left.length;
}
