/** Final Report (spec 2.6, /final-report/:caseId): a signed-out case's report, printable, with its versions. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CaseErrorBoundary } from '~/features/cases';
import { FinalReportView } from '~/features/report';
import { addAddendum, loadFinalReport } from '~/features/report/report.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const recordId = data ? (data.kind === 'report' ? data.document.caseRecordId : data.caseRecordId) : null;
  const title = documentTitle('final-report');
  return [{ title: recordId ? title.replace('Final Report', `Final Report ${recordId}`) : title }];
};

export const loader = ({ request, params }: LoaderFunctionArgs) => loadFinalReport(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => addAddendum(request, params);

export default function FinalReportPage() {
  const data = useLoaderData<typeof loader>();
  return <FinalReportView data={data} />;
}

export const ErrorBoundary = CaseErrorBoundary;
