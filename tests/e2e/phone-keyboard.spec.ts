/**
 * Each role's main job on a phone (390 × 844, touch) with the keyboard alone (decision 067): a control
 * is reached with Tab or Shift+Tab, never clicked, and is used with Enter or typing. Every control reached this
 * way is checked to be at least 44 px high, the touch size. The viewer's phone and keyboard use is
 * viewer-screen.spec.ts's and viewer-keyboard.spec.ts's.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** At most this many key presses to reach a control: a phone's page is one column, its menu a sheet. */
const MAX_PRESSES = 80;

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks that a finger can hit it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      // Polled: a dialog's control is measured once the dialog has zoomed in to its full size.
      await expect
        .poll(async () => (await target.boundingBox())?.height, { message: `${target} is touch-sized` })
        .toBeGreaterThanOrEqual(44);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${target} not reached in ${MAX_PRESSES} presses of ${key}`);
}

/**
 * Opens the mobile menu from wherever the focus is and follows one of its links. The menu opens on its first
 * item (never on Logout, one Enter from signing out).
 */
async function menuTo(page: Page, label: string) {
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link').first()).toBeFocused();
  await tabTo(page, page.getByRole('dialog').getByRole('link', { name: label, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const flash = (page: Page) => page.locator('[data-flash="success"]');

test('a provider logs in, picks up a case and finds it in My Cases', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await tabTo(page, page.getByPlaceholder('Your email *'));
  await page.keyboard.type(ACCOUNTS.provider);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('Demo-pass-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/availableCases');

  const available = page.getByRole('table', { name: 'Available Cases' });
  // A row the provider may pick up (the worklist opens with urgent cases, some of a state they are not licensed in).
  const pickable = available
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Pick up case/ }) });
  const recordId = (await pickable.nth(1).getByRole('rowheader').textContent())!.trim();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search Available Cases' }));
  await page.keyboard.type(recordId);
  await expect(available.getByRole('rowheader')).toHaveText([recordId]);
  await tabTo(page, available.getByRole('button', { name: `Pick up case ${recordId}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Case ${recordId} picked up. It is now in My Cases.`)).toBeVisible();
  // The row is gone; the focus is not lost with it.
  await expect(page.locator('body')).not.toBeFocused();

  await menuTo(page, 'My Cases');
  await expect(page).toHaveURL('/selectedCases');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search My Cases' }));
  await page.keyboard.type(recordId);
  await expect(page.getByRole('table', { name: 'My Cases' }).getByRole('rowheader')).toHaveText([recordId]);
});

test('a facility user sends a draft out after the confirm, which starts on its safe button', async ({
  page,
  loginAs,
}) => {
  await loginAs('facility');
  await page.goto('/send-out-cases?status=Draft');
  await hydrated(page);
  const table = page.getByRole('table', { name: 'Send-Out Cases' });
  const recordId = (await table.getByRole('rowheader').first().textContent())!.trim();
  await tabTo(page, table.getByRole('button', { name: `Send out case ${recordId}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Send out case ${recordId}?` });
  await expect(confirm.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Send out' }));
  await page.keyboard.press('Enter');
  await expect(flash(page)).toHaveText(`Case ${recordId} sent out. It is now available to providers.`);
  await expect(table.getByRole('rowheader', { name: recordId })).toHaveCount(0);
  // The confirmed row left the list: the focus goes to the page, not to nowhere.
  await expect(page.locator('body')).not.toBeFocused();

  await menuTo(page, 'Tasks');
  await expect(page).toHaveURL('/tasks-list');
});

test('an admin finds an Available case and assigns it to a provider', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/case?status=Available');
  await hydrated(page);
  const table = page.getByRole('table', { name: 'Cases' });
  const recordId = (await table.getByRole('rowheader').first().textContent())!.trim();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search Cases' }));
  await page.keyboard.type(recordId);
  await expect(table.getByRole('rowheader')).toHaveText([recordId]);
  await tabTo(page, table.getByRole('link', { name: `Assign case ${recordId}` }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: `Assign case ${recordId}` });
  await tabTo(page, dialog.getByLabel('Search active providers'));
  await page.keyboard.type('Provider');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/provider=Provider/);
  // A provider is a radio the size of its row; Space chooses it, then the dialog's one Assign button.
  const choice = dialog.getByRole('radio').first();
  const providerName = (await choice.getAttribute('aria-label'))!;
  await tabTo(page, choice);
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: `Assign to ${providerName}` }));
  await page.keyboard.press('Enter');
  await expect(flash(page)).toHaveText(
    `Case ${recordId} assigned to ${providerName}. It is now in their My Cases.`,
  );
  await expect(dialog).toBeHidden();
});
