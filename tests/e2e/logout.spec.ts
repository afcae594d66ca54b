import { expect, loginFrom, logoutFromUserMenu, test } from './fixtures';
import { assignedTour } from './viewer-cases';
import { slideShown } from './viewer-page';

const BANNER =
  'Your facility account is provisionally active. Complete your facility account details to start sending out cases.';

test.describe('logout (spec 4.1)', () => {
  test('logout from the user menu lands on /login and ends the session', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tokenExpiry'))).not.toBeNull();

    await logoutFromUserMenu(page);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tokenExpiry'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('logout'))).not.toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === '__session')).toBeUndefined();

    await page.goto('/selectedCases');
    await expect(page).toHaveURL(loginFrom('/selectedCases'));
  });

  test('the slide links the viewer used stop working at logout; its tiles are kept private, for the link’s life', async ({
    page,
    loginAs,
    mockUrl,
  }) => {
    await loginAs('provider');
    const { caseData } = await assignedTour(page.request);
    const firstTile = page.waitForResponse(
      (r) => r.url().startsWith(mockUrl) && /_files\/.*\.jpg$/.test(r.url()) && r.status() === 200,
    );
    await page.goto(`/viewer?caseId=${caseData.caseID}`);
    await slideShown(page);
    const tile = await firstTile;
    expect(tile.headers()['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(Number(/max-age=(\d+)/.exec(tile.headers()['cache-control']!)![1])).toBeLessThanOrEqual(3600);
    expect((await page.request.get(tile.url())).status()).toBe(200);

    await page.goto('/availableCases');
    await logoutFromUserMenu(page);
    await expect(page).toHaveURL('/login');
    const after = await page.request.get(tile.url());
    expect(after.status()).toBe(403);
    expect(await after.json()).toMatchObject({ isSuccess: false, message: 'Session ended' });
  });

  test('logging out in one tab sends the other tab to /login on its own', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const other = await context.newPage();
    await other.goto('/completedCases');
    await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();

    await logoutFromUserMenu(page);
    await expect(page).toHaveURL('/login');
    await expect(other).toHaveURL('/login');
    await expect(other.getByPlaceholder('Your email *')).toBeVisible();
    await other.close();
  });
});

test.describe('global banner message (spec 2.2, 4.1)', () => {
  test('shows after login, survives a reload and hides the facility top navigation', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provisionalFacility');
    await page.goto('/facility-account-detail');
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    const mainNav = page.getByRole('navigation', { name: 'Main' });

    await expect(banner).toHaveText(BANNER);
    await expect(mainNav.getByRole('link')).toHaveCount(0);
    await expect(mainNav).toHaveText('No tabs available');

    await page.reload();
    await expect(banner).toHaveText(BANNER);
    await expect(mainNav.getByRole('link')).toHaveCount(0);
  });

  test('can be dismissed, stays gone after reload, and the navigation returns', async ({ page, loginAs }) => {
    await loginAs('provisionalFacility');
    await page.goto('/facility-account-detail');
    const banner = page.getByText(BANNER);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(banner).toBeVisible();

    // The dismissal is saved in the session by a request; the reload waits for its answer (a reload that
    // overtakes it would find the message still in the session).
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/banner') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(banner).toHaveCount(0);
    await expect(mainNav.getByRole('link', { name: 'Create New Case' })).toBeVisible();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(mainNav.getByRole('link', { name: 'Create New Case' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('logout clears it', async ({ page, loginAs }) => {
    await loginAs('provisionalFacility');
    await page.goto('/facility-account-detail');
    await expect(page.getByText(BANNER)).toBeVisible();

    await logoutFromUserMenu(page);
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(BANNER)).toHaveCount(0);

    // A different user logging in on the same browser does not inherit it.
    await loginAs('facility');
    await page.goto('/upload-project');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(3);
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });
});
