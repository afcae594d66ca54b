/**
 * A slide left open longer than its links live (decision 073, docs/viewer.md): QA's `short-links` makes this
 * test's links live 6 s, so the links that opened the slide have expired by the time the person zooms in. The
 * pane has taken fresh links from the cache before that: the new tiles load (no 403 'Link expired'), no error
 * shows, and the view and the ruler drawn before are where they were.
 */
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { assignedTour } from './viewer-cases';
import { drag, mainPane, rulersIn, slideShown, tool } from './viewer-page';

/** The life of this test's slide links, in seconds. */
const LINK_SECONDS = 6;

const isTile = (response: Response) => /\/slides\/[^/]+\/dz\/.+_files\//.test(response.url());

test('a slide open longer than its links keeps loading tiles at the same view, its ruler untouched', async ({
  page,
  loginAs,
  qa,
}) => {
  await qa.scenario('short-links', { options: { seconds: LINK_SECONDS } });
  await loginAs('provider');
  const found = await assignedTour(page.request);
  const tiles: { at: number; status: number; url: string }[] = [];
  page.on('response', (response) => {
    if (isTile(response)) tiles.push({ at: Date.now(), status: response.status(), url: response.url() });
  });

  const opened = Date.now();
  await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
  await slideShown(page, { source: /^deepzoom$/ });
  const pane = mainPane(page);
  await tool(page, 'Toggle Measurement Mode').click();
  await drag(page, pane, [-60, 30], [80, -40]);
  await expect(rulersIn(pane)).toHaveCount(1);
  await tool(page, 'Toggle Measurement Mode').click();
  const ruler = rulersIn(pane).first();
  const rulerBefore = await ruler.evaluate((group) => group.outerHTML);
  const zoomBefore = await pane.getAttribute('data-zoom');

  // Every link issued so far has expired (they live LINK_SECONDS from their issue, after `opened`).
  await page.waitForTimeout(Math.max(0, opened + (LINK_SECONDS + 2) * 1000 - Date.now()));
  const expired = Date.now();
  await expect(pane).toHaveAttribute('data-zoom', zoomBefore!);
  expect(await ruler.evaluate((group) => group.outerHTML)).toBe(rulerBefore);

  // New tiles, fetched after the links that opened the slide expired: they load.
  await tool(page, 'Zoom In').click();
  await tool(page, 'Zoom In').click();
  await expect.poll(() => tiles.filter((t) => t.at > expired && t.status === 200).length).toBeGreaterThan(3);
  await expect(page.getByTestId('viewer')).toHaveAttribute('data-loading', 'false');
  expect(tiles.filter((t) => t.status !== 200)).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(rulersIn(pane)).toHaveCount(1);
  await expect(rulersIn(pane).first()).toHaveAttribute(
    'data-ruler-id',
    (await ruler.getAttribute('data-ruler-id'))!,
  );
  // The slide was not opened again: the Undo history still holds the ruler.
  await tool(page, 'Undo').click();
  await expect(rulersIn(pane)).toHaveCount(0);
});
