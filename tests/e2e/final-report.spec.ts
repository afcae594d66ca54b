/**
 * The final report (decision 033): a seeded signed-out case's report as its facility and as the
 * provider who signed it out, the PDF download, an addendum added through its confirm (the report then reads
 * 'Amended', version 2), the original still readable as version 1, and the patch snapshots of the seeded
 * annotations.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageText, readPdf } from './pdf-read';
import { apiToken } from './viewer-cases';

interface CaseItem {
  caseID: string;
  caseRecordId: string;
  facility: { id: string; name: string };
  patientInfo: { firstName: string; lastName: string; mrn?: string | null };
  finalReport: {
    primaryDiagnosis: string;
    signedOutBy: { name: string };
    signerCredentials: { salutation: string | null; specialty: string | null; licensedStates: string[] };
  } | null;
}

/** How the report names its signer: the name (with the salutation) and the credentials line (decision 076). */
interface Signer {
  name: string;
  credentials: string;
}

/** The Sign-out card of the report page shows the signer and their credentials as recorded at sign-out. */
async function expectSignOutCard(page: Page, signer: Signer) {
  const card = page.getByRole('region', { name: 'Sign-out' });
  const value = (label: string) =>
    card
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(value('Signed out by')).toHaveText(signer.name);
  await expect(value('Credentials')).toHaveText(signer.credentials);
}

/** The PDF's checks that hold for any report: tagged, letterhead first, diagnosis before the rest. */
async function expectReportPdf(bytes: Uint8Array, item: CaseItem, signer: Signer) {
  const read = await readPdf(bytes);
  expect(read.catalog).toMatchObject({
    structTreeRoot: true,
    marked: true,
    lang: 'en-US',
    displayDocTitle: true,
  });
  expect(read.title).toBe(`Final report ${item.caseRecordId}, version 1`);
  const first = read.pages[0]!.filter((line) => line.tag !== 'Artifact').map((line) => line.text);
  expect(first.slice(0, 3)).toEqual(['PathBridge', 'Pathology send-out reading service', 'Final Report']);
  expect(first).toContain(`Sending facility: ${item.facility.name}`);
  // The letterhead names the signer, then their credentials as recorded at sign-out.
  const signedOut = first.findIndex((line) => line.startsWith(`Signed out by ${signer.name}, `));
  expect(signedOut).toBeGreaterThan(0);
  expect(first[signedOut + 1]).toBe(signer.credentials);
  // The first section is the diagnosis, its text before any other section's heading.
  const headings = read.pages[0]!.filter((line) => line.tag === 'H2').map((line) => line.text);
  expect(headings[0]).toBe('Diagnosis');
  const text = pageText(read.pages[0]!);
  const diagnosis = text.indexOf(item.finalReport!.primaryDiagnosis.split('\n')[0]!.slice(0, 40));
  expect(diagnosis).toBeGreaterThan(0);
  for (const other of ['Patient', 'Specimens', 'Case'])
    expect(read.pages.flat().findIndex((l) => l.tag === 'H2' && l.text === other)).toBeGreaterThan(
      read.pages.flat().findIndex((l) => l.tag === 'H2' && l.text === 'Diagnosis'),
    );
  return read;
}

/** The demo facility's signed-out case that the provisionally active demo provider signed out (the seed has one;
 * none of the demo provider's signed-out cases is the demo facility's). */
async function facilitySignedOutCase(request: APIRequestContext, mockUrl: string) {
  const signer = { Authorization: `Bearer ${await apiToken(request, 'provisionalProvider')}` };
  const list = await request.get(
    `${mockUrl}/api/cases?status=SignOutCompleted&assignedToMe=true&pageSize=100`,
    {
      headers: signer,
    },
  );
  const facility = { Authorization: `Bearer ${await apiToken(request, 'facility')}` };
  for (const item of ((await list.json()) as { data: { items: Array<{ caseID: string }> } }).data.items) {
    const seen = await request.get(`${mockUrl}/api/cases/${item.caseID}`, { headers: facility });
    if (seen.ok()) return ((await seen.json()) as { data: CaseItem }).data;
  }
  throw new Error('The seed has no signed-out case of the demo facility by the provisional provider');
}

