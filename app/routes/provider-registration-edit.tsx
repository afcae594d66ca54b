/** Edit Provider Registration: the contract's editors only (decision 020); the role is checked before reading. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { RegistrationEditPage, RegistrationErrorBoundary } from '~/features/registration';
import {
  loadRegistrationEdit,
  requireEditor,
  saveRegistrationEdit,
} from '~/features/registration/edit.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('provider-registration-edit') }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireEditor(user, 'provider');
  return loadRegistrationEdit(request, user, 'provider', params.id);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireEditor(user, 'provider');
  return saveRegistrationEdit(request, user, 'provider', params.id, context);
}

export default RegistrationEditPage;
export const ErrorBoundary = RegistrationErrorBoundary;
