/** Other Registration: an admin enters a other registration for someone (decision 020). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { BehalfRegistrationPage, RegistrationErrorBoundary } from '~/features/registration';
import { loadBehalfPage, requireRegistrar, submitBehalfPage } from '~/features/registration/create.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('other-registration') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireRegistrar(user);
  return loadBehalfPage(request, user, 'other');
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireRegistrar(user);
  return submitBehalfPage(request, user, 'other');
}

export default BehalfRegistrationPage;
export const ErrorBoundary = RegistrationErrorBoundary;
