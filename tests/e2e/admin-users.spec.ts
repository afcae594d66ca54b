/**
 * The admins' Users screens (decision 034): the list filtered by role, a New provider moved through
 * the status lifecycle with a reason at each confirm (a change the lifecycle skips is never offered), the
 * history on the page, and the provider's menu following the status at their next login (spec 4.1: a
 * provisionally active provider sees the reduced menu; an active one Available Cases). Then the edit screen
 * saves with a flash, the export is the filter, and the legacy paths show the same screens.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, hydrated, submitLogin, test } from './fixtures';

const NAME = 'Nadia Haddad';

async function changeStatus(page: Page, action: string, reason: string, flash: string) {
  await page
    .getByRole('group', { name: 'User actions' })
    .getByRole('button', { name: action, exact: true })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${NAME} moves from`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-flash="success"]')).toHaveText(flash);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test('an admin moves a new provider to Active with reasons, and the provider’s menu follows at login', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/users');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Provider');
  await expect(page).toHaveURL(/[?&]role=Provider/);
  await page.getByRole('searchbox', { name: 'Search Users' }).fill('new.provider');
  const row = page.getByRole('row', { name: new RegExp(ACCOUNTS.newProvider) });
  await expect(row).toContainText('New');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one provider
  await row.getByRole('link', { name: `Open ${NAME}` }).click();

  await expect(page).toHaveURL(/\/users\/detail\/usr-new-provider$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Details');
  const actions = page.getByRole('group', { name: 'User actions' });
  // From New only the next step and deactivation are offered.
  await expect(actions.getByRole('button')).toHaveText(['Start review', 'Deactivate']);

  await changeStatus(page, 'Start review', 'Documents received.', 'Status changed to In Progress.');
  await changeStatus(
    page,
    'Activate provisionally',
    'Licence checked; references pending.',
    'Status changed to Provisionally Active.',
  );
  await expect(actions.getByRole('button')).toHaveText(['Activate', 'Deactivate']);

  // The provider's next login: the reduced menu of a provisionally active provider.
  await loginAs('newProvider');
  await page.goto('/selectedCases');
  await expect(mainMenu(page)).toHaveText(['My Cases', 'My Tasks']);

  await loginAs('admin');
  await page.goto('/users/detail/usr-new-provider');
  await changeStatus(page, 'Activate', 'References checked.', 'Status changed to Active.');
  await expect(actions.getByRole('button')).toHaveText(['Deactivate']);
  const history = page.getByRole('list', { name: 'Status changes, newest first' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('Provisionally Active → Active');
  await expect(history.first()).toContainText('Alex Morgan');
  await expect(history.first()).toContainText('References checked.');
  await expect(history.last()).toContainText('New → In Progress');
  await expect(history.last()).toContainText('Documents received.');

  // Active: the full provider menu at the next login, which lands on Available Cases (spec 4.1).
  await page.context().clearCookies();
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.newProvider, DEMO_PASSWORD);
  await expect(page).toHaveURL('/availableCases');
  await expect(mainMenu(page)).toHaveText(['Available Cases', 'My Cases', 'Completed Cases', 'My Tasks']);
});

test('the edit screen saves with a flash, the export follows the filter, and the legacy paths show the same screens', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/users/edit/usr-new-provider');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit User');
  // The status changes on the details page, with a reason.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'City' }).fill('Tucson');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/users/detail/usr-new-provider');
  await expect(page.locator('[data-flash="success"]')).toHaveText('Your changes were saved.');
  await expect(page.getByText('Tucson')).toBeVisible();

  // The export is the list's filter: every New provider, and only those.
  const csv = await page.request.get('/users/export?format=csv&role=Provider&status=New');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toContain('Name,Email,Role,Status,Facility / group,Created');
  expect(lines.slice(1).join('\n')).toContain(ACCOUNTS.newProvider);
  for (const line of lines.slice(1)) expect(line).toContain(',Provider,New,');

  await page.goto('/UserDetail/usr-new-provider');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Details');
  await page.getByRole('group', { name: 'User actions' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL('/EditUser/usr-new-provider');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit User');

  await test.step('a provider’s caseload cap: bad input refused, a cap below the open cases saved with a warning', async () => {
    await page.goto('/users/detail/usr-provider');
    await hydrated(page);
    const cap = page.getByRole('form', { name: 'Caseload cap' });
    await cap.getByRole('spinbutton', { name: 'Caseload cap' }).fill('0');
    await cap.getByRole('button', { name: 'Save cap' }).click();
    await expect(cap.getByText('Enter a whole number from 1 to 500.')).toBeVisible();
    await cap.getByRole('spinbutton', { name: 'Caseload cap' }).fill('30');
    await cap.getByRole('button', { name: 'Save cap' }).click();
    await expect(page.locator('[data-flash="success"]')).toHaveText(
      'Assignment profile saved. The cap of 30 is below the 40 cases open: no case is assigned to them until fewer are open.',
    );
  });
});
