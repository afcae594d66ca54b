/** User Details (admins): the user's fields, a provider's profile, the status lifecycle's actions and history. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { UserDetailView, UsersErrorBoundary } from '~/features/users';
import { changeUserStatusAction, loadUserDetail } from '~/features/users/detail.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-user-detail') }];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadUserDetail(request, params.userId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  changeUserStatusAction(request, params.userId);

export default function UserDetailPage() {
  return <UserDetailView data={useLoaderData<typeof loader>()} screens="admin" />;
}

export const ErrorBoundary = UsersErrorBoundary;
