/**
 * Change Password (spec 2.6, public-level): the logged-in user's new password (every session ends, this one
 * included); a visitor changes theirs with a code sent to their email (decision 066).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PageFrame } from '~/components/layout/page-frame';
import { PageHeading } from '~/components/layout/page-heading';
import { ChangePasswordForm, ForgotPasswordScreen } from '~/features/password';
import { changePassword, loadChangePassword } from '~/features/password/change-password.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('change-password') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadChangePassword(request);

export const action = ({ request }: ActionFunctionArgs) => changePassword(request);

export default function ChangePasswordPage() {
  const { visitor } = useLoaderData<typeof loader>();
  if (visitor) {
    return (
      <ForgotPasswordScreen
        title="Change Password"
        step={visitor.step}
        flash={visitor.flash}
        intro={
          <>
            You are not logged in: we email you a code to choose a new password. If you know your current
            password,{' '}
            <Link to="/login" className="text-primary underline underline-offset-4">
              log in
            </Link>{' '}
            and change it from Account Settings.
          </>
        }
      />
    );
  }
  return (
    <PageFrame>
      <section className="space-y-6">
        <div>
          <PageHeading>Change Password</PageHeading>
          <p className="mt-1 text-muted-foreground">
            Choose a new password. Every session of your account ends, this one included: you log in again
            with the new password.
          </p>
        </div>
        <ChangePasswordForm />
      </section>
    </PageFrame>
  );
}
