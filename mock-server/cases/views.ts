/** The list view of a case, and the list query (filters, search, sort, paging) over visible cases. */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { isAdminRole } from '../../contracts';
import { withPickUpVerdict } from '../assignment/pick-up';
import { blindedCase, blindingPhaseOf } from '../quality/blinding';
import type { CaseRecord, UserRecord } from '../store/db';
import { matchesSearch, pageOf, sortStable } from '../http/lists';
import { caseDueState, dueClock, withDueState, type DueClock } from './turnaround';

type CaseSummary = z.input<typeof schemas.zCaseSummary>;
type ListQuery = z.infer<typeof schemas.zListCasesQuery>;

/**
 * The case as this user receives it (getCase), with its due state at the clock: the report draft is the
 * assigned provider's and admins' only; a blinded QA reviewer reads the diagnosis once their blind read is
 * recorded and the signer once they have graded (docs/quality.md); a provider reads whether they may pick an Available case up
 * (docs/assignment.md).
 */
export function caseAsSeenBy(user: UserRecord, item: CaseRecord) {
  const phase = blindingPhaseOf(user, item.caseID);
  const seen = phase
    ? blindedCase(item, phase, user.id)
    : !item.reportDraft || isAdminRole(user.role) || item.assignedProvider?.id === user.id
      ? item
      : { ...item, reportDraft: null };
  return withPickUpVerdict(withDueState(seen), user);
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
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    priority: item.priority,
    dueAt: item.dueAt,
    dueState: caseDueState(item, clock),
  };
}

const SORT_KEYS: Record<NonNullable<ListQuery['sort']>, (c: CaseRecord) => string> = {
  createdAt: (c) => c.createdAt,
  updatedAt: (c) => c.updatedAt,
  caseRecordId: (c) => c.caseRecordId,
  patientName: (c) => `${c.patientInfo.lastName} ${c.patientInfo.firstName}`.toLowerCase(),
  facilityName: (c) => c.facility.name.toLowerCase(),
  status: (c) => c.status,
  // Cases without a due time are put last by queryCases, whichever the order.
  dueAt: (c) => c.dueAt ?? '',
};

export const CREATED_RANGE_MESSAGE = 'The end of the created-date range is before its start.';

/** Whether a creation time (ISO) falls on or between two UTC days (either may be absent). */
export function createdWithin(createdAt: string, from?: string, to?: string): boolean {
  const day = createdAt.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

export function queryCases(
  visible: CaseRecord[],
  query: ListQuery,
  viewerId: string,
  viewerFacilityId: string | null,
) {
  const clock = dueClock();
  const matches = visible.filter(
    (c) =>
      (!query.status || c.status === query.status) &&
      (!query.priority || c.priority === query.priority) &&
      (!query.dueState || caseDueState(c, clock) === query.dueState) &&
      (!query.assignedToMe || c.assignedProvider?.id === viewerId) &&
      (!query.createdByMyFacility || c.facility.id === viewerFacilityId) &&
      (!query.assigneeId || c.assignedProvider?.id === query.assigneeId) &&
      (!query.facilityId || c.facility.id === query.facilityId) &&
      (!query.type || c.type.name === query.type) &&
      createdWithin(c.createdAt, query.createdFrom, query.createdTo) &&
      matchesSearch(
        query.search,
        c.caseRecordId,
        c.patientInfo.firstName,
        c.patientInfo.lastName,
        c.facility.name,
      ),
  );
  sortStable(matches, SORT_KEYS[query.sort ?? 'createdAt'], query.order ?? 'desc', (c) => c.caseID);
  const ordered =
    query.sort === 'dueAt'
      ? [...matches.filter((c) => c.dueAt), ...matches.filter((c) => !c.dueAt)]
      : matches;
  const page = pageOf(ordered, query.page, query.pageSize);
  return { ...page, items: page.items.map((item) => toSummary(item, clock)) };
}
