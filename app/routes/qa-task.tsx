/** QA Task (/pathologist/qa-task?taskId=): a provider reviews a signed-out case read-only and grades it. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { QaTaskView, TaskErrorBoundary } from '~/features/tasks';
import { loadQaTask, qaTaskAction } from '~/features/tasks/qa-task.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? `${data.task.taskNumber} · ${documentTitle('qa-task')}` : documentTitle('qa-task'),
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadQaTask(request);

export const action = ({ request }: ActionFunctionArgs) => qaTaskAction(request);

export default function QaTaskPage() {
  return <QaTaskView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = TaskErrorBoundary;
