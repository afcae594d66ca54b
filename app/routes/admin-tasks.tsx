/** Tasks (spec 2.2, 2.4: admin): the admins' area of the tasks feature (decision 025), with Create task. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { CreateTaskLink } from '~/features/admin-tasks';
import { TASK_AREAS, TaskErrorBoundary, TaskListView } from '~/features/tasks';
import { loadTaskList } from '~/features/tasks/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

const AREA = TASK_AREAS.admin;

export const meta: MetaFunction = () => [{ title: documentTitle(AREA.listPageId) }];

export const loader = ({ request }: LoaderFunctionArgs) => loadTaskList(request, AREA);

export default function AdminTasksPage() {
  const data = useLoaderData<typeof loader>();
  const title = useCurrentPage()?.title ?? 'Tasks';
  return (
    <>
      <PageHeading className="mb-6">{title}</PageHeading>
      <div className="mb-4 flex justify-end">
        <CreateTaskLink />
      </div>
      <TaskListView title={title} area={AREA} data={data} />
    </>
  );
}

export const ErrorBoundary = TaskErrorBoundary;
