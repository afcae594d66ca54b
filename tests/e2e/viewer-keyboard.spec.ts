/**
 * The viewer without a mouse (decision 051) in Chromium against the production build: rulers and
 * patches made with the keyboard cursor on the slide canvas, the focus rings of the canvas and the side menu's
 * thumbnails, the resampling toggle, and a slide that is one plain PNG (spec 9's direct image types).
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_MOCK_URL } from '../../playwright.config';
import { expect, test, type AccountName, type MockControl } from './fixtures';
import { assignedTour } from './viewer-cases';
import { rewriteSlideLinks } from './rewrite-links';
import { mainPane, slideShown } from './viewer-page';

// The suite's last files (alphabetical): their tests spread over the workers, so none idles at the end
// while the other runs a whole file (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

/** The tour's first slide is made at 0.25 µm per pixel. */
const TOUR_MPP = 0.25;

/** The tour's slides are Deep Zoom copies or read through the TIFF route. */
const TOUR_SOURCE = /deepzoom|tiff/;

/** The slide's canvas (the navigator inside the pane has one of its own, after it). */
const canvasOf = (pane: Locator) => pane.locator('.openseadragon-canvas').first();
const status = (pane: Locator) => pane.getByTestId('keyboard-status');

/** Puts the focus on the pane's slide canvas as a Tab would (a key press first: the focus is the keyboard's). */
async function focusCanvas(page: Page, pane: Locator) {
  await page.keyboard.press('Shift');
  await canvasOf(pane).focus();
  await expect(canvasOf(pane)).toBeFocused();
}

async function cursorAt(pane: Locator) {
  const cursor = pane.getByTestId('keyboard-cursor');
  await expect(cursor).toBeVisible();
  return { x: Number(await cursor.getAttribute('data-x')), y: Number(await cursor.getAttribute('data-y')) };
}

