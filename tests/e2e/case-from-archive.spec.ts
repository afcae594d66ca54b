/**
 * A case whose slides all come from the facility's image archive (decisions 164, 170), through the pages against
 * a real Orthanc holding a slide dicomized with a known accession number: the facility sets its DICOMweb address
 * on Interfaces, creates the case with no file, finds the slide by accession number under its block, attaches it
 * (the block's list is the case's, so it survives a reload), sends the case out; a provider then reads the series
 * in the viewer and measures it in micrometres. The archive stage is scanned (WCAG 2.2 AA) and fits 390 px.
 * Loopback is an allowed destination in every e2e mock (servers.ts, MOCK_INTERFACE_ALLOWED_NETWORKS); the address
 * set here is removed at the end, so the worker's other specs find no archive set.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { archiveMissing, dicomize, fixturePath, startOrthanc, type Orthanc } from '../archive/orthanc';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe-scan';
import { expectFits } from './layout-fit';
import { apiToken } from './viewer-cases';
import { drag, mainPane, rulersIn, slideShown, tool } from './viewer-page';

const FIXTURE = 'aperio-CMU-1-Small-Region.svs';
const missing = archiveMissing(FIXTURE);
const ACCESSION = 'ACC-E2E-170';

test('an archive-only case: set the archive, create, search, attach, send out, read and measure', async ({
  page,
  loginAs,
  request,
  mockUrl,
}) => {
  test.skip(missing !== null, missing ?? '');
  test.setTimeout(240_000);
  let orthanc: Orthanc | undefined;
  const facility = { Authorization: `Bearer ${await apiToken(request, 'facility', mockUrl)}` };
  try {
    orthanc = await startOrthanc();
    const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
    const dataset = path.join(dir, 'dataset.json');
    writeFileSync(dataset, JSON.stringify({ AccessionNumber: ACCESSION, SeriesDescription: 'H&E level 1' }));
    await dicomize(orthanc, fixturePath(FIXTURE), [
      '--pyramid=1',
      '--levels=2',
      '--imaged-width=1.480533',
      '--imaged-height=1.10778',
      `--dataset=${dataset}`,
    ]);
    rmSync(dir, { recursive: true, force: true });

    await loginAs('facility');
    await page.goto('/facility-account/interfaces');
    await page.getByLabel('DICOMweb address').fill(orthanc.dicomWeb);
    await page.getByRole('button', { name: 'Save image archive' }).click();
    await expect(page.getByText('The image archive address was saved.').first()).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/upload-project');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('First name').fill('Ngozi');
    await page.getByLabel('Birth date').fill('04/12/1967');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Case type').selectOption('surgical');
    // Slides uploaded as images, none chosen: they come from the archive once the case exists (decision 170).
    await page.getByLabel('Slide delivery').selectOption('Upload_the_Slide_Images');
    const specimen = page.getByRole('group', { name: 'Specimen 1' });
    await specimen.getByLabel('Specimen type').fill('Core needle biopsy');
    await page.getByRole('button', { name: 'Create case' }).click();
    await expect(page).toHaveURL(/\/upload-project\?attachTo=/, { timeout: 30_000 });

    const block = page.getByRole('region', { name: 'Specimen 1, block 1', exact: true });
    await expect(block.getByText('No slide yet.')).toBeVisible();
    await block.getByLabel('Accession number').fill(ACCESSION);
    await block.getByRole('button', { name: 'Search the archive' }).click();
    await expect(block.getByRole('status')).toHaveText('1 study with slides found.', { timeout: 30_000 });
    await block.getByRole('button', { name: /^Attach H&E level 1/ }).click();
    const slides = block.getByRole('list', { name: 'Slides of this block' });
    await expect(slides).toContainText('H&E level 1');
    await expectFits(page, 'case creation, a slide attached from the archive');
    await expectNoSeriousViolations(page, 'case creation, a slide attached from the archive');
    await page.reload();
    await expect(slides).toContainText(`H&E level 1From the image archive (accession ${ACCESSION})`);
    // Searched again after the reload, the series reads as attached to its block: no attach the API would refuse.
    await block.getByLabel('Accession number').fill(ACCESSION);
    // The search's POST revalidates the stage's loader: it ends before the page is left.
    const revalidated = page.waitForResponse((r) => new URL(r.url()).pathname === '/upload-project.data');
    await block.getByRole('button', { name: 'Search the archive' }).click();
    await expect(block.getByText('Attached to Specimen 1, block 1')).toBeVisible({ timeout: 30_000 });
    await expect(block.getByRole('button', { name: /^Attach H&E level 1/ })).toHaveCount(0);
    await revalidated;

    await page.getByRole('link', { name: 'Review and send out' }).click();
    await page.getByRole('button', { name: 'Send out', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send out' }).click();
    await expect(page).toHaveURL(/\/case-details\//);
    await expect(page.getByTestId('slide-archive')).toHaveText(
      `From the image archive (accession ${ACCESSION})`,
    );
    const caseId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    const provider = { Authorization: `Bearer ${await apiToken(request, 'provider', mockUrl)}` };
    const picked = await request.post(`${mockUrl}/api/cases/${caseId}/pick-up`, { headers: provider });
    expect(picked.ok(), await picked.text()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs('provider');
    // The worklist counts the case's images read from the archive (decision 181).
    const { data: picks } = (await picked.json()) as { data: { caseRecordId: string } };
    await page.goto(`/selectedCases?search=${encodeURIComponent(picks.caseRecordId)}`);
    const row = page.getByRole('row', { name: new RegExp(picks.caseRecordId) });
    await expect(row.getByRole('cell', { name: '1 / 1 (1 from the image archive)' })).toBeVisible();
    await expectNoSeriousViolations(page, 'My Cases, a case read from the archive');
    await page.goto(`/viewer?caseId=${encodeURIComponent(caseId)}`);
    await slideShown(page, { source: /^dicomweb$/, timeout: 60_000 });
    await expect(page.getByTestId('slide-source')).toHaveText(
      `From the image archive (accession ${ACCESSION})`,
    );
    const mpp = Number(await page.getByTestId('viewer').getAttribute('data-mpp'));
    expect(mpp).toBeCloseTo(0.499, 3);
    const pane = mainPane(page);
    await tool(page, 'Toggle Measurement Mode').click();
    await drag(page, pane, [-90, -50], [70, 40]);
    const ruler = rulersIn(pane).first();
    const read = async (name: string) => Number(await ruler.getAttribute(`data-${name}`));
    const length = Math.hypot((await read('width')) * mpp, (await read('height')) * mpp);
    await expect(ruler.getByTestId('ruler-label')).toHaveText(`${length.toFixed(3)} μm`);
  } finally {
    // The worker's other specs find no archive set, as before this one.
    await request.put(`${mockUrl}/api/me/facility-account/interfaces`, {
      headers: facility,
      data: { dicomweb: null },
    });
    await orthanc?.stop();
  }
});
