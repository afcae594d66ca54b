/**
 * Upload Specimen Form (decision 040), as an admin through the UI: the template downloads and opens
 * with the expected headers; a spreadsheet made here with one bad cell is uploaded, that cell is marked with
 * its message, fixed, a row dropped, the rows survive a reload, and the cases are created behind a confirm,
 * listed with links, and found in the admin Cases list.
 */
import { expectNoSeriousViolations } from './axe-scan';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';

const HEADERS = [
  'Case reference',
  'Case type',
  'Priority',
  'Patient first name',
  'Patient last name',
  'Date of birth',
  'Gender',
  'Race',
  'MRN',
  'Billing component',
  'Slide delivery',
  'Insurance payer',
  'Clinical information',
  'Specimen ID',
  'Specimen type',
  'Body site',
  'Subsite',
  'Collection date',
  'Collection time',
  'Slide type',
  'Stain',
  'Slide count',
];

async function spreadsheet(lastName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Specimens');
  sheet.addRow(HEADERS);
  const row = (reference: string, first: string, birth: string, specimen: string) => [
    reference,
    'Surgical Pathology',
    'Rush',
    first,
    lastName,
    birth,
    'Female',
    '',
    'MRN-77',
    'Global/Whole Case (PC+TC)',
    'Mail the Slides',
    'Aetna',
    'Palpable mass.',
    specimen,
    'Biopsy',
    'Breast',
    '',
    '10/01/2026',
    '09:15',
    'H&E',
    'H&E',
    1,
  ];
  sheet.addRow(row('CASE-A', 'Ada', '12/10/1961', 'A1'));
  sheet.addRow(row('CASE-A', 'Ada', '12/10/1961', 'A2'));
  sheet.addRow(row('CASE-B', 'Grace', '02/30/1990', 'B1'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an admin downloads the template, uploads specimens, fixes the marked cell and creates the cases', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await loginAs('admin');
  await page.goto('/upload-specimen-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Specimen Form');

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the template (XLSX)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('specimen-upload-template.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await template.path())!);
  const sheet = book.getWorksheet('Specimens')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
  expect(sheet.actualRowCount).toBe(2);

  const lastName = `Importe${Date.now().toString(36)}`;
  await page.getByLabel('Spreadsheet').setInputFiles({
    name: 'specimens.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await spreadsheet(lastName),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByText('specimens.xlsx: 3 rows, 2 cases. 1 cell needs attention')).toBeVisible();

  const birth = page.getByRole('textbox', { name: 'Date of birth, row 4' });
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(birth).toHaveAccessibleDescription('Enter a real date as MM/DD/YYYY.');
  await expect(page.getByRole('button', { name: 'Create 2 cases' })).toBeDisabled();

  // The rows with a marked cell pass axe on a desktop and a phone; at 390 px only the table scrolls sideways.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSeriousViolations(page, `the marked rows at ${width} px`);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await expect(birth).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  await birth.fill('02/28/1990');
  await expect(birth).not.toHaveAttribute('aria-invalid', 'true');
  // Drop acts at once and offers Undo, which puts the row back where it stood (decision 069).
  await page.getByRole('button', { name: 'Drop row 3' }).click();
  await expect(page.getByText('specimens.xlsx: 2 rows, 2 cases. Every row passes the checks.')).toBeVisible();
  const dropped = page.getByRole('listitem').filter({ hasText: 'Row 3 dropped.' });
  await dropped.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('textbox', { name: 'Specimen ID, row 3' })).toBeVisible();
  await expect(page.getByText('specimens.xlsx: 2 rows, 2 cases.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Drop row 3' }).click();
  await expect(page.getByText('specimens.xlsx: 2 rows, 2 cases. Every row passes the checks.')).toBeVisible();

  // Nothing is lost on reload: the rows come back from this tab's storage, the fix and the drop included.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Date of birth, row 4' })).toHaveValue('02/28/1990');
  await expect(page.getByRole('textbox', { name: 'Specimen ID, row 3' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Re-check rows' }).click();
  await expect(page.getByText('2 rows, 2 cases. Every row passes the checks.')).toBeVisible();
  await page.getByLabel('Facility the cases are for').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create 2 cases' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Create 2 cases?' });
  await dialog.getByRole('button', { name: 'Create 2 cases' }).click();

  await expect(page.getByRole('heading', { name: '2 cases created' })).toBeVisible();
  const created = page.getByRole('list', { name: 'Created cases' }).getByRole('listitem');
  await expect(created).toHaveCount(2);
  await expect(created.first()).toContainText(`${lastName}, Ada · 1 specimen`);
  const recordId = (await created.first().getByRole('link').textContent())!;

  await created.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/case\/case-[0-9a-f]+$/);
  // The spreadsheet's Priority column made it a Rush case; a draft has no due time yet.
  await expect(page.getByText('Rush', { exact: true })).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByText('Not sent out', { exact: true })).toBeVisible();
  await page.goto(`/case?search=${lastName}`);
  const table = page.getByRole('table', { name: 'Cases' });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: recordId })).toContainText('Draft');
});
