/**
 * The cases as the lists read them (../store/indexes.ts): by caseID, filed by status, assignee,
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
import { caseRecordIdAfter, caseRecordPrefix } from './build';
import { serialTally } from './record-serials';

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

/** The key of the `assigneeStatus` posting. */
export const assigneeStatusKey = (assigneeId: string, status: string) => `${assigneeId}\u0000${status}`;

/** Each facility's highest record number per prefix, kept as cases are written (./record-serials.ts). */
const serials = serialTally();

export const caseIndex = indexCollection(db.cases, {
  id: (c: CaseRecord) => c.caseID,
  derive: (c): CaseKeys => ({ search: searchKeys(...searchTexts(c)), due: fixedDueState(c) }),
  postings: {
    status: (c) => c.status,
    assignee: (c) => c.assignedProvider?.id,
    facility: (c) => c.facility.id,
    due: (_c, keys) => keys.due,
    /** Assignee and status together (a provider's completed cases: one posting, not two intersected). */
    assigneeStatus: (c) =>
      c.assignedProvider ? assigneeStatusKey(c.assignedProvider.id, c.status) : undefined,
    /** The provider holding the case while it is Assigned (the caseload rule counts these). */
    holding: (c) => (c.status === 'Assigned' ? c.assignedProvider?.id : undefined),
  },
  search: (_c, keys) => keys.search,
  tally: serials,
  sorts: {
    ...SORT_KEYS,
    /** The open cases by due time (ms): the ones already overdue open it. */
    openDue: (c, keys) => (keys.due === 'open' ? Date.parse(c.dueAt!) : undefined),
  },
});

/**
 * The record id a new case of `facility` takes at `now` (nextCaseRecordId, ./build.ts, over every record id of the
 * facility's cases), from the running highest number instead of those ids.
 */
export function nextRecordIdOf(facility: { id: string; name: string }, now: Date): string {
  caseIndex.ready();
  const prefix = caseRecordPrefix(facility.name, now);
  return caseRecordIdAfter(prefix, serials.highest(facility.id, prefix));
}

/** The case by its id (the stored record), or undefined. */
export const findCase = (caseID: string): CaseRecord | undefined => caseIndex.get(caseID);

type CaseTarget = Parameters<typeof db.cases.update>[0];

/**
 * What an update of a case names: its stored record, which the collection finds by its place instead of testing
 * every case (decision 102); a query (that finds nothing) once the case is gone.
 */
export const caseToUpdate = (caseID: string): CaseTarget =>
  (findCase(caseID) as CaseTarget | undefined) ?? ((q) => q.where({ caseID }));

/**
 * The cases Overdue at `now` as a set, without listing them: those signed out Overdue (the `due`
 * posting) and the open ones due by `now` (the first `dueBy` of the `openDue` order). The two never share a case
 * (a case is signed out or open), so the size is the sum, and a case is tested by its posting or its due time: a
 * page of them walks the list's order (../store/record-index.ts `page`) instead of marking every one.
 */
class OverdueCases implements Iterable<CaseEntry> {
  constructor(
    private readonly signed: ReadonlySet<CaseEntry>,
    private readonly open: readonly CaseEntry[],
    private readonly dueBy: number,
    private readonly now: number,
  ) {}

  get size() {
    return this.signed.size + this.dueBy;
  }

  has(entry: CaseEntry) {
    return (
      this.signed.has(entry) ||
      (entry.derived.due === 'open' && (caseIndex.sortKey('openDue', entry) as number) <= this.now)
    );
  }

  *[Symbol.iterator]() {
    yield* this.signed;
    for (let i = 0; i < this.dueBy; i++) yield this.open[i]!;
  }
}

/**
 * The cases that may be in `state` at `now` (ms): those fixed in it, and of the open ones those due by now
 * (Overdue) or not yet (AtRisk, OnTime). Exactly the matches for Overdue; AtRisk and OnTime are judged per case.
 */
export function dueCandidates(state: DueState, now: number) {
  const open = caseIndex.order('openDue');
  const dueBy = lowerBound(open, (entry) => (caseIndex.sortKey('openDue', entry) as number) <= now);
  // What the index reads of a set: its size, `has` and its entries (an OverdueCases has nothing else).
  if (state === 'Overdue')
    return new OverdueCases(
      caseIndex.posting('due', state),
      open,
      dueBy,
      now,
    ) as unknown as ReadonlySet<CaseEntry>;
  const fixed = state === 'AtRisk' ? [] : caseIndex.posting('due', state);
  return caseIndex.union([fixed, open.slice(dueBy)]);
}

/** How many cases a provider has Assigned (the caseload rule: docs/assignment.md). */
export const assignedCount = (userId: string): number => caseIndex.posting('holding', userId).size;
