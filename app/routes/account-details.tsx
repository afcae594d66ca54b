/** Account Details (spec 2.2 facility user menu): the logged-in facility user's own record. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountDetailsView, FacilityAccountErrorBoundary } from '~/features/facility-account';
import { loadAccountDetails } from '~/features/facility-account/account-details.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('account-details') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAccountDetails(request);

export default function AccountDetailsPage() {
  return <AccountDetailsView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
