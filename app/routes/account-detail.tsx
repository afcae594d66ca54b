/** /account-detail (spec 2.5, any role): the reader's own account page, by role (a redirect; decision 031). */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { ownAccountPath } from '~/features/auth';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  throw redirect(ownAccountPath(user.role));
}

/** Never shown: the loader always redirects. */
export default function AccountDetailRedirect() {
  return null;
}
