/**
 * The task lists' URL state, derived from the contract's query of GET /api/tasks (listTasks): its sort
 * fields, page-size and search limits, and the status and type filters with their allowed values. An unsorted
 * list shows the newest tasks first.
 */
import { defineListQuery, type ListState } from '~/components/data-table';
import { schemas } from '../../../contracts';

export const taskListQuery = defineListQuery({
  schema: schemas.zListTasksQuery,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt', 'updatedAt'],
  filters: ['status', 'type'],
});

export type TaskListState = ListState<
  (typeof taskListQuery.sortFields)[number],
  (typeof taskListQuery.filterFields)[number]
>;
