/**
 * The measurement tool in Chromium against the production build (spec 2.8, 3.8, 4.4, 4.5, 9): rulers drawn
 * with the mouse on the viewer tour's first slide (0.25 µm/px), undo and redo, storage across a reload, delete
 * mode, Delete All Measurements, coordinate rulers, and the split view's synced copies.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type FoundCase, apiToken, assignedTour } from './viewer-cases';
import { E2E_MOCK_URL } from '../../playwright.config';
import { centreOf, drag, mainPane, rulersIn, slideShown, tool } from './viewer-page';

// The suite's last files (alphabetical): their tests spread over the workers, so none idles at the end
// while the other runs a whole file (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

/** The tour's first slide: the demo slides are made at 0.25 µm per pixel. */
const TOUR_MPP = 0.25;

/** Spec 9's units for the lengths a ruler on a slide can have (µm, or mm from 1000 µm), 3 decimals. */
function expectedLength(micrometres: number): string {
  return micrometres >= 1000 ? `${(micrometres / 1000).toFixed(3)} mm` : `${micrometres.toFixed(3)} μm`;
}

/** A ruler's rect in image pixels, from its data attributes. */
async function rectOf(ruler: Locator) {
  const read = async (name: string) => Number(await ruler.getAttribute(`data-${name}`));
  return { x: await read('x'), y: await read('y'), width: await read('width'), height: await read('height') };
}

/** A ruler's start and end markers on screen (pixels in its pane). */
async function markers(ruler: Locator) {
  return ruler.evaluate((group) => {
    const [start, end] = Array.from(group.querySelectorAll('circle')).map((circle) => ({
      x: Number(circle.getAttribute('cx')),
      y: Number(circle.getAttribute('cy')),
    }));
    return { start: start!, end: end! };
  });
}

/** The direction of a ruler on screen (degrees). */
async function screenAngle(ruler: Locator): Promise<number> {
  const { start, end } = await markers(ruler);
  return (Math.atan2(end.y - start.y, end.x - start.x) * 180) / Math.PI;
}

/** Moves the mouse onto a ruler's line (its middle), as a person pointing at it would. */
async function hoverRuler(page: Page, pane: Locator, ruler: Locator) {
  const { box } = await centreOf(pane);
  const { start, end } = await markers(ruler);
  await page.mouse.move(box.x + (start.x + end.x) / 2, box.y + (start.y + end.y) / 2);
}

/** The difference between two angles, in (-180, 180]. */
const turn = (from: number, to: number) => ((((to - from) % 360) + 540) % 360) - 180;

