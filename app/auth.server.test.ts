/** The session on the server against the in-process mock backend: ending it, inactivity, and API 401s. */
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, unwrap } from '../contracts';
import { TEST_API, server } from '../tests/setup/mock-backend';
import {
  createUserSession,
  endSessionOnUnauthorized,
  getOptionalUser,
  logout,
  recordActivity,
  refreshSession,
  requireUser,
  requireUserAhead,
  requireUserWhile,
} from './auth.server';
import { ACTIVITY_RECORD_INTERVAL_MS, INACTIVITY_LIMIT_MS } from './features/auth';
import { attemptLogin } from './features/auth/login.server';
import { takeFlash } from './flash.server';
import { getSession, sessionFromCookie } from './session.server';

const PASSWORD = 'Demo-pass-2026';
const MINUTE = 60_000;

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  };
});

/** Logs in through the app's login flow and the session's own cookie; answers the Cookie header value. */
async function login(email = 'provider@demo.test') {
  const form = new FormData();
  form.set('email', email);
  form.set('password', PASSWORD);
  const outcome = await attemptLogin(form);
  if (outcome.kind !== 'ok') throw new Error(`login ${email}: ${outcome.kind}`);
  const response = await thrown(createUserSession(new Request('http://app.test/login'), outcome.user, null));
  return { cookie: cookieOf(response), token: outcome.user.token, user: outcome.user };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const result = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

/** `__session=…` from a Set-Cookie header, as the browser sends it back. */
const cookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!;
const page = (cookie: string, path = '/availableCases') =>
  new Request(`http://app.test${path}`, { headers: { Cookie: cookie } });

/** Whether the API still accepts the token. */
async function tokenWorks(token: string) {
  const { response } = await createApiClient({ baseUrl: TEST_API, token }).GET('/api/Users/current');
  return response.status === 200;
}

function expectEnded(response: Response) {
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/login');
  expect(response.headers.get('Set-Cookie')).toMatch(/^__session=; .*Max-Age=0/);
}

describe('the session cookie', () => {
  it('is sealed, httpOnly, SameSite=Lax, and lives until the token expires', async () => {
    const { cookie, user } = await login();
    const response = await thrown(createUserSession(new Request('http://app.test/login'), user, 'Hello'));
    const header = response.headers.get('Set-Cookie')!;
    expect(header).toMatch(/^__session=v1\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(header).toContain(`Expires=${new Date(user.expiresAt).toUTCString()}`);
    expect(cookie).not.toContain(user.token);
    const session = sessionFromCookie(cookie);
    expect(session.get('token')).toBe(user.token);
    expect(session.get('lastActivity')).toEqual(expect.any(Number));
  });

  it('is ignored when forged: the visitor is anonymous', async () => {
    const forged = `__session=${Buffer.from(JSON.stringify({ token: 'x', role: 'Admin' })).toString('base64')}`;
    expect(await getOptionalUser(page(forged))).toEqual({
      user: null,
      banner: null,
      dismissedAnnouncement: null,
      unreadChangedAt: null,
      announcementChangedAt: null,
    });
    const response = await thrown(requireUser(page(forged)));
    expect(response.headers.get('Location')).toBe('/login');
  });
});

describe('logout', () => {
  it('revokes the token at the API and clears the cookie', async () => {
    const { cookie, token } = await login();
    expect(await tokenWorks(token)).toBe(true);
    expectEnded(await thrown(logout(page(cookie, '/logout'))));
    expect(await tokenWorks(token)).toBe(false);
    // The same cookie replayed: the API no longer takes its token, so the guard ends the session.
    expectEnded(await thrown(requireUser(page(cookie))));
    expectEnded(await thrown(getOptionalUser(page(cookie, '/'))));
  });

  it('a replayed cookie is ended by the first API answer that rejects its token', async () => {
    const { cookie, token, user } = await login();
    await unwrap(createApiClient({ baseUrl: TEST_API, token }).POST('/api/auth/logout'));
    const error = await unwrap(createApiClient({ baseUrl: TEST_API, token }).GET('/api/Users/current')).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, tokenRejected: true });
    expectEnded(await thrown(endSessionOnUnauthorized(page(cookie), user, error)));
  });

  it('ends the session even when the API cannot be reached', async () => {
    const { cookie } = await login();
    server.use(http.post(`${TEST_API}/api/auth/logout`, () => HttpResponse.error()));
    expectEnded(await thrown(logout(page(cookie, '/logout'))));
  });

  it('ends the session when the API answers 500', async () => {
    const { cookie } = await login();
    server.use(
      http.post(`${TEST_API}/api/auth/logout`, () =>
        HttpResponse.json(
          { isSuccess: false, message: 'down', data: null, error: null, details: null },
          { status: 500 },
        ),
      ),
    );
    expectEnded(await thrown(logout(page(cookie, '/logout'))));
  });

  /** POST /logout from a tab that names the session it was served with (docs/auth-and-session.md, 'A stale tab'). */
  const logoutOf = (cookie: string, session: string) =>
    new Request('http://app.test/logout', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session }),
    });

  it("a stale tab's logout leaves the newer session of the browser alone", async () => {
    const first = await login();
    const oldId = sessionFromCookie(first.cookie).get('sessionId')!;
    expectEnded(await thrown(logout(page(first.cookie, '/logout'))));
    // The browser signs in again in another tab; the old tab's logout then arrives with the new cookie.
    const second = await login();
    expect(sessionFromCookie(second.cookie).get('sessionId')).not.toBe(oldId);
    const stale = await thrown(logout(logoutOf(second.cookie, oldId)));
    expect(stale.status).toBe(302);
    expect(stale.headers.get('Location')).toBe('/login');
    expect(stale.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(stale.headers.get('Set-Cookie')).toBeNull();
    expect(await tokenWorks(second.token)).toBe(true);
    expect((await requireUser(page(second.cookie))).token).toBe(second.token);

    // The tab of the newer session names it, and ends it.
    const own = sessionFromCookie(second.cookie).get('sessionId')!;
    expectEnded(await thrown(logout(logoutOf(second.cookie, own))));
    expect(await tokenWorks(second.token)).toBe(false);
  });
});

