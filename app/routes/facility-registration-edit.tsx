/** Edit Facility Registration: the contract's editors only (decision 020); the role is checked before reading. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { RegistrationEditPage, RegistrationErrorBoundary } from '~/features/registration';
import {
  loadRegistrationEdit,
  requireEditor,
  saveRegistrationEdit,
} from '~/features/registration/edit.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('facility-registration-edit') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireEditor(user, 'facility');
  return loadRegistrationEdit(request, user, 'facility', params.id);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireEditor(user, 'facility');
  return saveRegistrationEdit(request, user, 'facility', params.id);
}

export default RegistrationEditPage;
export const ErrorBoundary = RegistrationErrorBoundary;
