/** Change Password (spec 2.6): the logged-in user's new password; every session ends, this one included. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PageFrame } from '~/components/layout/page-frame';
import { PageHeading } from '~/components/layout/page-heading';
import { ChangePasswordForm } from '~/features/password';
import { changePassword, loadChangePassword } from '~/features/password/change-password.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('change-password') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadChangePassword(request);

export const action = ({ request }: ActionFunctionArgs) => changePassword(request);

export default function ChangePasswordPage() {
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
