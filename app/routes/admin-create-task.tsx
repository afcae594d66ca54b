/** Create Task (spec 2.4: admin): a general, QA or onboarding task over createTask (decision 035). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/detail';
import { PageHeading } from '~/components/layout/page-heading';
import { CreateTaskFormView } from '~/features/admin-tasks';
import { createTaskAction, loadCreateTask } from '~/features/admin-tasks/task-form.server';
import { TaskErrorBoundary } from '~/features/tasks';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-create-task') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadCreateTask(request);

export const action = ({ request }: ActionFunctionArgs) => createTaskAction(request);

export default function CreateTaskPage() {
  const { options } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Tasks', to: '/tasks' }, { label: 'Create Task' }]} />
      <PageHeading className="mb-6">Create Task</PageHeading>
      <CreateTaskFormView choices={options} />
    </>
  );
}

export const ErrorBoundary = TaskErrorBoundary;
