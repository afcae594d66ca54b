import type { Page } from '@playwright/test';
import { expect, loginFrom, test } from './fixtures';

const WARNING = 'Your session will time out in 1 minute due to inactivity.';
const MINUTE = 60_000;

/** Logs in as a provider on a page whose timers run on Playwright's clock; resolves to the page's start time. */
async function openIdlePage(page: Page, loginAs: (account: 'provider') => Promise<void>): Promise<number> {
  await page.clock.install();
  await loginAs('provider');
  await page.goto('/availableCases');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The session watch records the arrival as the last activity.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastActivity'))).not.toBeNull();
  return Number(await page.evaluate(() => localStorage.getItem('lastActivity')));
}

test.describe('inactivity timeout (spec 4.1, 8, 9)', () => {
  test('after 9 idle minutes the warning toast shows', async ({ page, loginAs }) => {
    await openIdlePage(page, loginAs);
    await page.clock.fastForward('08:50');
    await expect(page).toHaveURL('/availableCases');
    await page.clock.fastForward('00:10');
    await expect(page.getByText(WARNING, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/availableCases');
    await page.screenshot({ path: '/tmp/e2e-shots/inactivity-warning.png' });
  });

  test('after 10 idle minutes the user is logged out to /login', async ({ page, loginAs }) => {
    await openIdlePage(page, loginAs);
    await page.clock.fastForward('09:00');
    await expect(page.getByText(WARNING, { exact: true })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(WARNING, { exact: true })).toHaveCount(0);

    await page.goto('/availableCases');
    await expect(page).toHaveURL(loginFrom('/availableCases'));
  });

  test('activity at 8 minutes postpones the warning', async ({ page, loginAs }) => {
    const start = await openIdlePage(page, loginAs);
    await page.clock.fastForward('08:00');
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 320);
    await expect
      .poll(async () => Number(await page.evaluate(() => localStorage.getItem('lastActivity'))))
      .toBeGreaterThanOrEqual(start + 8 * MINUTE);

    // 9.5 minutes after arriving, but only 1.5 minutes after the activity: no warning, still logged in.
    await page.clock.fastForward('01:30');
    await expect(page.getByText(WARNING, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL('/availableCases');

    // 9 minutes after the activity the warning comes.
    await page.clock.fastForward('07:30');
    await expect(page.getByText(WARNING, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/availableCases');
  });

  test('returning focus after the limit logs out', async ({ page, loginAs }) => {
    const start = await openIdlePage(page, loginAs);
    // Freeze the timers so the periodic check cannot act, then let 11 minutes pass on the wall clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.clock.setSystemTime(start + 11 * MINUTE);
    await expect(page).toHaveURL('/availableCases');
    expect(await page.evaluate(() => localStorage.getItem('tokenExpiry'))).not.toBeNull();

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // The focus check logged out at once (the stored session is cleared before the redirect).
    expect(await page.evaluate(() => localStorage.getItem('tokenExpiry'))).toBeNull();

    await page.clock.resume();
    await expect(page).toHaveURL('/login');
  });
});
