/** Edit Facility Account Details (/edit-facility-account-detail): contact, address and proof of address. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EditFacilityDetailsView, FacilityAccountErrorBoundary } from '~/features/facility-account';
import {
  loadEditFacilityDetails,
  saveFacilityDetails,
} from '~/features/facility-account/facility-account.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('edit-facility-account-detail') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadEditFacilityDetails(request);

export const action = ({ request, context }: ActionFunctionArgs) => saveFacilityDetails(request, context);

export default function EditFacilityAccountDetailPage() {
  const { account, regions, initial } = useLoaderData<typeof loader>();
  return (
    <EditFacilityDetailsView key={account.updatedAt} account={account} regions={regions} initial={initial} />
  );
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
