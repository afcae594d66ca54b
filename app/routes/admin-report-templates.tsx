/** Report Templates (/admin/report-templates, admins): the structured (synoptic) report templates. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { ReportTemplatesPage } from '~/features/report-templates';
import { loadReportTemplates } from '~/features/report-templates/templates.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-report-templates') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadReportTemplates(request);

export default function AdminReportTemplatesRoute() {
  const title = useCurrentPage()?.title ?? 'Report Templates';
  return <ReportTemplatesPage title={title} {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
