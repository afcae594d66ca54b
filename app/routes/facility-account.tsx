/** Facility Account (/facility-account): the organisation's profile, status and team. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FacilityAccountErrorBoundary, FacilityProfileView } from '~/features/facility-account';
import { loadFacilityAccount } from '~/features/facility-account/facility-account.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('facility-account') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadFacilityAccount(request);

export default function FacilityAccountPage() {
  return <FacilityProfileView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
