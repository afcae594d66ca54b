/**
 * The provider's QA and onboarding tasks through the UI (decision 030): a QA task found with My Tasks'
 * type filter, the signed-out case read-only, graded with a comment (Completed, the grade shown, counted on the
 * admin dashboard); the new provider's onboarding checklist, each document uploaded on the file slot and marked
 * done (status New → In Progress, the last item submits the task), then an admin downloads a document and
 * approves it (decision 041): the provider is Provisionally Active and has the reduced menu at their next login.
 */
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test, type AccountName } from './fixtures';
import { makePdf } from './sample-files';

async function tokenOf(request: APIRequestContext, mockUrl: string, account: AccountName) {
  const response = await request.post(`${mockUrl}/api/users/login`, {
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function qaResults(request: APIRequestContext, mockUrl: string) {
  const response = await request.get(`${mockUrl}/api/admin/dashboard`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, mockUrl, 'admin')}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { qaResults: Record<string, number> } }).data.qaResults;
}

test('a provider grades a QA task: the signed-out case read-only, a discrepancy with its comment', async ({
  page,
  loginAs,
  mock,
  mockUrl,
}) => {
  void mock; // a fresh seed: the demo QA task is open
  test.slow();
  const before = await qaResults(page.request, mockUrl);
  await loginAs('provider');

  // My Tasks, filtered to QA: the task's title opens the QA page.
  await page.goto('/task');
  await page.getByLabel('Type').selectOption({ label: 'QA' });
  await expect(page).toHaveURL('/task?type=2');
  const table = page.getByRole('table', { name: 'My Tasks' });
  const link = table.getByRole('link', { name: /^QA review of / }).first();
  await page.getByRole('searchbox', { name: 'Search My Tasks' }).fill('TSK-000073');
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL('/pathologist/qa-task?taskId=task-0073');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The case, read-only: its report and slides, with the viewer one click away.
  const record = title.replace('QA review of ', '');
  const underReview = page.getByRole('region', { name: 'Case under review' });
  await expect(underReview.getByText(record, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Final report' }).getByText('Primary diagnosis'),
  ).toBeVisible();
  const viewer = page.getByRole('link', { name: `Open viewer for case ${record}` });
  await expect(viewer).toHaveAttribute('href', /^\/viewer\?caseId=/);
  // The viewer opens for the reviewer (the case is not theirs: the QA task lets them read it).
  const opened = await page.request.get((await viewer.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain(record); // the case's data, not the viewer's error panel

  // A discrepancy needs its comment; then the grade completes the task.
  const grade = page.getByRole('region', { name: 'Grade' });
  await grade.getByLabel('Major discrepancy').check();
  await grade.getByRole('button', { name: 'Submit grade' }).click();
  await expect(grade.getByText('Explain the discrepancy in a comment.')).toBeVisible();
  const comment = 'Lymphovascular invasion on slide A2; the report says <none>.';
  await grade.getByLabel('Comment').fill(comment);
  await grade.getByRole('button', { name: 'Submit grade' }).click();
  await expect(page.getByText('QA review submitted.')).toBeVisible();
  await expect(page.locator('[data-slot="action-bar"] [data-slot="status-badge"]')).toHaveText('Completed');
  const result = page.getByRole('region', { name: 'QA result' });
  await expect(result.getByText('Major discrepancy')).toBeVisible();
  await expect(result.getByText(comment)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grade' })).toHaveCount(0);

  expect(await qaResults(page.request, mockUrl)).toEqual({
    ...before,
    MajorDiscrepancy: before.MajorDiscrepancy! + 1,
  });
});

test('a new provider uploads the onboarding documents: In Progress, submitted; an admin approves, the menu follows', async ({
  page,
  loginAs,
  mock,
}) => {
  void mock; // a fresh seed: the new provider is New, their checklist empty
  test.slow();
  await loginAs('newProvider');
  // Without a task id the page opens the provider's open onboarding task.
  await page.goto('/pathologist/onboarding-task');
  await expect(page).toHaveURL('/pathologist/onboarding-task?taskId=task-0074');
  const summary = page.getByRole('region', { name: 'Onboarding' });
  await expect(summary.getByText('New', { exact: true })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Checklist' });
  // The items only (their forms' error lists are lists too).
  const items = checklist.locator('ol > li');
  await expect(items).toHaveCount(6);
  const labels = (await items.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());

  // Done needs the document first.
  const first = items.nth(0);
  await first.getByRole('button', { name: `Mark '${labels[0]}' done` }).click();
  await expect(first.getByText('Upload the document before marking this item done.')).toBeVisible();

  for (const [i, label] of labels.entries()) {
    const item = items.nth(i);
    const file = { name: `${label}.pdf`, mimeType: 'application/pdf', buffer: makePdf(`Document ${i + 1}`) };
    await item.getByLabel(`Document: ${label}`, { exact: true }).setInputFiles(file);
    await expect(item.getByRole('button', { name: `Remove ${file.name}` })).toBeVisible();
    await expect(item.getByText('Wait until the file has uploaded, or cancel the upload.')).toHaveCount(0);
    await item.getByRole('button', { name: `Mark '${label}' done` }).click();
    if (i === 0) {
      await expect(page.getByText('Checklist saved.')).toBeVisible();
      await expect(summary.getByText('In Progress', { exact: true })).toBeVisible();
    }
    await expect(item.getByText('Done', { exact: true })).toBeVisible();
    await expect(item.getByText('Wait until the file has uploaded, or cancel the upload.')).toHaveCount(0);
  }
  await expect(page.getByText('Your onboarding checklist was submitted for approval.')).toBeVisible();
  await expect(
    summary.getByText('Submitted for approval. An admin reviews your documents and activates your account.'),
  ).toBeVisible();
  await expect(checklist.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'of 6 done' })).toHaveText('6 of 6 done');

  // The admin's page of the same task is read-only; each document downloads.
  await loginAs('admin');
  await page.goto('/pathologist/onboarding-task?taskId=task-0074');
  await expect(page).toHaveURL('/onboarding-task?taskId=task-0074');
  const document = page.getByRole('link', {
    name: new RegExp(`^${labels[0]!.replace(/[()]/g, '\\$&')}\\.pdf`),
  });
  await expect(document).toBeVisible();
  const download = await page.request.get((await document.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The admin approves (decision 041): the confirm asks for the provider's status afterwards.
  const adminSummary = page.getByRole('region', { name: 'Onboarding' });
  await expect(adminSummary.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Checklist' }).getByRole('button', { name: /^Send back / }),
  ).toHaveCount(6);
  await page.getByRole('group', { name: 'Task status' }).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('radio', { name: 'Provisionally Active' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('[data-flash="success"]')).toHaveText(
    'Onboarding approved: Nadia Haddad is now Provisionally Active.',
  );
  await expect(adminSummary.getByText('Provisionally Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Checklist' }).getByRole('button')).toHaveCount(0);

  // The provider's next login: the reduced menu of a provisionally active provider, landing on My Cases.
  await page.context().clearCookies();
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.newProvider, DEMO_PASSWORD);
  await expect(page).toHaveURL('/selectedCases');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'My Cases',
    'My Tasks',
  ]);
});
