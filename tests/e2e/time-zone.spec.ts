/**
 * The reader's time zone (decisions 121, 149), as users on a device in Chicago meet it: a provider's first page
 * records the device's zone as theirs (a quiet write), Notification Settings offers it as "Use this device's time
 * zone", and a zone chosen and saved is selected again after a reload, the page's dates written in it; an admin
 * who chose another zone elsewhere sees it on the very first page of this new browser, rendered so by the server.
 * The mock is reset before each test by the fixtures.
 */
import { formatDateTime } from '../../contracts/time-format';
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

test('the first page on a new device is written in the zone the user chose, and says which', async ({
  page,
  request,
  loginAs,
}) => {
  const token = await tokenOf(request, ACCOUNTS.admin);
  const chosen = await request.patch(`${E2E_MOCK_URL}/api/me/notification-preferences`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { timeZone: 'Asia/Tokyo' },
  });
  expect(chosen.ok()).toBe(true);

  await loginAs('admin');
  // This browser has no zone of the user's yet (its own is Chicago's): the server writes the page in Tokyo's.
  const answer = await page.goto('/admin/audit');
  expect(await answer!.text()).toContain('Times are in Asia/Tokyo.');
  await hydrated(page);
  await expect(page.getByText(/Times are in/)).toHaveText(
    'Who read or changed what, when, from where and with what outcome. Records are never changed or deleted. ' +
      'Times are in Asia/Tokyo.',
  );
  const time = page.locator('tbody tr').first().locator('time');
  const instant = await time.getAttribute('datetime');
  await expect(time).toHaveText(formatDateTime(instant!, 'Asia/Tokyo'));
  await expect(time).toHaveText(/ GMT\+9$/);

  // The next page keeps it (from the cookie the first one set).
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/Times are in/)).toContainText('Times are in Asia/Tokyo.');
});
