/**
 * Cross-site requests (decision 018): a POST from another origin to any route of the route table —
 * page, resource route, `.data` — answers 403 before any action runs, and changes nothing.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { defineRoutes } from '@remix-run/dev/dist/config/routes.js';
import remixConfig from '../../remix.config.js';
import { expect, loginFrom, test } from './fixtures';

const EVIL = 'http://evil.example';

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** Every URL the route table answers, with its parameters filled in (one per route with a path). */
function routeUrls(): string[] {
  const routes = remixConfig.routes(defineRoutes) as Record<string, RouteEntry>;
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = (route.path ?? '').replace(/:[^/]+/g, 'x1').replace(/^\*$/, 'no-such-page');
    return [parent ? fullPath(parent) : '', own].filter(Boolean).join('/');
  };
  const urls = Object.values(routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => `/${fullPath(route)}`.replace(/\/+$/, '') || '/');
  return [...new Set(urls)];
}

/** The single-fetch URL Remix's browser code posts a form to. */
const dataUrl = (url: string) => (url === '/' ? '/_root.data' : `${url}.data`);

async function crossSitePost(request: APIRequestContext, url: string, form: Record<string, string> = {}) {
  return request.post(url, {
    headers: { Origin: EVIL, Referer: `${EVIL}/page` },
    form: { intent: 'anything', ...form },
    maxRedirects: 0,
  });
}

async function expectStillLoggedIn(page: Page) {
  await page.goto('/availableCases');
  await expect(page).toHaveURL('/availableCases');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test.describe('a POST from another origin', () => {
  test('to every route of the route table answers 403, page and .data alike', async ({ page, loginAs }) => {
    await loginAs('provider');
    const urls = routeUrls();
    // The table has every page, the resource routes and the catch-all.
    expect(urls).toEqual(expect.arrayContaining(['/', '/login', '/logout', '/banner', '/availableCases']));
    expect(urls.length).toBeGreaterThan(60);

    for (const url of urls) {
      for (const target of [url, dataUrl(url)]) {
        const response = await crossSitePost(page.request, target);
        expect(response.status(), `POST ${target}`).toBe(403);
        expect(await response.text()).toBe(
          'Error 403: Forbidden. You do not have permission to perform this action.',
        );
        expect(response.headers()['set-cookie'], `POST ${target}`).toBeUndefined();
      }
    }
    await expectStillLoggedIn(page);
  });

  test('to /logout leaves the session working; to /login logs no one in', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('provider');
    const before = (await context.cookies()).find((c) => c.name === '__session')!.value;

    expect((await crossSitePost(page.request, '/logout')).status()).toBe(403);
    expect((await crossSitePost(page.request, '/logout.data')).status()).toBe(403);
    expect((await context.cookies()).find((c) => c.name === '__session')!.value).toBe(before);
    await expectStillLoggedIn(page);

    await context.clearCookies();
    const login = await crossSitePost(page.request, '/login', {
      email: 'provider@demo.test',
      password: 'Demo-pass-2026',
    });
    expect(login.status()).toBe(403);
    expect(login.headers()['set-cookie']).toBeUndefined();
    await page.goto('/availableCases');
    await expect(page).toHaveURL(loginFrom('/availableCases'));
  });

  test('sent by a real page of another site is refused by the browser’s own account of it', async ({
    page,
    loginAs,
    baseURL,
    consoleErrors,
  }) => {
    await loginAs('provider');
    // A page of another site that posts a form to the app as soon as it opens.
    await page.route(`${EVIL}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${baseURL}/logout"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const refused = page.waitForResponse(`${baseURL}/logout`);
    await page.goto(`${EVIL}/`);
    const response = await refused;
    expect(response.status()).toBe(403);
    expect(await response.headerValue('x-refused-because')).toBe('Sec-Fetch-Site: cross-site');
    await expect(page.getByText('Error 403: Forbidden.')).toBeVisible();
    // Chromium may report the refused page load on the console: that is this test's point, not a failure.
    const expected = /status of 403 \(Forbidden\) \(http:\/\/localhost:\d+\/logout\)/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected.test(text)));
    await expectStillLoggedIn(page);
  });

  test('from the app itself still works', async ({ page, loginAs }) => {
    await loginAs('provisionalFacility');
    await page.goto('/facility-account-detail');
    const dismissed = page.waitForResponse((response) => new URL(response.url()).pathname === '/banner.data');
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    expect((await dismissed).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Dismiss message' })).toHaveCount(0);
  });
});
