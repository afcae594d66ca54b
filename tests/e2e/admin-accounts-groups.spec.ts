/**
 * The admins' Accounts and Groups screens (decision 036). An admin creates a facility account (a US
 * state after the country, the phone rule), opens it, edits a field and sees it on the page and in the filtered
 * list; the legacy /accountDetail path shows the same screen. Then a group: created, a provider found by search
 * and added, renamed, and deleted through its confirm. An account deactivated through its confirm locks its
 * users out until it is reactivated (decision 068).
 */
import { ACCOUNTS, expect, test } from './fixtures';

test('an admin creates a facility account, opens it, edits it and finds it in the list', async ({
  page,
  loginAs,
}) => {
  const name = `Willow Creek Pathology ${Date.now().toString(36)}`;
  await loginAs('admin');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await page.getByRole('link', { name: 'Create facility account' }).click();
  await expect(page).toHaveURL('/create-facility-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Facility Account');

  await page.getByLabel('Facility name').fill(name);
  await page.getByLabel('Facility type').selectOption('independent_facility');
  await page.getByLabel('Account type').selectOption('Laboratory');
  await page.getByLabel('Lab arrangement').selectOption('Own Lab');
  await page.getByLabel('Contact email').fill('office@willowcreek.demo.test');
  await page.getByLabel('Phone').fill('15550107788');
  await page.getByLabel('Country').selectOption('US');
  const state = page.getByRole('combobox', { name: /State/ });
  await state.click();
  await page.getByRole('option', { name: 'Montana' }).click();
  await page.getByLabel('City').fill('Billings');
  await page.getByRole('button', { name: 'Create facility account' }).click();

  await expect(page).toHaveURL(/\/account\/detail\/fac-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Details');
  await expect(page.locator('[data-flash="success"]')).toHaveText(`Facility account ${name} created.`);
  await expect(page.getByText('MT', { exact: true })).toBeVisible();
  await expect(page.getByText('This account has no users yet.')).toBeVisible();
  const detailUrl = page.url();

  await page.getByRole('link', { name: 'Edit account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Account');
  await page.getByLabel('Lab arrangement').selectOption('Contract Lab');
  await page.getByLabel('Street address').fill('12 Willow Creek Road');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.locator('[data-flash="success"]')).toHaveText('Account saved.');
  await expect(page.getByText('Contract Lab', { exact: true })).toBeVisible();
  await expect(page.getByText('12 Willow Creek Road', { exact: true })).toBeVisible();

  // The legacy shared path is the same screen for an admin.
  const id = detailUrl.split('/').pop()!;
  await page.goto(`/accountDetail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Details');
  await expect(page.getByText('12 Willow Creek Road', { exact: true })).toBeVisible();

  // The list: its filters and search find the new account.
  await page.goto('/account');
  await page.getByRole('combobox', { name: 'Account type' }).selectOption('Laboratory');
  await expect(page).toHaveURL(/[?&]accountType=Laboratory/);
  await page.getByRole('searchbox', { name: 'Search Accounts' }).fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Billings');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(detailUrl);
});

test('an admin deactivates the demo facility’s account, which locks its user out, and reactivates it', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  // The facility user is logged in elsewhere; the deactivation ends that session.
  const facility = await browser.newContext({ baseURL });
  const facilityPage = await facility.newPage();
  await loginAs('facility', facilityPage);

  await loginAs('admin');
  await page.goto('/account/detail/fac-001');
  const name = (await page.locator('main p').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await expect(confirm).toContainText('deactivated and logged out at once');
  await confirm.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(
    `${name} is deactivated. Its users are logged out and cannot log in until it is reactivated.`,
  );
  await expect(page.locator('[data-slot="action-bar"] [data-slot="status-badge"]')).toHaveText('Deactivated');

  await facilityPage.goto('/send-out-cases');
  await expect(facilityPage).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Reactivate account' }).click();
  await page
    .getByRole('alertdialog', { name: `Reactivate ${name}?` })
    .getByRole('button', { name: 'Reactivate account' })
    .click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(
    `${name} is active again. The users deactivated with it have their earlier status back.`,
  );
  await loginAs('facility', facilityPage);
  await facilityPage.goto('/send-out-cases');
  await expect(facilityPage.getByRole('heading', { level: 1 })).toHaveText('Send-Out Cases');
  await facility.close();
});

test('an admin creates a group, adds a provider found by search, renames it, removes the member and deletes it', async ({
  page,
  loginAs,
}) => {
  const name = `Night Reads ${Date.now().toString(36)}`;
  await loginAs('admin');
  await page.goto('/groups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Groups');

  await page.getByLabel('New group name').fill(name);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(`Group ${name} created.`);
  const panel = page.getByRole('region', { name });
  await expect(panel.getByRole('heading', { name: 'Members (0)' })).toBeVisible();

  await panel.getByRole('searchbox', { name: 'Find a provider to add' }).fill(ACCOUNTS.provider);
  await panel.getByRole('button', { name: 'Search providers' }).click();
  await panel.getByRole('button', { name: `Add Maya Okafor to ${name}` }).click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(`Maya Okafor added to ${name}.`);
  await expect(panel.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
    'href',
    '/users/detail/usr-provider',
  );

  const renamed = `${name} (renamed)`;
  await panel.getByLabel('Group name').fill(renamed);
  await panel.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(`Group renamed to ${renamed}.`);

  // Removing a member asks first (decision 069): Escape keeps them, Remove member takes them out.
  const removeMaya = panel.getByRole('button', { name: `Remove Maya Okafor from ${renamed}` });
  await removeMaya.click();
  const ask = page.getByRole('alertdialog', { name: `Remove Maya Okafor from ${renamed}?` });
  await expect(ask).toContainText('their account, their cases and the other members stay');
  await expect(ask.getByRole('button', { name: 'Keep member' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(removeMaya).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await removeMaya.click();
  await ask.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(`Maya Okafor removed from ${renamed}.`);
  await expect(panel.getByRole('heading', { name: 'Members (0)' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search Groups' }).fill(renamed);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('0');
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('its members stay');
  await dialog.getByRole('button', { name: 'Delete group' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-flash="success"]')).toHaveText(`Group ${renamed} deleted.`);
  await expect(page.getByRole('region', { name: renamed })).toHaveCount(0);
});
