/** Onboarding Task (/onboarding-task?taskId=: an admin reviews a provider's checklist, approves or sends back). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OnboardingTaskView, TaskErrorBoundary } from '~/features/tasks';
import { loadOnboardingPage, onboardingTaskAction } from '~/features/tasks/onboarding-task.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.task.taskNumber} · ${documentTitle('onboarding-task')}`
      : documentTitle('onboarding-task'),
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadOnboardingPage(request, 'admin');

export const action = ({ request, context }: ActionFunctionArgs) =>
  onboardingTaskAction(request, context, 'admin');

export default function OnboardingTaskPage() {
  return <OnboardingTaskView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = TaskErrorBoundary;
