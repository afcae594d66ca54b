/** /admin/assignment: where cases are assigned automatically (docs/assignment.md). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { AssignmentSettingsPage } from '~/features/assignment';
import { loadAssignmentSettings, saveAssignmentSettings } from '~/features/assignment/settings.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-assignment') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAssignmentSettings(request);

export const action = ({ request }: ActionFunctionArgs) => saveAssignmentSettings(request);

export default function AdminAssignmentRoute() {
  return <AssignmentSettingsPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
