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
 * How the reader left the case before (decision 178): `--after-autosave` types in its report and waits for
 * "Draft saved"; `--revalidate` then hides and shows the tab (the page's data read again, as on coming back to
 * it); `--reading-s N` stays N seconds on it before the click. `--versus <folder>`: another build's app (the
 * folder holding its server/ and build/, e.g. main's) on --versus-port (app port + 1) from the same mock, whose
 * Next case is timed in turn with this build's and printed as a paired ratio.
 *
 * Both sides are timed the same way: an init script wraps the OpenSeadragon the page loads (as
 * bench-viewer-cold.ts does) and keeps when each viewer drew its first tile (`performance.now()`).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { networkQuiet } from '../tests/e2e/network-quiet';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { mockToken, quantile, startBenchServers, startService, waitForUrl } from './lib';
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
const afterAutosave = process.argv.includes('--after-autosave');
const revalidate = process.argv.includes('--revalidate');
const readingMs = arg('reading-s', 0) * 1000;
const versusDir = process.argv.includes('--versus')
  ? path.resolve(process.argv[process.argv.indexOf('--versus') + 1]!)
  : null;
const versusPort = arg('versus-port', ports.app + 1);

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
const pageReads: string[] = [];

async function nextOpen(
  browser: Browser,
  app: string,
  from: string,
): Promise<{ drawn: number; pageReads: number }> {
  const page = await loggedInPage(browser, app, ACCOUNT);
  try {
    await page.addInitScript(FIRST_TILES);
    await page.goto(workspace(app, from));
    await firstTileAfter(page, 0);
    await page.getByTestId('next-case').waitFor();
    await networkQuiet(page);
    await leaveAsTheReaderDid(page);
    await untilIdle(page);
    // The click's reads of the next case's own page data (none when it renders from the page read ahead).
    page.on('request', (request) => {
      const url = new URL(request.url());
      const routes = url.searchParams.get('_routes');
      if (url.pathname.endsWith('.data') && (!routes || routes.includes('reading-workspace')))
        pageReads.push(url.pathname);
    });
    const clicked = (await page.evaluate('performance.now()')) as number;
    await page.getByTestId('next-case').click();
    const drawn = (await firstTileAfter(page, clicked)) - clicked;
    // The next case's own page starts reading the case after it: that one is not the click's.
    const to = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const ours = pageReads.filter((read) => read.endsWith(`/${to}.data`)).length;
    pageReads.length = 0;
    return { drawn, pageReads: ours };
  } finally {
    await page.context().close();
  }
}

/** What the reader did on the case before Next case (the options above). */
async function leaveAsTheReaderDid(page: Page) {
  if (afterAutosave) {
    await page.getByLabel('Primary diagnosis').fill(`Benign breast tissue, read at ${Date.now()}.`);
    await page.locator('[data-draft-status="saved"]').waitFor({ timeout: 30_000 });
  }
  if (revalidate) {
    for (const state of ['hidden', 'visible']) {
      await page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    }
  }
  if (readingMs) await page.waitForTimeout(readingMs);
  await networkQuiet(page);
  await page.getByTestId('next-case').waitFor();
}

const servers = startBenchServers('next-case', ports);
const versus = versusDir
  ? startService(
      'versus',
      process.execPath,
      ['server/index.js', 'build/server/index.js'],
      {
        PORT: String(versusPort),
        NODE_ENV: 'production',
        API_BASE_URL: servers.mockOrigin,
        SESSION_SECRET: 'next-case-versus-session-secret',
      },
      versusDir,
    )
  : null;
const versusApp = versus ? `http://localhost:${versusPort}` : null;
process.on('exit', () => versus?.kill('SIGTERM'));
try {
  await Promise.all([
    waitForUrl(`${servers.mockOrigin}/__mock/health`, 180_000),
    waitForUrl(`${servers.appOrigin}/login`, 60_000),
    ...(versusApp ? [waitForUrl(`${versusApp}/login`, 60_000)] : []),
  ]);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`bench:next-case — ${runs} pairs, Chromium headless, production build; load average ${load()}`);
  const before = [
    afterAutosave && 'typed, draft saved',
    revalidate && 'tab hidden and shown (data read again)',
    readingMs && `${readingMs / 1000} s on the case`,
  ].filter(Boolean);
  console.log(`  before Next case: ${before.join('; ') || 'idle once read ahead'}`);
  const { from, to } = await pairOfCases(browser, servers.appOrigin, servers.mockOrigin);
  console.log(`  ${from} → Next case → ${to}`);
  const cold: number[] = [];
  const next: number[] = [];
  const ratios: number[] = [];
  const other: number[] = [];
  const reads: number[] = [];
  const otherReads: number[] = [];
  const timed = (run: { drawn: number; pageReads: number }, into: number[]) => {
    into.push(run.pageReads);
    return run.drawn;
  };
  const versusRatios: number[] = [];
  for (let run = 0; run < runs; run++) {
    // Which goes first alternates from pair to pair.
    let a = 0;
    let b = 0;
    let c = 0;
    if (run % 2) {
      if (versusApp) c = timed(await nextOpen(browser, versusApp, from), otherReads);
      b = timed(await nextOpen(browser, servers.appOrigin, from), reads);
      a = await coldOpen(browser, servers.appOrigin, to);
    } else {
      a = await coldOpen(browser, servers.appOrigin, to);
      b = timed(await nextOpen(browser, servers.appOrigin, from), reads);
      if (versusApp) c = timed(await nextOpen(browser, versusApp, from), otherReads);
    }
    cold.push(a);
    next.push(b);
    ratios.push(b / a);
    if (versusApp) {
      other.push(c);
      versusRatios.push(b / c);
    }
  }
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    `  cold open (fresh context, navigation → first tile)  median ${ms(quantile(cold, 0.5))}   p95 ${ms(quantile(cold, 0.95))}`,
  );
  console.log(
    `  Next case (read ahead, click → first tile)          median ${ms(quantile(next, 0.5))}   p95 ${ms(quantile(next, 0.95))}   page data read by the click in ${reads.filter(Boolean).length} of ${runs}`,
  );
  console.log(
    `  next / cold: ${(quantile(next, 0.5) / quantile(cold, 0.5)).toFixed(2)}x of the medians; paired ${quantile(ratios, 0.5).toFixed(2)}x (IQR ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}), target ≤ 0.50x`,
  );
  if (versusApp) {
    console.log(
      `  Next case, --versus build (${versusDir})   median ${ms(quantile(other, 0.5))}   p95 ${ms(quantile(other, 0.95))}   page data read by the click in ${otherReads.filter(Boolean).length} of ${runs}`,
    );
    console.log(
      `  this / versus: paired ${quantile(versusRatios, 0.5).toFixed(2)}x (IQR ${quantile(versusRatios, 0.25).toFixed(2)}–${quantile(versusRatios, 0.75).toFixed(2)})`,
    );
  }
  console.log(`load average at the end: ${load()}`);
  await browser.close();
  servers.stop();
  versus?.kill('SIGTERM');
  process.exit(0);
} catch (error) {
  console.error(error);
  servers.stop();
  process.exit(1);
}
