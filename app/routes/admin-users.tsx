/** Users (spec 2.4, admins): every user on the list kit, filtered by role and status, with an export. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { UserListView, UsersErrorBoundary } from '~/features/users';
import { loadUserList } from '~/features/users/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-users') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadUserList(request);

export default function UsersPage() {
  const title = useCurrentPage()?.title ?? 'Users';
  return <UserListView title={title} data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = UsersErrorBoundary;
