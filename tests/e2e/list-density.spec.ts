/**
 * The case lists' density (decision 075): Compact fits a third more rows than Comfortable on a 1280 × 900 screen
 * (twice, before Comfortable's rows held one line of buttons: decision 151), is remembered for the user (a cookie,
 * so the server renders it) and not for another, and keeps 44 px touch targets on a touch screen.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** The table's body rows wholly inside the window. */
async function visibleRows(page: Page, title: string): Promise<number> {
  return page
    .getByRole('table', { name: title })
    .locator('tbody tr')
    .evaluateAll(
      (rows) =>
        rows.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
}

const densityButton = (page: Page, name: 'Compact' | 'Comfortable') =>
  page.getByRole('group', { name: 'Row density' }).getByRole('button', { name });

test('Compact shows a third more cases than Comfortable at 1280 × 900, and is remembered for the user', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  // The worklist's own order (decision 103): STAT and Rush cases first, whose Due cell (time, state, priority)
  // was four lines at this width; it is the time's day over its time (in small type, its zone under them where the
  // column is narrowest) and beside them its state over its priority (decision 162).
  await page.goto('/availableCases');
  await hydrated(page);
  await expect(densityButton(page, 'Comfortable')).toHaveAttribute('aria-pressed', 'true');
  const dueCells = await page
    .getByRole('table', { name: 'Available Cases' })
    .locator('tbody td:has(.due-cell time)')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const due = cell.querySelector('.due-cell')!;
        const time = due.querySelector('time')!;
        const padding =
          parseFloat(getComputedStyle(cell).paddingTop) + parseFloat(getComputedStyle(cell).paddingBottom);
        return {
          // The row's height the cell asks for (its content and padding, and the row's 1 px border).
          height: due.getBoundingClientRect().height + padding + 1,
          shown: time.innerText,
          read: time.textContent,
          hidden: due.querySelectorAll('[aria-hidden="true"], .sr-only').length,
        };
      }),
    );
  expect(dueCells.length).toBeGreaterThan(10);
  // Within a row of one line of buttons (64 px, decision 151), the year and zone included.
  expect(Math.max(...dueCells.map((cell) => cell.height))).toBeLessThanOrEqual(64);
  // Each time is whole ('09/28/2026 12:00 AM UTC': the spec's MM/DD/YYYY, this year's too, and its zone, as the
  // notice of the same case writes it), and a screen reader reads what is shown: nothing hidden from either.
  expect(
    dueCells.filter(
      ({ shown, read, hidden }) =>
        !/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M UTC$/.test(shown) || read !== shown || hidden > 0,
    ),
  ).toEqual([]);
  const comfortable = await visibleRows(page, 'Available Cases');

  await densityButton(page, 'Compact').click();
  await expect(densityButton(page, 'Compact')).toHaveAttribute('aria-pressed', 'true');
  const compact = await visibleRows(page, 'Available Cases');
  console.log(`Available Cases at 1280 × 900: ${comfortable} rows comfortable, ${compact} compact`);
  // Comfortable holds one line of buttons a row since the row menu (decision 151, about nine cases here): Compact
  // still shows a third more, twelve at least.
  expect(compact).toBeGreaterThanOrEqual(Math.max(12, Math.ceil(comfortable * 1.33)));
  // Nothing hidden sideways: the compact table still fits its box beside the side menu.
  const fits = await page
    .locator('[data-slot="table-container"]')
    .evaluate((box) => box.scrollWidth <= box.clientWidth);
  expect(fits).toBe(true);

  // The server renders the choice (no flash): the first HTML already says compact, on every case list.
  const html = await (await page.request.get('/selectedCases')).text();
  expect(html).toContain('data-density="compact"');
  await page.goto('/selectedCases');
  await expect(densityButton(page, 'Compact')).toHaveAttribute('aria-pressed', 'true');

  // Another user at the same browser keeps their own (the default).
  await loginAs('admin');
  await page.goto('/case');
  await expect(densityButton(page, 'Comfortable')).toHaveAttribute('aria-pressed', 'true');
  await loginAs('provider');
  await page.goto('/availableCases');
  await hydrated(page);
  await densityButton(page, 'Comfortable').click();
  expect((await (await page.request.get('/availableCases')).text()).includes('data-density="compact"')).toBe(
    false,
  );
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('Compact keeps every row action and the toggle at 44 px to the finger', async ({ page, loginAs }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    await hydrated(page);
    await densityButton(page, 'Compact').click();
    await expect(page.locator('[data-density="compact"]')).toHaveCount(1);
    const heights = await page
      .locator(
        '[data-density="compact"] tbody td :is(a, button), [role="group"][aria-label="Row density"] button',
      )
      .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(20);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });
});
