/** Task Details of the provider area (spec 2.5): one task, its checklist and comments, and what may be done. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { TASK_AREAS, TaskDetailView, TaskErrorBoundary } from '~/features/tasks';
import { loadTaskDetail, taskAction } from '~/features/tasks/detail.server';
import { documentTitle } from '~/lib/pages';

const AREA = TASK_AREAS.provider;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.task.taskNumber} · ${documentTitle(AREA.detailPageId)}`
      : documentTitle(AREA.detailPageId),
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadTaskDetail(request, AREA, params.taskId);

export const action = ({ request, params }: ActionFunctionArgs) => taskAction(request, AREA, params.taskId);

export default function TaskDetailsPage() {
  const data = useLoaderData<typeof loader>();
  return <TaskDetailView area={AREA} data={data} />;
}

export const ErrorBoundary = TaskErrorBoundary;
