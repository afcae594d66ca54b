/**
 * The case lists' URL state, derived from the contract's query of GET /api/cases: its sort fields, page-size
 * and search limits. An unsorted list shows the newest cases first.
 */
import { defineListQuery, type ListState } from '~/components/data-table';
import { schemas } from '../../../contracts';

export const caseListQuery = defineListQuery({
  schema: schemas.zListCasesQuery,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt', 'updatedAt'],
});

export type CaseListState = ListState<(typeof caseListQuery.sortFields)[number]>;
