/**
 * What the page header needs to know about the logged-in user, read on the server for every page: the session
 * (auth), the unread count and the chosen time zone (notifications), the facility's name. It composes features, so
 * it lives above them.
 */
import { unwrap } from '../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, getOptionalUser } from '~/auth.server';
import { listDensityCookie, readListDensity } from '~/components/data-table/list-density';
import { unreadNotifications } from '~/features/notifications/notifications.server';
import { pageTimeZone } from '~/features/notifications/time-zone.server';
import { ROLE_LABELS, isFacilityRole, normalizeRole } from '~/features/auth';
import { currentAnnouncement } from '~/features/auth/announcement.server';

export async function loadHeader(request: Request) {
  const { user, banner, dismissedAnnouncement, unreadChangedAt, announcementChangedAt } =
    await getOptionalUser(request);
  if (!user) return { user: null, banner: null, announcement: null, listDensity: null, setCookies: [] };
  // The admins' global banner (decision 037), unless this session dismissed that very one.
  const announcementRead = currentAnnouncement(user.token, Date.now(), announcementChangedAt);
  // The header's unread count: one small call, beside the others; null when it cannot be read.
  const unreadRead = unreadNotifications(user.token, request.signal, Date.now(), unreadChangedAt);
  // The zone the page is written in, the same on the server as after hydration (decision 149).
  const zoneRead = pageTimeZone(request, user);

  // Only the facility roles load their facility user record (spec 6); the header shows its facility's name.
  let facilityName: string | null = null;
  if (isFacilityRole(user.role)) {
    try {
      facilityName = (await unwrap(api(user.token).GET('/api/Facility/get-current'))).data.facility.name;
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      // Anything else: the header goes without the facility name rather than the page failing.
    }
  }
  const role = normalizeRole(user.role);
  // The lists' density is this user's choice (decision 075), rendered on the server.
  const densityCookie = listDensityCookie(user.email);
  const zone = await zoneRead;
  return {
    user: {
      name: user.name || user.email,
      role: user.role,
      status: user.status,
      expiresAt: user.expiresAt,
      sessionId: user.sessionId ?? '',
      subtitle: [facilityName, role ? ROLE_LABELS[role] : user.role].filter(Boolean).join(' · '),
      unreadNotifications: await unreadRead,
      // The zone the user chose (decisions 121, 149); null: none chosen, the browser's, recorded once.
      timeZone: zone.timeZone,
    },
    banner,
    announcement: await shownAnnouncement(announcementRead, dismissedAnnouncement),
    listDensity: {
      cookie: densityCookie,
      density: readListDensity(request.headers.get('Cookie'), densityCookie),
    },
    /** Set-Cookie values the page's answer carries (the zone read from the API, kept for the next pages). */
    setCookies: zone.setCookie ? [zone.setCookie] : [],
  };
}

async function shownAnnouncement(read: ReturnType<typeof currentAnnouncement>, dismissed: string | null) {
  const announcement = await read;
  return announcement && announcement.key !== dismissed ? announcement : null;
}
