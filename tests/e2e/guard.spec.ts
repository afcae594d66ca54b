import type { Page } from '@playwright/test';
import { PAGES, VIEWER } from '../../app/route-table.js';
import { escapeRegExp, expect, loginFrom, test } from './fixtures';
import { concreteUrl } from './page-visits';

/** A concrete URL for a route-table path: every :param becomes 'x'. */
const urlOf = (path: string) => path.replace(/:[^/]+/g, 'x');

const USER_PAGES = PAGES.filter((page) => page.access === 'user');
const ADMIN_PAGES = PAGES.filter((page) => page.access === 'admin');
/** The frame headings a page's data words (its route's handle.frameTitle), by route id, as patterns. */
const FRAME_HEADINGS: Record<string, string> = { 'final-report': 'Final report: case [A-Z0-9-]+' };
/** Pages without a module show 'Under Construction' (see app/route-table.js). */
const UNBUILT_USER_PAGES = USER_PAGES.filter((page) => !page.module);

/** Pages for the facility roles only (decisions 024, 026, 028): an admin gets their 403 page. */
const FACILITY_ONLY = new Set([
  'send-out-cases',
  'review-project',
  'upload-project',
  'account-details',
  'edit-account-details',
  'facility-account',
  'edit-facility-account',
  'facility-account-detail',
  'edit-facility-account-detail',
  'facility-np',
  'my-team',
  'facility-interfaces',
]);
/** Redirects to the reader's own page (decision 024): where an admin lands. */
const ADMIN_REDIRECTS: Record<string, RegExp> = {
  'my-cases': /^\/case$/,
  'project-list': /^\/case$/,
  'show-cases': /^\/case$/,
  'my-case': /^\/case-details\/[\w-]+$/,
  // The facility's and the provider's task pages send an admin to the admins' own (decision 025).
  'facility-tasks': /^\/tasks$/,
  'provider-tasks': /^\/tasks$/,
  'facility-task-details': /^\/task-detail\/[\w-]+$/,
  'provider-task-details': /^\/task-detail\/[\w-]+$/,
  // The QA and onboarding task pages without a task (decision 030): an admin's own task list, or the admins'
  // onboarding variant.
  'qa-task': /^\/tasks$/,
  'pathologist-onboarding-task': /^\/onboarding-task$/,
  'onboarding-task': /^\/tasks\?type=3$/,
  // The admins' own dashboard, and their account page (decision 031).
  dashboard: /^\/admin$/,
  'account-detail': /^\/admin$/,
  'about-me': /^\/admin$/,
  // The reading workspace's entry points send an admin to every case (decision 032).
  pathologist: /^\/case$/,
  'primary-diagnosis-case': /^\/case$/,
  // Without a case, the clinical-information page sends an admin to every case too (decision 032).
  'clinical-info': /^\/case$/,
};

