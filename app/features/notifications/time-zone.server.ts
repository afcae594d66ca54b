/**
 * The user's time zone on the server (decision 121): the cookie the page frame reads it from, written whenever the
 * app learns the zone from the API (the settings page, its save, the quiet write below).
 */
import { schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { requireUser } from '~/auth.server';
import { readForm } from '~/lib/read-form.server';
import { cookieAttributes } from '~/session.server';
import { TIME_ZONE_COOKIE_MAX_AGE_S, timeZoneCookieName } from './time-zone';

/** The Set-Cookie value that keeps `timeZone` as `email`'s zone for the page frame. */
export function timeZoneCookie(email: string, timeZone: string): string {
  const expires = new Date(Date.now() + TIME_ZONE_COOKIE_MAX_AGE_S * 1000);
  return `${timeZoneCookieName(email)}=${encodeURIComponent(timeZone)}; ${cookieAttributes(expires)}`;
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
