/** Provider Registration: an admin enters a provider registration for someone (decision 020). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { BehalfRegistrationPage, RegistrationErrorBoundary } from '~/features/registration';
import { loadBehalfPage, requireRegistrar, submitBehalfPage } from '~/features/registration/create.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('provider-registration') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireRegistrar(user);
  return loadBehalfPage(request, user, 'provider');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireRegistrar(user);
  return submitBehalfPage(request, user, 'provider', context);
}

export default BehalfRegistrationPage;
export const ErrorBoundary = RegistrationErrorBoundary;
