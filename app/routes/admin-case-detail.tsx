/**
 * A case for an admin (/case/:caseId, spec 2.4): the shared case page (decision 024) with the admin's actions,
 * assign or reassign (the dialog, `?assign=1`), cancel, and the billing component and relation (decision 035),
 * and the case's access history (decision 082).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccessHistory } from '~/features/audit';
import { AdminCaseEdits, AssignCaseDialog, CaseDetailsView, CaseErrorBoundary } from '~/features/cases';
import { adminCaseAction, loadAdminCaseDetails } from '~/features/cases/admin-cases.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? documentTitle('admin-case-detail').replace('Case Details', `Case ${data.caseData.caseRecordId}`)
      : documentTitle('admin-case-detail'),
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadAdminCaseDetails(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => adminCaseAction(request, params);

export default function AdminCaseDetailPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <CaseDetailsView data={data} mode="details" />
      <AdminCaseEdits caseData={data.caseData} parents={data.parents} />
      <AccessHistory history={data.accessHistory} />
      <AssignCaseDialog caseData={data.caseData} assign={data.assign} />
    </>
  );
}

export const ErrorBoundary = CaseErrorBoundary;
