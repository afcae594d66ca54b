/** The page frame for every page but the viewer: header, banner, footer, and the browser's session watch. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  Outlet,
  useFetcher,
  useLoaderData,
  useLocation,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import XIcon from 'lucide-react/icons/x';
import { Banner } from '~/components/layout/banner';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { SessionWatch, menusFor, useLogout } from '~/features/auth';
import { loadHeader } from '~/features/auth/header.server';

export const loader = ({ request }: LoaderFunctionArgs) => loadHeader(request);

// The session is re-read on every navigation, so an expired one is noticed at once.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function Shell() {
  const { user, banner } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const logout = useLogout();
  const dismissBanner = useFetcher();
  const bannerShown = Boolean(banner) && dismissBanner.state === 'idle';

  const context = { role: user?.role, status: user?.status, bannerShown, pathname };
  const menus = menusFor(context);
  const mobileMenus = menusFor({ ...context, mobile: true });

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader
        user={user ? { ...user, main: menus.main, menu: menus.user, onLogout: () => logout() } : null}
        mobileMain={mobileMenus.main}
      />
      {banner && bannerShown ? (
        <Banner
          message={banner}
          dismiss={
            <dismissBanner.Form method="post" action="/banner">
              <button type="submit" aria-label="Dismiss message" className="rounded p-1 hover:bg-amber-100">
                <XIcon className="size-4" />
              </button>
            </dismissBanner.Form>
          }
        />
      ) : null}
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
      {user ? <SessionWatch expiresAt={user.expiresAt} /> : null}
    </div>
  );
}
