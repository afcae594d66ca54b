/**
 * The mock's disk refusing a write, as people meet it (decision 071): the change is refused in the product's
 * words, and works again once the disk mends, without a restart. The fault is real: another program holding the
 * database file's write lock (decision 138).
 */
import { holdWriteLock } from '../../mock-server/testing/storage-faults';
import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const REFUSED =
  'The server could not save this just now, so nothing was changed. Please try again in a moment.';

test('a login the mock cannot save says so on the form, and goes through once the disk mends', async ({
  page,
  servers,
  consoleErrors,
}) => {
  const mend = holdWriteLock(servers.mockDataFile);
  try {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.facility, DEMO_PASSWORD);
    await expect(page.getByText(REFUSED, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login');
    // The login answers the mock's 503 as its own status (decision 072), which the browser logs.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 503 /)]);
    consoleErrors.length = 0;
  } finally {
    // The worker's mock is shared: the next test's reset writes too.
    mend();
  }
  await submitLogin(page, ACCOUNTS.facility, DEMO_PASSWORD);
  await expect(page).toHaveURL('/upload-project');
});