test.describe('the keyboard cursor', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs('provider');
    const found = await assignedTour(page.request);
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page, { source: TOUR_SOURCE });
  });

  test('draws a straight ruler with the keyboard only; undo takes it back', async ({ page }) => {
    const pane = mainPane(page);
    await focusCanvas(page, pane);
    await page.keyboard.press('m');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-measurement-mode', 'STRAIGHT');
    const box = (await canvasOf(pane).boundingBox())!;
    const centre = await cursorAt(pane);
    expect(centre.x).toBeCloseTo(box.width / 2, -1);
    expect(centre.y).toBeCloseTo(box.height / 2, -1);

    await page.keyboard.press('Enter');
    await expect(status(pane)).toHaveText('Ruler started');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    // The ruler follows the cross before it is finished; the slide did not pan.
    await expect(pane.getByTestId('ruler-preview')).toHaveCount(1);
    expect(await cursorAt(pane)).toEqual({ x: centre.x + 150, y: centre.y + 40 });
    await page.keyboard.press('Enter');

    const ruler = pane.getByTestId('ruler');
    await expect(ruler).toHaveCount(1);
    await expect(pane.getByTestId('ruler-preview')).toHaveCount(0);
    const width = Number(await ruler.getAttribute('data-width'));
    const height = Number(await ruler.getAttribute('data-height'));
    expect(width).toBeGreaterThan(0);
    expect(height / width).toBeCloseTo(40 / 150, 2);
    const micrometres = Math.hypot(width * TOUR_MPP, height * TOUR_MPP);
    const label =
      micrometres >= 1000 ? `${(micrometres / 1000).toFixed(3)} mm` : `${micrometres.toFixed(3)} μm`;
    await expect(ruler.getByTestId('ruler-label')).toHaveText(label);
    await expect(status(pane)).toHaveText(`Ruler ${label}`);
    await expect(status(pane)).toHaveAttribute('aria-live', 'polite');

    // The same event as a drag: Undo removes it.
    await page.keyboard.press('Control+z');
    await expect(ruler).toHaveCount(0);
  });

  test("split view with sync: a keyboard ruler gets its 'sync-' copy in the other pane", async ({ page }) => {
    await page.keyboard.press('v');
    const split = page.getByTestId('split-pane');
    await expect(split).toBeVisible();
    await page.keyboard.press('y');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-sync', 'true');
    await expect(split.getByTestId('ruler-layer')).toBeAttached();

    const pane = mainPane(page);
    await focusCanvas(page, pane);
    await page.keyboard.press('m');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    const original = pane.getByTestId('ruler');
    await expect(original).toHaveCount(1);
    const id = (await original.getAttribute('data-ruler-id'))!;
    await expect(split.getByTestId('ruler')).toHaveAttribute('data-ruler-id', `sync-${id}`);
  });

  test('Escape cancels a measurement in progress; with no tool the arrows pan', async ({ page }) => {
    const pane = mainPane(page);
    await focusCanvas(page, pane);
    await page.keyboard.press('c');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-measurement-mode', 'COORDINATE');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(pane.getByTestId('ruler-preview')).toHaveAttribute('data-mode', 'coordinate');
    await page.keyboard.press('Escape');
    await expect(status(pane)).toHaveText('Measurement cancelled');
    await expect(pane.getByTestId('ruler-preview')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(status(pane)).toHaveText('Ruler started');
    await page.keyboard.press('Escape');
    await expect(pane.getByTestId('ruler')).toHaveCount(0);

    // Tool off: no cross, and an arrow key pans the slide as OpenSeadragon does.
    await page.keyboard.press('c');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-measurement-mode', 'NONE');
    await expect(pane.getByTestId('keyboard-cursor')).toHaveCount(0);
    const before = await page.getByTestId('viewer').getAttribute('data-slide-index');
    const navigator = pane.locator('.displayregion');
    const start = await navigator.boundingBox();
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await navigator.boundingBox())!.x).toBeGreaterThan(start!.x + 1);
    await page.keyboard.up('ArrowRight');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-slide-index', before!);
  });

  test('at the edge of the pane the cross stays and the slide moves under it', async ({ page }) => {
    const pane = mainPane(page);
    await focusCanvas(page, pane);
    await page.keyboard.press('m');
    const box = (await canvasOf(pane).boundingBox())!;
    const centre = await cursorAt(pane);
    await page.keyboard.press('Enter');
    // A little down too: a ruler without area is dropped (spec 4.5).
    await page.keyboard.press('Shift+ArrowDown');
    const navigator = pane.locator('.displayregion');
    const start = (await navigator.boundingBox())!;
    // Enough big steps to reach the right edge, and three more.
    const steps = Math.ceil((box.width - centre.x) / 50) + 3;
    for (let i = 0; i < steps; i++) await page.keyboard.press('Shift+ArrowRight');
    expect((await cursorAt(pane)).x).toBe(Math.round(box.width) - 1);
    await expect.poll(async () => (await navigator.boundingBox())!.x).toBeGreaterThan(start.x + 1);
    await page.keyboard.press('Enter');
    // The ruler reaches past where the pane's edge was when it started.
    const ruler = pane.getByTestId('ruler');
    await expect(ruler).toHaveCount(1);
    const rulerBox = (await ruler.boundingBox())!;
    expect(rulerBox.x).toBeLessThan(box.x + centre.x - 1);
  });

  test('places a patch with Enter and gives it a note from the list', async ({ page }) => {
    const pane = mainPane(page);
    await focusCanvas(page, pane);
    await page.keyboard.press('a');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-patch-mode', 'true');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(status(pane)).toHaveText('Patch placed');
    const patch = pane.getByTestId('patch');
    await expect(patch).toHaveCount(1);
    await expect(patch).toHaveAttribute('data-active', 'true');
    // The patch stands on the cross.
    const cross = await cursorAt(pane);
    const paneBox = (await canvasOf(pane).boundingBox())!;
    const patchBox = (await patch.boundingBox())!;
    expect(paneBox.x + cross.x).toBeGreaterThan(patchBox.x);
    expect(paneBox.x + cross.x).toBeLessThan(patchBox.x + patchBox.width);
    expect(paneBox.y + cross.y).toBeGreaterThan(patchBox.y);
    expect(paneBox.y + cross.y).toBeLessThan(patchBox.y + patchBox.height);

    const panel = pane.getByTestId('patch-panel');
    await panel.getByLabel('Choose a note').selectOption({ label: 'Necrosis' });
    await expect(pane.getByTestId('patch-note')).toHaveText('Necrosis');
    await expect(patch).toHaveAttribute('data-color', '#78716c');
  });

  test('N switches resampling between bilinear and nearest, and a reload keeps the choice', async ({
    page,
  }) => {
    const container = mainPane(page).getByTestId('osd-container');
    await expect(container).toHaveAttribute('data-resampling', 'bilinear');
    await page.keyboard.press('n');
    await expect(container).toHaveAttribute('data-resampling', 'nearest');
    const toggle = page.getByRole('button', { name: 'Nearest-Neighbour Resampling', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await slideShown(page, { source: TOUR_SOURCE });
    await expect(container).toHaveAttribute('data-resampling', 'nearest');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(container).toHaveAttribute('data-resampling', 'bilinear');

    // The shortcut list names the toggle and the keyboard cursor's keys.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByText('Nearest-Neighbour Resampling')).toBeVisible();
    await expect(help.getByTestId('keyboard-tools-help')).toContainText('Enter starts and ends a ruler');
  });
});

