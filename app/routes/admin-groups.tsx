/** Groups (spec 2.4, admins): provider groups with their members; create, rename, add, remove, delete. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountsErrorBoundary } from '~/features/accounts';
import { GroupsView } from '~/features/groups';
import { groupsAction, loadGroups } from '~/features/groups/groups.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-groups') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadGroups(request);

export const action = ({ request }: ActionFunctionArgs) => groupsAction(request);

export default function GroupsPage() {
  const title = useCurrentPage()?.title ?? 'Groups';
  return <GroupsView title={title} data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = AccountsErrorBoundary;
