/**
 * The cases as the lists read them (issue 46, ../store/indexes.ts): by caseID, filed by status, assignee,
 * facility and fixed due state, kept in each order listCases sorts by, with the search keys made once per write.
 * listCasePage (./views.ts) starts from the smallest of these sets instead of every case.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { dueState, type DueState } from '../../contracts/turnaround';
import { worklistKey } from '../../contracts/worklist-order';
import { lowerBound } from '../store/indexes';
import { indexCollection, type Entry } from '../store/record-index';
import { db, type CaseRecord } from '../store/db';
import { searchKeys } from '../http/lists';

type ListQuery = z.infer<typeof schemas.zListCasesQuery>;
export type CaseSort = NonNullable<ListQuery['sort']>;

export const SORT_KEYS: Record<CaseSort, (c: CaseRecord) => string | number> = {
  createdAt: (c) => c.createdAt,
  updatedAt: (c) => c.updatedAt,
  caseRecordId: (c) => c.caseRecordId,
  patientName: (c) => `${c.patientInfo.lastName} ${c.patientInfo.firstName}`.toLowerCase(),
  facilityName: (c) => c.facility.name.toLowerCase(),
  status: (c) => c.status,
  // Cases without a due time are put last by listCasePage, whichever the order.
  dueAt: (c) => c.dueAt ?? '',
  // The worklist order (decision 103): a key of the record alone, so the index keeps it like any other order.
  urgency: worklistKey,
};

type Clocked = Pick<CaseRecord, 'status' | 'sentOutAt' | 'dueAt' | 'finalReport'>;
const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/**
 * A case's due state where no clock changes it (caseDueState, ./turnaround.ts, at any clock): null without a due
 * time, OnTime or Overdue for good once signed out; 'open' otherwise: Overdue from its due time on, AtRisk or
 * OnTime before it as the clock and the holidays say.
 */
export function fixedDueState(item: Clocked): DueState | 'open' | null {
  if (!item.dueAt || !item.sentOutAt || item.status === 'Cancelled') return null;
  const signed = item.status === 'SignOutCompleted' ? item.finalReport?.signedOutAt : undefined;
  if (!signed) return 'open';
  const dates = {
    sentOutAt: new Date(item.sentOutAt),
    dueAt: new Date(item.dueAt),
    signedOutAt: new Date(signed),
  };
  return dueState(dates, dates.signedOutAt, NO_HOLIDAYS);
}

/** What a search of the cases looks in: the record id, the patient's first and last name, the facility. */
export const searchTexts = (c: CaseRecord) => [
  c.caseRecordId,
  c.patientInfo.firstName,
  c.patientInfo.lastName,
  c.facility.name,
];

export interface CaseKeys {
  /** searchTexts, lower case and joined (../http/lists.ts). */
  search: string;
  /** Its due state where the clock does not change it; 'open' where it does (turnaround.ts). */
  due: DueState | 'open' | null;
}

export type CaseEntry = Entry<CaseRecord, CaseKeys>;

export const caseIndex = indexCollection(db.cases, {
  id: (c: CaseRecord) => c.caseID,
  derive: (c): CaseKeys => ({ search: searchKeys(...searchTexts(c)), due: fixedDueState(c) }),
  postings: {
    status: (c) => c.status,
    assignee: (c) => c.assignedProvider?.id,
    facility: (c) => c.facility.id,
    due: (_c, keys) => keys.due,
  },
  search: (_c, keys) => keys.search,
  sorts: {
    ...SORT_KEYS,
    /** The open cases by due time (ms): the ones already overdue open it. */
    openDue: (c, keys) => (keys.due === 'open' ? Date.parse(c.dueAt!) : undefined),
  },
});

/** The case by its id (the stored record), or undefined. */
export const findCase = (caseID: string): CaseRecord | undefined => caseIndex.get(caseID);

/**
 * The cases that may be in `state` at `now` (ms): those fixed in it, and of the open ones those due by now
 * (Overdue) or not yet (AtRisk, OnTime). Exactly the matches for Overdue; AtRisk and OnTime are judged per case.
 */
export function dueCandidates(state: DueState, now: number) {
  const open = caseIndex.order('openDue');
  const dueBy = lowerBound(open, (entry) => (caseIndex.sortKey('openDue', entry) as number) <= now);
  const fixed = state === 'AtRisk' ? [] : caseIndex.posting('due', state);
  return caseIndex.union([fixed, state === 'Overdue' ? open.slice(0, dueBy) : open.slice(dueBy)]);
}

/** How many cases a provider has Assigned (the caseload rule: docs/assignment.md). */
export function assignedCount(userId: string): number {
  let count = 0;
  for (const entry of caseIndex.posting('assignee', userId)) if (entry.record.status === 'Assigned') count++;
  return count;
}
