/**
 * The reader's time zone in the app (decision 121), against the in-process mock with real sessions: the page
 * frame's quiet write records the browser's zone once for a user who has none, and keeps the user's zone in a
 * cookie the header reads for every page; /notification-settings shows and saves the zone, a zone the API refuses
 * coming back under its field.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { loadHeader } from '~/page-header.server';
import { appRequest, sessionFor } from '../../../tests/setup/app-session';
import { loadNotificationSettings, saveNotificationSettings } from './settings.server';
import { readTimeZoneCookie, timeZoneCookieName } from './time-zone';
import { recordTimeZone } from './time-zone.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** The zone a Set-Cookie header keeps for `email`, as the next request's Cookie header reads it. */
function keptZone(headers: HeadersInit | Headers | undefined | null, email: string) {
  const setCookie = new Headers(headers ?? undefined).get('Set-Cookie') ?? '';
  const pairs = setCookie.split(/,(?=\s*[^;=\s]+=)/).map((cookie) => cookie.split(';')[0]!.trim());
  return readTimeZoneCookie(pairs.join('; '), timeZoneCookieName(email));
}

describe('the quiet write of the browser’s zone', () => {
  it('records it once for a user who has none, and keeps the user’s zone in the header’s cookie', async () => {
    const { cookie, token } = await sessionFor('provider@demo.test');
    const api = createApiClient({ baseUrl: TEST_API, token });
    expect((await loadHeader(appRequest(cookie, '/'))).user!.timeZone).toBeNull();

    const first = await recordTimeZone(
      appRequest(cookie, '/notifications/time-zone', { timeZone: 'America/Chicago' }),
    );
    expect(await first.json()).toEqual({ timeZone: 'America/Chicago' });
    expect(keptZone(first.headers, 'provider@demo.test')).toBe('America/Chicago');
    expect((await api.GET('/api/Users/current')).data!.data.timeZone).toBe('America/Chicago');

    // Another device later: the zone the user has stays theirs.
    const second = await recordTimeZone(
      appRequest(cookie, '/notifications/time-zone', { timeZone: 'Europe/Paris' }),
    );
    expect(await second.json()).toEqual({ timeZone: 'America/Chicago' });
    expect((await api.GET('/api/Users/current')).data!.data.timeZone).toBe('America/Chicago');

    const name = timeZoneCookieName('provider@demo.test');
    const withZone = `${cookie}; ${name}=America%2FChicago`;
    expect((await loadHeader(appRequest(withZone, '/'))).user!.timeZone).toBe('America/Chicago');
    // Another user's cookie in the same browser is not theirs.
    const admin = await sessionFor('admin@demo.test');
    expect(
      (await loadHeader(appRequest(`${admin.cookie}; ${name}=America%2FChicago`, '/'))).user!.timeZone,
    ).toBeNull();
  });

  it('writes the first page on a new device in the zone the user chose, and keeps it for the next pages', async () => {
    const { cookie, token } = await sessionFor('admin@demo.test');
    const api = createApiClient({ baseUrl: TEST_API, token });
    await api.PATCH('/api/me/notification-preferences', { body: { timeZone: 'Asia/Tokyo' } });

    // No zone cookie on this browser: the server reads the user's zone, not the browser's (known only later).
    const first = await loadHeader(appRequest(cookie, '/admin/audit'));
    expect(first.user!.timeZone).toBe('Asia/Tokyo');
    expect(keptZone([['Set-Cookie', first.setCookies[0]!]], 'admin@demo.test')).toBe('Asia/Tokyo');

    // The next page reads the cookie, and sets nothing.
    const name = timeZoneCookieName('admin@demo.test');
    const next = await loadHeader(appRequest(`${cookie}; ${name}=Asia%2FTokyo`, '/admin/audit'));
    expect(next.user!.timeZone).toBe('Asia/Tokyo');
    expect(next.setCookies).toEqual([]);
  });

  it('records nothing for a zone that is not one', async () => {
    const { cookie, token } = await sessionFor('facility@demo.test');
    const answer = await recordTimeZone(
      appRequest(cookie, '/notifications/time-zone', { timeZone: 'Mars/Olympus' }),
    );
    expect(await answer.json()).toEqual({ timeZone: null });
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    const api = createApiClient({ baseUrl: TEST_API, token });
    expect((await api.GET('/api/Users/current')).data!.data.timeZone).toBeNull();
  });
});

describe('the time zone on /notification-settings', () => {
  it('is saved with the kinds, kept for the header; a zone the API refuses comes back under its field', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const before = await loadNotificationSettings(appRequest(cookie, '/notification-settings'));
    expect(before.data.preferences.timeZone).toBeNull();
    expect(before.data.timeZones[0]).toBe('UTC');
    expect(before.data.timeZones).toContain('America/New_York');

    const saved = (await saveNotificationSettings(
      appRequest(cookie, '/notification-settings', {
        timeZone: 'America/New_York',
        'items[0].kind': 'QaResult',
        'items[0].delivery': 'Email',
      }),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(keptZone(saved.headers, 'provider@demo.test')).toBe('America/New_York');
    const after = await loadNotificationSettings(appRequest(cookie, '/notification-settings'));
    expect(after.data.preferences.timeZone).toBe('America/New_York');
    expect(keptZone(after.init?.headers, 'provider@demo.test')).toBe('America/New_York');

    const refused = (await saveNotificationSettings(
      appRequest(cookie, '/notification-settings', { timeZone: 'Mars/Olympus' }),
    )) as unknown as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error).toMatchObject({
      timeZone: [
        '“Mars/Olympus” is not a time zone this server knows. Choose an IANA name such as America/New_York.',
      ],
    });
  });
});
