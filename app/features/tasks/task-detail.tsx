/**
 * A task's page: where it sits (breadcrumbs), its title, its status and priority beside the actions its state
 * allows, its details, its checklist and its comments. User text (title, description, resolution, checklist
 * labels, comments) is rendered as text.
 */
import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { ActionBar, Breadcrumbs, DetailView, StatusBadge, type DetailItem } from '~/components/detail';
import { PageHeading } from '~/components/layout/page-heading';
import { taskDetailHref, taskScreenHref, type TaskArea } from './areas';
import { dueDateText } from './columns';
import {
  OWNER_GROUP_LABELS,
  TASK_PRIORITY_LABELS,
  TASK_PRIORITY_TONES,
  TASK_STATUS_LABELS,
  TASK_STATUS_TONES,
  TASK_TYPE_LABELS,
} from './labels';
import { CancelTaskDialog, CompleteTaskDialog, StartTaskButton, useLifecycleToasts } from './task-actions';
import { RelatedCase } from './related-case';
import { TaskChecklist } from './task-checklist';
import { TaskComments } from './task-comments';
import type { Task, TaskDetailData } from './types';

const LINK = 'text-primary underline-offset-4 hover:underline';

function detailItems(task: Task): DetailItem[] {
  const finished: DetailItem[] =
    task.status === 'Completed'
      ? [{ label: 'Completed', value: task.completedAt, type: 'dateTime' }]
      : task.status === 'Cancelled'
        ? [{ label: 'Cancelled', value: task.cancelledAt, type: 'dateTime' }]
        : [];
  return [
    { label: 'Task number', value: task.taskNumber },
    { label: 'Type', value: TASK_TYPE_LABELS[`${task.type}`] },
    {
      label: 'Status',
      value: <StatusBadge status={task.status} tones={TASK_STATUS_TONES} labels={TASK_STATUS_LABELS} />,
    },
    {
      label: 'Priority',
      value: <StatusBadge status={task.priority} tones={TASK_PRIORITY_TONES} labels={TASK_PRIORITY_LABELS} />,
    },
    { label: 'Due date', value: dueDateText(task) },
    {
      label: 'Related case',
      value: task.case ? <RelatedCase task={task} linkClass={LINK} /> : null,
    },
    { label: 'Owner', value: OWNER_GROUP_LABELS[task.ownerGroup] },
    { label: 'Assignee', value: task.assignee?.name ?? 'Unassigned' },
    { label: 'Facility', value: task.facility?.name },
    { label: 'Created by', value: task.createdBy.name },
    { label: 'Created', value: task.createdAt, type: 'dateTime' },
    { label: 'Started', value: task.startedAt, type: 'dateTime' },
    ...finished,
    { label: 'Description', value: task.description, wide: true },
    ...(task.resolution !== null ? [{ label: 'Resolution', value: task.resolution, wide: true }] : []),
  ];
}

/** A QA or onboarding task's own page, where its work is done (decision 030). */
function TaskScreenLink({ area, task }: { area: TaskArea; task: Task }) {
  const href = taskScreenHref(area, task);
  if (href === taskDetailHref(area, task.id)) return null;
  return (
    <Link to={href} className={`text-sm font-medium ${LINK}`}>
      {task.type === 2 ? 'Open the QA review' : 'Open the onboarding checklist'}
    </Link>
  );
}

export function TaskDetailView({
  area,
  data,
  actions,
  notice,
}: {
  area: TaskArea;
  data: TaskDetailData;
  /** An area's own actions beside the common ones (the admins' Edit and Reopen, decision 035). */
  actions?: ReactNode;
  /** Shown under the title (a flash after a redirect). */
  notice?: ReactNode;
}) {
  const { task, can } = data;
  useLifecycleToasts();
  const hasActions = can.start || can.complete || can.cancel || Boolean(actions);
  return (
    <>
      <Breadcrumbs items={[{ label: area.listLabel, to: area.listPath }, { label: task.taskNumber }]} />
      <PageHeading className="mb-4 break-words">{task.title}</PageHeading>
      {notice}
      <ActionBar
        label="Task actions"
        start={
          <>
            <StatusBadge status={task.status} tones={TASK_STATUS_TONES} labels={TASK_STATUS_LABELS} />
            <span className="text-sm text-muted-foreground">{task.taskNumber}</span>
          </>
        }
      >
        {hasActions ? null : (
          <p className="text-sm text-muted-foreground">
            {`This task is ${TASK_STATUS_LABELS[task.status]}; there is nothing more to do on it.`}
          </p>
        )}
        <TaskScreenLink area={area} task={task} />
        {actions}
        {can.cancel ? <CancelTaskDialog task={task} /> : null}
        {can.start ? <StartTaskButton /> : null}
        {can.complete ? <CompleteTaskDialog task={task} /> : null}
      </ActionBar>
      <div className="flex flex-col gap-6">
        <DetailView sections={[{ title: 'Task', items: detailItems(task) }]} />
        <TaskChecklist task={task} canTick={can.tick} />
        <TaskComments task={task} canComment={can.comment} />
      </div>
    </>
  );
}
