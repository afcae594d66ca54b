/**
 * The session that really ends: logout revokes the API token, a copied cookie replayed afterwards is
 * sent to /login, the cookie shows nothing in any decoding, and 10 minutes without activity end the session on
 * the server too.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createSealer } from '../../app/session-seal.server';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, expect, loginFrom, test } from './fixtures';

/** The secret playwright.config.ts gives the app: the test can read and re-seal the cookie as the app would. */
const sealer = createSealer(['e2e-session-secret'], '__session');
const MINUTE = 60_000;

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === '__session');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!;
}

/** Whether the API still accepts a token. */
async function apiAccepts(request: APIRequestContext, token: string) {
  const response = await request.get(`${E2E_MOCK_URL}/api/Users/current`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status() === 200;
}

/** The session as the browser holds it, with its last activity moved `minutesAgo` into the past. */
async function ageSession(context: BrowserContext, minutesAgo: number) {
  const cookie = await sessionCookie(context);
  const data = sealer.unseal(cookie.value) as { token: string; lastActivity: number };
  await context.addCookies([
    { ...cookie, value: sealer.seal({ ...data, lastActivity: Date.now() - minutesAgo * MINUTE }) },
  ]);
  return data.token;
}

test.describe('the session cookie', () => {
  test('holds no token, email, role or name in any decoding', async ({ page, context, loginAs }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const { value, httpOnly, sameSite } = await sessionCookie(context);
    expect(httpOnly).toBe(true);
    expect(sameSite).toBe('Lax');

    const session = sealer.unseal(value) as { token: string; name: string };
    const payload = value.replace(/^v1\./, '');
    const decodings = [
      value,
      decodeURIComponent(value),
      Buffer.from(value, 'base64').toString('latin1'),
      Buffer.from(payload, 'base64').toString('latin1'),
      Buffer.from(payload, 'base64url').toString('latin1'),
    ];
    for (const text of decodings.map((d) => d.toLowerCase())) {
      for (const secret of [session.token, ACCOUNTS.provider, 'provider', session.name, 'token', 'email']) {
        expect(text).not.toContain(secret.toLowerCase());
      }
    }
  });
});

test.describe('logout ends the session for good', () => {
  test('the API token is revoked and a copied cookie replayed afterwards is sent to /login', async ({
    page,
    context,
    browser,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const copied = await sessionCookie(context);
    const { token } = sealer.unseal(copied.value) as { token: string };
    expect(await apiAccepts(page.request, token)).toBe(true);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    expect(await apiAccepts(page.request, token)).toBe(false);

    // Someone who copied the cookie before the logout replays it in another browser.
    const other = await browser.newContext({ baseURL: `http://localhost:${new URL(page.url()).port}` });
    await other.addCookies([copied]);
    const replay = await other.newPage();
    for (const path of ['/availableCases', '/about-me', '/']) {
      await replay.goto(path);
      // The public home page ends the session too, and is not one the login comes back to.
      await expect(replay).toHaveURL(path === '/' ? '/login' : loginFrom(path));
      expect((await other.cookies()).find((c) => c.name === '__session')).toBeUndefined();
      await other.addCookies([copied]);
    }
    await other.close();
  });

  test('a token the API revoked some other way ends the session on the next request', async ({
    page,
    context,
    loginAs,
  }) => {
    // The page's live stream would end the session by itself as the backend revokes the token
    // (`session.ended`, docs/live.md), racing the click below: here the stream answers as for no live session
    // (204, which a browser does not retry), so that the next request is what ends it.
    await page.route(/\/live(\?|$)/, (route) => route.fulfill({ status: 204 }));
    await loginAs('provider');
    await page.goto('/availableCases');
    const { token } = sealer.unseal((await sessionCookie(context)).value) as { token: string };
    const revoked = await page.request.post(`${E2E_MOCK_URL}/api/auth/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();
    await expect(page).toHaveURL('/login');
    expect((await context.cookies()).find((c) => c.name === '__session')).toBeUndefined();
  });
});

test.describe('inactivity on the server (10 minutes)', () => {
  test('a request after 10 idle minutes (recorded to the minute) ends the session and revokes the token', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const token = await ageSession(context, 11.5);

    await page.goto('/selectedCases');
    await expect(page).toHaveURL(loginFrom('/selectedCases'));
    expect((await context.cookies()).find((c) => c.name === '__session')).toBeUndefined();
    expect(await apiAccepts(page.request, token)).toBe(false);
  });

  test('a page load within the limit counts as activity and rolls the cookie forward', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    await ageSession(context, 9);

    await page.goto('/selectedCases');
    await expect(page).toHaveURL('/selectedCases');
    const { lastActivity } = sealer.unseal((await sessionCookie(context)).value) as { lastActivity: number };
    expect(Date.now() - lastActivity).toBeLessThan(MINUTE);
  });
});

/** The page is hydrated and its session watch listens (it records the arrival as the last activity). */
async function watchRunning(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastActivity'))).not.toBeNull();
}

test.describe('the browser tells the server the person is active', () => {
  test('a person reading without requests keeps the session: activity is reported within a minute', async ({
    page,
    context,
    loginAs,
  }) => {
    await page.clock.install();
    await loginAs('provider');
    await page.goto('/availableCases');
    await watchRunning(page);
    // The server last heard of this session 10½ minutes ago; the person is moving the mouse now.
    await ageSession(context, 10.5);
    const reported = page.waitForResponse((r) => new URL(r.url()).pathname === '/session/activity');
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 320);
    await page.clock.fastForward('01:01');
    expect((await reported).status()).toBe(204);

    const { lastActivity } = sealer.unseal((await sessionCookie(context)).value) as { lastActivity: number };
    expect(Date.now() - lastActivity).toBeLessThan(MINUTE);
    await page.goto('/selectedCases');
    await expect(page).toHaveURL('/selectedCases');
  });

  test('a report for a session the server has ended sends the tab to /login', async ({
    page,
    context,
    loginAs,
  }) => {
    await page.clock.install();
    await loginAs('provider');
    await page.goto('/availableCases');
    await watchRunning(page);
    const token = await ageSession(context, 12);
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 320);
    await page.clock.fastForward('01:01');
    await expect(page).toHaveURL('/login');
    expect(await apiAccepts(page.request, token)).toBe(false);
  });
});

test.describe('the stored-activity check on arrival (spec 9, 30 minutes)', () => {
  async function arriveWithStoredActivity(page: Page, minutesAgo: number) {
    await page.goto('/availableCases');
    // The watch records the page's arrival once it has hydrated: set the older time after that, not before.
    await watchRunning(page);
    await page.evaluate(
      (at) => localStorage.setItem('lastActivity', String(at)),
      Date.now() - minutesAgo * MINUTE,
    );
    await page.reload();
  }

  test('a last activity stored 31 minutes ago ends the session at once', async ({ page, loginAs }) => {
    await loginAs('provider');
    await arriveWithStoredActivity(page, 31);
    await expect(page).toHaveURL('/login');
    await page.goto('/availableCases');
    await expect(page).toHaveURL(loginFrom('/availableCases'));
  });

  test('one stored 20 minutes ago does not: the server, which heard from this session, decides', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await arriveWithStoredActivity(page, 20);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect
      .poll(async () => Date.now() - Number(await page.evaluate(() => localStorage.getItem('lastActivity'))))
      .toBeLessThan(MINUTE);
    await expect(page).toHaveURL('/availableCases');
  });
});
