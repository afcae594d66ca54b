/**
 * The provider's whole job (decisions 029, 032, 033): a provider picks up a case, marks a region of its
 * slide with a patch and a note, writes the report beside the clinical information (the draft is saved while
 * typing and survives a reload), signs out after a confirm (going on to the next case, decision 150); the final
 * report, one click from there, shows the diagnosis and the patch
 * snapshot with its note, the PDF downloads; the case is then in Completed Cases and the facility sees it signed
 * out.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe-scan';
import { apiToken, assignedTour } from './viewer-cases';
import { openSignedReport } from './sign-out';

interface CaseItem {
  caseID: string;
  caseRecordId: string;
}

interface CaseData extends CaseItem {
  slides: Array<{ subsections: Array<{ images: Array<{ fileContent: string }> }> }>;
}

const NOTE = 'Invasive front, see microscopic description';

const DIAGNOSIS = 'Left breast, core biopsy: invasive ductal carcinoma, Nottingham grade 2 of 3.';
const GROSS = 'Received in formalin, three tan cores of tissue, entirely submitted.';
const MICRO = 'Infiltrating nests and cords of atypical ductal cells in a desmoplastic stroma.';

test.describe('the provider’s work: viewer, workspace, sign-out, report', () => {
  test('a provider marks a slide, drafts the report, reloads, signs out; the report, its PDF, Completed Cases and the facility see it', async ({
    page,
    browser,
    baseURL,
    loginAs,
    mockUrl,
  }) => {
    test.slow(); // the viewer, the workspace, the report and a second role
    // One of the demo facility's available cases with a slide image.
    const headers = { Authorization: `Bearer ${await apiToken(page.request, 'facility')}` };
    const list = await page.request.get(`${mockUrl}/api/cases?createdByMyFacility=true&status=Available`, {
      headers,
    });
    let item: CaseData | undefined;
    for (const summary of ((await list.json()) as { data: { items: CaseItem[] } }).data.items) {
      const detail = await page.request.get(`${mockUrl}/api/cases/${summary.caseID}`, { headers });
      const caseData = ((await detail.json()) as { data: CaseData }).data;
      if (caseData.slides[0]?.subsections[0]?.images[0]) {
        item = caseData;
        break;
      }
    }
    if (!item) throw new Error('The seed has no available case of the demo facility with a slide image');
    const recordId = item.caseRecordId;
    const workspace = `/pathologist/pd-case-view/${item.caseID}`;

    await loginAs('provider');
    // The cases awaiting a diagnosis are My Cases.
    await page.goto('/pathologist');
    await expect(page).toHaveURL('/selectedCases');
    await page.goto(`/availableCases?search=${recordId}`);
    await page.getByRole('button', { name: `Pick up case ${recordId}` }).click();
    await expect(page.getByText(`Case ${recordId} picked up. It is now in My Cases.`)).toBeVisible();

    // In the viewer, a patch with a note on the first slide (saved to the case, decision 029).
    await page.goto(`/viewer?caseId=${item.caseID}`);
    const viewer = page.getByTestId('viewer');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Toggle Annotation Patches', exact: true }).click();
    await expect(viewer).toHaveAttribute('data-patch-mode', 'true');
    const pane = page.getByTestId('main-pane');
    const area = (await pane.getByTestId('patch-layer').boundingBox())!;
    await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
    await expect(pane.getByTestId('patch')).toHaveCount(1);
    await page.getByLabel('Patch note').fill(NOTE);
    await page.getByLabel('Patch note').press('Enter');
    await expect(pane.getByTestId('patch-note')).toHaveText(NOTE);
    const imageId = item.slides[0]!.subsections[0]!.images[0]!.fileContent;
    const provider = { Authorization: `Bearer ${await apiToken(page.request, 'provider')}` };
    await expect
      .poll(async () => {
        const saved = await page.request.get(
          `${mockUrl}/api/cases/${item.caseID}/images/${imageId}/annotations`,
          {
            headers: provider,
          },
        );
        return ((await saved.json()) as { data: { patches: Array<{ note: string }> } }).data.patches.map(
          (p) => p.note,
        );
      })
      .toEqual([NOTE]);

    await page.goto(`/selectedCases?search=${recordId}`);
    await page.getByRole('link', { name: `Diagnose case ${recordId}` }).click();
    await expect(page).toHaveURL(workspace);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Diagnose case ${recordId}`);
    await expect(page.getByRole('region', { name: 'Specimens and slides' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /draft|Saving|saved|Unsaved/i });
    await expect(status).toHaveText('No draft saved yet. The report is saved as a draft while you type.');

    // A wrong CPT code is named and not saved; corrected, everything is saved about a second later.
    await page.getByLabel('Primary diagnosis').fill(DIAGNOSIS);
    await page.getByLabel('Gross description').fill(GROSS);
    await page.getByLabel('CPT codes').fill('88305, 8830');
    await expect(page.getByText('“8830” is not a CPT code.', { exact: false })).toBeVisible();
    await expect(status).toHaveText(
      'Not saved yet: correct the field marked below, then the draft is saved again.',
    );
    await page.getByLabel('CPT codes').fill('88305 88342');
    await page.getByLabel('Microscopic description').fill(MICRO);
    await expect(status).toHaveText(/^Draft saved at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \S+$/);

    await page.reload();
    await expect(page.getByLabel('Primary diagnosis')).toHaveValue(DIAGNOSIS);
    await expect(page.getByLabel('Gross description')).toHaveValue(GROSS);
    await expect(page.getByLabel('Microscopic description')).toHaveValue(MICRO);
    await expect(page.getByLabel('CPT codes')).toHaveValue('88305, 88342');
    await expect(status).toHaveText(/^Draft saved at \d{2}\/\d{2}\/\d{4}/);

    // Sign out asks first and says what happens; it goes on to the next case, the report one click away.
    const nextLabel = await page.getByTestId('next-case').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Sign out case ${recordId}?` });
    await expect(dialog).toContainText('a later correction can only be added as an addendum');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Diagnose case ${nextLabel!.replace('Next case: ', '')}`,
    );
    await openSignedReport(page, item);

    // The final report: the diagnosis, the patch as a snapshot with its note, and the PDF.
    const report = page.getByTestId('final-report');
    await expect(report).toContainText(DIAGNOSIS);
    await expect(report).toContainText(GROSS);
    const snapshot = page.getByTestId('patch-snapshot');
    await expect(snapshot).toHaveCount(1);
    await expect(snapshot).toContainText(NOTE);
    await expect(snapshot.getByRole('img')).toHaveJSProperty('complete', true);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(recordId);

    // The workspace of a signed-out case is its report.
    await page.goto(workspace);
    await expect(page).toHaveURL(`/final-report/${item.caseID}`);

    await page.goto(`/completedCases?search=${recordId}`);
    await expect(page.getByRole('table', { name: 'Completed Cases' }).getByRole('rowheader')).toHaveText([
      recordId,
    ]);

    // The facility sees it signed out, with the report.
    const facility = await browser.newContext({ baseURL });
    const facilityPage = await facility.newPage();
    await loginAs('facility', facilityPage);
    await facilityPage.goto(`/send-out-cases?search=${recordId}`);
    const row = facilityPage
      .getByRole('table', { name: 'Send-Out Cases' })
      .getByRole('row', { name: recordId });
    await expect(row).toContainText('Sign-Out Completed');
    await facilityPage.goto(`/case-details/${item.caseID}`);
    await expect(facilityPage.getByRole('region', { name: 'Final report' })).toContainText(DIAGNOSIS);
    await facility.close();
  });

  test('the slide beside the report: resized and kept on a wide screen; one at a time below 1280 px, both kept', async ({
    page,
    loginAs,
  }) => {
    const tour = await assignedTour(page.request);
    await loginAs('provider');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/pathologist/pd-case-view/${tour.caseData.caseID}`);
    const viewer = page.getByTestId('viewer');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    const diagnosis = page.getByLabel('Primary diagnosis');
    await expect(diagnosis).toBeVisible();
    await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();

    // The separator moves with the keyboard and the pointer, and the place is kept for the next visit.
    const separator = page.getByRole('separator', { name: 'Resize the slide and the report' });
    await expect(separator).toHaveAttribute('aria-valuenow', '60');
    await separator.press('ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', '55');
    const row = (await page.getByTestId('reading-layout').boundingBox())!;
    const handle = (await separator.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(row.x + row.width * 0.45, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(separator).toHaveAttribute('aria-valuenow', '45');
    const slideBox = (await page.getByTestId('reading-slide').boundingBox())!;
    expect(Math.abs(slideBox.width - row.width * 0.45)).toBeLessThan(4);
    await expectNoSeriousViolations(page, 'slide beside the report');
    await page.reload();
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await expect(separator).toHaveAttribute('aria-valuenow', '45');

    // Below 1280 px: one at a time, the slide first; neither loses its state when the other is shown.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(separator).toBeHidden();
    await expect(diagnosis).toBeHidden();
    await page.getByRole('button', { name: 'Next Slide' }).click();
    await expect(viewer).toHaveAttribute('data-slide-index', '1');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(viewer).toBeHidden();
    await diagnosis.fill('Typed while the slide is away');
    await page.getByRole('button', { name: 'Slide', exact: true }).click();
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('data-slide-index', '1');
    await expect(page.getByRole('button', { name: 'Slide', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(diagnosis).toHaveValue('Typed while the slide is away');
    await expect(page.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'report shown below 1280 px');

    // Next case: the case after this one in the order My Cases shows, its slide opened.
    await page.setViewportSize({ width: 1440, height: 900 });
    const next = page.getByTestId('next-case');
    await expect(next).toBeVisible();
    const label = (await next.getAttribute('aria-label'))!;
    const myCases = await page.context().newPage();
    await myCases.goto('/selectedCases?pageSize=100');
    const order = await myCases
      .getByRole('table', { name: 'My Cases' })
      .getByRole('rowheader')
      .allTextContents();
    await myCases.close();
    const expected = order[order.indexOf(tour.caseData.caseRecordId!) + 1]!;
    expect(label).toBe(`Next case: ${expected}`);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Diagnose case ${expected}`);
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
  });
});

test.describe('the workspace on a phone (390 × 844, touch, decision 125)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the slide is in the first screen with the toggle; the case actions are one row; both states are kept', async ({
    page,
    loginAs,
  }) => {
    const tour = await assignedTour(page.request);
    await loginAs('provider');
    await page.goto(`/pathologist/pd-case-view/${tour.caseData.caseID}`);
    const viewer = page.getByTestId('viewer');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });

    // The slide's picture starts in the first screen with at least 300 px of it shown, the toggle above it.
    const slide = (await page.getByTestId('main-pane').boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(slide.y + 300).toBeLessThanOrEqual(844);
    const toggle = page.getByRole('group', { name: 'Show' });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    const slideButton = toggle.getByRole('button', { name: 'Slide', exact: true });
    const reportButton = toggle.getByRole('button', { name: 'Report', exact: true });
    await expect(slideButton).toHaveAttribute('aria-pressed', 'true');

    // The case actions are one row: Next case at hand, Case details and Open viewer in a menu, each 44 px to a
    // finger; the viewer's tools are one row too (it scrolls sideways), and the page does not.
    const actions = page.getByRole('group', { name: 'Case actions' });
    const more = actions.getByRole('button', { name: 'More case actions' });
    const next = page.getByTestId('next-case');
    await expect(next).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Case details' })).toBeHidden();
    const targets = [more, next, slideButton, reportButton];
    const boxes = await Promise.all(targets.map(async (target) => (await target.boundingBox())!));
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(1);
    const tools = (await page.getByTestId('viewer-tools').boundingBox())!;
    const toolbar = (await page.getByRole('toolbar', { name: 'Viewer tools' }).boundingBox())!;
    expect(tools.height).toBeLessThan(50);
    expect(toolbar.height).toBeLessThan(50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Case details', 'Open viewer']);
    for (const item of await menu.getByRole('menuitem').all()) {
      // Measured once the menu's opening animation (a zoom from 95 %) is over.
      await expect.poll(async () => (await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectNoSeriousViolations(page, 'slide shown on a phone');

    // Slide and report one at a time, neither losing its state.
    await page.getByRole('button', { name: 'Next Slide' }).click();
    await expect(viewer).toHaveAttribute('data-slide-index', '1');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await reportButton.click();
    await expect(viewer).toBeHidden();
    const diagnosis = page.getByLabel('Primary diagnosis');
    await diagnosis.fill('Typed on a phone');
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await slideButton.click();
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('data-slide-index', '1');
    await expect(diagnosis).toBeHidden();
    await reportButton.click();
    await expect(diagnosis).toHaveValue('Typed on a phone');
    await expect(page.getByRole('status').filter({ hasText: /^Draft saved at/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'report shown on a phone');
  });
});
