/** Reset Password (Account Settings): the kit's worked example, end to end against the mock backend. */
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

const NEW_PASSWORD = 'Slide-review-2027';

test('the rules are ticked off as the new password is typed, and wrong fields are named', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Focus goes to the first invalid field; each field says what is wrong.
  await expect(page.getByRole('textbox', { name: 'Current password', exact: true })).toBeFocused();
  await expect(page.getByText('This field is required.')).toHaveCount(3);

  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  await newPassword.fill('abc');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least one letter' })).toContainText('(met)');
  await expect(rules.getByRole('listitem').filter({ hasText: 'At least one digit' })).toContainText(
    '(not met yet)',
  );
  await newPassword.blur();
  await expect(page.getByText('At least 10 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('something-else-1');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
});

test('a wrong current password comes back from the API under its field and in a toast', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/reset-password');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  // The field message of the envelope's data map under the field; the toast has the catalogue's sentence,
  // which for a 422 is the server's message (spec 8).
  await expect(current).toHaveAccessibleDescription('The current password is not correct.');
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'The current password is not correct.',
  );
});

test('the password is changed: the old one no longer logs in, the new one does', async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('provider');
  await page.goto('/reset-password');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('');

  const login = (password: string) =>
    request.post(`${E2E_MOCK_URL}/api/users/login`, { data: { email: ACCOUNTS.provider, password } });
  expect((await login(DEMO_PASSWORD)).status()).toBe(401);
  expect((await login(NEW_PASSWORD)).status()).toBe(200);
});

test('leaving with typed changes asks first; staying keeps them, leaving goes', async ({ page, loginAs }) => {
  await loginAs('provider');
  await page.goto('/reset-password');
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('half-typed');
  await page.getByRole('link', { name: 'My Cases' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue(
    'half-typed',
  );

  await page.getByRole('link', { name: 'My Cases' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/selectedCases$/);
});
