/**
 * Annotation patches in the real viewer (spec 3.9, 4.6): add, drag, resize (never under 42 screen pixels),
 * recolour, note (shown as text), point patches, export as JSON and GeoJSON and import both back unchanged.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type FoundCase, assignedTour } from './viewer-cases';
import { slideShown } from './viewer-page';

// The suite's last files (alphabetical): their tests spread over the workers, so none idles at the end
// while the other runs a whole file (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

async function patchesOn(page: Page) {
  const viewer = page.getByTestId('viewer');
  if ((await viewer.getAttribute('data-patch-mode')) !== 'true') {
    await page.getByRole('button', { name: 'Toggle Annotation Patches' }).click();
  }
  await expect(viewer).toHaveAttribute('data-patch-mode', 'true');
  await expect(mainLayer(page)).toHaveAttribute('data-on', 'true');
}

/** The main pane's patch layer (the first; a split view has its own). */
const mainLayer = (page: Page) => page.getByTestId('patch-layer').first();
const patches = (page: Page) => mainLayer(page).getByTestId('patch');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element on screen').not.toBeNull();
  return found!;
}

const numberOf = async (locator: Locator, name: string) => Number(await locator.getAttribute(`data-${name}`));

/** Screen pixels per image pixel, from a region patch's drawn width (no rotation). */
async function scaleOf(patch: Locator) {
  return (await box(patch)).width / (await numberOf(patch, 'width'));
}

/** Saves a download under the test's output folder and returns its text. */
async function saved(download: Download, testInfo: { outputPath(name: string): string }) {
  const target = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(target);
  return { path: target, text: await readFile(target, 'utf8') };
}

