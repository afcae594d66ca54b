/** Edit Task (spec 2.4: admin): an open task's fields over updateTask (decision 035). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/detail';
import { PageHeading } from '~/components/layout/page-heading';
import { EditTaskFormView } from '~/features/admin-tasks';
import { editTaskAction, loadEditTask } from '~/features/admin-tasks/task-form.server';
import { TASK_AREAS, taskDetailHref, TaskErrorBoundary } from '~/features/tasks';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.task.taskNumber} · ${documentTitle('admin-edit-task')}`
      : documentTitle('admin-edit-task'),
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadEditTask(request, params.taskId);

export const action = ({ request, params }: ActionFunctionArgs) => editTaskAction(request, params.taskId);

export default function EditTaskPage() {
  const { task, editable, options } = useLoaderData<typeof loader>();
  const detail = taskDetailHref(TASK_AREAS.admin, task.id);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Tasks', to: '/tasks' },
          { label: task.taskNumber, to: detail },
          { label: 'Edit Task' },
        ]}
      />
      <PageHeading className="mb-6">{`Edit task ${task.taskNumber}`}</PageHeading>
      {editable ? (
        <EditTaskFormView task={task} choices={options} />
      ) : (
        <p className="text-sm">
          {`This task is ${task.status === 'Completed' ? 'completed' : 'cancelled'} and can no longer be edited. `}
          <Link to={detail} className="text-primary underline-offset-4 hover:underline">
            Back to the task
          </Link>
          {', where you can reopen it.'}
        </p>
      )}
    </>
  );
}

export const ErrorBoundary = TaskErrorBoundary;
