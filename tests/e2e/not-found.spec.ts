import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TEXT = "The page you are looking for doesn't exist or has been moved.";

async function expectNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(TEXT, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
}

test.describe('404 page (spec 2.1)', () => {
  test('logged out: an unknown path answers 404 and links back home', async ({ page }) => {
    const response = await page.request.get('/no-such-page', { maxRedirects: 0 });
    expect(response.status()).toBe(404);

    await expectNotFoundPage(page, '/no/such/page');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pathology send-out, from slide to sign-out.',
    );
  });

  test('logged in: an unknown path answers 404 inside the site frame and links back home', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    const response = await page.request.get('/availableCases/extra/segments', { maxRedirects: 0 });
    expect(response.status()).toBe(404);

    await expectNotFoundPage(page, '/definitely-not-a-page');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Go to my workspace' })).toHaveAttribute(
      'href',
      '/availableCases',
    );
  });
});
