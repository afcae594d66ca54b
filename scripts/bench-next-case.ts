/**
 * "Next case" in the reading workspace against a cold open of the same case: how long until the next
 * case's first slide tile is drawn, (a) clicking Next case in the workspace of the case before it, whose slide
 * links and first tiles were read ahead while it was open, and (b) opening that case's workspace in a fresh
 * browser context (an empty HTTP cache) signed in by a request, the page's navigation as the clock's start.
 * Both in turn, the order alternating from pair to pair; printed as medians and next/cold, with the machine's
 * load. Target: next ≤ 0.5× cold.
 *
 *   npx remix vite:build --logLevel error && npm run bench:next-case -- --runs 7
 *
 * Both sides are timed the same way: an init script wraps the OpenSeadragon the page loads (as
 * bench-viewer-cold.ts does) and keeps when each viewer drew its first tile (`performance.now()`).
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { networkQuiet } from '../tests/e2e/network-quiet';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { mockToken, quantile, startBenchServers, waitForUrl } from './lib';
import { loggedInPage, untilIdle } from './viewer-bench-page';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { flattenCaseImages, type ViewerCase } from '../app/features/viewer/case-images';
import type { SlideLink } from '../app/features/viewer/slide-links';

const ACCOUNT = 'provider@demo.test';
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const runs = arg('runs', 5);
const ports = { app: arg('app-port', 3535), mock: arg('mock-port', 4535) };

/** Every viewer's first tile drawn, as `performance.now()` times in `window.__firstTiles`. */
const FIRST_TILES = `(() => {
  const kept = (window.__firstTiles = []);
  document.addEventListener('load', (event) => {
    const osd = window.OpenSeadragon;
    if (event.target.tagName !== 'SCRIPT' || !osd || !osd.Viewer || osd.Viewer.__bench) return;
    const Viewer = osd.Viewer;
    const Wrapped = function (...args) {
      if (!new.target) return Viewer.apply(this, args);
      const viewer = new Viewer(...args);
      let drawn = false;
      viewer.addHandler('tile-drawn', () => { if (!drawn) { drawn = true; kept.push(performance.now()); } });
      return viewer;
    };
    Wrapped.prototype = Viewer.prototype;
    osd.Viewer = Object.assign(Wrapped, Viewer, { __bench: true });
  }, true);
})()`;

async function firstTileAfter(page: Page, after: number): Promise<number> {
  const handle = await page.waitForFunction(
    (t) => (window as unknown as { __firstTiles: number[] }).__firstTiles.find((at) => at > t) ?? null,
    after,
    { timeout: 60_000, polling: 10 },
  );
  return (await handle.jsonValue()) as number;
}

const workspace = (app: string, caseId: string) => `${app}/pathologist/pd-case-view/${caseId}`;

/** The case whose Next case is timed, and the case it leads to (read from the page's own link). */
async function pairOfCases(browser: Browser, app: string, api: string) {
  const token = await mockToken(api, ACCOUNT, DEMO_PASSWORD);
  const list = await fetch(`${api}/api/cases?assignedToMe=true&status=Assigned&pageSize=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const items = ((await list.json()) as { data: { items: Array<{ caseID: string }> } }).data.items;
  const page = await loggedInPage(browser, app, ACCOUNT);
  try {
    for (const { caseID } of items) {
      await page.goto(workspace(app, caseID));
      const next = page.getByTestId('next-case');
      if (!(await next.isVisible({ timeout: 10_000 }).catch(() => false))) continue;
      const href = (await next.getAttribute('href'))!;
      const nextId = decodeURIComponent(href.split('/').pop()!);
      // The next case must open a Deep Zoom slide first: the tiles read ahead are its (a slide read from its
      // file, JPEG 2000 or TIFF, has no tiles to read ahead and is timed by bench:viewer).
      if (await opensDeepZoom(api, token, nextId)) return { from: caseID, to: nextId };
    }
  } finally {
    await page.context().close();
  }
  throw new Error('No case of My Cases is followed by a case with a slide');
}

async function opensDeepZoom(api: string, token: string, caseId: string): Promise<boolean> {
  const headers = { Authorization: `Bearer ${token}` };
  const detail = await fetch(`${api}/api/cases/${caseId}`, { headers });
  const first = flattenCaseImages(((await detail.json()) as { data: ViewerCase }).data)[0]?.fileContent;
  if (!first) return false;
  const link = await fetch(`${api}/api/wsi/get-download-link/${first}`, { headers });
  return Boolean(((await link.json()) as { data: SlideLink }).data.dziTileSourceObject);
}

/** A fresh context (cold cache) straight to the case's workspace: navigation start → first tile. */
async function coldOpen(browser: Browser, app: string, caseId: string): Promise<number> {
  const page = await loggedInPage(browser, app, ACCOUNT);
  try {
    await page.addInitScript(FIRST_TILES);
    await page.goto(workspace(app, caseId), { waitUntil: 'commit' });
    return await firstTileAfter(page, 0);
  } finally {
    await page.context().close();
  }
}

/** A fresh context on the case before, idle with its read-ahead done; the click on Next case → first tile. */
async function nextOpen(browser: Browser, app: string, from: string): Promise<number> {
  const page = await loggedInPage(browser, app, ACCOUNT);
  try {
    await page.addInitScript(FIRST_TILES);
    await page.goto(workspace(app, from));
    await firstTileAfter(page, 0);
    await page.getByTestId('next-case').waitFor();
    await networkQuiet(page);
    await untilIdle(page);
    const clicked = (await page.evaluate('performance.now()')) as number;
    await page.getByTestId('next-case').click();
    return (await firstTileAfter(page, clicked)) - clicked;
  } finally {
    await page.context().close();
  }
}

const servers = startBenchServers('next-case', ports);
try {
  await Promise.all([
    waitForUrl(`${servers.mockOrigin}/__mock/health`, 180_000),
    waitForUrl(`${servers.appOrigin}/login`, 60_000),
  ]);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`bench:next-case — ${runs} pairs, Chromium headless, production build; load average ${load()}`);
  const { from, to } = await pairOfCases(browser, servers.appOrigin, servers.mockOrigin);
  console.log(`  ${from} → Next case → ${to}`);
  const cold: number[] = [];
  const next: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < runs; run++) {
    // Which goes first alternates from pair to pair.
    let a = 0;
    let b = 0;
    if (run % 2) {
      b = await nextOpen(browser, servers.appOrigin, from);
      a = await coldOpen(browser, servers.appOrigin, to);
    } else {
      a = await coldOpen(browser, servers.appOrigin, to);
      b = await nextOpen(browser, servers.appOrigin, from);
    }
    cold.push(a);
    next.push(b);
    ratios.push(b / a);
  }
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    `  cold open (fresh context, navigation → first tile)  median ${ms(quantile(cold, 0.5))}   p95 ${ms(quantile(cold, 0.95))}`,
  );
  console.log(
    `  Next case (read ahead, click → first tile)          median ${ms(quantile(next, 0.5))}   p95 ${ms(quantile(next, 0.95))}`,
  );
  console.log(
    `  next / cold: ${(quantile(next, 0.5) / quantile(cold, 0.5)).toFixed(2)}x of the medians; paired ${quantile(ratios, 0.5).toFixed(2)}x (IQR ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}), target ≤ 0.50x`,
  );
  console.log(`load average at the end: ${load()}`);
  await browser.close();
  servers.stop();
  process.exit(0);
} catch (error) {
  console.error(error);
  servers.stop();
  process.exit(1);
}
