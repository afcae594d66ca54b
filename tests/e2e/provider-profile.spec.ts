/**
 * A provider's own pages (decision 031): About Me edited (spec 5's phone sentence in the browser and from the
 * server, then saved and still shown after a reload); /Dashboard's counts against the lists they count, a
 * facility user's by status, an admin sent to /admin; /account-detail sending each role to its own account
 * page; and every provider route of spec 2.5 and 2.7 doing a job for a provisionally active provider, whose
 * menu keeps My Cases and My Tasks only.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, hydrated, test, type AccountName } from './fixtures';

const PHONE_MESSAGE = 'Invalid phone number format. Must start with + and follow a valid pattern.';

/** A GET of the worker's mock API as `account`, answering the envelope's data. */
async function apiAs(request: APIRequestContext, mockUrl: string, account: AccountName) {
  const login = await request.post(`${mockUrl}/api/users/login`, {
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(`${mockUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), path).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
}

const totalOf = async (get: Awaited<ReturnType<typeof apiAs>>, path: string) =>
  (await get<{ total: number }>(`${path}${path.includes('?') ? '&' : '?'}pageSize=1`)).total;

/** A page of its own, logged in as `account` (another browser context). */
async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  account: AccountName,
  loginAs: (account: AccountName, page?: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(account, page);
  return page;
}

/** Where a GET of `path` redirects (the Location of its 302). */
async function redirectOf(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(302);
  return response.headers()['location'];
}

test('a provider edits About Me: the phone rule’s sentence, then the changes saved and shown after a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/about-me');
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
  await expect(page.getByText('provider@demo.test')).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/about-me\?edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit About Me' })).toBeVisible();

  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('+1 555 01');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/about-me\?edit$/);

  await phone.fill('+1 (555) 010-7788');
  await expect(page.getByText(PHONE_MESSAGE)).toBeHidden();
  await page.getByRole('textbox', { name: 'City' }).fill('Tacoma');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/about-me$/);
  await expect(page.getByText('Your profile was saved.').first()).toBeVisible();
  for (const shown of ['+1 (555) 010-7788', 'Tacoma']) await expect(page.getByText(shown)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
  for (const shown of ['+1 (555) 010-7788', 'Tacoma']) await expect(page.getByText(shown)).toBeVisible();

  // The server decides too: a bad number posted without the browser's check is answered with the sentence.
  const posted = await page.request.post('/about-me?edit', {
    multipart: { phone: '555 0100', firstName: 'Maya', lastName: 'Okafor' },
  });
  expect(posted.status()).toBe(400);
  expect(await posted.text()).toContain(PHONE_MESSAGE);

  await test.step('away dates: a last day before the first is refused, then saved and cleared', async () => {
    await page.goto('/about-me');
    await hydrated(page);
    const away = page.getByRole('form', { name: 'Away dates' });
    // The seed's cap for the demo provider (docs/assignment.md, "The seed").
    await expect(page.getByText('40 of your cap of 60')).toBeVisible();
    await away.getByRole('textbox', { name: 'First day away' }).fill('12/31/2026');
    await away.getByRole('textbox', { name: 'Last day away' }).fill('12/21/2026');
    await away.getByRole('button', { name: 'Save away dates' }).click();
    await expect(away.getByText('The last day away cannot be before the first.')).toBeVisible();
    await away.getByRole('textbox', { name: 'First day away' }).fill('12/14/2026');
    await away.getByRole('button', { name: 'Save away dates' }).click();
    await expect(page.getByText('Your away dates are saved.').first()).toBeVisible();
    await expect(page.getByText('Away from December 14, 2026 to December 21, 2026')).toBeVisible();
    await page.getByRole('button', { name: 'Clear away dates' }).click();
    await expect(page.getByText('Your away dates are cleared.').first()).toBeVisible();
    await expect(page.getByText('Not away')).toBeVisible();
  });
});

test('/Dashboard counts a provider’s lists, a facility user’s cases by status, and sends an admin to /admin', async ({
  page,
  loginAs,
  browser,
  baseURL,
  mockUrl,
}) => {
  await loginAs('provider');
  const provider = await apiAs(page.request, mockUrl, 'provider');
  const expected = {
    available: await totalOf(provider, '/api/cases?status=Available'),
    'my-cases': await totalOf(provider, '/api/cases?status=Assigned&assignedToMe=true'),
    completed: await totalOf(provider, '/api/cases?status=SignOutCompleted&assignedToMe=true'),
    'open-tasks':
      (await totalOf(provider, '/api/tasks?assignedToMe=true&status=Open')) +
      (await totalOf(provider, '/api/tasks?assignedToMe=true&status=InProgress')),
  };
  await page.goto('/Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const [id, count] of Object.entries(expected)) {
    await expect(page.locator(`[data-count="${id}"] [data-count-value]`), id).toHaveText(String(count));
  }
  await expect(page.locator('[data-turnaround]')).toHaveText(
    /^(Median [\d.]+ hours from picking a case up to signing it out, over the \d+ cases? you signed out in the last 30 days\.|You signed out no cases in the last 30 days\.)$/,
  );
  await page.locator('[data-count="completed"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/completedCases$/);

  const facilityPage = await pageAs(browser, baseURL, 'facility', loginAs);
  const facility = await apiAs(page.request, mockUrl, 'facility');
  await facilityPage.goto('/Dashboard');
  for (const status of ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled']) {
    const count = await totalOf(facility, `/api/cases?createdByMyFacility=true&status=${status}`);
    await expect(facilityPage.locator(`[data-count="${status}"] [data-count-value]`), status).toHaveText(
      String(count),
    );
  }
  await facilityPage.locator('[data-count="Draft"]').getByRole('link').click();
  await expect(facilityPage).toHaveURL(/\/send-out-cases\?status=Draft$/);
  await facilityPage.context().close();

  const adminPage = await pageAs(browser, baseURL, 'admin', loginAs);
  expect(await redirectOf(adminPage, '/Dashboard')).toBe('/admin');
  await adminPage.context().close();
});

test('/account-detail opens each role’s own account page; About Me sends a non-provider there too', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  await loginAs('provider');
  expect(await redirectOf(page, '/account-detail')).toBe('/about-me');
  for (const [account, own] of [
    ['facility', '/account-details'],
    ['np', '/account-details'],
    ['admin', '/admin'],
  ] as const) {
    const other = await pageAs(browser, baseURL, account, loginAs);
    expect(await redirectOf(other, '/account-detail'), account).toBe(own);
    expect(await redirectOf(other, '/about-me'), account).toBe(own);
    await other.context().close();
  }
  await page.goto('/account-detail');
  await expect(page).toHaveURL(/\/about-me$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
});

test('a provisionally active provider has My Cases and My Tasks, and every provider route does a job', async ({
  page,
  loginAs,
  mockUrl,
}) => {
  await loginAs('provisionalProvider');
  const api = await apiAs(page.request, mockUrl, 'provisionalProvider');
  const assigned = await api<{ items: Array<{ caseID: string }> }>(
    '/api/cases?status=Assigned&assignedToMe=true&pageSize=1',
  );
  const caseId = assigned.items[0]!.caseID;

  await page.goto('/selectedCases');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['My Cases', 'My Tasks']);

  const visits: Array<[string, RegExp, string]> = [
    ['/selectedCases', /\/selectedCases$/, 'My Cases'],
    ['/task', /\/task$/, 'My Tasks'],
    ['/about-me', /\/about-me$/, 'About Me'],
    ['/Dashboard', /\/Dashboard$/, 'Dashboard'],
    ['/my-cases', /\/selectedCases$/, 'My Cases'],
    ['/project-list', /\/selectedCases$/, 'My Cases'],
    ['/show-cases', /\/selectedCases$/, 'My Cases'],
    ['/review-project', /\/selectedCases$/, 'My Cases'],
    [`/review-project?caseId=${caseId}`, new RegExp(`/case-details/${caseId}$`), ''],
    [`/my-cases/${caseId}`, new RegExp(`/case-details/${caseId}$`), ''],
    ['/account-detail', /\/about-me$/, 'About Me'],
  ];
  for (const [path, landsOn, heading] of visits) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(landsOn);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toHaveCount(1);
    if (heading) await expect(h1, path).toHaveText(heading);
    await expect(page.getByText('Under Construction', { exact: true }), path).toHaveCount(0);
  }
  // Their dashboard counts their two lists only, and matches them.
  await page.goto('/Dashboard');
  await expect(page.locator('[data-count]')).toHaveCount(2);
  await expect(page.locator('[data-count="my-cases"] [data-count-value]')).toHaveText(
    String(await totalOf(api, '/api/cases?status=Assigned&assignedToMe=true')),
  );
});
