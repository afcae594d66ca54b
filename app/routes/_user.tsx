/** Pages for any logged-in user: a visitor goes to /login, an expired session is logged out. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { requireUser } from '~/auth.server';
import { PageFrame } from '~/components/layout/page-frame';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { isAdminRole } from '~/features/auth';
import { useCurrentPage, useFrameTitle } from '~/lib/pages';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { isAdmin: isAdminRole(user.role) };
}

export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function UserPages() {
  const { isAdmin } = useLoaderData<typeof loader>();
  const title = useFrameTitle();
  return (
    <PageFrame title={isAdmin ? title : undefined}>
      <Outlet />
    </PageFrame>
  );
}

/** Any page of this guard without a boundary of its own: the kit's error page, inside the frame. */
export function ErrorBoundary() {
  const isAdmin = useRouteLoaderData<typeof loader>('guard-user')?.isAdmin ?? false;
  const page = useCurrentPage();
  return (
    <PageFrame title={isAdmin ? page?.title : undefined}>
      <RouteErrorPage />
    </PageFrame>
  );
}
