/**
 * Consults as stored (decision 086): the contract's Consult, its event log (`steps`) and the steps held beyond a
 * gap, one record per consult, kept with the case after it ends so its log can be replayed.
 */
import { randomUUID } from 'node:crypto';
import type { Consult, ConsultStep } from '../../contracts/consult';
import { db, type ConsultRecord } from '../store/db';
import { settle } from '../store/persistence';

export type { ConsultRecord };

export const newConsultId = () => `cns-${randomUUID()}`;

export function findConsult(caseId: string, consultId: string): ConsultRecord | undefined {
  return db.consults.findFirst((q) => q.where({ consultId, caseId }));
}

/** A case's consults, newest first. */
export function consultsOfCase(caseId: string): ConsultRecord[] {
  return db.consults
    .findMany((q) => q.where({ caseId }))
    .sort((a, b) => (a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : 0));
}

/**
 * When someone present last asked about each consult, beyond its stored `lastActiveAt`: kept in memory, so the
 * viewer's poll every few seconds writes nothing; saved with the consult's next change. A restart at worst
 * brings an idle end forward.
 */
const activity = new Map<string, string>();

/** Someone present asked about the consult (a poll, a step, a join): its idle clock starts again. */
export function touchConsult(record: ConsultRecord, userId: string, at: string): void {
  const present = record.participants.some((each) => each.userId === userId && each.presence === 'Present');
  if (record.state === 'Active' && present && at > lastActiveOf(record)) activity.set(record.consultId, at);
}

const lastActiveOf = (record: ConsultRecord) => {
  const seen = activity.get(record.consultId);
  return seen && seen > record.lastActiveAt ? seen : record.lastActiveAt;
};

/**
 * Who led: as kept; a consult stored before leaders were kept names its starter and the makers of its steps (a
 * step is made by whoever led then).
 */
function ledByOf(record: ConsultRecord): string[] {
  if (record.ledBy.length) return record.ledBy;
  const starter = record.participants[0]?.userId;
  return [...new Set([...(starter ? [starter] : []), ...record.steps.map((step) => step.byUserId)])];
}

/** The contract's Consult, without the log, last active as last asked about. */
export function consultView(record: ConsultRecord): Consult {
  const { steps: _steps, held: _held, ...consult } = record;
  return { ...consult, lastActiveAt: lastActiveOf(record), ledBy: ledByOf(record) };
}

export async function createConsult(consult: Consult): Promise<ConsultRecord> {
  const record = { ...consult, steps: [], held: [] };
  await db.consults.create(record);
  await settle();
  return record;
}

/**
 * Saves the consult's people, lead and state (never its log: appends may have come since it was read); a change
 * of leader drops what the old leader had held beyond a gap.
 */
export async function saveConsult(before: ConsultRecord, consult: Consult): Promise<ConsultRecord> {
  const leaderChanged = consult.leaderId !== before.leaderId;
  const people = {
    state: consult.state,
    leaderId: consult.leaderId,
    leadRequestedBy: consult.leadRequestedBy,
    participants: consult.participants,
    endedAt: consult.endedAt,
    endReason: consult.endReason,
    lastActiveAt: consult.lastActiveAt,
    ledBy: consult.ledBy,
  };
  const saved = await db.consults.update((q) => q.where({ consultId: before.consultId }), {
    data(draft) {
      Object.assign(draft, people);
      if (leaderChanged) draft.held = [];
    },
  });
  await settle();
  return saved ?? { ...before, ...people, held: leaderChanged ? [] : before.held };
}

/** Adds applied steps to the log and keeps the held ones, in memory (the caller saves). */
export async function recordSteps(
  record: ConsultRecord,
  applied: readonly ConsultStep[],
  held: readonly ConsultStep[],
  lastSeq: number,
): Promise<void> {
  await db.consults.update((q) => q.where({ consultId: record.consultId }), {
    data(draft) {
      draft.steps.push(...applied);
      draft.held = [...held];
      draft.lastSeq = lastSeq;
    },
  });
}
