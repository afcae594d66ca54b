/** Reset Password (Account Settings): the logged-in user changes their password. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { PageHeading } from '~/components/layout/page-heading';
import { ResetPasswordForm } from '~/features/password';
import { resetPassword } from '~/features/password/reset-password.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('reset-password') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const action = ({ request }: ActionFunctionArgs) => resetPassword(request);

export default function ResetPasswordPage() {
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Reset Password</PageHeading>
        <p className="mt-1 text-muted-foreground">
          Choose a new password. Your other sessions will be signed out; this one stays.
        </p>
      </div>
      <ResetPasswordForm />
    </section>
  );
}
