/**
 * Review Project (spec 2.5, /review-project): `?caseId=` a facility's draft before send-out (Send out, Edit,
 * Back); without it, the facility's drafts waiting to be sent out.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import {
  CaseDetailsView,
  FACILITY_CASE_LISTS,
  FacilityCaseListView,
  FacilityPageErrorBoundary,
} from '~/features/cases';
import { loadReviewProject, sendOutReviewedCase } from '~/features/cases/review.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('review-project') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadReviewProject(request);

export const action = ({ request }: ActionFunctionArgs) => sendOutReviewedCase(request);

export default function ReviewProjectPage() {
  const data = useLoaderData<typeof loader>();
  const title = useCurrentPage()?.title ?? 'Review Project';
  if (data.kind === 'case') return <CaseDetailsView data={data} mode="review" />;
  return (
    <>
      <PageHeading className="mb-2">{title}</PageHeading>
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">
        Your facility’s drafts. Review one to check it and send it out to providers.
      </p>
      <FacilityCaseListView title={title} config={FACILITY_CASE_LISTS.drafts} data={data} />
    </>
  );
}

export const ErrorBoundary = FacilityPageErrorBoundary;
