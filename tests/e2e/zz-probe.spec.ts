import { expect, test } from './fixtures';
test('probe1', async ({ page }) => {
  const t0 = Date.now();
  await page.goto('/login');
  console.log('goto', Date.now() - t0);
  await expect(page.getByPlaceholder('Your email *')).toBeVisible();
  await page.screenshot({ path: '/tmp/e2e-shots/login.png' });
});
test('probe2', async ({ page, loginAs }) => {
  const t0 = Date.now();
  await loginAs('provider');
  console.log('login', Date.now() - t0);
  await page.goto('/availableCases');
  console.log('goto', Date.now() - t0);
  await page.screenshot({ path: '/tmp/e2e-shots/provider.png' });
});
test('probe3', async ({ page }) => {
  await page.goto('/');
});
