/** My Team (spec 2.6): the users of the logged-in facility user's facility, on the list kit. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FacilityAccountErrorBoundary, TeamView } from '~/features/facility-account';
import { loadTeam } from '~/features/facility-account/team.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('my-team') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadTeam(request);

export default function MyTeamPage() {
  const title = useCurrentPage()?.title ?? 'My Team';
  return <TeamView title={title} data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
