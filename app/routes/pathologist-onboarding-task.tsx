/** Onboarding Task (/pathologist/onboarding-task?taskId=: the provider's checklist of documents). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OnboardingTaskView, TaskErrorBoundary } from '~/features/tasks';
import { loadOnboardingPage, onboardingTaskAction } from '~/features/tasks/onboarding-task.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.task.taskNumber} · ${documentTitle('pathologist-onboarding-task')}`
      : documentTitle('pathologist-onboarding-task'),
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadOnboardingPage(request, 'provider');

export const action = ({ request, context }: ActionFunctionArgs) =>
  onboardingTaskAction(request, context, 'provider');

export default function OnboardingTaskPage() {
  return <OnboardingTaskView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = TaskErrorBoundary;
