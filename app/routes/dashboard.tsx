/** /Dashboard (spec 2.5, any role): the reader's work counted with links; an admin goes to /admin. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DashboardView } from '~/features/dashboard';
import { loadDashboard } from '~/features/dashboard/dashboard.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('dashboard') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadDashboard(request);

export default function DashboardPage() {
  return <DashboardView {...useLoaderData<typeof loader>()} />;
}