const ADMIN_ONLY = 'That page is for admins.';
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('route guard (spec 2.3)', () => {
  test('logged out, every user and admin page (and the viewer) redirects to /login', async ({ page }) => {
    expect(USER_PAGES.length).toBeGreaterThan(30);
    expect(ADMIN_PAGES.length).toBeGreaterThan(20);
    for (const { path } of [...USER_PAGES, ...ADMIN_PAGES, VIEWER]) {
      const response = await page.request.get(urlOf(path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe('/login');
    }
  });

  test('logged out, the browser lands on /login from protected pages', async ({ page }) => {
    for (const path of [
      '/availableCases',
      '/provider/tasks-detail/x',
      '/admin',
      '/users/detail/x',
      '/viewer',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(loginFrom(path));
      await expect(page.getByPlaceholder('Your email *')).toBeVisible();
    }
  });

  test('a provider or facility user is sent from every admin page to their landing page, told it is for admins', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    // The admins' user and account screens at the legacy shared paths of spec 2.6 (decisions 034, 036) too.
    for (const path of [
      ...ADMIN_PAGES.map((p) => urlOf(p.path)),
      '/UserDetail/x',
      '/EditUser/x',
      '/accountDetail/x',
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe('/availableCases');
    }
    // In the browser: the landing page says why, as a toast and on the page.
    for (const path of ['/UserDetail/usr-provider', '/all-cases']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/availableCases');
      await expect(notifications(page).getByText(ADMIN_ONLY)).toBeVisible();
      await expect(page.locator('[data-flash="error"]')).toHaveText(ADMIN_ONLY);
      await page.reload();
      await expect(page.locator('[data-flash]')).toHaveCount(0);
    }
    await loginAs('facility');
    for (const path of ['/users', '/account']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/upload-project');
      await expect(page.locator('[data-flash="error"]')).toHaveText(ADMIN_ONLY);
    }
  });

  test("a provider sees every user page as 'Under Construction' under its title, in the page's own h1, without the frame heading", async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    for (const { path, title } of UNBUILT_USER_PAGES) {
      const response = await page.request.get(urlOf(path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('Under Construction');
      // Spec 2.3: only admins see the frame's heading; the page supplies the one h1 itself.
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(html, path).toMatch(
        new RegExp(`<h1[^>]*data-page-heading="page"[^>]*>${escapeRegExp(title)}</h1>`),
      );
      expect(html, path).not.toContain('data-page-heading="frame"');
    }
    // Two unbuilt pages with a record id, in the browser (whichever remain unbuilt).
    const unbuiltWithId = UNBUILT_USER_PAGES.filter((p) => p.path.includes(':')).slice(0, 2);
    for (const { path: pattern, title } of unbuiltWithId) {
      const path = urlOf(pattern);
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.getByText('Under Construction', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · PathBridge`);
    }
  });

  test('an admin sees the page title heading (h1) in the frame on every guarded page, and no second h1', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    for (const route of [...ADMIN_PAGES, ...USER_PAGES]) {
      const { title } = route;
      // A built page needs a record that exists; an unbuilt one shows 'Under Construction' for any id, and a
      // facility page refuses an admin before it reads anything.
      const path =
        route.module && !FACILITY_ONLY.has(route.id)
          ? await concreteUrl(route, page.request, 'admin')
          : urlOf(route.path);
      const response = await page.request.get(path, { maxRedirects: 0 });
      // The spec's remaining case routes send the reader to their own page (decision 024).
      if (ADMIN_REDIRECTS[route.id]) {
        expect(response.status(), path).toBe(302);
        expect(response.headers()['location'], path).toMatch(ADMIN_REDIRECTS[route.id]!);
        continue;
      }
      // A page of the facility roles is a 403 page for an admin, in the same frame.
      expect(response.status(), path).toBe(FACILITY_ONLY.has(route.id) ? 403 : 200);
      const html = await response.text();
      // A page whose heading names its record says so in the frame too (handle.frameTitle).
      const heading = FRAME_HEADINGS[route.id] ?? escapeRegExp(title);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*data-page-heading="frame"[^>]*>${heading}</h1>`));
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    }
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    await page.goto('/availableCases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Available Cases');
  });

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ page, context, loginAs }) => {
    await loginAs('provider');
    const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    // Page scripts cannot read it.
    await page.goto('/availableCases');
    expect(await page.evaluate(() => document.cookie)).not.toContain('__session');
  });

  test('the viewer needs a login and has no site header', async ({ page, loginAs }) => {
    await page.goto('/viewer');
    await expect(page).toHaveURL(loginFrom('/viewer'));

    await loginAs('provider');
    await page.goto('/viewer');
    await expect(page).toHaveURL('/viewer');
    // Without a case: the viewer's own error panel, and none of the site's frame.
    await expect(page.getByRole('alert')).toHaveText('Error: No slide data available');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('a stored expiry in the past logs out when the tab becomes visible again', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    // The session watch stores the expiry once it runs.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tokenExpiry'))).not.toBeNull();

    await page.evaluate(() => {
      localStorage.setItem('tokenExpiry', new Date(Date.now() - 60_000).toISOString());
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('tokenExpiry'))).toBeNull();

    // The server session ended too.
    await page.goto('/availableCases');
    await expect(page).toHaveURL(loginFrom('/availableCases'));
  });

  test('a tab that becomes visible with a valid expiry stays logged in', async ({ page, loginAs }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tokenExpiry'))).not.toBeNull();
    const revalidation = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await revalidation).status()).toBe(200);
    // A logout would have cleared the stored expiry at once.
    expect(await page.evaluate(() => localStorage.getItem('tokenExpiry'))).not.toBeNull();
    await expect(page).toHaveURL('/availableCases');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
});
