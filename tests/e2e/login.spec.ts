import { ACCOUNTS, DEMO_PASSWORD, expect, submitLogin, test, type AccountName } from './fixtures';

const LANDINGS: Array<[AccountName, string]> = [
  ['admin', '/admin'],
  ['provider', '/availableCases'],
  ['provisionalProvider', '/selectedCases'],
  ['facility', '/upload-project'],
  ['provisionalFacility', '/facility-account-detail'],
  ['np', '/upload-project'],
];

test.describe('login form: each demo account lands where spec 4.1 says', () => {
  for (const [account, path] of LANDINGS) {
    test(`${account} → ${path}`, async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, ACCOUNTS[account], DEMO_PASSWORD);
      await expect(page).toHaveURL(path);
    });
  }
});
