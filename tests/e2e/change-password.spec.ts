/**
 * Change Password (/change-password, spec 2.6; decisions 019, 066) against the mock backend: a visitor changes
 * theirs with an emailed code; the form names what is wrong; a change ends every session of the account (this one, another browser's,
 * a copied cookie) and the new password is the one that logs in.
 */
import type { BrowserContext } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, loginFrom, submitLogin, test } from './fixtures';
import { E2E_QA_HEADERS } from './servers';

const NEW_PASSWORD = 'Slide-review-2027';
const CHANGED = 'Your password has been changed. Log in with your new password.';

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === '__session');
}

test('a visitor changes their password with a code sent to their email, on /change-password itself', async ({
  page,
  request,
}) => {
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Password');
  await expect(
    page.getByText('You are not logged in: we email you a code to choose a new password.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'log in', exact: true })).toHaveAttribute('href', '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.provider);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Enter the code' })).toBeVisible();
  await expect(page).toHaveURL('/change-password');
  const outbox = await request.get(
    `${E2E_MOCK_URL}/__mock/outbox?email=${encodeURIComponent(ACCOUNTS.provider)}`,
    {
      headers: E2E_QA_HEADERS,
    },
  );
  const { data } = (await outbox.json()) as { data: { code: string } };
  await page.getByRole('textbox', { name: '6-digit code' }).fill(data.code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Choose a new password' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('main')).toContainText(CHANGED);
  await submitLogin(page, ACCOUNTS.provider, NEW_PASSWORD);
  await expect(page).toHaveURL('/availableCases');
});

test('the form names what is wrong: empty fields, broken rules, a different confirmation, a wrong current password', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Password');
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expect(current).toBeFocused();
  await expect(page.getByText('This field is required.')).toHaveCount(3);

  await newPassword.fill('slides');
  await expect(
    page.getByRole('list', { name: 'Password rules' }).getByRole('listitem').filter({ hasText: 'digit' }),
  ).toContainText('(not met yet)');
  await confirm.fill('slides-2');
  await confirm.blur();
  await expect(newPassword).toHaveAccessibleDescription(/At least 10 characters\. At least one digit\./);
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');

  // The API's refusal comes back under its field and in a toast; nothing changed, the session goes on.
  await current.fill('not-my-password');
  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(current).toHaveAccessibleDescription('The current password is not correct.');
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'The current password is not correct.',
  );
  await page.goto('/availableCases');
  await expect(page).toHaveURL('/availableCases');
});

test('a change logs the user out everywhere, and only the new password logs in', async ({
  page,
  context,
  browser,
  baseURL,
  loginAs,
  request,
}) => {
  await loginAs('provider');
  await page.goto('/change-password');
  const copied = await sessionCookie(context);
  expect(copied).toBeDefined();

  // The same account in another browser, logged in on its own.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await loginAs('provider', otherPage);
  await otherPage.goto('/availableCases');
  await expect(otherPage).toHaveURL('/availableCases');

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();

  // This session is over: /login with the API's message, the cookie gone.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(CHANGED);
  await expect(page.getByRole('main')).toContainText(CHANGED);
  expect(await sessionCookie(context)).toBeUndefined();
  await page.goto('/availableCases');
  await expect(page).toHaveURL(loginFrom('/availableCases'));

  // The other browser's session, and the copied cookie replayed, are sent to /login.
  await otherPage.goto('/availableCases');
  await expect(otherPage).toHaveURL(loginFrom('/availableCases'));
  await other.clearCookies();
  await other.addCookies([copied!]);
  await otherPage.goto('/availableCases');
  await expect(otherPage).toHaveURL(loginFrom('/availableCases'));
  await other.close();

  // The old password no longer logs in; the new one does.
  const login = (password: string) =>
    request.post(`${E2E_MOCK_URL}/api/users/login`, { data: { email: ACCOUNTS.provider, password } });
  expect((await login(DEMO_PASSWORD)).status()).toBe(401);
  await submitLogin(page, ACCOUNTS.provider, NEW_PASSWORD);
  await expect(page).toHaveURL('/availableCases');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the change is a plain form post that ends on /login with the message', async ({ page, loginAs }) => {
    await loginAs('facility');
    await page.goto('/change-password');
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('main')).toContainText(CHANGED);
  });
});
