/**
 * Notifications (decision 085), as a provider meets them: the header bell opens the latest notices
 * (keyboard, screen reader names) and marks one read; Notification Settings saves how each kind is told; tasks
 * an admin then gives them arrive in the app only, as chosen, counted live on the bell without a reload, and the
 * bell marks them all read at phone width.
 * One test: the mock is reset before it by the fixtures.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe-scan';
import { E2E_QA_HEADERS } from './servers';
import { tokenOf } from './viewer-cases';

async function mailTo(request: APIRequestContext, email: string) {
  const response = await request.get(`${E2E_MOCK_URL}/__mock/outbox?email=${encodeURIComponent(email)}`, {
    headers: E2E_QA_HEADERS,
  });
  return response.ok() ? ((await response.json()).data as { subject: string }) : null;
}

test('the bell lists and marks notices; the settings choose how each kind is told', async ({
  page,
  request,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/selectedCases');
  const bell = (name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });
  const popover = page.getByRole('dialog', { name: 'Notifications' });

  await test.step('the bell opens from the keyboard, lists the latest notices and marks one read', async () => {
    await bell('Notifications, 1 unread').focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    const overdue = popover.getByRole('listitem').filter({ hasText: 'Case CUG-2026-0004 is overdue' });
    await expect(overdue.getByRole('link', { name: 'Case CUG-2026-0004 is overdue' })).toHaveAttribute(
      'href',
      '/case-details/case-0013',
    );
    await expect(overdue).toContainText('Overdue');
    await expectNoSeriousViolations(page, 'the bell opened');
    await overdue.getByRole('button', { name: 'Mark as read: Case CUG-2026-0004 is overdue' }).click();
    await expect(popover.getByRole('status')).toHaveText('Notification marked as read.');
    await expect(bell('Notifications')).toBeVisible();
    await expect(overdue.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(bell('Notifications')).toBeFocused();
  });

  await test.step('Notification Settings saves how each kind is told', async () => {
    await bell('Notifications').click();
    await popover.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
    const tasks = page.getByRole('radiogroup', { name: 'A task is assigned to me' });
    await expect(tasks.getByRole('radio', { name: 'In the app and by e-mail' })).toBeChecked();
    await tasks.getByRole('radio', { name: 'In the app only' }).check();
    await page
      .getByRole('radiogroup', { name: 'A case I may pick up is sent out' })
      .getByRole('radio', { name: 'Off' })
      .check();
    await expect(page.getByText(/these cannot be turned off: a case of yours at risk/)).toBeVisible();
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByText('Your notification settings were saved.').first()).toBeVisible();
    await page.reload();
    await expect(tasks.getByRole('radio', { name: 'In the app only' })).toBeChecked();
    await expect(
      page
        .getByRole('radiogroup', { name: 'A case I may pick up is sent out' })
        .getByRole('radio', { name: 'Off' }),
    ).toBeChecked();
  });

  await test.step('two tasks arrive live, in the app only; at phone width the bell marks them all read', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    // The page's live stream connected first (docs/live.md: it opens once the page is idle, and a first
    // connection starts from its own time): the tasks are then heard. This page's stream, asked after the
    // navigation began: the page before it may still be connecting its own on a busy machine.
    const navigated = Date.now();
    const streaming = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/live' && response.request().timing().startTime >= navigated,
    );
    await page.goto('/task');
    await expect(bell('Notifications')).toBeVisible();
    await streaming;
    const before = await mailTo(request, ACCOUNTS.provider);
    const admin = await tokenOf(request, ACCOUNTS.admin);
    for (const title of ['Check the block labels', 'Call the facility']) {
      const created = await request.post(`${E2E_MOCK_URL}/api/tasks`, {
        headers: { Authorization: `Bearer ${admin}` },
        data: { type: 1, title, assigneeId: 'usr-provider' },
      });
      expect(created.status()).toBe(201);
    }
    expect((await mailTo(request, ACCOUNTS.provider))?.subject).toBe(before?.subject);

    // No reload: the stream brings the count (docs/live.md).
    await bell('Notifications, 2 unread').click();
    await expect(popover.getByRole('listitem').filter({ hasText: '“Call the facility”' })).toBeVisible();
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await popover.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(popover.getByRole('status')).toHaveText('2 notifications marked as read.');
    await expect(bell('Notifications')).toBeVisible();
    await popover.getByRole('link', { name: /^See all notifications/ }).click();
    await expect(page.getByText('You have no unread notifications.')).toBeVisible();
  });
});
