/**
 * The error catalogue as users meet it (spec 4.1, 8, 9; decision 065): a page whose data fails says the
 * catalogue's sentence on the page and in a toast and recovers with Try again; a refused download says 'Failed
 * to download file: …'; a 401 that ends the session sends this tab and the others to /login, saying why. The
 * rules themselves are unit tests (app/lib/route-error.test.ts, contracts/fetch-failures.test.ts,
 * app/features/auth/session-end.test.ts); these only check that the browser shows them.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { apiToken } from './viewer-cases';

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a page whose data fails, a refused download, then a 401 that ends the session (every tab)', async ({
  page,
  context,
  loginAs,
  qa,
  mockUrl,
  consoleErrors,
}) => {
  await loginAs('facility');
  // The demo facility's first case with a clinical attachment (the seed has several).
  const headers = { Authorization: `Bearer ${await apiToken(page.request, 'facility')}` };
  const list = await page.request.get(`${mockUrl}/api/cases?status=Available&pageSize=100`, { headers });
  let found: { caseId: string; fileName: string } | null = null;
  for (const { caseID } of ((await list.json()) as { data: { items: Array<{ caseID: string }> } }).data
    .items) {
    const files = await page.request.get(`${mockUrl}/api/cases/${caseID}/attachments`, { headers });
    const [first] = ((await files.json()) as { data: Array<{ fileName: string }> }).data;
    if (first) {
      found = { caseId: caseID, fileName: first.fileName };
      break;
    }
  }
  expect(found, 'a seeded case with an attachment').not.toBeNull();
  const { caseId, fileName } = found!;

  // The case's read gets no answer: the page says so, inline and as a toast, with Try again.
  await qa.fault({ method: 'GET', path: '/api/cases/{caseId}', fault: { network: true } });
  await page.goto(`/case-details/${caseId}`);
  const noResponse = 'Error 500: No response from the server. Please try again later.';
  await expect(page.getByRole('main')).toContainText(noResponse);
  await expect(notifications(page)).toContainText(noResponse);
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 502 \(Bad Gateway\)/)]);
  consoleErrors.length = 0;
  await hydrated(page);
  await page.getByRole('link', { name: 'Try again' }).click();
  const download = page.getByRole('link', { name: `Download ${fileName}` }).first();
  await expect(download).toBeVisible();

  // The attachment's bytes are refused: no broken file, the sentence instead.
  await qa.fault({
    method: 'GET',
    path: '/api/cases/{caseId}/attachments/{attachmentId}',
    fault: { status: 403 },
  });
  await download.click();
  await expect(notifications(page)).toContainText('Failed to download file: Forbidden access');

  // A second tab; then the API refuses the token, and this tab's next page meets the 401.
  const other = await context.newPage();
  // Its live stream connected first (docs/live.md): else the stream could be the first to meet the 401.
  const streaming = other.waitForResponse((response) => new URL(response.url()).pathname === '/live');
  await other.goto('/send-out-cases');
  await hydrated(other);
  await streaming;
  await qa.scenario('token-expired');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Send-Out Cases' })
    .click();
  await expect(page).toHaveURL('/login');
  const why = 'Error 401: Unauthorized. Please log in again.';
  await expect(page.locator('[data-flash="error"]')).toHaveText(why);
  await expect(notifications(page)).toContainText(why);
  // The other tab followed the logout marker (spec 4.1) without meeting the 401 itself.
  await expect(other).toHaveURL('/login');
  expect(
    await page.evaluate(() => [localStorage.getItem('tokenExpiry'), localStorage.getItem('logout')]),
  ).toEqual([null, expect.stringMatching(/^\d+$/)]);
  await other.close();
});
