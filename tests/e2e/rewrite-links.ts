/**
 * The slide links a viewer page fetches (`/viewer/links`), rewritten before the page reads them: for tests and
 * benches that give a slide another source than the mock's (a plain image, an archive's series).
 */
import type { Page } from '@playwright/test';

export type LinkFields = Record<string, unknown>;

/** `edit` changes each answered batch's links (by blob id) in place. */
export async function rewriteSlideLinks(page: Page, edit: (links: Record<string, LinkFields>) => void) {
  await page.route('**/viewer/links?*', async (route) => {
    // Once more after a reset: the app may close a kept-alive connection just as it is reused (under load).
    const response = await route
      .fetch()
      .catch((error: unknown) => (/ECONNRESET/.test(String(error)) ? route.fetch() : Promise.reject(error)));
    // A request the page gave up on (a newer batch replaced it) has no answer left to rewrite.
    const batch = (await response.json().catch(() => null)) as { links: Record<string, LinkFields> } | null;
    if (!batch) return;
    edit(batch.links);
    await route.fulfill({ response, json: batch });
  });
}
