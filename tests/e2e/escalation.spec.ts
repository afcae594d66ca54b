/**
 * Escalation (docs/notifications.md), through the UI with the mock's QA clock: a case assigned to the
 * provider becomes at risk and the provider sees the count in the header, the notice with its link, and marks it
 * read; the e-mail is in the outbox. An unassigned case going overdue notifies the admins; the dashboard shows
 * the overdue figures and its link lands on the filtered case list. The clock is put back after.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { E2E_QA_HEADERS } from './servers';

/** A Monday 08:00 UTC, far enough ahead to be after any run's real time; no holiday. */
const MONDAY = '2027-03-01T08:00:00Z';

interface CaseRef {
  caseID: string;
  caseRecordId: string;
}
/** What these calls read of the answers: the settings' holidays, a page of cases, one case. */
type Answer = { holidays: string[]; items: CaseRef[] } & CaseRef;

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post(`${E2E_MOCK_URL}/api/users/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request.fetch(`${E2E_MOCK_URL}${path}`, { method, headers, data });
    return { status: response.status(), body: (await response.json()) as { data: Answer } };
  };
  return call;
}

/** An element's text as seen, without what only a screen reader reads (`sr-only`). */
function visibleText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
  return copy.textContent;
}

async function clock(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${E2E_MOCK_URL}/__mock/clock`, {
    headers: E2E_QA_HEADERS,
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function lastMail(request: APIRequestContext, email: string) {
  const response = await request.get(`${E2E_MOCK_URL}/__mock/outbox?email=${encodeURIComponent(email)}`, {
    headers: E2E_QA_HEADERS,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { subject: string; body: string };
}

/** Routine targets of 4 working hours, then two demo facility drafts sent out at MONDAY; the first assigned. */
async function twoCasesDueAtNoon(request: APIRequestContext) {
  await clock(request, { at: MONDAY });
  const admin = await apiAs(request, ACCOUNTS.admin);
  const settings = (await admin('get', '/api/admin/turnaround')).body.data;
  const types = [
    'surgical',
    'cytology',
    'consult',
    'dermatopathology',
    'hematopathology',
    'gastrointestinal',
  ];
  const saved = await admin('put', '/api/admin/turnaround', {
    targets: types.map((caseType) => ({ caseType, priority: 'Routine', hours: 4 })),
    holidays: settings.holidays,
  });
  expect(saved.status).toBe(200);
  const facility = await apiAs(request, ACCOUNTS.facility);
  const drafts = (await facility('get', '/api/cases?status=Draft&priority=Routine&pageSize=50')).body.data
    .items;
  const sent: CaseRef[] = [];
  for (const draft of drafts) {
    if (sent.length === 2) break;
    const answer = await facility('post', `/api/cases/${draft.caseID}/send-out`);
    if (answer.status === 200) sent.push(answer.body.data);
  }
  expect(sent).toHaveLength(2);
  const [assigned, unassigned] = sent as [CaseRef, CaseRef];
  const assign = await admin('post', `/api/cases/${assigned.caseID}/assign`, { providerId: 'usr-provider' });
  expect(assign.status).toBe(200);
  return { assigned, unassigned };
}

test.describe('escalation', () => {
  test.afterEach(async ({ request, mock }) => {
    await request.delete(`${E2E_MOCK_URL}/__mock/clock`, { headers: E2E_QA_HEADERS });
    await mock.reset();
  });

  test('a case at risk tells its provider; an unassigned one overdue tells the admins; the dashboard links to them', async ({
    page,
    request,
    loginAs,
  }) => {
    const { assigned, unassigned } = await twoCasesDueAtNoon(request);

    await test.step('at risk: the provider sees the count, the notice and its link, and marks it read', async () => {
      // 11:15: 45 of 240 minutes left (under 20 %).
      await clock(request, { advanceHours: 3.25 });
      await loginAs('provider');
      await page.goto(`/selectedCases?search=${assigned.caseRecordId}`);
      // The due time reads the same in the list as in the notice, year and zone named (this browser reads
      // in UTC).
      const due = page
        .getByRole('row', { name: new RegExp(assigned.caseRecordId) })
        .locator('.due-cell time');
      expect(await due.evaluate(visibleText)).toBe('03/01/2027 12:00 PM UTC');
      // The seeded overdue notice is unread too, and the cases sent out and assigned to them.
      const provider = await apiAs(request, ACCOUNTS.provider);
      const unread = (await provider('get', '/api/me/notifications?unread=true&pageSize=1')).body
        .data as unknown as {
        unreadCount: number;
      };
      const bell = page.getByRole('button', { name: `Notifications, ${unread.unreadCount} unread` });
      await bell.click();
      await page.getByRole('link', { name: /^See all notifications/ }).click();
      await expect(page).toHaveURL('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(`Case ${assigned.caseRecordId} is at risk`) });
      await expect(row.getByText('At risk', { exact: true })).toBeVisible();
      await expect(row).toContainText(`is due 03/01/2027 12:00 PM UTC, with 20 %`);
      await expect(row.getByText('Unread', { exact: true })).toBeVisible();
      await expect(row.getByRole('link', { name: `Open case ${assigned.caseRecordId}` })).toHaveAttribute(
        'href',
        `/case-details/${assigned.caseID}`,
      );
      await row
        .getByRole('button', { name: `Mark as read: Case ${assigned.caseRecordId} is at risk` })
        .click();
      await expect(page.getByText('Notification marked as read.').first()).toBeVisible();
      await expect(row.getByText('Read', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Notifications, ${unread.unreadCount - 1} unread` }),
      ).toBeVisible();
      const mail = await lastMail(request, ACCOUNTS.provider);
      expect(mail.subject).toBe(`PathBridge: Case ${assigned.caseRecordId} is at risk`);
      // An absolute link from PUBLIC_URL: this worker's app.
      expect(mail.body).toContain(
        `Open the case in PathBridge: ${new URL(page.url()).origin}/case-details/${assigned.caseID}`,
      );
    });

    await test.step('overdue: the admins are told of both, assigned or not, in the app and by e-mail', async () => {
      await clock(request, { advanceHours: 1 });
      // Both fell due at noon: the last e-mail is of either (the assigned one is the second tier).
      const mail = await lastMail(request, ACCOUNTS.admin);
      expect([unassigned, assigned].map((c) => `PathBridge: Case ${c.caseRecordId} is overdue`)).toContain(
        mail.subject,
      );
      await loginAs('admin');
      await page.goto('/notifications?unread=true');
      const row = page.getByRole('row', { name: new RegExp(`Case ${unassigned.caseRecordId} is overdue`) });
      await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('row', { name: new RegExp(`Case ${assigned.caseRecordId} is overdue`) }),
      ).toBeVisible();
      await expect(row).toContainText('It is not assigned to a provider yet.');
      await expect(row.getByRole('link', { name: `Open case ${unassigned.caseRecordId}` })).toHaveAttribute(
        'href',
        `/case/${unassigned.caseID}`,
      );
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByText('You have no unread notifications.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    });

    await test.step('the dashboard shows the overdue figures, and its link lands on the filtered list', async () => {
      await page.goto('/admin');
      const byFacility = page.getByRole('table', { name: 'Overdue cases by facility' });
      await expect(byFacility.getByRole('rowheader', { name: 'Riverside Community Hospital' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'On time by facility, last 30 days' })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'On time and median turnaround by case type, last 30 days' }),
      ).toBeVisible();
      await page.getByRole('link', { name: /open cases are overdue/ }).click();
      await expect(page).toHaveURL('/case?dueState=Overdue');
      await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    });
  });
});
