/**
 * The facility's case pages through the UI: Send-Out Cases with its filter and search, sending out
 * and cancelling drafts after a confirm, a case's page with its patient, specimens, history and attachments
 * (download and preview), the review before send-out, and a provider refused another facility's draft.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken } from './viewer-cases';
import { columnCells } from './list-columns';

interface CaseItem {
  caseID: string;
  caseRecordId: string;
  status: string;
  patient: { lastName: string };
}
interface Attachment {
  id: string;
  fileName: string;
}

/** The demo facility's newest case in `status` that holds an attachment (the seed promises one). */
async function caseWithAttachment(
  request: APIRequestContext,
  mockUrl: string,
  status: 'Draft' | 'Available',
) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'facility')}` };
  const list = await request.get(`${mockUrl}/api/cases?status=${status}&pageSize=100`, { headers });
  for (const item of ((await list.json()) as { data: { items: CaseItem[] } }).data.items) {
    const files = await request.get(`${mockUrl}/api/cases/${item.caseID}/attachments`, { headers });
    const attachments = ((await files.json()) as { data: Attachment[] }).data;
    if (attachments.length > 0) {
      const bytes = await request.get(
        `${mockUrl}/api/cases/${item.caseID}/attachments/${attachments[0]!.id}`,
        { headers },
      );
      return { item, attachment: attachments[0]!, bytes: await bytes.body() };
    }
  }
  throw new Error(`The seed has no ${status} case of the demo facility with an attachment`);
}

const table = (page: Page) => page.getByRole('table', { name: 'Send-Out Cases' });
const flash = (page: Page, kind: 'success' | 'error') => page.locator(`[data-flash="${kind}"]`);

test.describe('facility case pages (spec 2.5, 2.6)', () => {
  test('Send-Out Cases filters, searches, sends out a draft and cancels one, each after a confirm', async ({
    page,
    loginAs,
  }) => {
    await loginAs('facility');
    await page.goto('/send-out-cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Send-Out Cases' })).toBeVisible();
    await expect(table(page).getByRole('rowheader')).toHaveCount(20);

    await page.getByLabel('Status').selectOption('Draft');
    await expect(page).toHaveURL('/send-out-cases?status=Draft');
    const statuses = await columnCells(table(page), 'Status');
    await expect(statuses.first()).toHaveText('Draft');
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Draft']));
    const drafts = await table(page).getByRole('rowheader').allTextContents();
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    const [sent, cancelled] = drafts as [string, string];

    await page.getByRole('searchbox', { name: 'Search Send-Out Cases' }).fill(sent);
    await expect(page).toHaveURL(`/send-out-cases?search=${sent}&status=Draft`);
    await expect(table(page).getByRole('rowheader')).toHaveText([sent]);

    await table(page)
      .getByRole('button', { name: `Send out case ${sent}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: `Send out case ${sent}?` });
    await expect(confirm).toContainText(
      'it becomes Available to pick up, or the assignment rules give it to a provider at once',
    );
    await confirm.getByRole('button', { name: 'Send out' }).click();
    await expect(flash(page, 'success')).toHaveText(
      `Case ${sent} sent out. It is now available to providers.`,
    );
    await expect(table(page).getByText(`No cases match “${sent}”.`)).toBeVisible();

    await page.getByLabel('Status').selectOption('Available');
    await expect(page).toHaveURL(`/send-out-cases?search=${sent}&status=Available`);
    await expect(table(page).getByRole('rowheader')).toHaveText([sent]);

    await page.goto('/send-out-cases?status=Draft');
    await table(page)
      .getByRole('button', { name: `Cancel case ${cancelled}` })
      .click();
    const cancel = page.getByRole('alertdialog', { name: `Cancel case ${cancelled}?` });
    await cancel.getByRole('button', { name: 'Keep case' }).click();
    await expect(cancel).toBeHidden();
    await table(page)
      .getByRole('button', { name: `Cancel case ${cancelled}` })
      .click();
    await cancel.getByRole('button', { name: 'Cancel case' }).click();
    await expect(flash(page, 'success')).toHaveText(`Case ${cancelled} cancelled.`);
    await expect(table(page).getByRole('rowheader', { name: cancelled })).toHaveCount(0);
  });

  test('a case page shows the patient, specimens and history; its attachment downloads and previews', async ({
    page,
    loginAs,
    mockUrl,
  }) => {
    const { item, attachment, bytes } = await caseWithAttachment(page.request, mockUrl, 'Available');
    await loginAs('facility');
    await page.goto(`/send-out-cases?search=${item.caseRecordId}`);
    await table(page)
      .getByRole('link', { name: `View case ${item.caseRecordId}` })
      .click();
    await expect(page).toHaveURL(`/case-details/${item.caseID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Case ${item.caseRecordId}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Send-Out Cases');

    const patient = page.getByRole('region', { name: 'Patient' });
    await expect(patient).toContainText(item.patient.lastName);
    const specimens = page.getByRole('region', { name: 'Specimens and slides' });
    await expect(specimens.getByRole('heading', { level: 3 }).first()).toHaveText(/^Specimen /);
    await expect(
      specimens.getByRole('link', { name: `Open viewer for case ${item.caseRecordId}` }),
    ).toHaveAttribute('href', `/viewer?caseId=${item.caseID}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.locator('li[data-step]')).toHaveText([
      /^Created/,
      /^Sent out\d{2}\/\d{2}\/\d{4}/,
      /^Picked upNot yet/,
      /^Signed outNot yet/,
    ]);
    const actions = page.getByRole('group', { name: 'Case actions' });
    await expect(actions.getByRole('button')).toHaveText(['Cancel case']);

    const downloading = page.waitForEvent('download');
    await page
      .getByRole('link', { name: `Download ${attachment.fileName}` })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(attachment.fileName);
    expect(Buffer.compare(await readFile((await download.path())!), bytes)).toBe(0);

    await page
      .getByRole('button', { name: `Preview ${attachment.fileName}` })
      .first()
      .click();
    const preview = page.getByRole('dialog', { name: attachment.fileName });
    await expect(preview.getByTitle(`Preview of ${attachment.fileName}`)).toHaveAttribute('src', /^blob:/);
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await expect(preview).toBeHidden();
  });

  test('the review sends a draft out and opens its page; a provider cannot open it', async ({
    page,
    loginAs,
    mockUrl,
  }) => {
    const { item } = await caseWithAttachment(page.request, mockUrl, 'Draft');
    await loginAs('facility');
    await page.goto(`/review-project?caseId=${item.caseID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Review case ${item.caseRecordId}`);
    const actions = page.getByRole('group', { name: 'Case actions' });
    await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/upload-project?caseId=${item.caseID}`,
    );
    await actions.getByRole('button', { name: 'Send out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send out' }).click();
    await expect(page).toHaveURL(`/case-details/${item.caseID}`);
    await expect(flash(page, 'success')).toHaveText(
      `Case ${item.caseRecordId} sent out. It is now available to providers.`,
    );
    await expect(
      page.getByRole('region', { name: 'History' }).locator('li[data-step="sent-out"]'),
    ).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    const other = await caseWithAttachment(page.request, mockUrl, 'Draft');
    await loginAs('provider');
    await page.goto(`/case-details/${other.item.caseID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cannot open this case');
    await expect(page.getByText('Error 403')).toBeVisible();
    await page.goto('/send-out-cases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cannot open this page');
    await page.goto('/my-cases');
    await expect(page).toHaveURL('/selectedCases');
  });
});
