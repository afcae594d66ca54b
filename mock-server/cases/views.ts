/** The list view of a case, and the list query (filters, search, sort, paging) over the cases a user may list. */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { isAdminRole } from '../../contracts';
import { withPickUpVerdict } from '../assignment/pick-up';
import { blindedCase, blindingPhaseOf } from '../quality/blinding';
import { archiveImageCount, withArchiveImages } from '../slides/archive-places';
import type { CaseRecord, UserRecord } from '../store/db';
import { SEARCH_JOIN, searchNeedle, searchTest } from '../http/lists';
import { withProviderSalutation } from '../users/credentials';
import { listScope } from './access';
import { assigneeStatusKey, caseIndex, dueCandidates, searchTexts, type CaseEntry } from './case-index';
import type { Candidates } from '../store/record-index';
import { caseDueState, dueClock, withDueState, type DueClock } from './turnaround';

type CaseSummary = z.input<typeof schemas.zCaseSummary>;
type ListQuery = z.infer<typeof schemas.zListCasesQuery>;

/**
 * The case as this user receives it (getCase), with its due state at the clock: the report draft is the
 * assigned provider's and admins' only; a blinded QA reviewer reads the diagnosis once their blind read is
 * recorded and the signer once they have graded (docs/quality.md); a provider reads whether they may pick an Available case up
 * (docs/assignment.md). Its images say where they stand with an image archive (decision 175).
 */
export function caseAsSeenBy(user: UserRecord, item: CaseRecord) {
  const phase = blindingPhaseOf(user, item.caseID);
  const seen = phase
    ? blindedCase(item, phase, user.id)
    : !item.reportDraft || isAdminRole(user.role) || item.assignedProvider?.id === user.id
      ? item
      : { ...item, reportDraft: null };
  return withPickUpVerdict(withProviderSalutation(withDueState(withArchiveImages(seen))), user);
}

/** A case as the lists give it, with its due state at `clock`. */
export function toSummary(item: CaseRecord, clock: DueClock = dueClock()): CaseSummary {
  return {
    caseID: item.caseID,
    caseRecordId: item.caseRecordId,
    status: item.status,
    type: item.type,
    patient: { firstName: item.patientInfo.firstName, lastName: item.patientInfo.lastName },
    facility: item.facility,
    assignedProvider: item.assignedProvider,
    specimenCount: item.slides.length,
    imageCount: item.slides.reduce(
      (sum, specimen) => sum + specimen.subsections.reduce((n, sub) => n + sub.images.length, 0),
      0,
    ),
    archiveImageCount: archiveImageCount(item),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    priority: item.priority,
    dueAt: item.dueAt,
    dueState: caseDueState(item, clock),
  };
}

export const CREATED_RANGE_MESSAGE = 'The end of the created-date range is before its start.';

/** Whether a creation time (ISO) falls on or between two UTC days (either may be absent). */
export function createdWithin(createdAt: string, from?: string, to?: string): boolean {
  const day = createdAt.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

/** A case's due state at the clock, computed only where the clock decides it. */
const dueStateOf = (entry: CaseEntry, clock: DueClock) =>
  entry.derived.due === 'open' ? caseDueState(entry.record, clock) : entry.derived.due;

/**
 * A page of the cases `viewer` may list that meet the query (filters, search, sort, paging), with their due
 * state at the clock. It starts from the smallest set the case index holds for a condition of the query (the
 * cases the viewer may list, a status, an assignee, a facility, a due state) and cuts the page out of the index's
 * order for the sort (../store/indexes.ts), so it reads what the page shows rather than every case.
 */
export function listCasePage(viewer: UserRecord, query: ListQuery) {
  const clock = dueClock();
  const needle = searchNeedle(query.search);
  const searched = searchTest(query.search, searchTexts);
  const sets: Array<Candidates<CaseEntry>> = [];
  // The cases the viewer may list: every one (admins) or those of a few postings (listScope, exactly canListCase's).
  const scoped = listScope(viewer);
  const scope = scoped?.map((p) => caseIndex.posting(p.posting, p.value));
  const assignees = new Set([query.assignedToMe && viewer.id, query.assigneeId].filter((id) => id));
  // A filter that names one of the scope's postings keeps every match in scope: the scope asks nothing more.
  const inScopeByFilter = scoped?.some(
    (p) =>
      (p.posting === 'assignee' && assignees.has(p.value)) ||
      (p.posting === 'status' && query.status === p.value) ||
      (p.posting === 'facility' &&
        (query.facilityId === p.value || (query.createdByMyFacility && viewer.facilityId === p.value))),
  );
  if (scope && !inScopeByFilter) sets.push({ entries: caseIndex.union(scope), exact: true });
  const filed = (posting: 'status' | 'assignee' | 'facility' | 'assigneeStatus', value: string | null) =>
    sets.push({ entries: value === null ? [] : caseIndex.posting(posting, value), exact: true });
  const [assignee, ...otherAssignees] = [...assignees];
  // A status and one assignee: the posting of both (a provider's completed cases), not two intersected.
  if (query.status && assignee && !otherAssignees.length)
    filed('assigneeStatus', assigneeStatusKey(assignee, query.status));
  else {
    if (query.status) filed('status', query.status);
    if (query.assignedToMe) filed('assignee', viewer.id);
    if (query.assigneeId) filed('assignee', query.assigneeId);
  }
  if (query.createdByMyFacility) filed('facility', viewer.facilityId);
  if (query.facilityId) filed('facility', query.facilityId);
  if (query.dueState) {
    const entries = dueCandidates(query.dueState, clock.now.getTime());
    sets.push({ entries, exact: query.dueState === 'Overdue' });
  }
  // A search reads the texts that hold the needle (a needle holding the joining character: a test per case); alone,
  // its page merges their cases in the list's order (../store/record-index.ts `matching`).
  const indexed = needle && !needle.includes(SEARCH_JOIN);
  if (indexed) sets.push({ entries: caseIndex.matching(needle), exact: true });
  const unfiled = [query.priority, query.type, query.createdFrom, query.createdTo, needle && !indexed].filter(
    Boolean,
  );
  const inScope = (entry: CaseEntry) => {
    for (const set of scope!) if (set.has(entry)) return true;
    return false;
  };
  const matches = (entry: CaseEntry) => {
    const c = entry.record;
    return (
      searched(entry.derived.search, c) &&
      (!scope || inScope(entry)) &&
      (!query.status || c.status === query.status) &&
      (!query.priority || c.priority === query.priority) &&
      (!query.assignedToMe || c.assignedProvider?.id === viewer.id) &&
      (!query.createdByMyFacility || c.facility.id === viewer.facilityId) &&
      (!query.assigneeId || c.assignedProvider?.id === query.assigneeId) &&
      (!query.facilityId || c.facility.id === query.facilityId) &&
      (!query.type || c.type.name === query.type) &&
      (!(query.createdFrom || query.createdTo) ||
        createdWithin(c.createdAt, query.createdFrom, query.createdTo)) &&
      (!query.dueState || dueStateOf(entry, clock) === query.dueState)
    );
  };
  const found = caseIndex.select(sets, unfiled.length > 0, matches);
  const sort = query.sort ?? 'createdAt';
  const page = caseIndex.page(sort, found, {
    order: query.order ?? 'desc',
    page: query.page,
    pageSize: query.pageSize,
    // Cases without a due time last, whichever the order.
    last: sort === 'dueAt' ? (entry) => !entry.record.dueAt : undefined,
  });
  return { ...page, items: page.items.map((item) => toSummary(item, clock)) };
}