/** The demo provider's signed-out case with seeded patches (mock-server/annotations/seed.ts). */
async function annotatedSignedOutCase(request: APIRequestContext, mockUrl: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'provider')}` };
  const list = await request.get(
    `${mockUrl}/api/cases?status=SignOutCompleted&assignedToMe=true&pageSize=100`,
    {
      headers,
    },
  );
  for (const item of ((await list.json()) as { data: { items: Array<{ caseID: string }> } }).data.items) {
    const detail = await request.get(`${mockUrl}/api/cases/${item.caseID}`, { headers });
    const caseData = ((await detail.json()) as { data: CaseItem & { slides: Slides } }).data;
    const imageId = caseData.slides[0]?.subsections[0]?.images[0]?.fileContent;
    if (!imageId) continue;
    const notes = await request.get(`${mockUrl}/api/cases/${item.caseID}/images/${imageId}/annotations`, {
      headers,
    });
    const patches = ((await notes.json()) as { data: { patches: Array<{ note: string; isPoint: boolean }> } })
      .data.patches;
    if (patches.length > 0) return { caseData, patches };
  }
  throw new Error('The seed has no signed-out case of the demo provider with patches');
}

type Slides = Array<{ subsections: Array<{ images: Array<{ fileContent: string }> }> }>;

test.describe('final report', () => {
  test('facility and signer read the report and its PDF; the signer adds an addendum; versions stay readable', async ({
    page,
    request,
    mockUrl,
    loginAs,
  }) => {
    test.slow(); // two roles, a PDF and an addendum
    const item = await facilitySignedOutCase(request, mockUrl);
    const diagnosis = item.finalReport!.primaryDiagnosis;
    // The seed's provisional provider: no salutation or licensed states in their profile, specialty Pathology.
    expect(item.finalReport!.signerCredentials).toEqual({
      salutation: null,
      specialty: 'Pathology',
      licensedStates: [],
    });
    const signer = { name: item.finalReport!.signedOutBy.name, credentials: 'Pathology' };
    const reportUrl = `/final-report/${item.caseID}`;

    await loginAs('facility');
    await page.goto(reportUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: `Final report: case ${item.caseRecordId}` }),
    ).toBeVisible();
    await expect(page.getByTestId('final-report')).toContainText(diagnosis);
    // The diagnosis is the first card.
    await expect(page.getByTestId('final-report').getByRole('heading', { level: 2 }).first()).toHaveText(
      'Diagnosis',
    );
    await expect(page.getByTestId('amended-flag')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add addendum' })).toHaveCount(0);
    await expectSignOutCard(page, signer);
    // Printed, the page is the report alone: no header, side menu, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByTestId('final-report')).toContainText(diagnosis);
    await page.emulateMedia({ media: 'screen' });

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${item.caseRecordId}-report-v1.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(item.caseRecordId);
    await expectReportPdf(pdf, item, signer);

    await page.context().clearCookies();
    await loginAs('provisionalProvider');
    await page.goto(reportUrl);
    await expect(page.getByTestId('final-report')).toContainText(diagnosis);
    await page.getByRole('button', { name: 'Add addendum' }).click();
    const form = page.getByTestId('addendum-form');
    await form.getByRole('button', { name: 'Add addendum' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(2);
    await form.getByLabel('Reason').fill('Immunohistochemistry results');
    // Cancel with something written asks first; Escape keeps what was written (decision 069).
    await form.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard this addendum?' });
    await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(form.getByLabel('Reason')).toHaveValue('Immunohistochemistry results');
    await form.getByLabel('Addendum').fill('ER positive (95%), PR positive (60%), HER2 negative (1+).');
    await form.getByRole('button', { name: 'Add addendum' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Add addendum as version 2?' });
    await expect(confirm).toContainText('cannot be changed or removed');
    await confirm.getByRole('button', { name: 'Add addendum' }).click();

    await expect(page.locator('[data-flash="success"]')).toHaveText(
      'Addendum added. The report is now version 2.',
    );
    await expect(page.getByTestId('amended-flag')).toHaveText('Amended');
    await expect(page.getByText('Version 2 of 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Addendum, version 2' })).toBeVisible();
    await expect(page.getByText('HER2 negative (1+)')).toBeVisible();
    await expect(page.getByText(`Added by ${signer.name} (Pathology), `)).toBeVisible();

    await page.getByRole('link', { name: 'Version 1 (original)' }).click();
    await expect(page).toHaveURL(`${reportUrl}?version=1`);
    await expect(page.getByText('Version 1 of 2', { exact: true })).toBeVisible();
    await expect(page.getByTestId('amended-flag')).toHaveCount(0);
    await expect(page.getByText('HER2 negative (1+)')).toHaveCount(0);
    await expect(page.getByTestId('final-report')).toContainText(diagnosis);

    const pdf2 = await page.request.get(`${reportUrl}/pdf?version=2`);
    expect(pdf2.headers()['content-type']).toBe('application/pdf');
    expect(pdf2.headers()['content-disposition']).toBe(
      `attachment; filename="${item.caseRecordId}-report-v2.pdf"`,
    );
  });

  test('the report shows the patches marked in the viewer as snapshots with notes and scale bars', async ({
    page,
    request,
    mockUrl,
    loginAs,
  }) => {
    const { caseData, patches } = await annotatedSignedOutCase(request, mockUrl);
    // The demo provider's profile: salutation Dr., specialty Pathology, licensed in every state of the seeded
    // facilities but Illinois (docs/assignment.md, "The seed").
    const states = ['AZ', 'CA', 'CO', 'KS', 'MA', 'NC', 'NY', 'OR', 'TX', 'WA'];
    expect(caseData.finalReport!.signerCredentials).toEqual({
      salutation: 'Dr.',
      specialty: 'Pathology',
      licensedStates: states,
    });
    await loginAs('provider');
    await page.goto(`/final-report/${caseData.caseID}`);
    const credentials = `Pathology · Licensed in ${states.join(', ')}`;
    const signer = { name: 'Dr. Maya Okafor', credentials };
    await expectSignOutCard(page, signer);
    const snapshots = page.getByTestId('patch-snapshot');
    await expect(snapshots).toHaveCount(patches.length);
    await expect(snapshots.first()).toContainText(patches[0]!.note);
    await expect(snapshots.first().getByTestId('scale-bar')).toContainText('μm');
    await expect(page.getByTestId('point-marker')).toHaveCount(patches.filter((p) => p.isPoint).length);
    const image = snapshots.first().getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const pdf = await page.request.get(`/final-report/${caseData.caseID}/pdf`);
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const letterhead = (await readPdf(bytes)).pages[0]!.map((line) => line.text);
    const signedOut = letterhead.findIndex((line) => line.startsWith('Signed out by Dr. Maya Okafor, '));
    expect(signedOut).toBeGreaterThan(0);
    expect(letterhead[signedOut + 1]).toBe(credentials);
    if (process.env.REPORT_SCREENSHOT)
      await page.screenshot({ path: process.env.REPORT_SCREENSHOT, fullPage: true });

    // An admin's frame shows the page's heading: it names the case too.
    await loginAs('admin');
    await page.goto(`/final-report/${caseData.caseID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Final report: case ${caseData.caseRecordId}`,
    );
  });

  test('a report of several pages names the patient and the case on every page of its PDF', async ({
    page,
    request,
    mockUrl,
    loginAs,
  }) => {
    const item = await facilitySignedOutCase(request, mockUrl);
    const signer = { Authorization: `Bearer ${await apiToken(request, 'provisionalProvider')}` };
    const paragraph = 'Sections show a poorly differentiated carcinoma with necrosis and brisk mitoses. ';
    const added = await request.post(`${mockUrl}/api/cases/${item.caseID}/report/addenda`, {
      headers: signer,
      data: { reason: 'Levels and deeper sections', text: `${paragraph.repeat(30)}\n`.repeat(6) },
    });
    expect(added.status()).toBe(200);

    await loginAs('facility');
    await page.goto(`/final-report/${item.caseID}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const read = await readPdf(await readFile((await (await downloading).path())!));
    expect(read.pages.length).toBeGreaterThan(1);
    const patient = `Patient: ${item.patientInfo.firstName} ${item.patientInfo.lastName}`;
    read.pages.forEach((lines, index) => {
      const furniture = lines.filter((line) => line.tag === 'Artifact').map((line) => line.text);
      expect(furniture.some((line) => line.startsWith(patient))).toBe(true);
      expect(furniture).toContain(`Case ${item.caseRecordId}`);
      expect(furniture).toContain(`Page ${index + 1} of ${read.pages.length}`);
    });
    expect(read.catalog.parentTreeMatches).toBe(true);
  });
});
