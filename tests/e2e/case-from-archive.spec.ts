/**
 * "From the image archive" in case creation (decision 164), through the page: a facility user creates a case and
 * finds, under its block, the archive search; with no archive set, the search answers the API's sentence and the
 * way to Interfaces. The panel in that state is scanned (WCAG 2.2 AA) and fits a 390 px screen. (A search and an
 * attach that reach a running Orthanc are tested below the page, in tests/archive.)
 */
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe-scan';
import { expectFits } from './layout-fit';

const NOT_SET =
  'Your facility has not set its image archive. A facility admin can add its DICOMweb address under Interfaces.';

test('a created case offers its block the archive search, and says when no archive is set', async ({
  page,
  loginAs,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs('facility');
  await page.goto('/upload-project');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Birth date').fill('04/12/1967');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Case type').selectOption('surgical');
  // The form asks for a slide image when slides are uploaded; slides from the archive come after the case is made.
  await page.getByLabel('Slide delivery').selectOption('Mail_the_Slides');
  const specimen = page.getByRole('group', { name: 'Specimen 1' });
  await specimen.getByLabel('Specimen type').fill('Core needle biopsy');
  await specimen.getByLabel('Body site').fill('Breast, left');
  await page.getByRole('button', { name: 'Create case' }).click();
  await expect(page.getByRole('heading', { name: /is saved and all its files are uploaded/ })).toBeVisible({
    timeout: 30_000,
  });

  const block = page.getByRole('region', { name: 'Specimen 1, block 1' });
  await expect(block.getByRole('heading', { name: 'From the image archive' })).toBeVisible();
  await block.getByRole('button', { name: 'Search the archive' }).click();
  await expect(block.getByText('Enter an accession number, a patient ID or a study date.')).toBeVisible();
  await expect(block.getByLabel('Accession number')).toBeFocused();

  await block.getByLabel('Accession number').fill('ACC-77');
  await block.getByRole('button', { name: 'Search the archive' }).click();
  const alert = block.getByRole('alert');
  await expect(alert).toHaveText(`${NOT_SET}Set the image archive on Interfaces`);
  await expectFits(page, 'case creation, archive not set');
  await expectNoSeriousViolations(page, 'case creation, archive not set');
  await alert.getByRole('link', { name: 'Set the image archive on Interfaces' }).click();
  await expect(page).toHaveURL(/\/facility-account\/interfaces$/);
});
