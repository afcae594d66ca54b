/**
 * Live work (docs/live.md), with two browsers at once: one acts, the other sees it without reloading.
 * Lists at rest follow at once and mark what arrived; a searched list offers "N new" instead of moving; a row
 * taken elsewhere says why it can no longer be picked up; another facility hears nothing; the open page of a
 * user an admin deactivates goes to the login (its stream ended). The mock is reset before each test.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, signInAs, expect, hydrated, test } from './fixtures';
import { tokenOf } from './viewer-cases';

interface Summary {
  caseID: string;
  caseRecordId: string;
  pickUp?: { allowed: boolean };
}

async function getAs<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${E2E_MOCK_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as T;
}

/** Another active provider, and a case on the demo provider's first page of Available Cases they may pick up. */
async function rivalAndCase(request: APIRequestContext, shown: string[]) {
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const providers = await getAs<{ items: { email: string }[] }>(
    request,
    admin,
    '/api/users?role=Provider&status=Active&pageSize=20',
  );
  for (const { email } of providers.items.filter((p) => !p.email.endsWith('@demo.test'))) {
    const token = await tokenOf(request, email);
    for (const recordId of shown) {
      const page = await getAs<{ items: Summary[] }>(
        request,
        token,
        `/api/cases?status=Available&search=${encodeURIComponent(recordId)}`,
      );
      const item = page.items.find((c) => c.caseRecordId === recordId && c.pickUp?.allowed);
      if (item) return { email, item };
    }
  }
  throw new Error('no provider may pick up a case on the first page');
}

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  await page.goto(path);
  await hydrated(page);
  return page;
}

const rowOf = (page: Page, recordId: string) => page.getByRole('row').filter({ hasText: recordId });

test('Available Cases follows another provider’s pick-up, offers “N new” when searched, and says why a row is gone', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/availableCases');
  await hydrated(page);
  // Rows the demo provider may pick up too (the worklist opens with urgent cases some of which they may not).
  const shown = await page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Pick up case/ }) })
    .getByRole('rowheader')
    .allInnerTexts();
  const { email, item } = await rivalAndCase(
    request,
    shown.slice(0, 5).map((text) => text.trim().split(/\s/)[0]!),
  );
  const rival = await signedIn(
    browser,
    email,
    `/availableCases?search=${encodeURIComponent(item.caseRecordId)}`,
  );

  await test.step('at rest, the picked-up row leaves without a reload', async () => {
    await expect(rowOf(page, item.caseRecordId)).toHaveCount(1);
    await rival.getByRole('button', { name: `Pick up case ${item.caseRecordId}` }).click();
    await expect(rival.getByText(/picked up/i).first()).toBeVisible();
    await expect(rowOf(page, item.caseRecordId)).toHaveCount(0);
  });

  await test.step('searched, a case back in the pool waits behind “1 new”, then shows marked New', async () => {
    await page.getByRole('searchbox', { name: 'Search Available Cases' }).fill(item.caseRecordId);
    await page.getByRole('searchbox', { name: 'Search Available Cases' }).press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText(/no case matches|No cases match/i)).toBeVisible();
    await rival.getByRole('button', { name: 'Undo' }).click();
    const newer = page.getByRole('button', { name: 'Show 1 new change to this list' });
    await expect(newer).toBeVisible();
    await newer.click();
    await expect(rowOf(page, item.caseRecordId)).toContainText('New');
  });

  await test.step('a row taken while shown says so in place of Pick up', async () => {
    await rival.reload();
    await rival.getByRole('button', { name: `Pick up case ${item.caseRecordId}` }).click();
    await expect(rowOf(page, item.caseRecordId)).toContainText('Another provider picked up this case.');
    await expect(page.getByRole('button', { name: `Pick up case ${item.caseRecordId}` })).toHaveCount(0);
  });
  await rival.context().close();
});

test('another facility hears nothing; a deactivated user’s open page leaves for the login', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  await loginAs('facility');
  await page.goto('/send-out-cases?status=Available');
  await hydrated(page);
  const stranger = await signedIn(
    browser,
    'staff@lakeshore-university-medical-center.demo.test',
    '/send-out-cases',
  );
  const reloads: string[] = [];
  stranger.on('request', (r) => r.url().includes('.data') && reloads.push(r.url()));

  await test.step('the case’s facility sees its case picked up; the other facility reloads nothing', async () => {
    const recordId = (await page.getByRole('rowheader').first().innerText()).trim().split(/\s/)[0]!;
    const { email, item } = await rivalAndCase(request, [recordId]);
    const token = await tokenOf(request, email);
    const pickUp = await request.post(`${E2E_MOCK_URL}/api/cases/${item.caseID}/pick-up`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pickUp.ok()).toBe(true);
    // Filtered by status Available: the change waits behind "1 new".
    await page.getByRole('button', { name: 'Show 1 new change to this list' }).click();
    await expect(rowOf(page, recordId)).toHaveCount(0);
    expect(reloads).toEqual([]);
    await expect(stranger.getByRole('button', { name: /new change/ })).toHaveCount(0);
  });

  await test.step('deactivated by an admin, the open page ends its session and shows the login', async () => {
    // No click in this browser and no other tab: only the stream's end can take the page to the login.
    const admin = await tokenOf(request, ACCOUNTS.admin);
    const users = await getAs<{ items: { id: string; email: string }[] }>(
      request,
      admin,
      `/api/users?search=${encodeURIComponent(ACCOUNTS.facility)}`,
    );
    const user = users.items.find((u) => u.email === ACCOUNTS.facility)!;
    const deactivate = await request.post(`${E2E_MOCK_URL}/api/users/${user.id}/status`, {
      headers: { Authorization: `Bearer ${admin}` },
      data: { status: 'Deactivated', reason: 'Left the practice (live e2e).' },
    });
    expect(deactivate.ok(), await deactivate.text()).toBe(true);
    await expect(page).toHaveURL(/\/login/);
  });
  await stranger.context().close();
});

test('the reader’s own change made in a dialog does not come back as “1 new” on a filtered list', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('facility');
  await page.goto('/send-out-cases?status=Draft');
  await hydrated(page);
  // The same facility in another tab, filtered too: its "1 new" says the change's event has been sent out.
  const other = await signedIn(browser, ACCOUNTS.facility, '/send-out-cases?status=Available');
  const recordId = (await page.getByRole('rowheader').first().innerText()).trim().split(/\s/)[0]!;

  await rowOf(page, recordId)
    .getByRole('button', { name: `Send out case ${recordId}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send out' }).click();
  await expect(rowOf(page, recordId)).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Show 1 new change to this list' })).toBeVisible();
  // The event reaches this tab's stream at about the same moment; the list's own reload already shows it.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: /new change/ })).toHaveCount(0);
  await other.context().close();
});
