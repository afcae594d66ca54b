/**
 * The viewer screen as a person uses it: controls that work the moment they are enabled (on a product
 * started for the test, so its servers are cold) and are off from the click that changes slide, a way back to
 * the case, moving on from a slide that failed, the active pane of split view marked and its synced rulers back
 * after a reload, and the screen on a 390 px phone (side menu closed, tools in an overflow menu, zoom buttons and
 * counter on screen, pinch zoom).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, hydrated, submitLogin, test } from './fixtures';
import { startOwnProduct } from './own-product';
import { apiToken, findCase, isViewerTour, type FoundCase, assignedTour } from './viewer-cases';
import { drag, mainPane, rulersIn, slideShown, splitPane, tool } from './viewer-page';

async function openTour(page: Page, loginAs: (account: 'provider') => Promise<void>): Promise<FoundCase> {
  await loginAs('provider');
  const found = await assignedTour(page.request);
  await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
  return found;
}

test.describe('the viewer screen', () => {
  test('on a freshly started product, acts at once: Next Slide, then a synced ruler', async ({
    browser,
  }, info) => {
    test.setTimeout(150_000);
    const product = await startOwnProduct(info.parallelIndex, 10);
    const context = await browser.newContext({ baseURL: product.appUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      const token = await apiToken(page.request, 'provider', product.mockUrl);
      const found = await findCase(
        page.request,
        token,
        'assignedToMe=true&status=Assigned',
        isViewerTour,
        product.mockUrl,
      );
      await page.goto('/login');
      await hydrated(page);
      await submitLogin(page, ACCOUNTS.provider, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(`/viewer?caseId=${found.caseData.caseID}`);

      // Each control is used the moment it is enabled; 5 s is the bound for a visible effect.
      const next = page.getByRole('button', { name: 'Next Slide' });
      await expect(next).toBeEnabled({ timeout: 60_000 });
      await next.click();
      await expect(page.getByTestId('slide-counter')).toHaveText(`2 of ${found.images.length}`, {
        timeout: 5000,
      });
      await page.getByRole('button', { name: 'Previous Slide' }).click();
      for (const name of ['Split View', 'Sync Split View', 'Toggle Measurement Mode']) {
        await expect(tool(page, name)).toBeEnabled({ timeout: 60_000 });
        await tool(page, name).click();
      }
      await drag(page, mainPane(page), [-40, -20], [50, 30]);
      await expect(rulersIn(mainPane(page))).toHaveCount(1, { timeout: 5000 });
      const id = await rulersIn(mainPane(page)).first().getAttribute('data-ruler-id');
      await expect(rulersIn(splitPane(page))).toHaveCount(1, { timeout: 5000 });
      await expect(rulersIn(splitPane(page)).first()).toHaveAttribute('data-ruler-id', `sync-${id}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await product.stop();
    }
  });

  test('marks the pane the tools act on, and brings the synced copies back after a reload', async ({
    page,
    loginAs,
  }) => {
    await openTour(page, loginAs);
    await slideShown(page);
    await tool(page, 'Split View').click();
    await expect(splitPane(page)).toBeVisible();
    await expect(mainPane(page)).toHaveAttribute('data-active', 'true');
    await expect(mainPane(page).getByText('Tools act here')).toBeVisible();
    await splitPane(page).click();
    await expect(splitPane(page)).toHaveAttribute('data-active', 'true');
    await expect(mainPane(page)).toHaveAttribute('data-active', 'false');
    await expect(splitPane(page).getByText('Tools act here')).toBeVisible();
    await expect(mainPane(page).getByText('Tools act here')).toHaveCount(0);

    await mainPane(page).click();
    await tool(page, 'Sync Split View').click();
    await tool(page, 'Toggle Measurement Mode').click();
    await drag(page, mainPane(page), [-60, -20], [40, 40]);
    await expect(rulersIn(splitPane(page))).toHaveCount(1);
    const copy = await rulersIn(splitPane(page)).first().getAttribute('data-ruler-id');
    expect(copy).toMatch(/^sync-/);

    await page.reload();
    await slideShown(page);
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-sync', 'true');
    await expect(rulersIn(mainPane(page))).toHaveCount(1);
    await expect(rulersIn(splitPane(page))).toHaveCount(1);
    await expect(rulersIn(splitPane(page)).first()).toHaveAttribute('data-ruler-id', copy!);
  });

  test('moves on from a slide that failed, and leads back to the case', async ({ page, loginAs, mock }) => {
    await loginAs('provider');
    const found = await assignedTour(page.request);
    const second = found.images[1]!.fileContent!;
    await mock.fault({ path: `/api/wsi/get-download-link/${second}`, times: 20, fault: { status: 500 } });
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page);

    await page.getByRole('button', { name: 'Next Slide' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Error: Failed to load slide: /);
    // The error covers the slide, not the way to the other slides.
    await page.getByRole('button', { name: 'Previous Slide' }).click();
    await expect(page.getByTestId('slide-counter')).toHaveText(`1 of ${found.images.length}`);
    await slideShown(page);

    await page.getByRole('link', { name: 'Back to case' }).click();
    await expect(page).toHaveURL(new RegExp(`/case-details/${found.caseData.caseID}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a slide change turns the controls off at once, and the screen follows a slow slide', async ({
    page,
    loginAs,
  }) => {
    const found = await openTour(page, loginAs);
    await slideShown(page);
    // The next slide's bytes (tiles or file) are held until the test lets them go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/slides/${found.images[1]!.fileContent}/`), async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next Slide' }).click();
    const viewer = page.getByTestId('viewer');
    await expect(viewer).toHaveAttribute('data-loading', 'true');
    await expect(tool(page, 'Zoom In')).toBeDisabled();
    // Without its first tile, the screen still follows (decision 056): the counter moves, the controls stay off.
    await expect(page.getByTestId('slide-counter')).toHaveText(`2 of ${found.images.length}`);
    await expect(viewer).toHaveAttribute('data-slide-index', '1');
    await expect(tool(page, 'Zoom In')).toBeDisabled();
    await expect(viewer).toHaveAttribute('data-loading', 'true');
    release();
    await slideShown(page);
    await expect(tool(page, 'Zoom In')).toBeEnabled();
  });
});

test.describe('the viewer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('starts with the side menu closed and keeps every control on screen', async ({ page, loginAs }) => {
    const found = await openTour(page, loginAs);
    await slideShown(page);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);

    // The slide gets the width of the screen; the zoom buttons and the counter are on it.
    const pane = (await mainPane(page).boundingBox())!;
    expect(pane.width).toBeGreaterThanOrEqual(380);
    for (const control of [
      page.getByRole('button', { name: '40x' }),
      page.getByRole('button', { name: '1x' }),
      page.getByTestId('slide-counter'),
      page.getByRole('button', { name: 'Next Slide' }),
      page.getByRole('button', { name: 'More tools' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    // The tools with no room in the bar are in the overflow menu, and work from there.
    await page.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('menuitem', { name: /Rotate Right/ }).click();
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-rotation', '90');
    await page.getByRole('button', { name: 'More tools' }).click();
    await page.getByRole('menuitemcheckbox', { name: /Toggle Delete Mode/ }).click();
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-delete-mode', 'true');
    await page.getByRole('button', { name: 'More tools' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: /Toggle Delete Mode/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');

    // The side menu lies over the slide; choosing a slide closes it.
    await tool(page, 'Show Slides').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.getByRole('button', { name: /^Slide 2:/ }).click();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(page.getByTestId('slide-counter')).toHaveText(`2 of ${found.images.length}`);
  });

  test('zooms with a pinch', async ({ page, loginAs }) => {
    await openTour(page, loginAs);
    await slideShown(page);
    await expect(mainPane(page)).toHaveAttribute('data-zoom', '1.000');
    const box = (await page.getByTestId('osd-container').first().boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread, y: cy, id: 1 },
                { x: cx + spread, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (let spread = 30; spread <= 140; spread += 10) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect
      .poll(async () => Number(await mainPane(page).getAttribute('data-zoom')))
      .toBeGreaterThan(1.5);
  });
});
