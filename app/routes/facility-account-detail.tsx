/**
 * Facility Account Details (/facility-account-detail): the facility's contact details, address and proof of
 * address; where a provisionally active facility user lands (spec 4.1) to complete them and submit them for
 * review.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FacilityAccountErrorBoundary, FacilityDetailsView } from '~/features/facility-account';
import { loadFacilityAccount, submitForReview } from '~/features/facility-account/facility-account.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('facility-account-detail') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadFacilityAccount(request);

export const action = ({ request }: ActionFunctionArgs) => submitForReview(request);

export default function FacilityAccountDetailPage() {
  return <FacilityDetailsView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
