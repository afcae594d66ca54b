/** Edit Staff Registration: admins edit a user of the operator's own staff. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { UserEditPage, UsersErrorBoundary } from '~/features/users';
import { loadUserEdit, saveUserEdit } from '~/features/users/edit.server';
import { requireStaffAdmin } from '~/features/users/registration.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('staff-registration-edit') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireStaffAdmin(user);
  return loadUserEdit(request, user, 'staff', params.id);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireStaffAdmin(user);
  return saveUserEdit(request, user, 'staff', params.id);
}

export default UserEditPage;
export const ErrorBoundary = UsersErrorBoundary;
