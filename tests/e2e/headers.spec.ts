/**
 * The headers of the frame: a Content-Security-Policy with a per-response nonce that Remix's scripts
 * carry, no violation on the login page, a case list or the viewer (the `cspViolations` fixture fails any test
 * that meets one), and no caching of authenticated pages or their data.
 */
import { E2E_MOCK_URL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { apiToken, findCase, isViewerTour } from './viewer-cases';

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('Content-Security-Policy', () => {
  test('every page has one, with a fresh nonce that every script of the page carries', async ({ page }) => {
    const first = await page.goto('/login');
    const policy = directives((await first!.headerValue('content-security-policy'))!);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(policy['script-src']![0]!)?.[1];
    expect(nonce, 'a nonce in script-src').toBeTruthy();
    expect(policy['script-src']).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    // Slide bytes and tiles come from the API's origin (its signed links), and only from there.
    expect(policy['connect-src']).toEqual(["'self'", E2E_MOCK_URL]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", E2E_MOCK_URL]));

    const html = await first!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The browser hides the attribute but keeps the nonce on each script element.
    const live = await page
      .locator('script')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).nonce));
    expect(new Set(live)).toEqual(new Set([nonce]));

    const second = await page.goto('/');
    expect(await second!.headerValue('content-security-policy')).not.toContain(nonce);
  });

  test('a violation is seen and reported (the fixture that fails tests on one works)', async ({
    page,
    cspViolations,
    consoleErrors,
  }) => {
    await page.goto('/login');
    // An image from an origin the policy does not name.
    await page.evaluate(() => {
      const image = new Image();
      image.src = 'https://elsewhere.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^img-src refused https:\/\/elsewhere\.example\/pixel\.png/);
    // Seen and asserted (Chromium also logs it): not a failure of this test.
    cspViolations.splice(0);
    await expect.poll(() => consoleErrors.length).toBe(1);
    expect(consoleErrors.splice(0)[0]).toMatch(
      /elsewhere\.example.*violates the following Content Security Policy/,
    );
  });

  test('no violation on the login page, a case list and the viewer (Deep Zoom and TIFF)', async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await page.goto('/login');
    await expect(page.getByPlaceholder('Your email *')).toBeVisible();

    await loginAs('provider');
    await page.goto('/selectedCases');
    await expect(page.getByRole('table')).toBeVisible();

    const found = await findCase(
      page.request,
      await apiToken(page.request),
      'assignedToMe=true&status=Assigned',
      isViewerTour,
    );
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    const viewer = page.getByTestId('viewer');
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await expect(viewer).toHaveAttribute('data-source', 'deepzoom');
    const tiffIndex = found.images.findIndex((image) => image.fileContent === 'blob-demo-02');
    await page.getByRole('button', { name: new RegExp(`^Slide ${tiffIndex + 1}:`) }).click();
    await expect(viewer).toHaveAttribute('data-slide-index', String(tiffIndex));
    await expect(viewer).toHaveAttribute('data-source', 'tiff', { timeout: 30_000 });
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('caching', () => {
  test('an authenticated page and its data are no-store', async ({ page, loginAs }) => {
    await loginAs('provider');
    const document = await page.goto('/availableCases');
    expect(await document!.headerValue('cache-control')).toBe('no-store');

    // A client-side navigation fetches the next page's data with single fetch.
    const data = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/selectedCases.data',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();
    const response = await data;
    expect(response.status()).toBe(200);
    expect(await response.headerValue('cache-control')).toBe('no-store');

    const direct = await page.request.get('/availableCases.data');
    expect(direct.status()).toBe(200);
    expect(direct.headers()['cache-control']).toBe('no-store');

    // A resource route that sets nothing itself (the server's default for whatever Remix answers).
    const resource = await page.request.get('/banner', { maxRedirects: 0 });
    expect(resource.status()).toBe(302);
    expect(resource.headers()['cache-control']).toBe('no-store');
  });
});
