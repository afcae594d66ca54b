/** Edit Facility Account (/edit-facility-account): name, facility type, account type, lab arrangement. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EditFacilityProfileView, FacilityAccountErrorBoundary } from '~/features/facility-account';
import {
  loadEditFacilityProfile,
  saveFacilityProfile,
} from '~/features/facility-account/facility-account.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('edit-facility-account') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadEditFacilityProfile(request);

export const action = ({ request }: ActionFunctionArgs) => saveFacilityProfile(request);

export default function EditFacilityAccountPage() {
  const { account, initial } = useLoaderData<typeof loader>();
  return <EditFacilityProfileView key={account.updatedAt} account={account} initial={initial} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
