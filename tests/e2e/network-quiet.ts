/**
 * Playwright's `networkidle` never comes on a signed-in page: the live stream (`/live`, docs/live.md) stays open.
 * This waits until no other request has been in flight for `quietMs`.
 */
import type { Page, Request } from '@playwright/test';

const isLive = (request: Request) => new URL(request.url()).pathname === '/live';

export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      const pending = [...inFlight].map((r) => `${r.method()} ${new URL(r.url()).pathname}`).join(', ');
      done(new Error(`network not quiet within ${timeoutMs} ms (in flight: ${pending || 'none'})`));
    }, timeoutMs);
    const arm = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(() => done(), quietMs);
    };
    const started = (request: Request) => {
      if (isLive(request)) return;
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      inFlight.delete(request);
      arm();
    };
    function done(error?: Error) {
      clearTimeout(deadline);
      clearTimeout(timer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      if (error) reject(error);
      else resolve();
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}
