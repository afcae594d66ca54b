/** Edit User Registration: admins edit any user, everyone else their own record. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { UserEditPage, UsersErrorBoundary } from '~/features/users';
import { loadUserEdit, saveUserEdit } from '~/features/users/edit.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('user-registration-edit') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return loadUserEdit(request, user, 'user', params.id);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return saveUserEdit(request, user, 'user', params.id);
}

export default UserEditPage;
export const ErrorBoundary = UsersErrorBoundary;
