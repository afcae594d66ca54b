/** Task Details for admins (spec 2.4): the tasks feature's page with the admin's Edit and Reopen (decision 035). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FlashMessage } from '~/components/layout/flash-message';
import { AdminTaskActions } from '~/features/admin-tasks';
import { adminTaskAction, loadAdminTaskDetail } from '~/features/admin-tasks/task-form.server';
import { TASK_AREAS, TaskDetailView, TaskErrorBoundary } from '~/features/tasks';
import { documentTitle } from '~/lib/pages';

const AREA = TASK_AREAS.admin;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.task.taskNumber} · ${documentTitle(AREA.detailPageId)}`
      : documentTitle(AREA.detailPageId),
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadAdminTaskDetail(request, params.taskId);

export const action = ({ request, params }: ActionFunctionArgs) => adminTaskAction(request, params.taskId);

export default function AdminTaskDetailPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <TaskDetailView
      area={AREA}
      data={data}
      notice={
        <>
          {/* The frame's h1 is the page's title (spec 2.3, admins): the task's own title under it. */}
          <p data-task-title className="mb-4 text-xl font-semibold break-words">
            {data.task.title}
          </p>
          <FlashMessage flash={data.flash} className="mb-4" />
        </>
      }
      actions={<AdminTaskActions task={data.task} />}
    />
  );
}

export const ErrorBoundary = TaskErrorBoundary;