async function exportAs(
  page: Page,
  format: 'JSON' | 'GeoJSON',
  testInfo: { outputPath(name: string): string },
) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export patches (${format})` }).click();
  return saved(await download, testInfo);
}

async function removeAll(page: Page) {
  const list = patches(page);
  for (let count = await list.count(); count > 0; count--) {
    await list.first().click();
    await page.getByRole('button', { name: 'Remove patch' }).click();
    await expect(list).toHaveCount(count - 1);
  }
}

test.describe('annotation patches', () => {
  let found: FoundCase;

  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs('provider');
    found = await assignedTour(page.request);
  });

  test('adds, drags, resizes, recolours and notes a patch, then exports and imports it', async ({
    page,
  }, testInfo) => {
    const caseId = found.caseData.caseID;
    await page.goto(`/viewer?caseId=${caseId}`);
    await slideShown(page);
    await expect(mainLayer(page)).toHaveAttribute('data-on', 'false');
    await patchesOn(page);

    // A click in the middle of the slide adds a default patch there, and makes it the active one.
    const pane = await box(page.getByTestId('osd-container').first());
    const centre = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
    await page.mouse.click(centre.x, centre.y);
    await expect(patches(page)).toHaveCount(1);
    const region = patches(page).first();
    await expect(region).toHaveAttribute('data-active', 'true');
    await expect(region).toHaveAttribute('data-color', '#7cfc00');
    await expect(region).toHaveAttribute('data-width', '1024');
    await expect(region).toHaveAttribute('data-height', '1024');
    const scale = await scaleOf(region);
    const start = { x: await numberOf(region, 'x'), y: await numberOf(region, 'y') };

    // Drag it 60 × 40 screen pixels: it moves that far in image pixels, and no new patch comes of the click.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 30, centre.y + 20, { steps: 4 });
    await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 4 });
    await page.mouse.up();
    await expect(patches(page)).toHaveCount(1);
    expect(Math.abs((await numberOf(region, 'x')) - (start.x + 60 / scale))).toBeLessThanOrEqual(
      1 / scale + 1,
    );
    expect(Math.abs((await numberOf(region, 'y')) - (start.y + 40 / scale))).toBeLessThanOrEqual(
      1 / scale + 1,
    );

    // Resize from the corner handle far past the top-left corner: it stops at 42 screen pixels a side.
    const handle = await box(mainLayer(page).getByRole('button', { name: 'Resize patch' }));
    const drawn = await box(region);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(drawn.x + 10, drawn.y + 10, { steps: 8 });
    await page.mouse.up();
    const minimum = Math.ceil(42 / scale);
    await expect(region).toHaveAttribute('data-width', String(minimum));
    await expect(region).toHaveAttribute('data-height', String(minimum));
    const clamped = await box(region);
    expect(clamped.width).toBeGreaterThanOrEqual(41.5);
    expect(clamped.width).toBeLessThan(44);

    // Colour and note from the panel; the note is shown as typed, never as markup.
    await page.getByLabel('Patch colour').fill('#ff0000');
    await expect(region).toHaveAttribute('data-color', '#ff0000');
    await page.getByLabel('Patch note').fill('<b>x</b>');
    await page.getByLabel('Patch note').press('Enter');
    await expect(mainLayer(page).getByTestId('patch-note')).toHaveText('<b>x</b>');
    await expect(mainLayer(page).locator('b')).toHaveCount(0);

    // Shift+click adds a point, with the active patch's note and colour.
    await page.keyboard.down('Shift');
    await page.mouse.click(centre.x - 120, centre.y - 90);
    await page.keyboard.up('Shift');
    await expect(patches(page)).toHaveCount(2);
    const point = patches(page).nth(1);
    await expect(point).toHaveAttribute('data-point', 'true');
    await expect(point).toHaveAttribute('data-active', 'true');
    await expect(region).toHaveAttribute('data-active', 'false');
    await expect(point).toHaveAttribute('data-color', '#ff0000');
    await expect(page.getByTestId('patch-panel')).toHaveCount(1);

    // Export both formats.
    const json = await exportAs(page, 'JSON', testInfo);
    expect(json.path).toMatch(new RegExp(`patches_${caseId}_0\\.json$`));
    const exported = JSON.parse(json.text) as Array<Record<string, unknown>>;
    expect(exported).toEqual([
      {
        id: await region.getAttribute('data-patch-id'),
        note: '<b>x</b>',
        color: '#ff0000',
        isPoint: false,
        size: {
          x: await numberOf(region, 'x'),
          y: await numberOf(region, 'y'),
          width: minimum,
          height: minimum,
        },
        widthInClient: expect.any(Number),
      },
      {
        id: await point.getAttribute('data-patch-id'),
        note: '<b>x</b>',
        color: '#ff0000',
        isPoint: true,
        size: { x: await numberOf(point, 'x'), y: await numberOf(point, 'y') },
        widthInClient: 0,
      },
    ]);
    const geojson = await exportAs(page, 'GeoJSON', testInfo);
    expect(geojson.path).toMatch(new RegExp(`patches_${caseId}_0\\.geojson$`));
    expect(JSON.parse(geojson.text)).toMatchObject({
      type: 'FeatureCollection',
      features: [{ geometry: { type: 'Polygon' } }, { geometry: { type: 'Point' } }],
    });

    // Remove them, import the JSON: the same patches are back.
    await removeAll(page);
    await page.getByTestId('patch-file-input').setInputFiles(json.path);
    await expect(page.getByText('Imported 2 patches.')).toBeVisible();
    await expect(patches(page)).toHaveCount(2);
    expect(JSON.parse((await exportAs(page, 'JSON', testInfo)).text)).toEqual(exported);

    // And after a reload, from the GeoJSON.
    await removeAll(page);
    await page.reload();
    await slideShown(page);
    await patchesOn(page);
    await expect(patches(page)).toHaveCount(0);
    await page.getByTestId('patch-file-input').setInputFiles(geojson.path);
    await expect(patches(page)).toHaveCount(2);
    expect(JSON.parse((await exportAs(page, 'JSON', testInfo)).text)).toEqual(exported);
  });

  test('refuses a file that is not a patch file, and adds nothing for a click outside the image', async ({
    page,
  }, testInfo) => {
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    await slideShown(page);
    await patchesOn(page);

    const bad = testInfo.outputPath('not-patches.json');
    await writeFile(bad, '{"type":"Feature"}');
    await page.getByTestId('patch-file-input').setInputFiles(bad);
    await expect(page.getByText(/^Could not import patches: Not a patch file/)).toBeVisible();
    await expect(patches(page)).toHaveCount(0);

    // Zoomed out, the slide leaves empty space on every side of the pane: clicks there add nothing.
    await page.getByRole('button', { name: 'Zoom Out' }).click();
    await expect(page.getByTestId('main-pane')).toHaveAttribute('data-zoom', '0.800');
    const pane = await box(page.getByTestId('osd-container').first());
    await page.mouse.click(pane.x + 4, pane.y + pane.height / 2);
    await page.mouse.click(pane.x + pane.width - 4, pane.y + pane.height / 2);
    await page.mouse.click(pane.x + pane.width / 2, pane.y + pane.height - 4);
    await expect(patches(page)).toHaveCount(0);
    // Inside, a click does add one: the clicks above were heard.
    await page.mouse.click(pane.x + pane.width / 2, pane.y + pane.height / 2);
    await expect(patches(page)).toHaveCount(1);
  });
});
