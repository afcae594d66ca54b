/**
 * Live consults kept within their rule (decision 097): a read is always judged by the pure verdict
 * (membership.ts), and this module makes the verdict stick and be seen — it ends a consult (with its reason) or
 * takes out who may no longer read the case, saves, and tells everyone on their live stream, so the viewer says
 * why. It runs on the consult's own operations, right after anything that may change who reads a case (a case,
 * a user or a registration changed: the database's hooks, batched), and every minute for the idle ones.
 */
import { audienceOf, settleConsult } from '../../contracts/consult';
import { readsCaseOnOwn } from '../cases/access';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { tellConsultEnded } from './ended';
import { verdictOf } from './membership';
import { publishConsult } from './publish';
import { consultView, saveConsult, type ConsultRecord } from './store';

/**
 * Settles one consult now; answers it as it stands after. `also`: who hears of it besides those still in it (a
 * participant who has just gone away, whose leaving is what left the consult without a host).
 */
export async function settleOne(record: ConsultRecord, also: readonly string[] = []): Promise<ConsultRecord> {
  if (record.state !== 'Active') return record;
  const item = db.cases.findFirst((q) => q.where({ caseID: record.caseId }));
  const before = consultView(record);
  const verdict = item
    ? verdictOf(before, item, readsCaseOnOwn)
    : { end: 'Cancelled' as const, readers: [], removed: [] };
  const settled = settleConsult(before, verdict, clockNow().toISOString());
  if (!settled) return record;
  const saved = await saveConsult(record, settled.consult);
  // Everyone who was in it hears why, the removed and those it ended for included; an end is also a notice.
  const after = consultView(saved);
  publishConsult('consult.changed', { consult: after, change: settled.change }, audienceOf(before, also));
  await tellConsultEnded(after, audienceOf(before, also));
  return saved;
}

/** Settles the active consults of one case, or of every case. */
export async function settleLiveConsults(caseId?: string): Promise<void> {
  const live = db.consults.findMany((q) =>
    q.where(caseId ? { caseId, state: 'Active' } : { state: 'Active' }),
  );
  for (const record of live) await settleOne(record);
}

// What may change who reads a case: the case itself, a user's account, a provider's registration (licences,
// subspecialties). Batched to the end of the tick, as the live stream's watch does.
let pending: { cases: Set<string>; everyCase: boolean } | null = null;

function later(caseId: string | null) {
  if (!pending) {
    pending = { cases: new Set(), everyCase: false };
    setImmediate(() => {
      const batch = pending!;
      pending = null;
      const work = batch.everyCase
        ? settleLiveConsults()
        : Promise.all([...batch.cases].map((id) => settleLiveConsults(id)));
      work.catch((error: unknown) => logFailure(error));
    });
  }
  if (caseId === null) pending.everyCase = true;
  else pending.cases.add(caseId);
}

const logFailure = (error: unknown) =>
  console.error(`mock: consult settle failed: ${error instanceof Error ? error.message : String(error)}`);

/** Whether a live consult exists at all: most changes then cost one look. */
const anyLive = () => db.consults.findFirst((q) => q.where({ state: 'Active' })) !== undefined;

db.cases.hooks.on('update', ({ data }) => {
  if (anyLive()) later(data.prevRecord.caseID);
});
db.cases.hooks.on('delete', ({ data }) => {
  if (anyLive()) later(data.deletedRecord.caseID);
});
for (const collection of [db.users, db.registrations] as const) {
  collection.hooks.on('update', () => {
    if (anyLive()) later(null);
  });
}

/** Idle consults end as real time passes: a sweep every minute (unref'd; the server stops it). */
export function startConsultIdleTimer(everyMs = 60_000): () => void {
  const timer = setInterval(() => void settleLiveConsults().catch(logFailure), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
