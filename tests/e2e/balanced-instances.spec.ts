/**
 * Two app instances behind a load balancer, round robin without stickiness (issue 30, decision 087): requests
 * alternate between them, one session holds on both, a notice marked read through one is read on both, and a
 * logout on one ends the session on the other at once. Runs
 * through scripts/test-balanced.ts only (E2E_BALANCED_INSTANCES names the instances, E2E_BALANCED_APP_URLS
 * their own addresses); playwright.config.ts leaves it out of other runs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const INSTANCES = (process.env.E2E_BALANCED_INSTANCES ?? '').split(',').filter(Boolean);
const APP_URLS = (process.env.E2E_BALANCED_APP_URLS ?? '').split(',').filter(Boolean);

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
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await expect(page).toHaveURL('/notifications');
    await page.getByRole('button', { name: /^Mark as read: / }).click();
    await expect(page.getByText('Notification marked as read.').first()).toBeVisible();
    const servedBy: string[] = [];
    for (const path of ['/notifications', '/selectedCases', '/availableCases']) {
      servedBy.push(instanceOf(await page.goto(path)));
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    }
    expect(new Set(servedBy)).toEqual(new Set(INSTANCES));
  });

  await test.step('a logout on one instance ends the session on the other at once', async () => {
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
  });
});
