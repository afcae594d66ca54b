/** A task list page's body: the kit's list with the task columns, the status and type filters, and search. */
import { DataList, type ListData } from '~/components/data-table';
import type { TaskArea } from './areas';
import { taskColumns } from './columns';
import { TASK_STATUS_LABELS, TASK_TYPE_LABELS } from './labels';
import { taskListQuery } from './list-query';
import { liveTaskList } from './live';
import { useLiveListUpdates } from '~/features/live';
import type { Task } from './types';

const TASK_NOUN = { one: 'task', other: 'tasks' };

const FILTERS = {
  status: { label: 'Status', options: TASK_STATUS_LABELS, allLabel: 'All statuses' },
  type: { label: 'Type', options: TASK_TYPE_LABELS, allLabel: 'All types' },
};

export type TaskListData = ListData<
  Task,
  (typeof taskListQuery.sortFields)[number],
  (typeof taskListQuery.filterFields)[number]
>;

export function TaskListView({ title, area, data }: { title: string; area: TaskArea; data: TaskListData }) {
  const updates = useLiveListUpdates(liveTaskList(data.page?.items.map((task) => task.id) ?? []));
  return (
    <DataList
      title={title}
      id={area.listPageId}
      query={taskListQuery}
      columns={taskColumns(area)}
      data={data}
      getRowId={(task) => task.id}
      noun={TASK_NOUN}
      emptyText={area.emptyText}
      searchPlaceholder="Task number, title, assignee or case record ID"
      filters={FILTERS}
      updates={updates}
    />
  );
}
