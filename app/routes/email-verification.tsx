/** Forgot Password (spec 2.1, the login screen's 'Forgot Password' link): email → code → new password. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ForgotPasswordScreen } from '~/features/password';
import { forgotPasswordAction, loadForgotPassword } from '~/features/password/forgot-password.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('email-verification') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadForgotPassword(request);

export const action = ({ request }: ActionFunctionArgs) => forgotPasswordAction(request);

export default function EmailVerificationPage() {
  const { step, flash } = useLoaderData<typeof loader>();
  return <ForgotPasswordScreen step={step} flash={flash} />;
}
