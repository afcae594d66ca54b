/**
 * The audit trail through the browser (decision 082): a provider opens a case in the viewer (twice:
 * the slide is recorded once per session); an admin then finds those records on /admin/audit filtered by the
 * case, the action and the outcome, sees them on the case page's Access history, and exports the filter as a CSV that opens
 * with the same rows.
 */
import { readFile } from 'node:fs/promises';
import { expect, hydrated, test } from './fixtures';
import { apiToken, findCase, isViewerTour } from './viewer-cases';
import { slideShown } from './viewer-page';
import { parseCsv } from './csv-read';

test('a provider’s reads reach the admin’s Audit Trail, the case’s Access history and the export', async ({
  page,
  loginAs,
}) => {
  const found = await findCase(
    page.request,
    await apiToken(page.request),
    'assignedToMe=true&status=Assigned',
    isViewerTour,
  );
  const { caseID, caseRecordId } = found.caseData;
  const slide = found.images[0]!.fileContent!;
  const rows = page.locator('tbody tr');

  await test.step('the provider opens the case in the viewer, then again', async () => {
    await loginAs('provider');
    await page.goto(`/viewer?caseId=${caseID}`);
    await slideShown(page, { anyAlert: true });
    await page.reload();
    await slideShown(page, { anyAlert: true });
    // Left before the login below changes the browser's session: the viewer, still hydrating, would otherwise ask
    // for its slide links with the admin's cookie, and the trail would rightly show the admin opening the slide.
    await page.goto('about:blank');
  });

  await test.step('the admin filters the Audit Trail by the case, then by the action and the outcome', async () => {
    await loginAs('admin');
    await page.goto('/admin/audit');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Trail');
    await page.getByLabel('Case', { exact: true }).fill(caseRecordId!);
    await expect(page).toHaveURL(new RegExp(`caseId=${caseRecordId}`));
    // Three reads of the case (the test's own look-up through the API, then the viewer's twice through the app)
    // and one slide opened: the reload's opening is the same session's.
    await expect(rows).toHaveCount(4);
    const opened = rows.filter({ hasText: 'Slide opened' });
    await expect(opened).toHaveCount(1);
    await expect(opened).toContainText(`Slide ${slide}`);
    await expect(opened).toContainText('(provider@demo.test)');
    await expect(opened).toContainText('Succeeded');
    await expect(opened.getByRole('cell', { name: /^(127\.0\.0\.1|::1)$/ })).toHaveCount(1);
    await expect(opened.getByRole('link', { name: caseRecordId! })).toHaveAttribute(
      'href',
      `/case/${caseID}`,
    );
    await expect(rows.filter({ hasText: /Case (and report )?viewed/ })).toHaveCount(3);
    // The product's one way to write a time, in the reader's zone with the zone named.
    await expect(rows.first().locator('time')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) [A-Z][\w+:-]*$/,
    );

    await page.getByLabel('Action').selectOption({ label: 'Slide opened' });
    await expect(page).toHaveURL(/action=SlideOpened/);
    await expect(rows).toHaveCount(1);
    // Nobody was refused this slide; the opening itself succeeded.
    await page.getByLabel('Outcome').selectOption({ label: 'Denied' });
    await expect(page).toHaveURL(/outcome=Denied/);
    await expect(page.getByText('No records match these filters.')).toBeVisible();
    await page.getByLabel('Outcome').selectOption({ label: 'Succeeded' });
    await expect(page).toHaveURL(/outcome=Succeeded/);
    await expect(rows.filter({ hasText: 'Slide opened' })).toHaveCount(1);
  });

  await test.step('the export of the filter downloads and opens with the same row', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(header).toEqual([
      'When',
      'User',
      'Role',
      'Action',
      'Target',
      'Case',
      'Outcome',
      'Client address',
      'Detail',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      1: expect.stringContaining('(provider@demo.test)'),
      2: 'Provider',
      3: 'Slide opened',
      4: `Slide ${slide}`,
      5: caseRecordId,
      6: 'Succeeded',
    });
    expect(lines[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  await test.step('the case page shows its Access history, the admin’s own visit first', async () => {
    await page.goto(`/case/${caseID}`);
    const history = page.getByRole('region', { name: 'Access history' });
    const entries = history.getByRole('listitem');
    await expect(entries.first()).toContainText('Alex Morgan (admin@demo.test)');
    await expect(entries.filter({ hasText: 'Slide opened' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'provider@demo.test' })).toHaveCount(4);
    await history.getByRole('link', { name: 'Open in the Audit Trail' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/audit\\?caseId=${caseID}$`));
    await expect(rows).toHaveCount(5);
  });
});
