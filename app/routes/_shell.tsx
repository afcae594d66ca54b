/** The page frame for every page but the viewer: header, side menu, banner, footer, and the browser's session
 * watch (the layout itself is app/components/layout/app-layout.tsx). */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import {
  Outlet,
  useFetcher,
  useLoaderData,
  useLocation,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import XIcon from 'lucide-react/icons/x';
import { AppLayout } from '~/components/layout/app-layout';
import { Banner } from '~/components/layout/banner';
import { isSideMenuCollapsed } from '~/components/layout/side-menu-state';
import { SessionWatch, menusFor, sessionReadAfterAction, useLogout } from '~/features/auth';
import { loadHeader } from '~/page-header.server';
import { ChosenTimeZoneProvider } from '~/components/ui/date-time';
import { NotificationsBell, TimeZoneRecorder } from '~/features/notifications';
import { LiveProvider } from '~/features/live';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { setCookies, ...header } = await loadHeader(request);
  const sideMenuCollapsed = isSideMenuCollapsed(request.headers.get('Cookie'));
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return data({ ...header, sideMenuCollapsed }, { headers });
};

// The session is re-read on every navigation, so an expired one is noticed at once (not after a busy refusal).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus }) =>
  sessionReadAfterAction(actionStatus);

export default function Shell() {
  const { user, banner, announcement, sideMenuCollapsed } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const logout = useLogout();
  const dismissBanner = useFetcher();
  const dismissAnnouncement = useFetcher();
  const loginBannerShown = Boolean(banner) && dismissBanner.state === 'idle';
  const announcementShown = Boolean(announcement) && dismissAnnouncement.state === 'idle';
  const bannerShown = loginBannerShown || announcementShown;

  const context = { role: user?.role, status: user?.status, bannerShown, pathname };
  const menus = menusFor(context);
  const mobileMenus = menusFor({ ...context, mobile: true });

  const page = (
    // Dates in the zone the user chose, as their e-mails (decision 121); the browser's while not known.
    <ChosenTimeZoneProvider value={user?.timeZone ?? null}>
      <AppLayout
        user={
          user
            ? {
                ...user,
                main: menus.main,
                menu: menus.user,
                onLogout: () => logout(),
                bell: <NotificationsBell unread={user.unreadNotifications ?? null} />,
              }
            : null
        }
        mobileMain={mobileMenus.main}
        sideMenuCollapsed={sideMenuCollapsed}
        banner={
          bannerShown ? (
            <>
              {announcement && announcementShown ? (
                <Banner
                  message={announcement.message}
                  dismiss={
                    <dismissAnnouncement.Form method="post" action="/banner">
                      <input type="hidden" name="announcement" value={announcement.key} />
                      <DismissButton label="Dismiss announcement" />
                    </dismissAnnouncement.Form>
                  }
                />
              ) : null}
              {banner && loginBannerShown ? (
                <Banner
                  message={banner}
                  dismiss={
                    <dismissBanner.Form method="post" action="/banner">
                      <DismissButton label="Dismiss message" />
                    </dismissBanner.Form>
                  }
                />
              ) : null}
            </>
          ) : null
        }
      >
        <Outlet />
      </AppLayout>
      {user ? <SessionWatch expiresAt={user.expiresAt} sessionId={user.sessionId} /> : null}
      {user && !user.timeZone ? <TimeZoneRecorder /> : null}
    </ChosenTimeZoneProvider>
  );
  // Signed in, the page hears the user's live events (docs/live.md).
  return user ? <LiveProvider>{page}</LiveProvider> : page;
}

function DismissButton({ label }: { label: string }) {
  return (
    <button type="submit" aria-label={label} className="rounded p-1 hover:bg-amber-100">
      <XIcon className="size-4" />
    </button>
  );
}
