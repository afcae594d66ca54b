/**
 * The pathologist's daily friction with the viewer, at 1280 × 900 and on a 390 × 844 phone: from the
 * report, the viewer leads back to the report with the draft kept (Back and the viewer's own link; never to
 * another site); the true magnification beside the zoom presets, following the zoom; the keyboard help fits the
 * window and scrolls; the viewer's floating layers never lie over one another.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, assignedTour, type FoundCase } from './viewer-cases';
import { mainPane, slideShown, tool } from './viewer-page';
import { E2E_MOCK_URL } from '../../playwright.config';

// The suite's last files (alphabetical): their tests spread over the workers, so none idles at the end
// while the other runs a whole file (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const workspaceOf = (caseId: string) => `/pathologist/pd-case-view/${caseId}`;

async function openTour(page: Page, loginAs: (account: 'provider') => Promise<void>): Promise<FoundCase> {
  await loginAs('provider');
  const found = await assignedTour(page.request);
  await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
  await slideShown(page);
  return found;
}

test.describe('from the report to the viewer and back', () => {
  // The workspace has a viewer of its own beside the report (decision 104): `slideShown` and 'Back to case' find
  // that one too, so each step first waits for the page it leads to. Without those waits Back ran while the
  // leave guard was still saving the draft before the way out (on the workspace, the document's first entry) and
  // left for about:blank: a "regression" once seen was this test's, not the product's.
  test('Back and the viewer’s own link return to the report, with what was typed', async ({
    page,
    loginAs,
  }) => {
    test.slow(); // the workspace, the viewer twice
    await loginAs('provider');
    const found = await assignedTour(page.request);
    const workspace = workspaceOf(found.caseData.caseID);
    const comments = page.getByLabel('Comments');
    const status = page.locator('[data-draft-status]');
    const note = `Compare with the frozen section (${Date.now()})`;
    // The full viewer page, leading back here (not the viewer beside the report).
    const viewerUrl = `/viewer?caseId=${found.caseData.caseID}&returnTo=${encodeURIComponent(workspace)}`;

    await page.goto(workspace);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const before = await comments.inputValue();
    // Straight to the viewer, before the draft's own save a second later: leaving saves it, without asking.
    await comments.fill(note);
    await page.getByRole('link', { name: 'Open viewer', exact: true }).click();
    await expect(page).toHaveURL(viewerUrl);
    await expect(page.getByRole('alertdialog', { name: 'Leave this page?' })).toHaveCount(0);
    await slideShown(page);

    // Back from the viewer: the report as it was left.
    await page.goBack();
    await expect(page).toHaveURL(workspace);
    await expect(comments).toHaveValue(note);

    // The viewer's own back link, opened from the slides' list of the workspace.
    await page.getByRole('link', { name: `Open viewer for case ${found.caseData.caseRecordId}` }).click();
    await expect(page).toHaveURL(viewerUrl);
    await slideShown(page);
    await page.getByRole('link', { name: 'Back to case' }).click();
    await expect(page).toHaveURL(workspace);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Diagnose case ${found.caseData.caseRecordId}`,
    );
    await expect(comments).toHaveValue(note);

    // The draft as it was before the test.
    await comments.fill(before);
    await expect(status).toHaveText(/^Draft saved at /);
  });

  test('the way back never leads to another site', async ({ page, loginAs }) => {
    await loginAs('provider');
    const found = await assignedTour(page.request);
    const caseId = found.caseData.caseID;
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      await page.goto(`/viewer?caseId=${caseId}&returnTo=${encodeURIComponent(returnTo)}`);
      await expect(page.getByRole('link', { name: 'Back to case' })).toHaveAttribute(
        'href',
        `/case-details/${caseId}`,
      );
    }
  });
});

/** The figure of the true magnification shown, or null ('Magnification unknown'). */
async function shownMagnification(page: Page): Promise<number | null> {
  const text = await page.getByTestId('true-magnification').textContent();
  const match = /^≈ (\d+(?:\.\d+)?)×$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`the true magnification at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows beside the presets what the view magnifies, and follows the zoom', async ({
      page,
      loginAs,
    }) => {
      const found = await openTour(page, loginAs);
      // The spec's presets keep their labels.
      const presets = page.getByRole('group', { name: 'Magnification' });
      for (const label of ['1x', '10x', '20x', '30x', '40x'])
        await expect(presets.getByRole('button', { name: label, exact: true })).toBeVisible();
      const status = presets.getByRole('status');
      await expect(status).toHaveText(/^True magnification ≈ \d+(\.\d)?×$/);

      // The home view of the first slide: the slide's objective power times the screen pixels per image pixel.
      const headers = { Authorization: `Bearer ${await apiToken(page.request)}` };
      const linked = await page.request.get(
        `${E2E_MOCK_URL}/api/wsi/get-download-link/${found.images[0]!.fileContent}`,
        { headers },
      );
      const link = (
        (await linked.json()) as {
          data: { width: number; height: number; mpp: { x: number } | null; magnification: number | null };
        }
      ).data;
      const objective = link.magnification ?? 10 / link.mpp!.x;
      const box = (await page.getByTestId('osd-container').first().boundingBox())!;
      const home = objective * Math.min(box.width / link.width, box.height / link.height);
      const atHome = (await shownMagnification(page))!;
      expect(Math.abs(atHome - home) / home).toBeLessThan(0.03);

      // Zoomed in: the figure follows once the zoom has ended.
      await tool(page, 'Zoom In').click();
      await expect.poll(() => shownMagnification(page)).toBeGreaterThan(atHome * 1.1);
      const zoom = Number(await mainPane(page).getAttribute('data-zoom'));
      expect(Math.abs((await shownMagnification(page))! / (atHome * zoom) - 1)).toBeLessThan(0.03);
    });
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`the keyboard help at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('fits the window and scrolls to its last line by keyboard', async ({ page, loginAs }) => {
      const found = await openTour(page, loginAs);
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(help).toBeVisible();
      const box = (await help.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

      // The list has the focus; its scroll keys scroll it (PageDown is not Next Slide there).
      await expect(help).toBeFocused();
      const last = help.getByTestId('keyboard-tools-help');
      await expect(last).not.toBeInViewport({ ratio: 1 });
      await page.keyboard.press('PageDown');
      await page.keyboard.press('End');
      await expect(last).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('slide-counter')).toHaveText(`1 of ${found.images.length}`);
      await page.keyboard.press('Escape');
      await expect(help).toHaveCount(0);
    });
  });
}