test.describe('focus rings', () => {
  test('the focused slide thumbnail and the focused canvas show a ring', async ({ page, loginAs }) => {
    await loginAs('provider');
    const found = await assignedTour(page.request);
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page, { source: TOUR_SOURCE });

    await page.keyboard.press('s');
    const thumbnail = page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: /^Slide 2:/ });
    await page.keyboard.press('Shift');
    await thumbnail.focus();
    const ring = await thumbnail.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        visible: element.matches(':focus-visible'),
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineOffset}`,
        shadow: style.boxShadow,
      };
    });
    expect(ring.visible).toBe(true);
    // Thicker and further out than the selected thumbnail's 2px ring.
    expect(ring.outline).toBe('solid 3px 3px');
    expect(ring.shadow).not.toBe('none');

    const canvas = canvasOf(mainPane(page));
    // A screen reader names the canvas it lands on, and leaves its keys to it.
    await expect(canvas).toHaveRole('application');
    await expect(canvas).toHaveAccessibleName('Slide image: arrow keys move it, plus and minus zoom');
    await page.keyboard.press('Shift');
    await canvas.focus();
    const inner = await canvas.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return { border: `${style.borderTopStyle} ${style.borderTopWidth}`, colour: style.borderTopColor };
    });
    expect(inner.border).toBe('solid 3px');
    // White on the dark canvas: well above 3:1.
    expect(inner.colour).toMatch(/rgb\(255, 255, 255\)|oklch\(1 0 0\)/);
  });
});

test.describe('the reading workspace with the keyboard', () => {
  test('a skip link passes the viewer to the report; on a phone the page scrolls the report', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    const tour = await assignedTour(page.request);
    await page.goto(`/pathologist/pd-case-view/${tour.caseData.caseID}`);
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    const skip = page.getByRole('link', { name: 'Skip to the report' });
    const report = page.getByRole('region', { name: 'Report and clinical information' });
    const diagnosis = page.getByLabel('Primary diagnosis');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // From the page's heading the skip link is a few Tab stops on (past the case's actions), before the viewer.
      await page.getByRole('heading', { level: 1 }).focus();
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
      for (let presses = 0; presses < 6 && (await focused()) !== 'Skip to the report'; presses++) {
        await page.keyboard.press('Tab');
      }
      await expect(skip, `at ${width} px`).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(report).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(diagnosis, `at ${width} px`).toBeFocused();
    }

    // On a phone the report (shown by the skip link) is the page's: no box of its own to scroll inside the page.
    await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const heights = await report.evaluate((element) => ({
      own: element.scrollHeight - element.clientHeight,
      page: document.documentElement.scrollHeight,
    }));
    expect(heights.own).toBeLessThanOrEqual(1);
    expect(heights.page).toBeGreaterThan(2 * 844);
  });
});

/**
 * Opens the tour case with every link rewritten to one PNG on the slide server's origin (no Deep Zoom copy),
 * answered here: the PNG, or a 500 when `answered` is false.
 */
async function openAsDirectPng(
  page: Page,
  loginAs: (account: AccountName) => Promise<void>,
  mock: MockControl,
  answered: boolean,
) {
  await loginAs('provider');
  const found = await assignedTour(page.request);
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 120 } },
  })
    .png()
    .toBuffer();
  // On the slide server's origin (the page's policy allows its images), answered here.
  const pngUrl = `${E2E_MOCK_URL}/slides/e2e-direct/direct-slide.png`;
  await page.route(pngUrl, (route) =>
    route.fulfill({
      status: answered ? 200 : 500,
      body: answered ? png : 'broken',
      contentType: answered ? 'image/png' : 'text/plain',
      headers: {
        'Access-Control-Allow-Origin': route.request().headers().origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
      },
    }),
  );
  // Every link of the case becomes the PNG, with no Deep Zoom copy.
  await rewriteSlideLinks(page, (links) => {
    for (const link of Object.values(links)) {
      Object.assign(link, {
        link: pngUrl,
        info: { contentType: 'image/png', fileName: 'direct-slide.png', sizeBytes: png.length },
        dziUrl: null,
        dziTilesFolder: null,
        dziTileSourceObject: null,
        firstTileUrl: null,
        tileImageUrls: [],
        thumbnailUrl: null,
        previewUrl: null,
      });
    }
  });
  // The route's loader puts the first links in the page (decision 049); one refused call there (a 404, which
  // the API client does not retry) leaves the first slide's link to the page's own request, rewritten above.
  await mock.fault({
    path: `/api/wsi/get-download-link/${found.images[0]!.fileContent}`,
    times: 1,
    fault: { status: 404 },
  });
  await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
}

test.describe('direct images', () => {
  test('a slide that is one PNG opens as an image', async ({ page, loginAs, mock }) => {
    await openAsDirectPng(page, loginAs, mock, true);
    await slideShown(page, { source: /^image$/ });
    // The PNG's colour is drawn in the middle of the pane.
    const centre = await mainPane(page)
      .locator('.openseadragon-canvas canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const pixel = canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
        return [pixel[0], pixel[1], pixel[2]];
      });
    expect(centre).toEqual([200, 40, 120]);
  });

  test('an image that cannot be opened says so in the viewer’s words, not OpenSeadragon’s', async ({
    page,
    loginAs,
    mock,
    allowConsoleErrors,
  }) => {
    // The browser reports the refused image on the console, at each attempt: this test's premise.
    allowConsoleErrors(/\/slides\/e2e-direct\/direct-slide\.png/);
    await openAsDirectPng(page, loginAs, mock, false);
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Failed to load slide: the image could not be opened. Try again, or choose another slide.',
    );
    // Links the page still asks for as the test ends are not rewritten any more.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
