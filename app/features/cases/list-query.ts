/**
 * The case lists' URL state, derived from the contract's query of GET /api/cases: its sort fields, page-size
 * and search limits. The provider's and admin's lists open in the worklist order (`urgency`: STAT, then Rush,
 * then Routine, each by due time, overdue first: decision 103) and keep each person's own sort per list; the
 * facility's open newest first.
 */
import { defineListQuery, type ListState } from '~/components/data-table';
import { schemas } from '../../../contracts';

export const caseListQuery = defineListQuery({
  schema: schemas.zListCasesQuery,
  defaultSort: 'urgency',
  defaultOrder: 'asc',
  newestFirst: ['createdAt', 'updatedAt'],
  filters: ['dueState', 'priority'],
  keepsSort: true,
});

export type CaseListState = ListState<
  (typeof caseListQuery.sortFields)[number],
  (typeof caseListQuery.filterFields)[number]
>;

/** Every case list also filters by due state and priority: `?dueState=Overdue&priority=STAT`. */

/** The facility's own cases (Send-Out Cases, the drafts awaiting review): the same query, filterable by status. */
export const facilityCaseListQuery = defineListQuery({
  schema: schemas.zListCasesQuery,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt', 'updatedAt'],
  filters: ['status', 'dueState', 'priority'],
});

export type FacilityCaseListState = ListState<
  (typeof facilityCaseListQuery.sortFields)[number],
  (typeof facilityCaseListQuery.filterFields)[number]
>;

/**
 * The admin's Cases (decision 041): the status and case type as choices; the provider and the facility as
 * lookup filters (their choices loaded by the page, any id the contract allows kept from the URL); the
 * created-date range as two days. All in the URL, so the export exports the filter shown.
 */
export const adminCaseListQuery = defineListQuery({
  schema: schemas.zListCasesQuery,
  defaultSort: 'urgency',
  defaultOrder: 'asc',
  keepsSort: true,
  newestFirst: ['createdAt', 'updatedAt'],
  filters: ['status', 'type', 'dueState', 'priority'],
  lookupFilters: ['assigneeId', 'facilityId', 'createdFrom', 'createdTo'],
});

export type AdminCaseListState = ListState<
  (typeof adminCaseListQuery.sortFields)[number],
  (typeof adminCaseListQuery.filterFields)[number]
>;
