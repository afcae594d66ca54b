/**
 * The reader's time zone (decision 121), as a provider on a device in Chicago meets it: the first page
 * records the device's zone as theirs (a quiet write), Notification Settings offers it as "Use this device's time
 * zone", and a zone chosen and saved is selected again after a reload, the page's dates written in it.
 * One test: the mock is reset before it by the fixtures.
 */
import { E2E_MOCK_URL } from '../../playwright.config';
import { expectNoSeriousViolations } from './axe-scan';
import { ACCOUNTS, expect, hydrated, test } from './fixtures';
import { tokenOf } from './viewer-cases';

test.use({ timezoneId: 'America/Chicago' });

test('the settings choose the time zone; the first page records the device’s', async ({
  page,
  request,
  loginAs,
}) => {
  await loginAs('provider');
  await page.goto('/notification-settings');
  await hydrated(page);
  const zone = page.getByLabel('Time zone');
  await expect(zone.locator('option:checked')).toHaveText('Use this device’s time zone (America/Chicago)');
  await expectNoSeriousViolations(page, 'the time zone select');
  const token = await tokenOf(request, ACCOUNTS.provider);
  const zoneOfUser = async () => {
    const response = await request.get(`${E2E_MOCK_URL}/api/Users/current`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: { timeZone: string | null } }).data.timeZone;
  };
  await expect.poll(zoneOfUser).toBe('America/Chicago');

  await zone.selectOption('America/New_York');
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Your notification settings were saved.').first()).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(zone).toHaveValue('America/New_York');
  // The page's dates are written in the zone chosen, not the device's.
  await expect(page.getByText(/^Last saved \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M E[SD]T\.$/)).toBeVisible();
  expect(await zoneOfUser()).toBe('America/New_York');
});
