/**
 * Two app instances behind a load balancer, round robin without stickiness (decision 087): requests
 * alternate between them, one session holds on both, a notice marked read through one is read on both, the live
 * stream passes the balancer event by event and resumes on the other instance, and a logout on one ends the
 * session (and its streams) on the other at once. Runs
 * through scripts/test-balanced.ts only (E2E_BALANCED_INSTANCES names the instances, E2E_BALANCED_APP_URLS
 * their own addresses); playwright.config.ts leaves it out of other runs.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { openEventStream } from './event-stream';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { E2E_QA_HEADERS } from './servers';

const INSTANCES = (process.env.E2E_BALANCED_INSTANCES ?? '').split(',').filter(Boolean);
const APP_URLS = (process.env.E2E_BALANCED_APP_URLS ?? '').split(',').filter(Boolean);

const MESSAGE = 'Maintenance tonight from 22:00 UTC: save your work before then.';

/** The session cookie as the browser sends it. */
async function cookieHeader(context: BrowserContext) {
  const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
  expect(session, 'the session cookie').toBeDefined();
  return `__session=${session!.value}`;
}

/** Sets (a message) or clears (null) the global banner as an admin, through the API. */
async function setBanner(request: APIRequestContext, mockUrl: string, message: string | null) {
  const login = await request.post(`${mockUrl}/api/users/login`, {
    data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
    headers: E2E_QA_HEADERS,
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const answer = message
    ? await request.put(`${mockUrl}/api/banner`, { data: { message }, headers })
    : await request.delete(`${mockUrl}/api/banner`, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const instanceOf = (response: { headers(): Record<string, string> } | null) =>
  response?.headers()['x-app-instance'] ?? '(none)';

/** Which instance answered each of the page's own requests (documents, loader data, form posts). */
function recordInstances(page: Page, baseURL: string) {
  const seen: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.url().startsWith(baseURL) && (type === 'document' || type === 'fetch')) {
      seen.push(instanceOf(response));
    }
  });
  return seen;
}

test('requests alternate between the instances; one session holds on both and one logout ends it on both', async ({
  page,
  context,
  browser,
  request,
  baseURL,
  mockUrl,
  loginAs,
}) => {
  expect(INSTANCES, 'E2E_BALANCED_INSTANCES').toHaveLength(2);
  expect(APP_URLS, 'E2E_BALANCED_APP_URLS').toHaveLength(2);

  await test.step('successive requests go to the instances in turn', async () => {
    const order: string[] = [];
    for (let i = 0; i < 4; i++) order.push(instanceOf(await request.get('/login')));
    expect(new Set(order)).toEqual(new Set(INSTANCES));
    for (let i = 1; i < order.length; i++)
      expect(order[i], `request ${i + 1} of ${order}`).not.toBe(order[i - 1]);
  });

  const seen = recordInstances(page, baseURL!);
  await test.step('a session made on one instance is good on both', async () => {
    await loginAs('provider');
    for (const [path, heading] of [
      ['/availableCases', 'Available Cases'],
      ['/selectedCases', 'My Cases'],
      ['/completedCases', 'Completed Cases'],
      ['/in-progress', 'Under Construction'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // A client-side navigation: its loader data comes from whichever instance is next.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();
    await expect(page).toHaveURL('/selectedCases');
    expect(new Set(seen), `instances that served the pages: ${seen}`).toEqual(new Set(INSTANCES));
    // Each instance, asked directly, takes the same cookie.
    for (const url of APP_URLS) {
      const direct = await page.request.get(`${url}/in-progress`, { maxRedirects: 0 });
      expect(direct.status(), url).toBe(200);
    }
  });

  await test.step('a notice marked read on one instance: every page after shows the new count', async () => {
    // Both instances served this session's header above, so both keep its count (1) for a few seconds.
    // The bell is a link until the page's script makes it a button that opens the latest notices.
    const bell = (name: string) =>
      page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));
    await expect(bell('Notifications, 1 unread')).toBeVisible();
    await page.goto('/notifications');
    await page.getByRole('button', { name: /^Mark as read: / }).click();
    await expect(page.getByText('Notification marked as read.').first()).toBeVisible();
    const servedBy: string[] = [];
    for (const path of ['/notifications', '/selectedCases', '/availableCases']) {
      servedBy.push(instanceOf(await page.goto(path)));
      await expect(bell('Notifications')).toBeVisible();
    }
    expect(new Set(servedBy)).toEqual(new Set(INSTANCES));
  });

  await test.step('the live stream passes the balancer event by event, and resumes on the other instance', async () => {
    const cookie = await cookieHeader(context);
    const first = await openEventStream(`${baseURL}/live`, { cookie });
    const relayedBy = first.headers.get('x-app-instance')!;
    expect(INSTANCES).toContain(relayedBy);
    await setBanner(request, mockUrl, MESSAGE);
    const set = await first.next('banner.changed');
    expect(set.data).toMatchObject({ type: 'banner.changed', data: { message: MESSAGE } });
    first.close();
    // Changed while the browser is offline; it comes back through the other instance, resuming after `set`.
    await setBanner(request, mockUrl, null);
    const other = APP_URLS[INSTANCES.indexOf(relayedBy) === 0 ? 1 : 0]!;
    const resumed = await openEventStream(`${other}/live`, { cookie, lastEventId: set.id });
    expect(resumed.headers.get('x-app-instance')).not.toBe(relayedBy);
    const cleared = await resumed.next('banner.changed');
    expect(cleared.data).toMatchObject({ type: 'banner.changed', data: { message: null } });
    expect(BigInt(cleared.id!)).toBeGreaterThan(BigInt(set.id!));
    resumed.close();
  });

  await test.step('a logout on one instance ends the session on the other at once', async () => {
    // The user's live streams, one through each instance: both end when the session does.
    const cookie = await cookieHeader(context);
    const streams = await Promise.all(APP_URLS.map((url) => openEventStream(`${url}/live`, { cookie })));
    const copied = (await context.cookies()).find((cookie) => cookie.name === '__session')!;
    expect(copied).toBeDefined();
    const loggedOut = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/logout'),
    );
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const servedBy = instanceOf(await loggedOut);
    expect(INSTANCES).toContain(servedBy);
    await expect(page).toHaveURL('/login');

    // A copy of the cookie taken before the logout, replayed on each instance directly (the other one first)
    // on a page that makes no API call of its own: both ask the API, which no longer takes the token.
    const replay = await browser.newContext();
    const otherFirst = [...APP_URLS].sort((a) => (INSTANCES[APP_URLS.indexOf(a)] === servedBy ? 1 : -1));
    for (const url of otherFirst) {
      await replay.addCookies([{ ...copied, domain: new URL(url).hostname }]);
      const answer = await replay.request.get(`${url}/in-progress`, { maxRedirects: 0 });
      expect(answer.status(), url).toBe(302);
      expect(answer.headers()['location'], url).toBe('/login');
    }
    await replay.close();
    for (const stream of streams) {
      expect((await stream.next('session.ended')).data).toMatchObject({ type: 'session.ended' });
      expect(await stream.ended()).toBe(true);
    }
  });
});
