/**
 * The screenshot and the scale bar in Chromium against the production build (spec 2.8, 9; decision 050): the
 * PNG holds both panes at the device pixel ratio with the rulers, patches, scale bars and a caption band; the
 * scale bar's type, location and units are the reader's and survive a reload.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { type FoundCase, assignedTour } from './viewer-cases';
import { slideShown, tool } from './viewer-page';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element on screen').not.toBeNull();
  return found!;
}

/** A decoded PNG: RGBA pixels. */
async function decode(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 4;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: data[i + 3]! };
  };
  return { width: info.width, height: info.height, at };
}

test.describe('the screenshot and the scale bar', () => {
  let found: FoundCase;

  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs('provider');
    found = await assignedTour(page.request);
  });

  test.describe('at device pixel ratio 2', () => {
    test.use({ deviceScaleFactor: 2 });

    test('captures both panes with the ruler, the patch, the scale bars and a caption band', async ({
      page,
    }) => {
      await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
      await slideShown(page);
      await tool(page, 'Split View').click();
      const split = page.getByTestId('split-pane');
      await expect(split).toHaveAttribute('data-zoom', /\d/);
      await expect(split.getByTestId('scale-bar')).toBeVisible();

      // A ruler in the main pane, left of its centre.
      const main = page.getByTestId('main-pane');
      const pane = await box(main.getByTestId('ruler-layer'));
      const centre = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
      await tool(page, 'Toggle Measurement Mode').click();
      await page.mouse.move(centre.x - 120, centre.y - 60);
      await page.mouse.down();
      await page.mouse.move(centre.x - 40, centre.y + 60, { steps: 8 });
      await page.mouse.up();
      const ruler = main.getByTestId('ruler');
      await expect(ruler).toHaveCount(1);
      await tool(page, 'Toggle Measurement Mode').click();
      const end = await ruler.evaluate((group) => {
        const circle = group.querySelectorAll('circle')[1]!;
        return { x: Number(circle.getAttribute('cx')), y: Number(circle.getAttribute('cy')) };
      });

      // A patch right of the centre.
      await tool(page, 'Toggle Annotation Patches').click();
      await page.mouse.click(centre.x + 100, centre.y);
      const patch = main.getByTestId('patch');
      await expect(patch).toHaveCount(1);
      await expect(patch).toHaveAttribute('data-color', '#7cfc00');
      const patchBox = await box(patch);
      const mainBar = await box(main.getByTestId('scale-bar'));
      const splitBar = await box(split.getByTestId('scale-bar'));
      const splitBox = await box(split.getByTestId('osd-container'));

      const canvases = await page.getByTestId('osd-container').evaluateAll((containers) =>
        containers.map((container) => {
          const canvas = container.querySelector('canvas')!;
          const context = canvas.getContext('2d')!;
          // A pixel with nothing drawn on it (beside the slide), to check the background stays transparent.
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let empty: { x: number; y: number } | null = null;
          for (let i = 3; i < data.length && !empty; i += 4 * 13) {
            if (data[i] === 0)
              empty = { x: ((i - 3) / 4) % canvas.width, y: Math.floor((i - 3) / 4 / canvas.width) };
          }
          return { width: canvas.width, height: canvas.height, cssWidth: container.clientWidth, empty };
        }),
      );
      expect(canvases).toHaveLength(2);
      const [left, right] = canvases as [(typeof canvases)[0], (typeof canvases)[0]];
      expect(left.width).toBeCloseTo(left.cssWidth * 2, -1);

      const download = page.waitForEvent('download');
      await tool(page, 'Capture Screenshot').click();
      const file = await download;
      const png = await decode(await readFile((await file.path())!));

      // Both panes side by side at the device pixel ratio, a 28 px (56 device px) caption band under them.
      expect(png.width).toBe(left.width + right.width);
      expect(png.height).toBe(Math.max(left.height, right.height) + 56);

      const ratio = left.width / left.cssWidth;
      const device = (x: number, y: number) => ({ x: x * ratio, y: y * ratio });
      const near = (
        pixel: { r: number; g: number; b: number },
        [r, g, b]: [number, number, number],
        by = 40,
      ) => Math.abs(pixel.r - r) <= by && Math.abs(pixel.g - g) <= by && Math.abs(pixel.b - b) <= by;

      // The ruler's end marker is the ruler's yellow (#facc15).
      const marker = device(end.x, end.y);
      expect(near(png.at(marker.x, marker.y), [0xfa, 0xcc, 0x15])).toBe(true);

      // The patch's left border is its colour (#7cfc00), halfway down.
      const border = device(patchBox.x - pane.x + 0.5, patchBox.y - pane.y + patchBox.height / 2);
      expect(near(png.at(border.x, border.y), [0x7c, 0xfc, 0x00], 60)).toBe(true);

      // Each pane's scale bar: its black line at the bottom, its light background above it.
      for (const [bar, offset, paneX] of [
        [mainBar, pane, 0],
        [splitBar, splitBox, left.width],
      ] as const) {
        const x = paneX + (bar.x - offset.x + bar.width / 2) * ratio;
        const line = png.at(x, (bar.y - offset.y + bar.height - 1) * ratio);
        expect(line.a).toBe(255);
        expect(near(line, [0, 0, 0])).toBe(true);
        const background = png.at(paneX + (bar.x - offset.x + 3) * ratio, (bar.y - offset.y + 2) * ratio);
        expect(background.a).toBeGreaterThan(200);
      }

      // Beside the slide (the split pane's home view leaves room above and below it) the PNG stays transparent.
      expect(right.empty, 'an empty pixel in the split pane').not.toBeNull();
      expect(png.at(left.width + right.empty!.x, right.empty!.y).a).toBe(0);

      // The caption bands: dark, opaque, with light text in them.
      const bandTop = Math.max(left.height, right.height);
      for (const x0 of [0, left.width]) {
        expect(png.at(x0 + 4, bandTop + 2)).toEqual({ r: 0x11, g: 0x18, b: 0x27, a: 255 });
        let light = 0;
        for (let x = x0; x < x0 + 400; x++) {
          for (let y = bandTop; y < png.height; y++) if (png.at(x, y).r > 200) light++;
        }
        expect(light).toBeGreaterThan(50);
      }
    });
  });

  test('the bar starts bottom left in metric units; its settings move it, change it and survive a reload', async ({
    page,
  }) => {
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page);
    const main = page.getByTestId('main-pane');
    const bar = main.getByTestId('scale-bar');
    await expect(bar).toHaveAttribute('data-type', 'microscopy');
    await expect(bar).toHaveText(/^[\d.]+ (nm|μm|mm|m)$/);
    const pane = await box(main);
    let drawn = await box(bar);
    expect(drawn.x - pane.x).toBeCloseTo(5, 0);
    expect(pane.y + pane.height - (drawn.y + drawn.height)).toBeCloseTo(5, 0);
    expect(drawn.width).toBeGreaterThanOrEqual(150);
    expect(drawn.width).toBeLessThan(300);

    // Zooming changes the bar (its width or label) without a click on it.
    const before = `${await bar.textContent()} ${drawn.width}`;
    await tool(page, 'Zoom In').click();
    await expect.poll(async () => `${await bar.textContent()} ${(await box(bar)).width}`).not.toBe(before);

    await tool(page, 'Scale bar').click();
    const settings = page.getByRole('dialog', { name: 'Scale bar' });
    await settings.getByLabel('Type').selectOption('Map');
    await settings.getByLabel('Location').selectOption('Top right');
    await settings.getByLabel('Units').selectOption('Imperial');
    await page.keyboard.press('Escape');
    await expect(bar).toHaveAttribute('data-type', 'map');
    await expect(bar).toHaveText(/^[\d.]+ (th|in|ft|mi)$/);
    drawn = await box(bar);
    expect(pane.x + pane.width - (drawn.x + drawn.width)).toBeCloseTo(5, 0);
    expect(drawn.y - pane.y).toBeCloseTo(5, 0);

    await page.reload();
    await slideShown(page);
    await expect(bar).toHaveAttribute('data-type', 'map');
    await expect(bar).toHaveAttribute('data-location', 'top-right');
    await expect(bar).toHaveText(/^[\d.]+ (th|in|ft|mi)$/);

    // Bottom right sits above the navigator, which holds that corner.
    await tool(page, 'Scale bar').click();
    await settings.getByLabel('Location').selectOption('Bottom right');
    await settings.getByLabel('Units').selectOption('Time');
    await expect(bar).toHaveText(/^[\d.]+ (ns|μs|ms|s)$|minute|hour|day|year/);
    const navigator = await box(main.locator('.navigator'));
    drawn = await box(bar);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(navigator.y);

    await settings.getByLabel('Type').selectOption('None');
    await expect(bar).toHaveCount(0);
  });
  test("is busy while the PNG is made, and says 'Failed to capture snapshot' after 15 s without it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page);
    // An encoder that never answers.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = () => undefined;
    });
    let downloads = 0;
    page.on('download', () => downloads++);
    const capture = tool(page, 'Capture Screenshot');
    await capture.click();
    // Busy while it works: a second press (or 'P') does not start another.
    await expect(capture).toHaveAttribute('aria-busy', 'true');
    await expect(capture).toBeDisabled();
    await page.clock.fastForward(14_000);
    await expect(page.getByText('Failed to capture snapshot')).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(page.getByText('Failed to capture snapshot')).toBeVisible();
    await expect(capture).not.toHaveAttribute('aria-busy');
    await expect(capture).toBeEnabled();
    expect(downloads).toBe(0);
  });
});
