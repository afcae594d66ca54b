/**
 * The viewer page as the e2e tests drive it: waiting for a slide, the panes, the tools, a mouse drag across a
 * pane. Shared by the viewer specs (finding cases is viewer-cases.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the current slide is drawn (the overlay gone, a tile source chosen, `source` when given) and,
 * unless `anyAlert`, no error shows. Generous on purpose: CI machines are shared and a cold tile server can be
 * slow; not a speed check.
 */
export async function slideShown(
  page: Page,
  { timeout = 30_000, anyAlert = false, source = /^(dicomweb|deepzoom|tiff|dicom|image)$/ } = {},
) {
  const viewer = page.getByTestId('viewer');
  await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout });
  await expect(viewer).toHaveAttribute('data-source', source);
  if (!anyAlert) await expect(page.getByRole('alert')).toHaveCount(0);
}

export const mainPane = (page: Page) => page.getByTestId('main-pane');
export const splitPane = (page: Page) => page.getByTestId('split-pane');
export const rulersIn = (pane: Locator) => pane.getByTestId('ruler');
/** A toolbar button by its exact label. */
export const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Where a pane's centre is, in page pixels (the home view shows the middle of the slide there). */
export async function centreOf(pane: Locator) {
  const box = (await pane.getByTestId('ruler-layer').boundingBox())!;
  return { box, x: box.width / 2, y: box.height / 2 };
}

/** Drags the mouse across a pane between offsets (pixels) from its centre. */
export async function drag(page: Page, pane: Locator, from: [number, number], to: [number, number]) {
  const { box, x, y } = await centreOf(pane);
  await page.mouse.move(box.x + x + from[0], box.y + y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + x + to[0], box.y + y + to[1], { steps: 8 });
  await page.mouse.up();
}

/** The share of the main pane's canvas that has something drawn on it (0–1). */
export const drawnShare = (page: Page) =>
  page
    .getByTestId('osd-container')
    .first()
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      for (let i = 3; i < data.length; i += 4 * 97) if (data[i]! > 0) drawn++;
      return drawn / Math.ceil(data.length / (4 * 97));
    });
