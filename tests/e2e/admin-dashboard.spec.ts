/**
 * The admin dashboard (/admin, decision 038): an admin lands on it after login; it draws the live figures (the
 * chart once the script runs, the table always), and a count opens its filtered list.
 */
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';
import { apiToken } from './viewer-cases';

test('an admin lands on the dashboard, sees the live counts and the chart, and a count opens its list', async ({
  page,
  mockUrl,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(page.request, 'admin')}` };
  const figures = (await (await page.request.get(`${mockUrl}/api/admin/dashboard`, { headers })).json()) as {
    data: { cases: { Available: number }; daily: Array<{ created: number; signedOut: number }> };
  };

  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const available = page.locator('[data-count="cases-Available"]');
  await expect(available.locator('[data-count-value]')).toHaveText(String(figures.data.cases.Available));

  const created = figures.data.daily.reduce((sum, day) => sum + day.created, 0);
  const signed = figures.data.daily.reduce((sum, day) => sum + day.signedOut, 0);
  await expect(page.locator('[data-daily-totals]')).toContainText(
    `${created} created and ${signed} signed out`,
  );
  await expect(
    page.getByTestId('daily-cases-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  await expect(
    page.getByRole('table', { name: /Cases created and signed out per day/ }).getByRole('row'),
  ).toHaveCount(31);

  await available.getByRole('link').click();
  await expect(page).toHaveURL('/case?status=Available');
});
