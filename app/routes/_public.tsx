/** Pages anyone may open. */
import { Outlet } from '@remix-run/react';
import { PageFrame } from '~/components/layout/page-frame';
import { RouteErrorPage } from '~/components/layout/route-error-page';

export default function PublicPages() {
  return <Outlet />;
}

/** A public page that could not be shown: the kit's error page, inside the frame. */
export function ErrorBoundary() {
  return (
    <PageFrame>
      <RouteErrorPage />
    </PageFrame>
  );
}
