/**
 * A stale tab and a newer session, in one browser: tab A's session ends while its page
 * cannot run (a busy or frozen background tab: here its scripts are paused through the DevTools protocol), the
 * user signs in again in tab B, and then A wakes up to the old logout marker. A acts on the session it was
 * started with only: it leaves for /login, which takes it to the newer session's page, and B stays signed in.
 * Before the fix A's late follow posted /logout with the browser's cookie, ending B's new session.
 */
import { ACCOUNTS, DEMO_PASSWORD, expect, hydrated, submitLogin, test, logoutFromUserMenu } from './fixtures';

test('a tab that wakes to an old logout after a new sign-in elsewhere leaves the new session alone', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/availableCases');
  await hydrated(page);
  const other = await context.newPage();
  await other.goto('/completedCases');
  await hydrated(other);

  // Tab A's scripts stop, as a busy or frozen tab's do: the storage event and its timer wait until it wakes.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.pause');
  await logoutFromUserMenu(other);
  await expect(other).toHaveURL('/login');
  await hydrated(other);
  await submitLogin(other, ACCOUNTS.provider, DEMO_PASSWORD);
  await expect(other).toHaveURL('/availableCases');
  await hydrated(other);

  // A wakes and follows the old marker: before the fix it posted /logout with the newer session's cookie.
  const reacted = page.waitForRequest((r) => ['/login', '/logout.data'].includes(new URL(r.url()).pathname));
  await cdp.send('Debugger.resume');
  await reacted;
  await expect(
    page.getByRole('button', { name: 'User menu' }).or(page.getByPlaceholder('Your email *')),
  ).toBeVisible();

  // The newer session lives on, and A has joined it (/login took it to the session's landing page).
  await other.reload();
  await expect(other).toHaveURL('/availableCases');
  expect((await context.cookies()).some((cookie) => cookie.name === '__session')).toBe(true);
  await expect(page).toHaveURL('/availableCases');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await other.close();
});
