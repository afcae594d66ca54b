/** The viewer page as the benchmark scripts open it (bench-viewer.ts, trace-slide-change.ts). */
import { networkQuiet } from '../tests/e2e/network-quiet';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { VIEWER_STATE_KEY } from '../app/features/viewer/viewer-state';
import { BROWSER_USER_AGENT } from '../playwright.config';

/**
 * When a slide change's first tile reached the screen: the page's `performance.measure` wrapped so that, when
 * `viewer:slide-change` is taken (in the handler of the tile's drawing, inside an animation frame, on both the
 * viewer and the floor page), the time from the measure's start to the next animation frame's time stamp is kept.
 * That time stamp is the display refresh at which the browser began the frame after the tile's: about when the
 * tile's frame, committed before it, is shown. Work the page does in the tile's frame after the draw (a render in
 * a microtask, say) counts, as a person sees it; a task the page runs after that frame does not, since it no
 * longer holds the tile back (decision 062; until then the time the callback ran, which counts that task too).
 * Read with `onScreen`. (Not for case open: the viewer takes that measure after hydration, with the time its boot
 * script saw the tile drawn.)
 */
const ON_SCREEN = `(() => {
  const measure = performance.measure.bind(performance);
  const kept = (window.__onScreen = []);
  performance.measure = (name, ...rest) => {
    const entry = measure(name, ...rest);
    if (name === 'viewer:slide-change') requestAnimationFrame((time) => kept.push(time - entry.startTime));
    return entry;
  };
})()`;

/** A new 1440 × 900 browser context whose pages keep when each slide change's first tile reached the screen. */
export async function benchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    // A person's browser, not a crawler: the page streams as it does for them (playwright.config.ts).
    userAgent: BROWSER_USER_AGENT,
  });
  await context.addInitScript(ON_SCREEN);
  return context;
}

/** The `at`-th slide change's on-screen time (see ON_SCREEN), once there is one. */
export async function onScreen(page: Page, at: number): Promise<number> {
  const handle = await page.waitForFunction(
    (index) => (window as unknown as { __onScreen: number[] }).__onScreen[index] ?? null,
    at,
    { timeout: 10_000, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

/** A page of a new 1440 × 900 browser context signed in to the app at `app` as `email`. */
export async function loggedInPage(browser: Browser, app: string, email: string): Promise<Page> {
  const context = await benchContext(browser);
  const response = await context.request.post(`${app}/login`, {
    form: { email, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`login answered ${response.status()}`);
  return context.newPage();
}

/**
 * Resolves once the page has had three idle periods in a row of the longest length (50 ms): no animation frame
 * is pending and no task is queued. A page that still animates (the admin home's chart draws its bars in) has
 * none; after `timeout` ms the wait gives up rather than fail the run.
 */
export function untilIdle(page: Page, timeout = 5_000): Promise<void> {
  // Source text, not a function: tsx names the inner functions with a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const giveUp = setTimeout(resolve, ${timeout});
    let quiet = 0;
    const tick = (deadline) => {
      quiet = deadline.timeRemaining() >= 49 ? quiet + 1 : 0;
      if (quiet < 3) return requestIdleCallback(tick);
      clearTimeout(giveUp);
      resolve();
    };
    requestIdleCallback(tick);
  })`);
}

/**
 * Opens `caseId` in the viewer at slide `index`, as a full page load, from an idle page of the app (the login
 * route sends a signed-in person to their home): that page's requests must be over, or they load the backend
 * while the viewer's loader runs, and so must its animations, or they take the processor from the server and
 * the new page (the floor's page opens in a fresh tab). The slide is chosen through the screen's stored state
 * (session storage).
 */
export async function openViewerAt(page: Page, app: string, caseId: string, index: number) {
  await page.goto(`${app}/login`);
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await untilIdle(page);
  await page.evaluate(([key, state]) => sessionStorage.setItem(key, state), storedViewerState(caseId, index));
  await page.goto(`${app}/viewer?caseId=${caseId}`);
}

/** Session storage's key and value for the viewer screen showing slide `index` of `caseId`, at home. */
export function storedViewerState(caseId: string, index: number): [string, string] {
  const state = { caseId, index, splitView: false, syncSplitView: false, sidemenu: true, rotation: 0 };
  return [VIEWER_STATE_KEY, JSON.stringify({ ...state, viewport: null })];
}
