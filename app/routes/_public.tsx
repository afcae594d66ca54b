/** Pages anyone may open. */
import { Outlet } from '@remix-run/react';

export default function PublicPages() {
  return <Outlet />;
}
