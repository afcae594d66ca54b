/**
 * A row's menu on a phone, by finger (decision 151): a tap opens it, its items are touch-sized, a tap on one that
 * asks first opens its confirm, and Keep case leaves the case where it was.
 */
import { expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a tap opens a case row's menu; Return to pool asks first and Keep case keeps it", async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/selectedCases');
  await hydrated(page);
  const mine = page.getByRole('table', { name: 'My Cases' });
  const recordId = (await mine.getByRole('rowheader').first().textContent())!.trim();
  const button = page.getByRole('button', { name: `More actions for case ${recordId}` });
  await button.scrollIntoViewIfNeeded();
  await button.tap();

  const menu = page.getByRole('menu', { name: `More actions for case ${recordId}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Return to pool', 'Open viewer']);
  // Polled: the menu zooms in as it opens, so its items reach their full size a moment later.
  await expect
    .poll(async () =>
      Math.min(
        ...(await menu
          .getByRole('menuitem')
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))),
      ),
    )
    .toBeGreaterThanOrEqual(44);

  await menu.getByRole('menuitem', { name: `Return to pool: case ${recordId}` }).tap();
  const dialog = page.getByRole('alertdialog', { name: `Return case ${recordId} to the pool?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep case' }).tap();
  await expect(dialog).toBeHidden();
  await expect(menu).toBeHidden();
  await expect(mine.getByRole('rowheader', { name: recordId })).toHaveCount(1);
});
