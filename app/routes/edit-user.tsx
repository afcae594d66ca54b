/** The legacy /EditUser/:userId of spec 2.6: the admins' Edit User (others are sent to their landing page). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireAdmin } from '~/auth.server';
import { UserEditPage, UsersErrorBoundary, userDetailHref } from '~/features/users';
import { loadUserEdit, saveUserEdit, type AdminEditOptions } from '~/features/users/edit.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('edit-user') }];

const OPTIONS: AdminEditOptions = {
  statusByActions: true,
  afterSave: (userId) => userDetailHref(userId, 'legacy'),
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return loadUserEdit(request, admin, 'user', params.userId, OPTIONS);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return saveUserEdit(request, admin, 'user', params.userId, OPTIONS);
}

export default UserEditPage;
export const ErrorBoundary = UsersErrorBoundary;
