/**
 * The tasks as listTasks reads them (../store/indexes.ts): by id, filed by status, assignee and
 * facility, kept in each order the list sorts by, with the search keys made once per write.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { indexCollection, type Candidates, type Entry } from '../store/record-index';
import { db, type UserRecord } from '../store/db';
import { searchKeys, searchNeedle, searchTest } from '../http/lists';
import { canSeeTask, taskScope, type TaskRecord } from './rules';

type ListQuery = z.infer<typeof schemas.zListTasksQuery>;
type TaskEntry = Entry<TaskRecord, { search: string }>;

const PRIORITY_RANK = { Low: 0, Normal: 1, High: 2, Urgent: 3 } as const;
export const SORT_KEYS: Record<NonNullable<ListQuery['sort']>, (t: TaskRecord) => string | number> = {
  createdAt: (t) => t.createdAt,
  updatedAt: (t) => t.updatedAt,
  dueDate: (t) => t.dueDate ?? '9999-12-31',
  title: (t) => t.title.toLowerCase(),
  status: (t) => t.status,
  priority: (t) => PRIORITY_RANK[t.priority],
  taskNumber: (t) => t.taskNumber,
};

/** What a search of the tasks looks in. */
const searchTexts = (t: TaskRecord) => [t.taskNumber, t.title, t.assignee?.name, t.case?.caseRecordId];

export const taskIndex = indexCollection(db.tasks, {
  id: (t: TaskRecord) => t.id,
  derive: (t) => ({ search: searchKeys(...searchTexts(t)) }),
  postings: {
    status: (t) => t.status,
    assignee: (t) => t.assignee?.id,
    facility: (t) => t.facility?.id,
  },
  sorts: SORT_KEYS,
});

/** A page of the tasks `user` may see that meet the query, newest first unless it asks otherwise. */
export function listTaskPage(user: UserRecord, query: ListQuery) {
  const needle = searchNeedle(query.search);
  const searched = searchTest(query.search, searchTexts);
  const sets: Array<Candidates<TaskEntry>> = [];
  const scope = taskScope(user);
  if (scope) {
    const entries = taskIndex.union(scope.postings.map((p) => taskIndex.posting(p.posting, p.value)));
    sets.push({ entries, exact: scope.exact });
  }
  if (query.status) sets.push({ entries: taskIndex.posting('status', query.status), exact: true });
  if (query.assigneeId) sets.push({ entries: taskIndex.posting('assignee', query.assigneeId), exact: true });
  if (query.assignedToMe) sets.push({ entries: taskIndex.posting('assignee', user.id), exact: true });
  const others = Boolean(query.type || query.ownerGroup || needle);
  const found = taskIndex.select(sets, others, ({ record: t, derived }) => {
    return (
      canSeeTask(user, t) &&
      (!query.type || t.type === query.type) &&
      (!query.status || t.status === query.status) &&
      (!query.assigneeId || t.assignee?.id === query.assigneeId) &&
      (!query.assignedToMe || t.assignee?.id === user.id) &&
      (!query.ownerGroup || t.ownerGroup === query.ownerGroup) &&
      searched(derived.search, t)
    );
  });
  return taskIndex.page(query.sort ?? 'createdAt', found, query);
}