describe('inactivity on the server (10 minutes, recorded to the minute)', () => {
  const LIMIT = INACTIVITY_LIMIT_MS + ACTIVITY_RECORD_INTERVAL_MS;

  it('keeps a session active within the limit and ends it (revoking the token) at the limit', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie, token } = await login();

    vi.setSystemTime(start + LIMIT - 1);
    expect((await requireUser(page(cookie))).token).toBe(token);

    vi.setSystemTime(start + LIMIT);
    expectEnded(await thrown(requireUser(page(cookie))));
    expect(await tokenWorks(token)).toBe(false);
  });

  it('counts from the last activity: a refreshed cookie lives another 10 minutes', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie } = await login();

    vi.setSystemTime(start + 8 * MINUTE);
    const refreshed = refreshSession(page(cookie))!.split(';')[0]!;
    expect(getSession(page(refreshed)).get('lastActivity')).toBe(start + 8 * MINUTE);

    vi.setSystemTime(start + 18 * MINUTE);
    expect(await getOptionalUser(page(refreshed))).toMatchObject({ user: { email: 'provider@demo.test' } });
    expectEnded(await thrown(getOptionalUser(page(cookie))));
  });

  it('a page load or post rewrites the cookie at most once a minute; a report always', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie } = await login();
    vi.setSystemTime(start + 30_000);
    expect(refreshSession(page(cookie))).toBeNull();
    const reported = await recordActivity(page(cookie, '/session/activity'));
    expect(getSession(page(reported.split(';')[0]!)).get('lastActivity')).toBe(start + 30_000);
  });

  it('never revives a session that is already over', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie } = await login();
    vi.setSystemTime(start + 11 * MINUTE);
    expect(refreshSession(page(cookie))).toBeNull();
    expectEnded(await thrown(recordActivity(page(cookie, '/session/activity'))));
  });

  it('the browser activity report refreshes a live session', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie } = await login();
    vi.setSystemTime(start + 5 * MINUTE);
    const header = await recordActivity(page(cookie, '/session/activity'));
    expect(getSession(page(header.split(';')[0]!)).get('lastActivity')).toBe(start + 5 * MINUTE);
  });

  it('an anonymous activity report goes to /login without a cookie change', async () => {
    const response = await thrown(recordActivity(new Request('http://app.test/session/activity')));
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('which 401 ends the session', () => {
  const http401 = (wwwAuthenticate?: string) => new ApiError({ kind: 'http', status: 401, wwwAuthenticate });

  it('a revoked or unknown token does, even with a valid expiry', async () => {
    const { cookie, user } = await login();
    expectEnded(
      await thrown(endSessionOnUnauthorized(page(cookie), user, http401('Bearer error="invalid_token"'))),
    );
  });

  it('any other 401 does not while the expiry is valid (spec 4.1)', async () => {
    const { cookie, user } = await login();
    await expect(endSessionOnUnauthorized(page(cookie), user, http401('Bearer'))).resolves.toBeUndefined();
    await expect(endSessionOnUnauthorized(page(cookie), user, http401())).resolves.toBeUndefined();
  });

  it('any 401 does once the expiry is missing or past', async () => {
    const { cookie, user } = await login();
    const expired = { ...user, expiresAt: new Date(Date.now() - MINUTE).toISOString() };
    expectEnded(await thrown(endSessionOnUnauthorized(page(cookie), expired, http401())));
    expectEnded(await thrown(endSessionOnUnauthorized(page(cookie), { ...user, expiresAt: '' }, http401())));
  });

  it('a 401 that ends it tells /login (a flash): the 401 sentence, and that the other tabs must follow', async () => {
    const { cookie, user } = await login();
    const ended = await thrown(
      endSessionOnUnauthorized(page(cookie), user, http401('Bearer error="invalid_token"')),
    );
    expectEnded(ended);
    const flash = ended.headers.getSetCookie().find((value) => value.startsWith('__flash='))!;
    const { flash: shown } = takeFlash(page(flash.split(';')[0]!, '/login'));
    expect(shown).toEqual({
      kind: 'error',
      message: 'Error 401: Unauthorized. Please log in again.',
      sessionEnded: true,
    });
    // The guard's own check of the token ends it the same way; a logout from the menu says nothing.
    expect((await thrown(requireUser(page(cookie)))).headers.getSetCookie().join()).toContain('__flash=');
    const { cookie: second } = await login();
    const plain = await thrown(logout(page(second, '/logout')));
    expect(plain.headers.getSetCookie().join()).not.toContain('__flash=');
  });

  it('other failures never do', async () => {
    const { cookie, user } = await login();
    const expired = { ...user, expiresAt: new Date(Date.now() - MINUTE).toISOString() };
    for (const error of [
      new ApiError({ kind: 'http', status: 403 }),
      new ApiError({ kind: 'timeout' }),
      new Error('x'),
    ]) {
      await expect(endSessionOnUnauthorized(page(cookie), expired, error)).resolves.toBeUndefined();
    }
  });
});

describe('several app instances (decision 087)', () => {
  it('a logout on another instance ends the session here at once, even just after this one let it in', async () => {
    const { cookie, token } = await login();
    await expect(requireUser(page(cookie))).resolves.toMatchObject({ token });
    await expect(requireUser(page(cookie, '/in-progress'))).resolves.toMatchObject({ token });
    // The other instance's logout: the API revokes the token; nothing of it happens in this process.
    await unwrap(createApiClient({ baseUrl: TEST_API, token }).POST('/api/auth/logout'));
    // A copy of the cookie replayed here at once, on a page that makes no API call of its own.
    expectEnded(await thrown(requireUser(page(cookie, '/in-progress'))));
    expectEnded(await thrown(getOptionalUser(page(cookie, '/'))));
  });

  it("a page's loaders ask the API once between them", async () => {
    const { cookie } = await login();
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/Users/current') asked++;
    });
    await Promise.all([getOptionalUser(page(cookie)), requireUser(page(cookie)), requireUser(page(cookie))]);
    server.events.removeAllListeners('request:start');
    expect(asked).toBe(1);
  });
});

