/** The Facility NP page (/FacilityNP, spec 2.5): a Facility NP user's own page. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FacilityAccountErrorBoundary, FacilityNpView } from '~/features/facility-account';
import { loadFacilityNp } from '~/features/facility-account/np.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('facility-np') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadFacilityNp(request);

export default function FacilityNpPage() {
  return <FacilityNpView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