interface Layer {
  name: string;
  box: { x: number; y: number; width: number; height: number };
}

/** The viewer's floating layers on screen now: controls, the active pane's label, patch tools, scale bars, navigators. */
async function floatingLayers(page: Page): Promise<Layer[]> {
  const groups: Array<[string, Locator]> = [
    ['zoom presets', page.getByRole('group', { name: 'Magnification' })],
    ['slide stepper', page.getByTestId('slide-counter').locator('..')],
    ['active pane label', page.getByText('Tools act here', { exact: true })],
    ['patch shape', page.getByRole('group', { name: 'New patch shape' })],
    ['scale bar', page.getByTestId('scale-bar')],
    ['navigator', page.locator('.openseadragon-container .navigator')],
  ];
  const layers: Layer[] = [];
  for (const [name, locator] of groups) {
    for (const [i, each] of (await locator.all()).entries()) {
      if (!(await each.isVisible())) continue;
      const box = await each.boundingBox();
      if (box && box.width > 0 && box.height > 0) layers.push({ name: `${name} ${i + 1}`, box });
    }
  }
  return layers;
}

async function expectApart(page: Page, where: string, viewport: { width: number; height: number }) {
  const layers = await floatingLayers(page);
  const problems: string[] = [];
  for (const [i, a] of layers.entries()) {
    const { x, y, width, height } = a.box;
    if (x < -0.5 || y < -0.5 || x + width > viewport.width + 0.5 || y + height > viewport.height + 0.5)
      problems.push(`${a.name} leaves the screen`);
    for (const b of layers.slice(i + 1)) {
      const overlapX = Math.min(x + width, b.box.x + b.box.width) - Math.max(x, b.box.x);
      const overlapY = Math.min(y + height, b.box.y + b.box.height) - Math.max(y, b.box.y);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${a.name} overlaps ${b.name}`);
    }
  }
  expect(problems, `${where}: ${layers.map((l) => l.name).join(', ')}`).toEqual([]);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`the viewer's floating layers at ${viewport.width} px`, () => {
    test.use(viewport.width < 1024 ? { viewport, hasTouch: true, isMobile: true } : { viewport });

    test('never lie over one another, in one pane, in split view and with the patch tools', async ({
      page,
      loginAs,
    }) => {
      await openTour(page, loginAs);
      const viewer = page.getByTestId('viewer');
      await expect(page.getByTestId('scale-bar').first()).toBeVisible();
      await expectApart(page, 'one pane', viewport);

      await page.keyboard.press('V');
      await expect(viewer).toHaveAttribute('data-split', 'true');
      await slideShown(page);
      await expect(page.getByTestId('scale-bar')).toHaveCount(2);
      await expect(page.getByText('Tools act here', { exact: true })).toBeVisible();
      await expectApart(page, 'split view', viewport);

      await page.keyboard.press('A');
      await expect(viewer).toHaveAttribute('data-patch-mode', 'true');
      await expect(page.getByRole('group', { name: 'New patch shape' }).first()).toBeVisible();
      await expectApart(page, 'split view with the patch tools', viewport);

      // Back as the tour was: one pane, no patch tools (the screen's state is kept in session storage only).
      await page.keyboard.press('A');
      await page.keyboard.press('V');
      await expect(viewer).toHaveAttribute('data-split', 'false');
    });
  });
}
