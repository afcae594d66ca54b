/** Final Report (spec 2.6, /final-report/:caseId): a signed-out case's report, printable, with its versions. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CaseErrorBoundary } from '~/features/cases';
import type { LayoutHandle } from '~/components/layout/full-screen';
import {
  FinalReportView,
  finalReportHeading,
  reportPageRecordId,
  type ReportPageData,
} from '~/features/report';
import { addAddendum, loadFinalReport } from '~/features/report/report.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const recordId = data ? reportPageRecordId(data as ReportPageData) : null;
  const title = documentTitle('final-report');
  return [{ title: recordId ? title.replace('Final Report', `Final Report ${recordId}`) : title }];
};

/** An admin's frame heading names the case, as the page's own heading does for everyone else. */
export const handle: LayoutHandle = {
  frameTitle: (data) => finalReportHeading(reportPageRecordId(data as ReportPageData)),
};

export const loader = ({ request, params }: LoaderFunctionArgs) => loadFinalReport(request, params);

export const action = ({ request, params }: ActionFunctionArgs) => addAddendum(request, params);

export default function FinalReportPage() {
  const data = useLoaderData<typeof loader>();
  return <FinalReportView data={data} />;
}

export const ErrorBoundary = CaseErrorBoundary;
