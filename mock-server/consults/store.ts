/**
 * Consults as stored (decision 086): the contract's Consult, its event log (`steps`) and the steps held beyond a
 * gap, one record per consult, kept with the case after it ends so its log can be replayed.
 */
import { randomUUID } from 'node:crypto';
import type { Consult, ConsultStep } from '../../contracts/consult';
import { db, type ConsultRecord } from '../store/db';
import { persist } from '../store/persistence';

export type { ConsultRecord };

/** The most steps one consult's log keeps; a leader's step beyond it is refused (409). */
export const CONSULT_MAX_STEPS = 50_000;

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

/** The contract's Consult, without the log. */
export function consultView(record: ConsultRecord): Consult {
  const { steps: _steps, held: _held, ...consult } = record;
  return consult;
}

export async function createConsult(consult: Consult): Promise<ConsultRecord> {
  const record = { ...consult, steps: [], held: [] };
  await db.consults.create(record);
  await persist();
  return record;
}

/** Saves the consult's people and lead; a change of leader drops what the old leader had held. */
export async function saveConsult(before: ConsultRecord, consult: Consult): Promise<ConsultRecord> {
  const held = consult.leaderId === before.leaderId ? before.held : [];
  await db.consults.update((q) => q.where({ consultId: before.consultId }), {
    data(draft) {
      Object.assign(draft, consult, { held, lastSeq: before.lastSeq });
    },
  });
  await persist();
  return { ...before, ...consult, held, lastSeq: before.lastSeq };
}

export async function saveSteps(
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
  await persist();
}
