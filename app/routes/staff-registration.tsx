/** Staff Registration: admins create a user of the operator's own staff. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { StaffRegistrationPage, UsersErrorBoundary } from '~/features/users';
import { createStaffFromForm, requireStaffAdmin } from '~/features/users/registration.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('staff-registration') }];

export async function loader({ request }: LoaderFunctionArgs) {
  requireStaffAdmin(await requireUser(request));
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireStaffAdmin(user);
  return createStaffFromForm(request, user);
}

export default StaffRegistrationPage;
export const ErrorBoundary = UsersErrorBoundary;
