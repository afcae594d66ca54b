/** The legacy /UserDetail/:userId of spec 2.6: the admins' User Details (others are sent to their landing page). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { UserDetailView, UsersErrorBoundary } from '~/features/users';
import { changeUserStatusAction, loadUserDetail } from '~/features/users/detail.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('user-detail') }];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadUserDetail(request, params.userId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  changeUserStatusAction(request, params.userId);

export default function UserDetailPage() {
  return <UserDetailView data={useLoaderData<typeof loader>()} screens="legacy" />;
}

export const ErrorBoundary = UsersErrorBoundary;