describe('the guard carries the page asked for to the login (decision 124)', () => {
  const CASE = '/case-details/case-0001';
  const RETURN = '/login?returnTo=%2Fcase-details%2Fcase-0001';
  /** What a browser sends when it navigates to a page. */
  const NAVIGATION = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };
  const open = (path: string, cookie?: string, extra: Record<string, string> = NAVIGATION) =>
    new Request(`http://app.test${path}`, { headers: { ...extra, ...(cookie ? { Cookie: cookie } : {}) } });
  const locationOf = async (promise: Promise<unknown>) => (await thrown(promise)).headers.get('Location');
  const nothing = () => Promise.resolve(null);

  it("a visitor's document GET of a page: /login with the page, by every guard", async () => {
    expect(await locationOf(requireUser(open(CASE)))).toBe(RETURN);
    expect(await locationOf(requireUserWhile(open(CASE), nothing))).toBe(RETURN);
    expect(await locationOf(requireUserAhead(open(CASE), nothing))).toBe(RETURN);
    expect(await locationOf(requireUser(open('/viewer?caseId=case-0001')))).toBe(
      '/login?returnTo=%2Fviewer%3FcaseId%3Dcase-0001',
    );
  });

  it('a data request, a post, a resource route or a request from no browser: the plain login page', async () => {
    const data = { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors', Accept: '*/*' };
    expect(await locationOf(requireUser(open(CASE, undefined, data)))).toBe('/login');
    expect(await locationOf(requireUser(open(CASE, undefined, {})))).toBe('/login');
    expect(
      await locationOf(
        requireUser(new Request(`http://app.test${CASE}`, { method: 'POST', headers: NAVIGATION })),
      ),
    ).toBe('/login');
    expect(await locationOf(requireUser(open('/availableCases/export?format=csv')))).toBe('/login');
    expect(await locationOf(recordActivity(open('/session/activity')))).toBe('/login');
  });

  it('a session that is over, ended on a page: the page is carried too, and the cookie cleared', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie, token } = await login();
    vi.setSystemTime(start + 11 * MINUTE);
    // The page frame's loader (getOptionalUser) and the guard's answer the same.
    for (const ending of [getOptionalUser(open(CASE, cookie)), requireUser(open(CASE, cookie))]) {
      const response = await thrown(ending);
      expect(response.headers.get('Location')).toBe(RETURN);
      expect(response.headers.get('Set-Cookie')).toMatch(/^__session=; .*Max-Age=0/);
    }
    expect(await tokenWorks(token)).toBe(false);
  });

  it("a 401 that ends it on a page's document: the page and the 401 sentence", async () => {
    const { cookie, user } = await login();
    const ended = await thrown(
      endSessionOnUnauthorized(
        open(CASE, cookie),
        user,
        new ApiError({ kind: 'http', status: 401, wwwAuthenticate: 'Bearer error="invalid_token"' }),
      ),
    );
    expect(ended.headers.get('Location')).toBe(RETURN);
    expect(ended.headers.getSetCookie().join()).toContain('__flash=');
  });

  it('the login page that ends a session keeps its own returnTo; a logout never carries one', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const { cookie } = await login();
    vi.setSystemTime(start + 11 * MINUTE);
    expect(await locationOf(getOptionalUser(open(RETURN, cookie)))).toBe(RETURN);
    vi.useRealTimers();
    const second = await login();
    const logoutPost = new Request(`http://app.test/logout`, {
      method: 'POST',
      headers: { ...NAVIGATION, Cookie: second.cookie },
    });
    expect(await locationOf(logout(logoutPost))).toBe('/login');
  });
});
