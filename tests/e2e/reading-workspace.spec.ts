/**
 * The reading workspace (issue 11, decision 032): a provider picks up a case, writes the report beside the
 * clinical information, the draft is saved while typing and survives a reload, Sign out after a confirm makes the
 * report final; the case is then in Completed Cases and the facility sees it signed out.
 */
import { expect, test } from './fixtures';
import { apiToken } from './viewer-cases';

interface CaseItem {
  caseID: string;
  caseRecordId: string;
}

const DIAGNOSIS = 'Left breast, core biopsy: invasive ductal carcinoma, Nottingham grade 2 of 3.';
const GROSS = 'Received in formalin, three tan cores of tissue, entirely submitted.';
const MICRO = 'Infiltrating nests and cords of atypical ductal cells in a desmoplastic stroma.';

test.describe('reading workspace (spec 2.5, issue 11)', () => {
  test('a provider drafts the report, reloads, signs out; Completed Cases and the facility see it', async ({
    page,
    browser,
    baseURL,
    loginAs,
    mockUrl,
  }) => {
    // One of the demo facility's available cases.
    const headers = { Authorization: `Bearer ${await apiToken(page.request, 'facility')}` };
    const list = await page.request.get(`${mockUrl}/api/cases?createdByMyFacility=true&status=Available`, {
      headers,
    });
    const item = ((await list.json()) as { data: { items: CaseItem[] } }).data.items[0]!;
    const recordId = item.caseRecordId;
    const workspace = `/pathologist/pd-case-view/${item.caseID}`;

    await loginAs('provider');
    // The cases awaiting a diagnosis are My Cases.
    await page.goto('/pathologist');
    await expect(page).toHaveURL('/selectedCases');
    await page.goto(`/availableCases?search=${recordId}`);
    await page.getByRole('button', { name: `Pick up case ${recordId}` }).click();
    await expect(page.getByText(`Case ${recordId} picked up. It is now in My Cases.`)).toBeVisible();
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
    await expect(status).toHaveText(/^Draft saved at \d{1,2}:\d{2} [AP]M$/);

    await page.reload();
    await expect(page.getByLabel('Primary diagnosis')).toHaveValue(DIAGNOSIS);
    await expect(page.getByLabel('Gross description')).toHaveValue(GROSS);
    await expect(page.getByLabel('Microscopic description')).toHaveValue(MICRO);
    await expect(page.getByLabel('CPT codes')).toHaveValue('88305, 88342');
    await expect(status).toHaveText(/^Draft saved \d{2}\/\d{2}\/\d{4}/);

    // Sign out asks first and says what happens.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Sign out case ${recordId}?` });
    await expect(dialog).toContainText('a later correction can only be added as an addendum');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`/final-report/${item.caseID}`);

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
    const row = facilityPage.getByRole('table', { name: 'Send-Out Cases' }).getByRole('row', { name: recordId });
    await expect(row).toContainText('Sign-Out Completed');
    await facilityPage.goto(`/case-details/${item.caseID}`);
    await expect(facilityPage.getByRole('region', { name: 'Final report' })).toContainText(DIAGNOSIS);
    await facility.close();
  });
});
