/** /admin (spec 2.4): the admin dashboard (decision 038). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { AdminDashboardView } from '~/features/admin-dashboard';
import { loadAdminDashboard } from '~/features/admin-dashboard/admin-dashboard.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-home') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAdminDashboard(request);

export default function AdminHomePage() {
  return <AdminDashboardView {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
