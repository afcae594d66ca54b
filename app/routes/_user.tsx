/** Pages for any logged-in user: a visitor goes to /login, an expired session is logged out. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { requireUser } from '~/auth.server';
import { PageFrame } from '~/components/layout/page-frame';
import { isAdminRole } from '~/features/auth';
import { useCurrentPage } from '~/lib/pages';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { isAdmin: isAdminRole(user.role) };
}

export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function UserPages() {
  const { isAdmin } = useLoaderData<typeof loader>();
  const page = useCurrentPage();
  return (
    <PageFrame title={isAdmin ? page?.title : undefined}>
      <Outlet />
    </PageFrame>
  );
}
