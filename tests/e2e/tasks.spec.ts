/**
 * Tasks, through the UI: a facility user filters the facility's Tasks, opens an open task,
 * starts it, comments, ticks its checklist and completes it (confirmed); the provider's My Tasks shows their
 * own tasks, and a provider sent to the facility's page lands on theirs.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import type { components } from '../../contracts';
import { expect, test, type AccountName } from './fixtures';
import { apiToken } from './viewer-cases';
import { columnCells } from './list-columns';

type Task = components['schemas']['Task'];

/** Every task `account` sees, through the API. */
async function tasksOf(request: APIRequestContext, account: AccountName): Promise<Task[]> {
  const token = await apiToken(request, account);
  const response = await request.get(`${E2E_MOCK_URL}/api/tasks?pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: Task[] } }).data.items;
}

test('a facility user works a task from the list to Completed; a provider sees their own tasks', async ({
  page,
  loginAs,
}) => {
  // Two roles and a dozen round trips in one flow (instead of several tests that would each log in again).
  test.slow();
  const ours = await tasksOf(page.request, 'facility');
  const target = ours.find(
    (t) => t.type === 1 && t.status === 'Open' && t.ownerGroup !== 'Operator' && t.checklist.length > 1,
  )!;
  expect(target, 'an open general task of the demo facility with a checklist').toBeTruthy();

  await loginAs('facility');
  await page.goto('/tasks-list');
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();

  // Filter: open tasks (the type filter is covered by the loader's tests), then the one task by its number.
  await page.getByLabel('Status').selectOption({ label: 'Open' });
  await expect(page).toHaveURL('/tasks-list?status=Open');
  const statuses = await columnCells(table, 'Status');
  await expect(statuses).toHaveCount(Math.min(20, ours.filter((t) => t.status === 'Open').length));
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Open']));
  await page.getByRole('searchbox', { name: 'Search Tasks' }).fill(target.taskNumber);
  await expect(page).toHaveURL(`/tasks-list?search=${target.taskNumber}&status=Open`);
  await expect(table.getByRole('rowheader')).toHaveText([target.title]);

  await table.getByRole('link', { name: target.title }).click();
  await expect(page).toHaveURL(`/facility/tasks-detail/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  const status = page.locator('[data-slot="action-bar"] [data-slot="status-badge"]');
  await expect(status).toHaveText('Open');

  // Start.
  await page.getByRole('button', { name: 'Start task' }).click();
  await expect(page.getByText('Task started.')).toBeVisible();
  await expect(status).toHaveText('In Progress');
  await expect(page.getByRole('button', { name: 'Start task' })).toHaveCount(0);

  // Comment: the text is shown as written, markup included.
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByLabel('Add a comment').fill('Requisition <b>signed</b>; sending it today.');
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment added.')).toBeVisible();
  await expect(comments.getByRole('listitem').last()).toContainText(
    'Requisition <b>signed</b>; sending it today.',
  );
  await expect(comments.getByLabel('Add a comment')).toHaveValue('');

  // Tick the checklist: each tick is saved.
  const checklist = page.getByRole('region', { name: 'Checklist' });
  for (const item of target.checklist) await checklist.getByLabel(item.label).check();
  const total = target.checklist.length;
  await expect(checklist.getByText(`${total} of ${total} done`)).toBeVisible();
  await expect(checklist.getByRole('status')).toHaveText('Checklist saved.');

  // Complete, after confirming, with a resolution.
  await page.getByRole('button', { name: 'Complete task' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Complete task ${target.taskNumber}?` });
  await dialog.getByLabel('Resolution (optional)').fill('Signed form sent to the lab.');
  await dialog.getByRole('button', { name: 'Complete task' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Task completed.')).toBeVisible();
  await expect(status).toHaveText('Completed');
  const details = page.getByRole('region', { name: 'Task' });
  await expect(details.getByText('Signed form sent to the lab.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete task' })).toHaveCount(0);
  await expect(comments.getByLabel('Add a comment')).toHaveCount(0);
  await expect(checklist.getByRole('checkbox')).toHaveCount(0);

  // The provider's My Tasks: their own tasks only; the facility's page sends them there.
  const theirs = await tasksOf(page.request, 'provider');
  await loginAs('provider');
  await page.goto('/tasks-list');
  await expect(page).toHaveURL('/task');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Tasks');
  const mine = page.getByRole('table', { name: 'My Tasks' });
  const newest = [...theirs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  await expect(mine.getByRole('rowheader')).toHaveText(newest.slice(0, 20).map((t) => t.title));
  await expect(mine.getByRole('cell', { name: target.taskNumber })).toHaveCount(0);
});
