/** The page frame for every page but the viewer: header, banner, footer, and the browser's session watch. */
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from '@remix-run/node';
import { Outlet, useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import XIcon from 'lucide-react/icons/x';
import { ApiError, unwrap } from '../../contracts';
import { api } from '~/api.server';
import { getOptionalUser, handleApiFailure } from '~/auth.server';
import { Banner } from '~/components/layout/banner';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { ROLE_LABELS, SessionWatch, isFacilityRole, menusFor, normalizeRole, useLogout } from '~/features/auth';

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, banner } = await getOptionalUser(request);
  if (!user) return { user: null, banner: null };

  // Only the facility roles load their facility user record (spec 6); the header shows its facility's name.
  let facilityName: string | null = null;
  if (isFacilityRole(user.role)) {
    try {
      facilityName = (await unwrap(api(user.token).GET('/api/Facility/get-current'))).data.facility.name;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await handleApiFailure(request, user, error);
      // Anything else: the header goes without the facility name rather than the page failing.
    }
  }
  const role = normalizeRole(user.role);
  return {
    user: {
      name: user.name || user.email,
      role: user.role,
      status: user.status,
      expiresAt: user.expiresAt,
      subtitle: [facilityName, role ? ROLE_LABELS[role] : user.role].filter(Boolean).join(' · '),
    },
    banner,
  };
}

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
