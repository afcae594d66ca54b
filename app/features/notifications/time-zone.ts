/**
 * The reader's time zone in the app (decision 121): the zone the user chose (the API's
 * CurrentUser.timeZone, set on /notification-settings) is kept per user in a cookie the page frame reads, so every
 * list, notice and date of their pages is written in the zone their e-mails are, rendered so on the server. No
 * cookie yet (a new device): the frame reads the zone from the API on the server and keeps it (decision 149), so
 * the first page is written in it too. None chosen: the browser's zone, which the frame records once as the
 * user's (TimeZoneRecorder).
 */
import { shortHash } from '~/components/data-table/list-density';

/** The resource route that records the browser's zone for a user who has none (a quiet write). */
export const TIME_ZONE_PATH = '/notifications/time-zone';

export const DEVICE_TIME_ZONE = 'Use this device’s time zone';

const COOKIE_PREFIX = 'time-zone-';
/** The zone in the cookie is read again from the API after this (a change made on another device shows then). */
export const TIME_ZONE_COOKIE_MAX_AGE_S = 12 * 60 * 60;

/** The cookie that holds this user's zone (by their login e-mail, in any letter case), as list density's. */
export function timeZoneCookieName(email: string): string {
  return `${COOKIE_PREFIX}${shortHash(email.trim().toLowerCase())}`;
}

/** The user's zone from a Cookie header, or null (not known on this browser: the browser's zone is shown). */
export function readTimeZoneCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
    return /^[A-Za-z0-9_+/-]{1,64}$/.test(value) ? value : null;
  }
  return null;
}
