/**
 * Spec 4.1: a chunk of the app that fails to load is retried (5 more tries, 1 s apart), then the page reloads
 * once, at the URL the person was going to (not the page they were on, which loses the click).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, findCase, isViewerTour } from './viewer-cases';

/** The browser module of a route, once Remix has discovered it (links in view are discovered on render). */
async function routeModuleUrl(page: Page, routeId: string): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(async () => {
      url = await page.evaluate(
        (id) =>
          (window as unknown as { __remixManifest?: { routes: Record<string, { module: string }> } })
            .__remixManifest?.routes[id]?.module,
        routeId,
      );
      return url;
    })
    .toBeTruthy();
  return new URL(url!, page.url()).href;
}

/** Fails the first `failures` requests for `url`; answers how many were failed and how many were let through. */
async function failRequests(page: Page, url: string | RegExp, failures: number) {
  const counts = { failed: 0, served: 0 };
  await page.route(url, async (route) => {
    if (counts.failed < failures) {
      counts.failed++;
      await route.abort('connectionreset');
    } else {
      counts.served++;
      await route.continue();
    }
  });
  return counts;
}

/** The browser reports each failed request on the console: expected here, so taken out of the list. */
function dropExpectedNoise(consoleErrors: string[], chunkUrl: string) {
  const chunk = new URL(chunkUrl).pathname;
  const kept = consoleErrors.filter(
    (text) => !text.includes('net::ERR_CONNECTION_RESET') && !text.includes(chunk),
  );
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

async function openAvailableCases(page: Page, loginAs: (account: 'provider') => Promise<void>) {
  await loginAs('provider');
  await page.goto('/availableCases');
  // Hydrated: the session watch has recorded the arrival.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastActivity'))).not.toBeNull();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const myCasesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' });

test.describe('a route chunk that fails to load (spec 4.1)', () => {
  test('is retried, and the navigation completes without a reload once it answers', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    await openAvailableCases(page, loginAs);
    const chunk = await routeModuleUrl(page, 'selected-cases');
    const counts = await failRequests(page, chunk, 3);

    await myCasesLink(page).click();
    await expect(page).toHaveURL('/selectedCases');
    await expect(page.getByRole('heading', { name: 'My Cases' })).toBeVisible();
    expect(counts.failed).toBe(3);
    expect(counts.served).toBeGreaterThanOrEqual(1);
    expect(await sameDocument(page)).toBe(true);
    dropExpectedNoise(consoleErrors, chunk);
  });

  test('after 5 failed retries, the page reloads once, at the page the person was going to', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    await openAvailableCases(page, loginAs);
    const chunk = await routeModuleUrl(page, 'selected-cases');
    const counts = await failRequests(page, chunk, Number.POSITIVE_INFINITY);
    const reloaded = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/selectedCases',
    );

    await myCasesLink(page).click();
    await reloaded;
    // The first try and 5 retries, then the document of the target (not of /availableCases).
    expect(counts.failed).toBe(6);
    await expect(page).toHaveURL('/selectedCases');
    await expect(page.getByRole('heading', { name: 'My Cases' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    dropExpectedNoise(consoleErrors, chunk);
  });
});

test.describe("the viewer's own chunks (spec 4.1, 8)", () => {
  /** Opens the viewer tour and asks for its slide without a Deep Zoom copy (the TIFF route). */
  async function openTiffSlide(page: Page, loginAs: (account: 'provider') => Promise<void>) {
    await loginAs('provider');
    const found = await findCase(
      page.request,
      await apiToken(page.request),
      'assignedToMe=true&status=Assigned',
      isViewerTour,
    );
    await page.goto(`/viewer?caseId=${found.caseData.caseID}`);
    const viewer = page.getByTestId('viewer');
    await expect(viewer).toHaveAttribute('data-source', 'deepzoom', { timeout: 30_000 });
    const tiffIndex = found.images.findIndex((image) => image.fileContent === 'blob-demo-02');
    await page.getByRole('button', { name: new RegExp(`^Slide ${tiffIndex + 1}:`) }).click();
    await expect(viewer).toHaveAttribute('data-slide-index', String(tiffIndex));
    return viewer;
  }

  const WORKER = /\/assets\/tiff\.worker-[^/]+\.js$/;

  test('a TIFF worker script that fails to download is retried and the slide opens', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    const counts = await failRequests(page, WORKER, 3);
    const viewer = await openTiffSlide(page, loginAs);
    await expect(viewer).toHaveAttribute('data-source', 'tiff', { timeout: 30_000 });
    await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(counts.failed).toBe(3);
    dropExpectedNoise(consoleErrors, 'http://x/assets/tiff.worker');

    await test.step("a page load whose boot's TIFF module fails to download: the pane opens the slide", async () => {
      // The TIFF slide is now the stored one: the reload's boot opens it with its own module.
      const boot = await failRequests(page, /\/assets\/boot-entry-[^/]+\.js$/, Number.POSITIVE_INFINITY);
      await page.reload();
      await expect(viewer).toHaveAttribute('data-source', 'tiff', { timeout: 30_000 });
      await expect(viewer).toHaveAttribute('data-loading', 'false', { timeout: 30_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(boot.failed).toBe(1);
      // The boot's viewer went; the pane's own shows the slide.
      await expect(page.getByTestId('main-pane').locator('[data-opened-by="page"]')).toHaveCount(0);
      dropExpectedNoise(consoleErrors, 'http://x/assets/boot-entry');
    });
  });

  test("when it never downloads, the pane says 'Failed to load slide: …', not the browser's error", async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    const counts = await failRequests(page, WORKER, Number.POSITIVE_INFINITY);
    await openTiffSlide(page, loginAs);
    await expect(page.getByRole('alert')).toHaveText(
      'Error: Failed to load slide: the slide reader could not be downloaded. Please check your connection and try again.',
      { timeout: 20_000 },
    );
    expect(counts.failed).toBe(6);
    dropExpectedNoise(consoleErrors, 'http://x/assets/tiff.worker');
  });
});
