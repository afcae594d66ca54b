/**
 * Turnaround (decision 080) through the UI, with the mock's QA clock for time: an admin's bad targets
 * are refused with their messages and change nothing, a good one is saved; a facility user creates a STAT case
 * (Priority on the form) and sends it out: On time; the clock moved to an hour before its due time: At risk in
 * the list and on the case page; past it: Overdue, and the admin's Cases filtered by Overdue (the dashboard's
 * /admin/cases?dueState=Overdue) shows it. The clock is put back whatever happens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { E2E_QA_HEADERS } from './servers';
import { apiToken } from './viewer-cases';
import { dayLabel } from '../../app/features/turnaround/calendar-days';

const HOLIDAYS_SEEDED = 22;

async function setClock(request: APIRequestContext, mockUrl: string, at: Date) {
  const response = await request.post(`${mockUrl}/__mock/clock`, {
    data: { at: at.toISOString() },
    headers: E2E_QA_HEADERS,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The case's due time as the API gives it (the page shows it in the reader's zone). */
async function dueAtOf(request: APIRequestContext, mockUrl: string, recordId: string) {
  const token = await apiToken(request, 'facility', mockUrl);
  const response = await request.get(`${mockUrl}/api/cases?search=${encodeURIComponent(recordId)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const item = (await response.json()).data.items[0] as { dueAt: string; priority: string };
  expect(item.priority).toBe('STAT');
  return new Date(item.dueAt);
}

const target = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const CASE_TYPE_FIGURES =
  'On time and median turnaround by case type and priority, each against its target, last 30 days';

interface Figures {
  cases: number;
  met: number;
  onTimePercent: number | null;
  medianWorkingHours: number | null;
}
interface CaseTypeFigure extends Figures {
  caseType: string;
  byPriority: (Figures & { priority: string })[];
}

/** The figures and targets as the API gives them to an admin: what the page must show, and where. */
async function figuresAndTargets(request: APIRequestContext, mockUrl: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin', mockUrl)}` };
  const dashboard = await (await request.get(`${mockUrl}/api/admin/dashboard`, { headers })).json();
  const settings = await (await request.get(`${mockUrl}/api/admin/turnaround`, { headers })).json();
  return {
    byCaseType: dashboard.data.dueTimes.byCaseType as CaseTypeFigure[],
    targets: settings.data.targets as { caseType: string; priority: string; hours: number }[],
    holidays: settings.data.holidays as string[],
  };
}

