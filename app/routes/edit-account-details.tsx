/** Edit Account Details (/edit-account-details/:facilityId): the facility user's own name and phone. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EditAccountDetailsView, FacilityAccountErrorBoundary } from '~/features/facility-account';
import {
  loadEditAccountDetails,
  saveAccountDetails,
} from '~/features/facility-account/account-details.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('edit-account-details') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEditAccountDetails(request, params.facilityId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  saveAccountDetails(request, params.facilityId);

export default function EditAccountDetailsPage() {
  const { me, initial } = useLoaderData<typeof loader>();
  return <EditAccountDetailsView key={me.id} me={me} initial={initial} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
