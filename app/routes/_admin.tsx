/** Admin-only pages: other roles are sent to their landing page (told why), visitors to /login. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, type ShouldRevalidateFunction } from '@remix-run/react';
import { requireAdmin } from '~/auth.server';
import { PageFrame } from '~/components/layout/page-frame';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { useCurrentPage, useFrameTitle } from '~/lib/pages';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function AdminPages() {
  return (
    <PageFrame title={useFrameTitle()}>
      <Outlet />
    </PageFrame>
  );
}

/** Any admin page without a boundary of its own: the kit's error page, inside the frame. */
export function ErrorBoundary() {
  const page = useCurrentPage();
  return (
    <PageFrame title={page?.title}>
      <RouteErrorPage />
    </PageFrame>
  );
}
