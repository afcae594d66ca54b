/** Case Details (spec 2.6, /case-details/:caseId): one case for every role that may see it (the API decides). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CaseDetailsView, CaseErrorBoundary } from '~/features/cases';
import { changeCase } from '~/features/cases/case-change.server';
import { loadCaseDetails } from '~/features/cases/case-details.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? documentTitle('case-details').replace('Case Details', `Case ${data.caseData.caseRecordId}`)
      : documentTitle('case-details'),
  },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadCaseDetails(request, params);

export const action = ({ request }: ActionFunctionArgs) =>
  changeCase(request, { intents: ['send-out', 'cancel', 'pick-up', 'release'] });

export default function CaseDetailsPage() {
  const data = useLoaderData<typeof loader>();
  return <CaseDetailsView data={data} mode="details" />;
}

export const ErrorBoundary = CaseErrorBoundary;
