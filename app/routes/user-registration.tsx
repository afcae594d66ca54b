/** User Registration: admins create any user, MedicalFacility users create users of their own facility. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { UserRegistrationPage, UsersErrorBoundary } from '~/features/users';
import {
  createUserFromForm,
  loadUserRegistration,
  requireUserRegistrationMode,
} from '~/features/users/registration.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('user-registration') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const mode = requireUserRegistrationMode(user);
  return loadUserRegistration(request, user, mode);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const mode = requireUserRegistrationMode(user);
  return createUserFromForm(request, user, mode);
}

export default UserRegistrationPage;
export const ErrorBoundary = UsersErrorBoundary;
