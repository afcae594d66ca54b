/**
 * Cases and All Cases (/case and /all-cases, spec 2.2, 2.4: admin; view, edit and assign allowed): every case,
 * filtered by status (decision 035), under the title of the route it is opened at (decision 066).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { AdminCaseListView, ADMIN_CASE_LIST, CaseErrorBoundary } from '~/features/cases';
import { adminCaseAction, loadAdminCaseList } from '~/features/cases/admin-cases.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = ({ matches }) => [
  { title: documentTitle(matches.at(-1)?.id ?? ADMIN_CASE_LIST.id) },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadAdminCaseList(request);

export const action = ({ request }: ActionFunctionArgs) => adminCaseAction(request);

export default function AdminCasesPage() {
  const data = useLoaderData<typeof loader>();
  const title = useCurrentPage()?.title ?? 'Cases';
  return (
    <>
      <PageHeading className="mb-6">{title}</PageHeading>
      <AdminCaseListView title={title} data={data} />
    </>
  );
}

export const ErrorBoundary = CaseErrorBoundary;
