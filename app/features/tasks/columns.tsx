/**
 * The task lists' columns: what each shows, which sort field it sorts by, and what it would export. The title
 * names the row and opens the task; the related case opens its details where the caller may open it
 * (related-case.tsx). User text is shown as text.
 */
import { Link } from '@remix-run/react';
import { listColumns, type ListColumn } from '~/components/data-table';
import { StatusBadge } from '~/components/detail';
import { toUsDate } from '~/components/form/date';
import { NOT_AVAILABLE } from '~/lib/format';
import { taskScreenHref, type TaskArea } from './areas';
import { RelatedCase } from './related-case';
import {
  OWNER_GROUP_LABELS,
  TASK_PRIORITY_LABELS,
  TASK_PRIORITY_TONES,
  TASK_STATUS_LABELS,
  TASK_STATUS_TONES,
  TASK_TYPE_LABELS,
} from './labels';
import type { Task } from './types';

const column = listColumns<Task>();
const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

/** A due date (a calendar day) as spec 5 writes dates: MM/DD/YYYY, 'N/A' when there is none. */
export const dueDateText = (task: Pick<Task, 'dueDate'>) => toUsDate(task.dueDate) || NOT_AVAILABLE;

function columnsFor(area: TaskArea): ListColumn<Task>[] {
  return [
    column.accessor('title', {
      header: 'Title',
      cell: ({ row }) => (
        <Link to={taskScreenHref(area, row.original)} className={LINK}>
          {row.original.title}
        </Link>
      ),
      meta: { sortField: 'title', rowHeader: true },
    }),
    column.accessor('taskNumber', {
      header: 'Task',
      meta: { sortField: 'taskNumber', cellClassName: 'whitespace-nowrap' },
    }),
    column.accessor((task) => TASK_TYPE_LABELS[`${task.type}`], { id: 'type', header: 'Type' }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} tones={TASK_STATUS_TONES} labels={TASK_STATUS_LABELS} />
      ),
      meta: { sortField: 'status', export: (task) => TASK_STATUS_LABELS[task.status] },
    }),
    column.accessor('priority', {
      header: 'Priority',
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.priority}
          tones={TASK_PRIORITY_TONES}
          labels={TASK_PRIORITY_LABELS}
        />
      ),
      meta: { sortField: 'priority', export: (task) => TASK_PRIORITY_LABELS[task.priority] },
    }),
    column.accessor(dueDateText, {
      id: 'dueDate',
      header: 'Due',
      meta: { sortField: 'dueDate', cellClassName: 'whitespace-nowrap' },
    }),
    column.accessor((task) => task.case?.caseRecordId ?? NOT_AVAILABLE, {
      id: 'case',
      header: 'Related case',
      cell: ({ row }) =>
        row.original.case ? <RelatedCase task={row.original} linkClass={LINK} /> : NOT_AVAILABLE,
    }),
    ...(area.showAssignee
      ? [
          column.accessor((task) => task.assignee?.name ?? 'Unassigned', {
            id: 'assignee',
            header: 'Assignee',
          }),
        ]
      : []),
    column.accessor((task) => OWNER_GROUP_LABELS[task.ownerGroup], { id: 'owner', header: 'Owner' }),
  ];
}

const byArea = new Map<string, ListColumn<Task>[]>();

/** An area's columns (one stable array per area). */
export function taskColumns(area: TaskArea): ListColumn<Task>[] {
  let columns = byArea.get(area.id);
  if (!columns) {
    columns = columnsFor(area);
    byArea.set(area.id, columns);
  }
  return columns;
}