test('the on-time figures come first, each priority’s beside its target; each listed year is a calendar', async ({
  page,
  loginAs,
  request,
  mockUrl,
}) => {
  await loginAs('admin');
  await page.goto('/admin/turnaround');
  await hydrated(page);
  // The figures, then the form: in the page's order and on screen.
  await expect(page.locator('main h2')).toHaveText([
    'On time against the targets',
    'Targets in working hours',
    'Holidays',
  ]);
  const figures = page.getByRole('table', { name: CASE_TYPE_FIGURES });
  const form = page.getByRole('button', { name: 'Save targets' }).locator('xpath=ancestor::form');
  expect((await figures.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
  await expect(page.getByRole('table', { name: 'On time by facility, last 30 days' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'On time by provider, last 30 days' })).toBeVisible();

  // Each case type heads a group of rows, a priority each (most urgent first): the priority with its target,
  // then the figures of its cases alone, judged against that target, as the API counts them.
  const { byCaseType, targets, holidays } = await figuresAndTargets(request, mockUrl);
  await expect(figures.getByRole('columnheader')).toHaveText([
    'Priority and target',
    'On time',
    'Median (working hours)',
  ]);
  const hours = (caseType: string, priority: string) =>
    targets.find((t) => t.caseType === caseType && t.priority === priority)!.hours.toLocaleString('en-US');
  const surgical = byCaseType.find((row) => row.caseType === 'surgical')!;
  expect(surgical.byPriority.map((p) => p.priority)).toEqual(['STAT', 'Rush', 'Routine']);
  const group = figures.locator('tbody').filter({
    has: page.locator('th[scope="rowgroup"]', { hasText: 'Surgical Pathology' }),
  });
  await expect(group.getByRole('row').locator('th, td')).toHaveText([
    'Surgical Pathology',
    ...surgical.byPriority.flatMap((p) => [
      `${p.priority} ${hours('surgical', p.priority)} h`,
      p.cases === 0 ? 'None signed out' : `${p.met} of ${p.cases} (${p.onTimePercent} %)`,
      p.medianWorkingHours === null ? 'N/A' : `${p.medianWorkingHours} h`,
    ]),
  ]);
  await expect(figures.locator('tbody')).toHaveCount(byCaseType.length);
  await expect(figures.locator('tbody tr')).toHaveCount(byCaseType.length * 4);
  // On a phone the table fits the screen: nothing of it scrolls sideways, in its box or the page.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = figures.locator('xpath=..');
  await expect
    .poll(() => box.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The next year's listed holidays are a calendar too, drawn as this year's is.
  const years = [...new Set(holidays.map((day) => day.slice(0, 4)))].sort();
  expect(years).toContain('2027');
  for (const year of years) {
    const calendar = page.getByRole('group', { name: year });
    await expect(calendar.locator('caption')).toHaveCount(12);
    await expect(calendar.locator('caption').first()).toHaveText(`January ${year}`);
    const marked = holidays.filter((day) => day.startsWith(`${year}-`));
    await expect(calendar.locator('button[aria-pressed="true"]')).toHaveCount(marked.length);
  }
  const newYear = page.getByRole('group', { name: '2027' }).locator('button[data-day="2027-01-01"]');
  await expect(newYear).toHaveAccessibleName(dayLabel('2027-01-01'));
  await expect(newYear).toHaveAttribute('aria-pressed', 'true');
  // Clearing it by keyboard, and marking it again.
  await newYear.focus();
  await page.keyboard.press('Enter');
  await expect(newYear).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(newYear).toHaveAttribute('aria-pressed', 'true');
});

test('targets are set by an admin; a STAT case goes on time, at risk, overdue on the clock', async ({
  page,
  loginAs,
  request,
  mockUrl,
}) => {
  test.slow();
  try {
    await test.step('an admin’s bad targets are refused and change nothing; a good one is saved', async () => {
      await loginAs('admin');
      await page.goto('/admin/turnaround');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Turnaround' })).toBeVisible();
      await expect(page.getByText(/all 24 hours of each business day, Monday to Friday/)).toBeVisible();
      const stat = target(page, 'Surgical Pathology STAT');
      await expect(stat).toHaveValue('4');
      const save = page.getByRole('button', { name: 'Save targets' });
      const refusals: [string, string][] = [
        ['1.5', 'Enter a whole number of hours, like 48.'],
        ['0', 'Enter at least 1 hour.'],
        ['1501', 'Enter at most 1,500 hours.'],
      ];
      for (const [typed, message] of refusals) {
        await stat.fill(typed);
        await save.click();
        await expect(stat).toHaveAccessibleDescription(message);
      }
      await stat.fill('10');
      // The holidays as a calendar of the year: a day marked by pointer, the next by keys, both listed
      // and not saved until the form is; a reload forgets them.
      const year = new Date().getUTCFullYear();
      const calendar = page.getByRole('group', { name: String(year) });
      const first = `${year}-06-15`;
      const second = `${year}-06-16`;
      const day = (iso: string) => calendar.locator(`button[data-day="${iso}"]`);
      await expect(day(first)).toHaveAccessibleName(dayLabel(first));
      await expect(day(first)).toHaveAttribute('aria-pressed', 'false');
      await day(first).click();
      await expect(day(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(day(first)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(day(second)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(day(second)).toHaveAttribute('aria-pressed', 'true');
      const listed = page.getByRole('list', { name: /^Holidays listed/ });
      await expect(listed.getByRole('button', { name: `Remove ${dayLabel(first)}` })).toBeVisible();
      await expect(listed.getByRole('button', { name: `Remove ${dayLabel(second)}` })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: `Holidays listed (${HOLIDAYS_SEEDED + 2})` }),
      ).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(stat).toHaveValue('4');
      await expect(day(first)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('heading', { name: `Holidays listed (${HOLIDAYS_SEEDED})` })).toBeVisible();

      await stat.fill('10');
      await save.click();
      await expect(page.locator('[data-flash="success"]')).toHaveText('Turnaround targets saved.');
      await expect(stat).toHaveValue('10');
    });

    let recordId = '';
    await test.step('a facility user creates a STAT case and sends it out: On time', async () => {
      await loginAs('facility');
      await page.goto('/upload-project');
      await hydrated(page);
      await expect(page.getByRole('radio', { name: 'Routine' })).toBeChecked();
      await page.getByLabel('Last name').fill('Clockwise');
      await page.getByLabel('First name').fill('Stella');
      await page.getByLabel('Birth date').fill('02/03/1970');
      await page.getByLabel('Gender').selectOption('Female');
      await page.getByLabel('Case type').selectOption('surgical');
      await page.getByRole('radio', { name: 'STAT' }).check();
      await page.getByLabel('Slide delivery').selectOption('Mail_the_Slides');
      await page.getByRole('group', { name: 'Specimen 1' }).getByLabel('Specimen type').fill('Biopsy');
      await page.getByRole('button', { name: 'Create case' }).click();
      const done = page.getByRole('heading', { name: /is saved and all its files are uploaded/ });
      await expect(done).toBeVisible();
      recordId = /Case (\S+) is saved/.exec((await done.textContent()) ?? '')![1]!;
      await page.getByRole('link', { name: 'Review and send out' }).click();
      await page.getByRole('button', { name: 'Send out', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send out' }).click();
      await expect(page).toHaveURL(/\/case-details\//);
      await expect(page.getByText('On time', { exact: true })).toBeVisible();
      await expect(page.getByText('STAT', { exact: true })).toHaveAttribute('data-tone', 'danger');
    });

    const dueAt = await dueAtOf(request, mockUrl, recordId);
    await test.step('an hour before its due time it is at risk, in the list and on the case page', async () => {
      await setClock(request, mockUrl, new Date(dueAt.getTime() - 3_600_000));
      await page.goto('/send-out-cases?dueState=AtRisk&sort=dueAt&order=asc');
      const row = page.getByRole('row', { name: new RegExp(recordId) });
      await expect(row).toContainText('At risk');
      await expect(row).toContainText('STAT');
      await row.getByRole('link', { name: `View case ${recordId}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Case ${recordId}` })).toBeVisible();
      await expect(page.getByText('At risk', { exact: true })).toHaveAttribute('data-tone', 'warning');
    });

    await test.step('past its due time it is overdue, and the admin’s Cases filtered by Overdue lists it', async () => {
      await setClock(request, mockUrl, new Date(dueAt.getTime() + 60_000));
      await page.reload();
      await expect(page.getByText('Overdue', { exact: true })).toHaveAttribute('data-tone', 'danger');

      await loginAs('admin');
      await page.goto(`/admin/cases?dueState=Overdue&search=${recordId}`);
      await expect(page).toHaveURL(new RegExp(`/case\\?dueState=Overdue&search=${recordId}$`));
      await expect(page.getByLabel('Due', { exact: true })).toHaveValue('Overdue');
      const row = page.getByRole('row', { name: new RegExp(recordId) });
      await expect(row).toContainText('Overdue');
      // Any other value in the URL is ignored, never a failure.
      const odd = await page.request.get('/case?dueState=Late&priority=Soon');
      expect(odd.status()).toBe(200);
    });
  } finally {
    await request.delete(`${mockUrl}/__mock/clock`, { headers: E2E_QA_HEADERS });
  }
});