test.describe('the measurement tool', () => {
  let found: FoundCase;

  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs('provider');
    found = await assignedTour(page.request);
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page);
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-mpp', String(TOUR_MPP));
  });

  test('draws a straight ruler labelled with its length; a click without movement adds nothing', async ({
    page,
  }) => {
    const pane = mainPane(page);
    await tool(page, 'Toggle Measurement Mode').click();
    await expect(tool(page, 'Toggle Measurement Mode')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-measurement-mode', 'STRAIGHT');

    await drag(page, pane, [-90, -50], [70, 40]);
    await expect(rulersIn(pane)).toHaveCount(1);
    const ruler = rulersIn(pane).first();
    await expect(ruler).toHaveAttribute('data-mode', 'straight');
    const rect = await rectOf(ruler);
    expect(rect.width).toBeGreaterThan(0);
    expect(rect.height).toBeGreaterThan(0);
    await expect(ruler.getByTestId('ruler-label')).toHaveText(
      expectedLength(Math.hypot(rect.width * TOUR_MPP, rect.height * TOUR_MPP)),
    );
    // The ruler runs from where the mouse went down to where it came up: the drag measured, it did not pan.
    const centre = await centreOf(pane);
    const drawn = await markers(ruler);
    expect(drawn.start.x).toBeCloseTo(centre.x - 90, 0);
    expect(drawn.start.y).toBeCloseTo(centre.y - 50, 0);
    expect(drawn.end.x).toBeCloseTo(centre.x + 70, 0);
    expect(drawn.end.y).toBeCloseTo(centre.y + 40, 0);

    const box = (await pane.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20);
    await expect(page.getByTestId('ruler-preview')).toHaveCount(0);
    await expect(rulersIn(pane)).toHaveCount(1);
  });

  test('undo removes a ruler, redo restores it, and a reload keeps it', async ({ page }) => {
    const pane = mainPane(page);
    await tool(page, 'Toggle Measurement Mode').click();
    await drag(page, pane, [-60, 30], [80, -40]);
    await expect(rulersIn(pane)).toHaveCount(1);
    const id = (await rulersIn(pane).first().getAttribute('data-ruler-id'))!;
    const label = await rulersIn(pane).first().getByTestId('ruler-label').textContent();

    await tool(page, 'Undo').click();
    await expect(rulersIn(pane)).toHaveCount(0);
    await tool(page, 'Redo').click();
    await expect(rulersIn(pane)).toHaveCount(1);
    await expect(rulersIn(pane).first()).toHaveAttribute('data-ruler-id', id);

    // Spec 3.8: saved per slide index and case id in local storage.
    await expect
      .poll(() =>
        page.evaluate((key) => localStorage.getItem(key), `pathbridge:rulers:${found.caseData.caseID}:0`),
      )
      .toContain(id);
    await page.reload();
    await slideShown(page);
    await expect(rulersIn(pane)).toHaveCount(1);
    await expect(rulersIn(pane).first()).toHaveAttribute('data-ruler-id', id);
    await expect(rulersIn(pane).first().getByTestId('ruler-label')).toHaveText(label!);
  });

  test('delete mode removes the hovered ruler; Delete All Measurements removes the rest', async ({
    page,
  }) => {
    const pane = mainPane(page);
    await tool(page, 'Toggle Measurement Mode').click();
    await drag(page, pane, [-120, -80], [-30, -20]);
    await drag(page, pane, [20, 20], [110, 90]);
    await drag(page, pane, [-100, 60], [-20, 100]);
    await expect(rulersIn(pane)).toHaveCount(3);

    await tool(page, 'Toggle Delete Mode').click();
    await expect(tool(page, 'Toggle Delete Mode')).toHaveAttribute('aria-pressed', 'true');
    // Spec 4.4: delete mode turns measuring off.
    await expect(tool(page, 'Toggle Measurement Mode')).toHaveAttribute('aria-pressed', 'false');

    const target = rulersIn(pane).nth(1);
    const id = (await target.getAttribute('data-ruler-id'))!;
    await hoverRuler(page, pane, target);
    const remove = pane
      .getByRole('button', { name: 'Remove ruler' })
      .and(pane.locator(`[data-ruler-id="${id}"]`));
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(rulersIn(pane)).toHaveCount(2);
    await expect(pane.locator(`[data-testid="ruler"][data-ruler-id="${id}"]`)).toHaveCount(0);

    // While deleting, a drag neither measures nor pans.
    const kept = await markers(rulersIn(pane).first());
    await drag(page, pane, [-50, -50], [50, 50]);
    await expect(rulersIn(pane)).toHaveCount(2);
    expect(await markers(rulersIn(pane).first())).toEqual(kept);

    await tool(page, 'Delete All Measurements').click();
    await expect(rulersIn(pane)).toHaveCount(0);
    await expect(tool(page, 'Delete All Measurements')).toBeDisabled();
    // The toast says how many went and takes them back.
    const toast = page.getByRole('listitem').filter({ hasText: 'Deleted 2 measurements.' });
    await expect(toast).toBeVisible();
    // Below the toolbar and the zoom presets, not over them.
    const presets = (await page.getByRole('group', { name: 'Magnification' }).boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())!.y, {
        message: 'the toast starts below the zoom presets',
      })
      .toBeGreaterThanOrEqual(presets.y + presets.height);
    // The clear reached the case on the server; Undo puts both rulers back there too, and a reload shows
    // them (decision 069: an Undo restores what the server keeps, not only the screen).
    const token = await apiToken(page.request);
    const imageId = found.images[0]!.fileContent!;
    const saved = async () => {
      const response = await page.request.get(
        `${E2E_MOCK_URL}/api/cases/${found.caseData.caseID}/images/${imageId}/annotations`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      return ((await response.json()) as { data: { rulers: unknown[] } }).data.rulers.length;
    };
    await expect.poll(saved).toBe(0);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(rulersIn(pane)).toHaveCount(2);
    await expect.poll(saved).toBe(2);
    await page.reload();
    await slideShown(page);
    await expect(rulersIn(mainPane(page))).toHaveCount(2);
  });

  test("'?' opens the list of shortcuts and closes it again", async ({ page }) => {
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await page.keyboard.press('Shift+Slash');
    await expect(list).toBeVisible();
    await expect(list.getByText('Delete All Measurements')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await page.keyboard.press('Shift+Slash');
    await expect(list).toBeVisible();
    await page.keyboard.press('Shift+Slash');
    await expect(list).toHaveCount(0);
  });

  test('draws a coordinate ruler labelled with its horizontal and vertical extent', async ({ page }) => {
    const pane = mainPane(page);
    await tool(page, 'Toggle Coordinate Measurement Mode').click();
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-measurement-mode', 'COORDINATE');
    await drag(page, pane, [-80, -60], [90, 50]);
    await expect(rulersIn(pane)).toHaveCount(1);
    const ruler = rulersIn(pane).first();
    await expect(ruler).toHaveAttribute('data-mode', 'coordinate');
    const rect = await rectOf(ruler);
    await expect(ruler.getByTestId('ruler-label')).toHaveText(
      `${expectedLength(Math.abs(rect.width) * TOUR_MPP)} × ${expectedLength(Math.abs(rect.height) * TOUR_MPP)}`,
    );
  });

  test('split view with sync shows a sync- copy of a new ruler that follows zoom and rotation', async ({
    page,
  }) => {
    await tool(page, 'Split View').click();
    const split = page.getByTestId('split-pane');
    await expect(split).toBeVisible();
    await tool(page, 'Sync Split View').click();
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-sync', 'true');
    await expect(split).toHaveAttribute('data-zoom', /^\d/);
    await expect(split.getByTestId('ruler-layer')).toBeAttached();

    const pane = mainPane(page);
    await tool(page, 'Toggle Measurement Mode').click();
    await drag(page, pane, [-50, -30], [60, 20]);
    await expect(rulersIn(pane)).toHaveCount(1);
    const original = rulersIn(pane).first();
    const id = (await original.getAttribute('data-ruler-id'))!;
    await expect(rulersIn(split)).toHaveCount(1);
    const copy = rulersIn(split).first();
    await expect(copy).toHaveAttribute('data-ruler-id', `sync-${id}`);
    await expect(copy.getByTestId('ruler-label')).toHaveText(
      (await original.getByTestId('ruler-label').textContent())!,
    );
    expect(await rectOf(copy)).toEqual(await rectOf(original));

    // Zoom and rotation reach the second pane, and both rulers stay on the tissue they measure.
    const before = await screenAngle(original);
    // Split view narrowed the panes, so their zooms relative to their home views differ; Zoom In multiplies both.
    const zoomOf = async (element: Locator) => Number(await element.getAttribute('data-zoom'));
    const viewer = page.getByTestId('viewer');
    // Synced panes of one width show one view. The main pane's view after split view narrowed it is logged when
    // that movement ends, which waits for its tiles: on a busy machine after the ruler is drawn.
    await expect
      .poll(async () => (await zoomOf(split)) - (await zoomOf(pane)), { timeout: 15_000 })
      .toBeCloseTo(0, 2);
    const [mainBefore, splitBefore] = [await zoomOf(pane), await zoomOf(split)];
    await tool(page, 'Zoom In').click();
    await expect.poll(async () => (await zoomOf(pane)) / mainBefore).toBeCloseTo(1.2, 2);
    await expect.poll(async () => (await zoomOf(split)) / splitBefore).toBeCloseTo(1.2, 2);
    await tool(page, 'Rotate Right').click();
    await expect(viewer).toHaveAttribute('data-rotation', '90');
    await expect(split).toHaveAttribute('data-rotation', '90');
    await expect.poll(async () => turn(before, await screenAngle(original))).toBeCloseTo(90, 0);
    await expect.poll(async () => turn(before, await screenAngle(copy))).toBeCloseTo(90, 0);
  });
});
