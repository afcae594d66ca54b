/**
 * The user's time zone on the server (decision 121): the cookie the page frame reads it from, written whenever the
 * app learns the zone from the API (the settings page, its save, the quiet write below).
 */
import { schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { requireUser } from '~/auth.server';
import { readForm } from '~/lib/read-form.server';
import { cookieAttributes } from '~/session.server';
import { TIME_ZONE_COOKIE_MAX_AGE_S, readTimeZoneCookie, timeZoneCookieName } from './time-zone';

/** How long a page waits for the user's zone before it is rendered in the browser's instead. */
const ZONE_READ_TIMEOUT_MS = 3_000;

/** The Set-Cookie value that keeps `timeZone` as `email`'s zone for the page frame. */
export function timeZoneCookie(email: string, timeZone: string): string {
  const expires = new Date(Date.now() + TIME_ZONE_COOKIE_MAX_AGE_S * 1000);
  return `${timeZoneCookieName(email)}=${encodeURIComponent(timeZone)}; ${cookieAttributes(expires)}`;
}

/**
 * The zone a page is written in on the server (decision 149): the cookie's; without one (the first page on a new
 * device, or once the cookie's hours are over), the zone the user chose as the API has it, read here so that
 * first page is rendered in it and hydrates in it, and kept in the cookie (`setCookie`) for the next pages. Null
 * when the user has chosen none or the API did not answer in time: the browser's zone then, after hydration, which
 * the page frame records once as theirs (TimeZoneRecorder).
 */
export async function pageTimeZone(
  request: Request,
  user: { token: string; email: string },
): Promise<{ timeZone: string | null; setCookie: string | null }> {
  const kept = readTimeZoneCookie(request.headers.get('Cookie'), timeZoneCookieName(user.email));
  if (kept) return { timeZone: kept, setCookie: null };
  try {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ZONE_READ_TIMEOUT_MS)]);
    const me = await unwrap(api(user.token).GET('/api/Users/current', { signal }));
    const chosen = me.data.timeZone ?? null;
    return { timeZone: chosen, setCookie: chosen ? timeZoneCookie(user.email, chosen) : null };
  } catch {
    // The page is not failed for its zone: the session's own checks end a session the API no longer takes.
    return { timeZone: null, setCookie: null };
  }
}

/**
 * POST /notifications/time-zone (`timeZone`: the browser's zone), sent once by the page frame when it does not
 * know the user's zone: the user's zone as the API has it; when they have none, the browser's is recorded as
 * theirs (the one write). Answers `{ timeZone }` with the cookie; a failure answers null and changes nothing (the
 * page never waits for it, and the next full page load tries again).
 */
export async function recordTimeZone(request: Request) {
  const user = await requireUser(request);
  const device = schemas.zTimeZone.safeParse((await readForm(request)).get('timeZone'));
  try {
    const client = api(user.token);
    const me = await unwrap(client.GET('/api/Users/current', { signal: request.signal }));
    let timeZone = me.data.timeZone ?? null;
    if (!timeZone && device.success) {
      const saved = await unwrap(
        client.PATCH('/api/me/notification-preferences', { body: { timeZone: device.data } }),
      );
      timeZone = saved.data.timeZone;
    }
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (timeZone) headers.append('Set-Cookie', timeZoneCookie(user.email, timeZone));
    // A Response, not data(): the page's script fetches it (no Remix fetcher).
    return Response.json({ timeZone }, { headers });
  } catch {
    // Quiet: not even a session the API no longer takes is ended here (the next page's own reads do that).
    return Response.json({ timeZone: null }, { headers: { 'Cache-Control': 'no-store' } });
  }
}
