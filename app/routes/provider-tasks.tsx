/** My Tasks (spec 2.2, 2.5): the provider area of the tasks feature (app/features/tasks). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { TASK_AREAS, TaskErrorBoundary, TaskListView } from '~/features/tasks';
import { loadTaskList } from '~/features/tasks/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

const AREA = TASK_AREAS.provider;

export const meta: MetaFunction = () => [{ title: documentTitle(AREA.listPageId) }];

export const loader = ({ request }: LoaderFunctionArgs) => loadTaskList(request, AREA);

export default function MyTasksPage() {
  const data = useLoaderData<typeof loader>();
  const title = useCurrentPage()?.title ?? 'My Tasks';
  return (
    <>
      <PageHeading className="mb-6">{title}</PageHeading>
      <TaskListView title={title} area={AREA} data={data} />
    </>
  );
}

export const ErrorBoundary = TaskErrorBoundary;
