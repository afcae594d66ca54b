import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

const FORBIDDEN = 'Error 403: Forbidden. You do not have permission to perform this action.';

/** A session on the mock backend itself, as another tab or another client would have. */
async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${E2E_MOCK_URL}/api/users/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token;
}

const casesTable = (page: Page, title: string) => page.getByRole('table', { name: title });
const recordIds = (table: Locator) => table.getByRole('rowheader').allTextContents();
const byLocale = (ids: string[], order: 'asc' | 'desc') =>
  [...ids].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a)));

/** Opens a row's menu by keyboard (its menu button focused, Enter), as a reader does (decision 151). */
async function openRowMenu(page: Page, recordId: string) {
  const button = page.getByRole('button', { name: `More actions for case ${recordId}` });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `More actions for case ${recordId}` });
  await expect(menu).toBeVisible();
  // A modal menu hides the rest of the page from assistive technology while open, the button too.
  await expect(page.locator(`button[aria-label="More actions for case ${recordId}"]`)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return { button, menu };
}

/** The record id and case id of a row, read from what the row shows (the viewer link in its menu). */
async function caseOfRow(row: Locator) {
  const page = row.page();
  const recordId = (await row.getByRole('rowheader').textContent())!.trim();
  const { button, menu } = await openRowMenu(page, recordId);
  const href = await menu
    .getByRole('menuitem', { name: `Open viewer for case ${recordId}` })
    .getAttribute('href');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  const caseId = new URL(href!, 'http://app.test').searchParams.get('caseId')!;
  return { recordId, caseId };
}

