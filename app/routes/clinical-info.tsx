/**
 * Clinical Info (spec 2.5, /pathologist/primary-diagnosis-case/clinical-info?caseId=): a case's clinical
 * information alone, read-only, with a link to the reading workspace.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CaseErrorBoundary } from '~/features/cases';
import { ClinicalInfoView } from '~/features/reading';
import { loadClinicalInfo } from '~/features/reading/workspace.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? documentTitle('clinical-info').replace('Clinical Info', `Clinical Info ${data.caseData.caseRecordId}`)
      : documentTitle('clinical-info'),
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadClinicalInfo(request);

export default function ClinicalInfoPage() {
  const data = useLoaderData<typeof loader>();
  return <ClinicalInfoView data={data} />;
}

export const ErrorBoundary = CaseErrorBoundary;