test.describe('provider case lists (spec 2.5, 6)', () => {
  test('a provider finds a case by search, picks it up, and finds it in My Cases with its viewer link', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const available = casesTable(page, 'Available Cases');
    // A row the provider may pick up (the worklist opens with urgent cases some of which they may not).
    const { recordId, caseId } = await caseOfRow(
      available
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: /^Pick up case/ }) })
        .nth(2),
    );

    await page.getByRole('searchbox', { name: 'Search Available Cases' }).fill(recordId);
    await expect(page).toHaveURL(`/availableCases?search=${encodeURIComponent(recordId)}`);
    await expect(available.getByRole('rowheader')).toHaveText([recordId]);

    await available.getByRole('button', { name: `Pick up case ${recordId}` }).click();
    await expect(page.getByText(`Case ${recordId} picked up. It is now in My Cases.`)).toBeVisible();
    await expect(available.getByText(`No cases match “${recordId}”.`)).toBeVisible();
    await expect(available.getByRole('rowheader')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open My Cases' }).click();
    await expect(page).toHaveURL('/selectedCases');
    await page.getByRole('searchbox', { name: 'Search My Cases' }).fill(recordId);
    const mine = casesTable(page, 'My Cases');
    await expect(mine.getByRole('rowheader')).toHaveText([recordId]);
    const { menu } = await openRowMenu(page, recordId);
    await expect(menu.getByRole('menuitem', { name: `Open viewer for case ${recordId}` })).toHaveAttribute(
      'href',
      `/viewer?caseId=${encodeURIComponent(caseId)}`,
    );
    await page.keyboard.press('Escape');
    await expect(mine.getByRole('button', { name: /Pick up/ })).toHaveCount(0);
  });

  for (const [path, title] of [
    ['/selectedCases', 'My Cases'],
    ['/availableCases', 'Available Cases'],
  ] as const) {
    test(`${title}: each row says its priority in words, and rows are one line of buttons high`, async ({
      page,
      loginAs,
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs('provider');
      await page.goto(path);
      const rows = casesTable(page, title).locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      for (const text of await rows.getByTitle('Priority').allTextContents()) {
        expect(['Routine', 'Rush', 'STAT']).toContain(text);
      }
      // The first row's priority is the case's, as the contract says it.
      const { caseId } = await caseOfRow(rows.first());
      const token = await apiToken(request, ACCOUNTS.provider);
      const onServer = await request.get(`${E2E_MOCK_URL}/api/cases/${caseId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await expect(rows.first().getByTitle('Priority')).toHaveText((await onServer.json()).data.priority);
      // One primary action and the menu button side by side: a row is at most 64 px high in the default density.
      const count = Math.min(await rows.count(), 10);
      for (let index = 0; index < count; index += 1) {
        const box = await rows.nth(index).boundingBox();
        expect(box!.height).toBeLessThanOrEqual(64);
      }
    });
  }

  test('Undo on the pick-up’s toast gives the case back to Available Cases (decision 075)', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const available = casesTable(page, 'Available Cases');
    const { recordId, caseId } = await caseOfRow(
      available
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: /^Pick up case/ }) })
        .first(),
    );

    await available.getByRole('button', { name: `Pick up case ${recordId}` }).click();
    await expect(page.getByText(`Case ${recordId} picked up. It is now in My Cases.`)).toBeVisible();
    await expect(available.getByRole('rowheader', { name: recordId })).toHaveCount(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Case ${recordId} returned to Available Cases.`)).toBeVisible();
    await expect(available.getByRole('rowheader', { name: recordId })).toBeVisible();
    const token = await apiToken(request, ACCOUNTS.provider);
    const onServer = await request.get(`${E2E_MOCK_URL}/api/cases/${caseId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await onServer.json()).data).toMatchObject({ status: 'Available', assignedProvider: null });
  });

  test('Return to pool on My Cases asks first, then gives the case back; a saved draft keeps it', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('provider');
    await page.goto('/selectedCases');
    const mine = casesTable(page, 'My Cases');
    const rows = mine.locator('tbody tr');
    const { recordId, caseId } = await caseOfRow(rows.first());
    const second = await caseOfRow(rows.nth(1));

    // Return to pool is in the row's menu (decision 151), and still asks first.
    const { button: menuButton, menu } = await openRowMenu(page, recordId);
    await expect(menu.getByRole('menuitem')).toHaveText(['Return to pool', 'Open viewer']);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Return case ${recordId} to the pool?` });
    await expect(dialog).toContainText('A case with a saved draft report stays with you.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await (
      await openRowMenu(page, recordId)
    ).menu
      .getByRole('menuitem', { name: `Return to pool: case ${recordId}` })
      .click();
    await dialog.getByRole('button', { name: 'Return to pool' }).click();
    await expect(page.getByText(`Case ${recordId} returned to Available Cases.`)).toBeVisible();
    await expect(mine.getByRole('rowheader', { name: recordId })).toHaveCount(0);

    // A saved draft report is work the next reader must not inherit or lose: the case stays.
    const token = await apiToken(request, ACCOUNTS.provider);
    const headers = { Authorization: `Bearer ${token}` };
    const draft = await request.put(`${E2E_MOCK_URL}/api/cases/${second.caseId}/report-draft`, {
      headers,
      data: { primaryDiagnosis: 'Tubular adenoma' },
    });
    expect(draft.ok()).toBe(true);
    await (
      await openRowMenu(page, second.recordId)
    ).menu
      .getByRole('menuitem', { name: `Return to pool: case ${second.recordId}` })
      .click();
    await page.getByRole('button', { name: 'Return to pool' }).click();
    await expect(
      page.getByText(
        `Case ${second.recordId} has a saved draft report. Sign it out, or ask an admin to reassign the case.`,
      ),
    ).toBeVisible();
    await expect(mine.getByRole('rowheader', { name: second.recordId })).toBeVisible();

    const returned = await request.get(`${E2E_MOCK_URL}/api/cases/${caseId}`, { headers });
    expect((await returned.json()).data).toMatchObject({ status: 'Available', assignedProvider: null });
  });

  test('Return to pool on the case page asks first, then leaves the case Available to pick up again', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('provider');
    await page.goto('/selectedCases');
    const rows = casesTable(page, 'My Cases').locator('tbody tr');
    const { recordId, caseId } = await caseOfRow(rows.first());
    const second = await caseOfRow(rows.nth(1));
    const headers = { Authorization: `Bearer ${await apiToken(request, ACCOUNTS.provider)}` };
    await page.goto(`/case-details/${caseId}`);
    const actions = page.getByRole('group', { name: 'Case actions' });
    await actions.getByRole('button', { name: 'Return to pool' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Return case ${recordId} to the pool?` });
    await dialog.getByRole('button', { name: 'Return to pool' }).click();
    await expect(
      page.locator('main').getByText(`Case ${recordId} returned to Available Cases.`),
    ).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Pick up' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Return to pool' })).toHaveCount(0);

    // A case with a saved draft report offers no way to give it back (the API would refuse it: decision 075).
    const draft = await request.put(`${E2E_MOCK_URL}/api/cases/${second.caseId}/report-draft`, {
      headers,
      data: { primaryDiagnosis: 'Tubular adenoma' },
    });
    expect(draft.ok()).toBe(true);
    await page.goto(`/case-details/${second.caseId}`);
    await expect(actions.getByRole('link', { name: 'Diagnose' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Return to pool' })).toHaveCount(0);
  });

  test('clearing a search that matches nothing brings the list back', async ({ page, loginAs }) => {
    await loginAs('provider');
    await page.goto('/availableCases?search=no-such-case-anywhere');
    const available = casesTable(page, 'Available Cases');
    await expect(available.getByText('No cases match “no-such-case-anywhere”.')).toBeVisible();
    await available.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL('/availableCases');
    await expect(available.getByRole('rowheader')).toHaveCount(20);
    await expect(page.getByRole('searchbox', { name: 'Search Available Cases' })).toHaveValue('');
  });

  test('sorting and paging change the rows and the URL; back, forward and reload keep them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/availableCases');
    const table = casesTable(page, 'Available Cases');
    const header = table.getByRole('columnheader', { name: 'Case Record ID' });
    const newestFirst = await recordIds(table);
    // The worklist order (decision 103), shown on Due.
    await expect(table.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'ascending');

    await header.getByRole('link').click();
    await expect(page).toHaveURL('/availableCases?sort=caseRecordId&order=asc');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await recordIds(table);
    expect(ascending).toEqual(byLocale(ascending, 'asc'));
    expect(ascending).not.toEqual(newestFirst);

    await header.getByRole('link').click();
    await expect(page).toHaveURL('/availableCases?sort=caseRecordId&order=desc');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await recordIds(table);
    expect(descending).toEqual(byLocale(descending, 'desc'));

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/availableCases?sort=caseRecordId&order=desc&page=2');
    await expect(page.getByText(/^Showing 21–40 of \d+ cases$/)).toBeVisible();
    const secondPage = await recordIds(table);
    expect(secondPage).toHaveLength(20);
    expect(secondPage[0]!.localeCompare(descending.at(-1)!)).toBeLessThan(0);

    await page.goBack();
    await expect(page).toHaveURL('/availableCases?sort=caseRecordId&order=desc');
    await expect(table.getByRole('rowheader')).toHaveText(descending);
    await page.goForward();
    await expect(page).toHaveURL('/availableCases?sort=caseRecordId&order=desc&page=2');
    await expect(table.getByRole('rowheader')).toHaveText(secondPage);
    await page.reload();
    await expect(table.getByRole('rowheader')).toHaveText(secondPage);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('Completed Cases lists only the provider’s SignOutCompleted cases', async ({
    page,
    loginAs,
    request,
  }) => {
    const token = await apiToken(request, ACCOUNTS.provider);
    const response = await request.get(`${E2E_MOCK_URL}/api/cases?assignedToMe=true&pageSize=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const everything: Array<{ status: string }> = (await response.json()).data.items;
    const completed = everything.filter((item) => item.status === 'SignOutCompleted').length;
    expect(completed).toBeGreaterThan(0);
    expect(completed).toBeLessThan(everything.length);

    await loginAs('provider');
    await page.goto('/completedCases?pageSize=100');
    const table = casesTable(page, 'Completed Cases');
    await expect(table.getByRole('rowheader')).toHaveCount(completed);
    const statusColumn = await table
      .getByRole('columnheader')
      .evaluateAll((headers) => headers.findIndex((th) => th.textContent === 'Status'));
    const statuses = await table
      .locator('tbody tr')
      .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent), statusColumn);
    expect(new Set(statuses)).toEqual(new Set(['Sign-Out Completed']));
    await expect(table.getByRole('button', { name: /Pick up/ })).toHaveCount(0);
    await expect(table.getByRole('link', { name: /^Open viewer for case / })).toHaveCount(completed);
  });

  test('a case taken meanwhile answers with the server’s message and leaves the list', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('provider');
    // A page that has not heard the change (its live stream never answers: docs/live.md); a live page drops the
    // row itself (live.spec.ts).
    await page.route('**/live', () => undefined);
    await page.goto('/availableCases');
    const available = casesTable(page, 'Available Cases');
    const { recordId, caseId } = await caseOfRow(
      available
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: /^Pick up case/ }) })
        .first(),
    );

    // Another tab (or another client) takes the case first.
    const token = await apiToken(request, ACCOUNTS.provider);
    const taken = await request.post(`${E2E_MOCK_URL}/api/cases/${caseId}/pick-up`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(taken.ok()).toBe(true);

    await available.getByRole('button', { name: `Pick up case ${recordId}` }).click();
    await expect(page.getByText('A case in status Assigned cannot be picked up.')).toBeVisible();
    await expect(available.getByRole('rowheader', { name: recordId })).toHaveCount(0);
  });

  test('the assignment rules on Available Cases: the reason beside a case, and a pick-up refused meanwhile', async ({
    page,
    loginAs,
    request,
  }) => {
    const admin = { Authorization: `Bearer ${await apiToken(request, ACCOUNTS.admin)}` };
    const profile = `${E2E_MOCK_URL}/api/users/usr-provider/assignment-profile`;
    await loginAs('provider');
    const available = casesTable(page, 'Available Cases');

    await test.step('a case of a state the provider is not licensed in says so, with no Pick up', async () => {
      // The demo provider is licensed in every facility state but Illinois (docs/assignment.md, "The seed").
      await page.goto(`/availableCases?search=${encodeURIComponent('Lakeshore University Medical Center')}`);
      const row = available.locator('tbody tr').first();
      await expect(row.getByText('You cannot pick up this case: you are not licensed in IL.')).toBeVisible();
      await expect(row.getByRole('button', { name: /Pick up/ })).toHaveCount(0);
      const refused = (await row.getByRole('rowheader').textContent())!.trim();
      const { menu } = await openRowMenu(page, refused);
      await expect(menu.getByRole('menuitem', { name: `Open viewer for case ${refused}` })).toBeVisible();
      await page.keyboard.press('Escape');
      // On a phone the card says the same.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(
        page.getByText('You cannot pick up this case: you are not licensed in IL.').first(),
      ).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 720 });
      // The case's own page says the same, in place of its Pick up.
      const { caseId } = await caseOfRow(row);
      await page.goto(`/case-details/${caseId}`);
      const actions = page.getByRole('group', { name: 'Case actions' });
      await expect(
        actions.getByText('You cannot pick up this case: you are not licensed in IL.'),
      ).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Pick up' })).toHaveCount(0);
    });

    await test.step('a pick-up refused after the list was read shows the backend’s reason', async () => {
      await page.goto(`/availableCases?search=${encodeURIComponent('Riverside Community Hospital')}`);
      const { recordId } = await caseOfRow(available.locator('tbody tr').first());
      const button = available.getByRole('button', { name: `Pick up case ${recordId}` });
      await expect(button).toBeVisible();
      // Meanwhile an admin lowers the provider's cap to the cases they have open.
      const open: number = (await (await request.get(profile, { headers: admin })).json()).data.openCases;
      try {
        const lowered = await request.patch(profile, { headers: admin, data: { caseloadCap: open } });
        expect(lowered.ok()).toBe(true);
        const reason = `You cannot pick up this case: you have ${open} open cases, your cap is ${open}.`;
        await button.click();
        await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(reason);
        // The list, read again, says it beside the case; nothing was picked up.
        const row = available.getByRole('row', { name: new RegExp(recordId) });
        await expect(row.getByText(reason)).toBeVisible();
        await expect(row.getByRole('button', { name: /Pick up/ })).toHaveCount(0);
      } finally {
        await request.patch(profile, { headers: admin, data: { caseloadCap: 60 } });
      }
    });
  });

  test('a provisionally active provider’s pick-up shows the 403 message', async ({
    page,
    loginAs,
    request,
  }) => {
    const token = await apiToken(request, ACCOUNTS.provider);
    const response = await request.get(`${E2E_MOCK_URL}/api/cases?status=Available&pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const caseId: string = (await response.json()).data.items[0].caseID;

    await loginAs('provisionalProvider');
    await page.goto('/availableCases');
    const available = casesTable(page, 'Available Cases');
    // The backend shows available cases only to active providers: the page says why (decision 075).
    await expect(
      available.getByText(
        'You will see available cases once an administrator fully activates your account. Until then, work on the cases assigned to you in My Cases.',
      ),
    ).toBeVisible();
    await expect(available.getByText('There are no available cases right now.')).toHaveCount(0);
    await expect(available.getByRole('link', { name: 'Go to My Cases' })).toHaveAttribute(
      'href',
      '/selectedCases',
    );

    // A pick-up posted anyway (a page left open from before, or a hand-made request), as a plain HTML form.
    await page.evaluate((id) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/availableCases';
      for (const [name, value] of [
        ['intent', 'pick-up'],
        ['caseId', id],
      ]) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name!;
        input.value = value!;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, caseId);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  });

  test('a new provider is told why Available Cases is empty, and led to their onboarding checklist', async ({
    page,
    loginAs,
  }) => {
    await loginAs('newProvider');
    await page.goto('/availableCases');
    const available = casesTable(page, 'Available Cases');
    await expect(
      available.getByText(
        'You will see available cases once your onboarding is approved. Upload your license and other documents on your onboarding checklist; if you have already sent everything, our team is reviewing it.',
      ),
    ).toBeVisible();
    await expect(available.getByText('There are no available cases right now.')).toHaveCount(0);

    await available.getByRole('link', { name: 'Go to your onboarding checklist' }).click();
    await expect(page).toHaveURL(/\/pathologist\/onboarding-task\?taskId=task-0074$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Onboarding');
  });
});
