/**
 * `npm run bench:viewer`: the viewer's own timings in headless Chromium against the production build and a
 * fresh mock backend, each beside its floor (scripts/bench-viewer-baseline.ts: a bare OpenSeadragon 6.1.1 page
 * with the product's options opening the same Deep Zoom source, or with the `geotiff-tilesource` plugin opening
 * the same file for the TIFF route), runs interleaved (product, floor, product, floor, …); medians, p95 and
 * product/floor (the ratio of the medians, and the median of each run's pair), printed, never asserted
 * (docs/viewer.md; the targets in brackets):
 *
 *   viewer:case-open     route start → first tile drawn                        [≤ 1.3× floor; TIFF ≤ 1.0×]
 *   viewer:slide-change  click → first tile of a slide not viewed yet drawn    [≤ 1.2× floor]
 *                        (the floor's slide change is a click on a button too: decision 057)
 *     on screen          click → the time stamp of the first animation frame after the tile's: work the page
 *                        does after drawing the tile and before its frame is done counts too (decisions 061, 062)
 *   viewer:fov           a pan or zoom → every visible tile drawn              [at the floor]
 *     of which settle    animation end (0.5 s, spec 9) → every visible tile drawn
 *
 * for a fixture slide (when ../shared exists), the large derived mosaic and a TIFF-route slide; the fixture slide's
 * first tile from a DICOMweb archive beside its Deep Zoom copy (scripts/bench-viewer-dicomweb.ts, where Orthanc
 * is installed); then the JS the
 * viewer route loads (gzip KB) and the tab's JS heap after 20 and after 50 pans and zooms; last, the event log's
 * figures (scripts/bench-viewer-model.ts: replaying 10,000 events into a fresh pane [< 100 ms], undo on that
 * log, dispatching one by one).
 *
 *   npx remix vite:build --logLevel error && npm run bench:viewer -- --runs 7
 *
 * The first visits are also set beside the session floor, the bare page answered only once the session is checked
 * (the app's cookie unsealed and `GET /api/Users/current` asked of the mock: "session floor").
 *
 * Options: --runs, --mock-port (4720), --app-port (3720), --baseline-port (app port + 1), --only fixture|mosaic|tiff|archive
 * (that slide alone, without the weight, heap and model figures: for trying a change), --first-visit (the
 * first visits alone, without the warm runs), --timeline (each first
 * visit's network, product and floor: scripts/bench-viewer-cold.ts), --floor-by-script (the
 * floor's slide change called from a script, as before decision 057: to compare with older figures), --versus
 * <folder> (the first visits of another build too, e.g. a worktree of main built there, served by that folder's
 * server on --versus-port (app port + 2) from the same mock, its visits taking turns with this build's and the
 * floors' visit by visit; each figure then reads this build / that one, paired). The plugin
 * is a devDependency; where node_modules is shared and lacks it, BENCH_NODE_PATH names a folder holding it.
 */
import { networkQuiet } from '../tests/e2e/network-quiet';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { flattenCaseImages, type ViewerCase } from '../app/features/viewer/case-images';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import type { SlideLink } from '../app/features/viewer/slide-links';
import { bin, mockToken, quantile, run, startService, waitForUrl } from './lib';
import { BENCH_SESSION_SECRET, baselineSourceOf, startBaselineServer } from './bench-viewer-baseline';
import { benchContext, loggedInPage, onScreen, openViewerAt } from './viewer-bench-page';
import { benchFirstVisits } from './bench-viewer-cold';
import { ARCHIVE_BLOB, benchArchiveRoute } from './bench-viewer-dicomweb';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = arg('runs', 7);
const floorByScript = process.argv.includes('--floor-by-script');
const firstVisitOnly = process.argv.includes('--first-visit');
const mockPort = arg('mock-port', 4720);
const appPort = arg('app-port', 3720);
const api = `http://127.0.0.1:${mockPort}`;
const app = `http://localhost:${appPort}`;
const versusDir = process.argv.includes('--versus')
  ? path.resolve(process.argv[process.argv.indexOf('--versus') + 1]!)
  : null;
const versusPort = arg('versus-port', appPort + 2);
const versusApp = versusDir ? `http://localhost:${versusPort}` : null;
// The floor pages, and the session floor: each page answered once the app's session cookie is checked (by the mock).
const floorPages = startBaselineServer(arg('baseline-port', appPort + 1), {
  api,
  secret: BENCH_SESSION_SECRET,
});

/** A build's production server on `port`; `folder`: another build's (its public/ and build/), for --versus. */
const appServer = (name: string, port: number, folder?: string) =>
  startService(
    name,
    process.execPath,
    ['server/index.js', 'build/server/index.js'],
    { PORT: String(port), NODE_ENV: 'production', SESSION_SECRET: BENCH_SESSION_SECRET, API_BASE_URL: api },
    folder,
  );

const services = [
  startService('mock', bin('tsx'), ['mock-server/server.ts', '--reset'], {
    MOCK_PORT: String(mockPort),
    MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-bench-viewer-${mockPort}.json`),
    // The archive line's Orthanc listens on the loopback, which a facility's archive may not be elsewhere.
    MOCK_INTERFACE_ALLOWED_NETWORKS: '127.0.0.0/8',
  }),
  appServer('app', appPort),
  ...(versusDir ? [appServer('versus', versusPort, versusDir)] : []),
];
process.on('exit', () => {
  services.forEach((service) => service.kill('SIGTERM'));
  floorPages.close();
});

const ACCOUNT = 'admin@demo.test';

async function linkOf(auth: string, blobId: string): Promise<SlideLink> {
  const response = await fetch(`${api}/api/wsi/get-download-link/${blobId}`, {
    headers: { Authorization: `Bearer ${auth}` },
  });
  return ((await response.json()) as { data: SlideLink }).data;
}

type Target = { caseId: string; index: number; other: number; blobs: Array<string | null> };

/**
 * A case showing `blobId`, the index of that image, and the slide to change to: one not viewed yet and not a
 * neighbour (neighbours are preloaded), with a Deep Zoom copy when there is one.
 */
async function caseWith(auth: string, blobId: string): Promise<Target | null> {
  const headers = { Authorization: `Bearer ${auth}` };
  let fallback: Target | null = null;
  for (let page = 1; page <= 20; page++) {
    const list = (await (await fetch(`${api}/api/cases?pageSize=100&page=${page}`, { headers })).json()) as {
      data: { items: Array<{ caseID: string; imageCount: number }>; totalPages: number };
    };
    for (const item of list.data.items.filter((c) => c.imageCount > 1)) {
      const detail = (await (await fetch(`${api}/api/cases/${item.caseID}`, { headers })).json()) as {
        data: ViewerCase;
      };
      const images = flattenCaseImages(detail.data);
      const index = images.findIndex((image) => image.fileContent === blobId);
      if (index < 0) continue;
      const far = images
        .map((image, at) => ({ blob: image.fileContent, at }))
        .filter(({ blob, at }) => blob && blob !== blobId && Math.abs(at - index) > 1);
      const blobs = images.map((image) => image.fileContent);
      for (const { blob, at } of far) {
        if ((await linkOf(auth, blob!)).dziTileSourceObject)
          return { caseId: item.caseID, index, other: at, blobs };
      }
      // No such slide in this case: another case may have one.
      const other = far[0]?.at ?? images.findIndex((image) => image.fileContent !== blobId);
      if (other >= 0) fallback ??= { caseId: item.caseID, index, other, blobs };
    }
    if (page >= list.data.totalPages) break;
  }
  return fallback;
}

/** Waits for the next `performance.measure` entry of that name after `count` earlier ones; its duration. */
async function nextMeasure(page: Page, name: string, count: number, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    ([measure, seen]) => {
      const entries = performance.getEntriesByName(measure as string, 'measure');
      return entries.length > (seen as number) ? entries[entries.length - 1]!.duration : null;
    },
    [name, count] as const,
    { timeout, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

const measures = (page: Page, name: string) =>
  page.evaluate((measure) => performance.getEntriesByName(measure, 'measure').length, name);

async function openAt(page: Page, caseId: string, index: number) {
  await openViewerAt(page, app, caseId, index);
  return nextMeasure(page, 'viewer:case-open', 0);
}

const stats = (values: number[]) => ({
  median: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  n: values.length,
});

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/** A pause before the slide change: the last move's tiles are not part of it. */
const SETTLE_MS = 1000;

type Figures = {
  caseOpen: number[];
  /** Within the case open: the page's first byte (the server's answer, with the loader's backend calls). */
  firstByte: number[];
  slideChange: number[];
  /** The slide change to the time stamp of the first animation frame after the tile's: when it was on screen. */
  slideChangeOnScreen: number[];
  /**
   * Within the slide change: its first tile request, and the first tile's response, from the click. Images
   * only (Deep Zoom tiles): the TIFF route reads in a worker, whose requests the page's timings do not list.
   */
  firstRequest: number[];
  firstResponse: number[];
  fov: number[];
  settle: number[];
};
const figures = (): Figures => ({
  caseOpen: [],
  firstByte: [],
  slideChange: [],
  slideChangeOnScreen: [],
  firstRequest: [],
  firstResponse: [],
  fov: [],
  settle: [],
});

/** The page's first byte after its navigation started (navigation timing). */
const firstByte = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
  );

/** The last slide change's first image request and first response (resource timings), into `into`. */
async function slideChangeParts(page: Page, into: Figures) {
  const parts = await page.evaluate(() => {
    const change = performance.getEntriesByName('viewer:slide-change', 'measure').at(-1)!;
    const tiles = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) =>
        entry.initiatorType === 'img' &&
        entry.startTime >= change.startTime &&
        entry.startTime <= change.startTime + change.duration,
    );
    return tiles.length
      ? {
          request: Math.min(...tiles.map((entry) => entry.startTime)) - change.startTime,
          response: Math.min(...tiles.map((entry) => entry.responseEnd)) - change.startTime,
        }
      : null;
  });
  if (!parts) return;
  into.firstRequest.push(parts.request);
  into.firstResponse.push(parts.response);
}

/** Zoom in twice and pan, each waited until every visible tile is drawn. */
async function moveAround(page: Page, zoomIn: () => Promise<unknown>, into: Figures, settle: boolean) {
  const canvas = page.getByTestId('osd-container').first();
  const box = (await canvas.boundingBox())!;
  for (const move of ['zoom', 'zoom', 'pan'] as const) {
    const seen = await measures(page, 'viewer:fov');
    if (move === 'zoom') await zoomIn();
    else {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 - 120, { steps: 5 });
      await page.mouse.up();
    }
    // A move that changes nothing (already at the zoom limit) records nothing: skipped, not waited for.
    const duration = await nextMeasure(page, 'viewer:fov', seen, 15_000).catch(() => null);
    if (duration === null) continue;
    into.fov.push(duration);
    if (settle) {
      into.settle.push(
        await page.evaluate(() => performance.getEntriesByName('viewer:fov-settle').at(-1)!.duration),
      );
    }
  }
}

async function productRun(browser: Browser, target: Target, into: Figures) {
  const page = await loggedInPage(browser, app, ACCOUNT);
  try {
    into.caseOpen.push(await openAt(page, target.caseId, target.index));
    into.firstByte.push(await firstByte(page));
    await page.waitForSelector('[data-testid="viewer"][data-loading="false"]');
    await moveAround(page, () => page.getByRole('button', { name: 'Zoom In' }).click(), into, true);
    // Slide change to a slide not viewed yet, once the last move's tiles are in (on both sides).
    await page.waitForTimeout(SETTLE_MS);
    const seen = await measures(page, 'viewer:slide-change');
    await page.getByRole('button', { name: new RegExp(`^Slide ${target.other + 1}:`) }).click();
    into.slideChange.push(await nextMeasure(page, 'viewer:slide-change', seen));
    into.slideChangeOnScreen.push(await onScreen(page, seen));
    await slideChangeParts(page, into);
    const box = await page.getByTestId('osd-container').first().boundingBox();
    return { width: Math.round(box!.width), height: Math.round(box!.height) };
  } finally {
    await page.context().close();
  }
}

async function baselineRun(browser: Browser, url: string, into: Figures) {
  const context = await benchContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    into.caseOpen.push(await nextMeasure(page, 'viewer:case-open', 0));
    into.firstByte.push(await firstByte(page));
    await moveAround(
      page,
      () => page.evaluate(() => (window as unknown as BenchPage).benchZoomIn()),
      into,
      false,
    );
    await page.waitForTimeout(SETTLE_MS);
    const seen = await measures(page, 'viewer:slide-change');
    // The floor changes slide from a click, as a person does in the viewer: Chromium runs the frame after an
    // input before the page's timers, which a change called from a script does not pay (decision 057).
    if (floorByScript) await page.evaluate(() => (window as unknown as BenchPage).benchOpen(1));
    else await page.click('#next');
    into.slideChange.push(await nextMeasure(page, 'viewer:slide-change', seen));
    into.slideChangeOnScreen.push(await onScreen(page, seen));
    await slideChangeParts(page, into);
  } finally {
    await context.close();
  }
}

type BenchPage = { benchOpen(index: number): Promise<void>; benchZoomIn(): void };

const median = (values: number[]) => stats(values).median;

/** Product and baseline runs taken in turn (product, baseline, product, …); medians and product/baseline. */
async function benchSlide(browser: Browser, auth: string, label: string, target: Target, floor: string) {
  const product = figures();
  const baseline = figures();
  let size = { width: 1170, height: 900 };
  // A run that times out (a shared machine) keeps what it measured and is reported, not fatal.
  const attempt = async <T>(what: string, task: () => Promise<T>): Promise<T | null> =>
    task().catch((error: unknown) => {
      console.log(
        `  (${what} run gave up: ${error instanceof Error ? error.message.split('\n')[0] : error})`,
      );
      return null;
    });
  // Each product run and the floor run after it, as pairs: their ratio's median is less moved than the ratio
  // of medians by the machine getting busier or quieter over the runs.
  const paired: Partial<Record<keyof Figures, number[]>> = {};
  const PAIRED = [
    'caseOpen',
    'firstByte',
    'slideChange',
    'slideChangeOnScreen',
    'firstRequest',
    'firstResponse',
  ] as const;
  // One product run first, not counted: the pane's size for the floor's page, and the server past its first
  // requests on both sides.
  size = (await attempt('product', () => productRun(browser, target, figures()))) ?? size;
  const sources = await Promise.all(
    [target.index, target.other].map(async (at) => baselineSourceOf(await linkOf(auth, target.blobs[at]!))),
  );
  const baselineUrl = floorPages.page(`${target.caseId}-${target.index}`, sources, size);
  const firstVisits = await benchFirstVisits({
    browser,
    app,
    account: ACCOUNT,
    target,
    floorUrl: baselineUrl,
    sessionFloorUrl: floorPages.sessionFloor(baselineUrl),
    runs,
    attempt,
    versusApp,
  });
  if (firstVisitOnly) {
    console.log(`\n${label} — floor: ${floor}`);
    firstVisits.forEach((text) => console.log(text));
    return;
  }
  for (let run = 0; run < runs; run++) {
    const before = PAIRED.map((key) => [product[key].length, baseline[key].length] as const);
    // Which side goes first alternates: neither always meets the machine the other left behind.
    const sides = [
      () => attempt('product', () => productRun(browser, target, product)),
      () => (baselineUrl ? attempt('floor', () => baselineRun(browser, baselineUrl, baseline)) : null),
    ];
    for (const side of run % 2 ? sides.reverse() : sides) await side();
    PAIRED.forEach((key, at) => {
      const [p, b] = before[at]!;
      if (product[key].length === p + 1 && baseline[key].length === b + 1) {
        (paired[key] ??= []).push(product[key][p]! / baseline[key][b]!);
      }
    });
  }
  const line = (name: string, key: keyof Figures) => {
    const p = stats(product[key]);
    const b = baseline[key].length ? median(baseline[key]) : NaN;
    const ratio = Number.isNaN(b) ? '' : `   ${(p.median / b).toFixed(2)}x`;
    const floorText = Number.isNaN(b) ? ''.padStart(15) : `   floor ${ms(b)}`;
    const pairs = paired[key];
    const pairedText = pairs?.length ? `   paired ${median(pairs).toFixed(2)}x` : '';
    const text = `median ${ms(p.median)}   p95 ${ms(p.p95)}${floorText}${ratio}${pairedText}`;
    return `  ${name.padEnd(20)} ${text}   (n=${p.n})`;
  };
  console.log(
    `\n${label}${baselineUrl ? ` — floor: ${floor}` : ' — no floor (geotiff-tilesource not installed)'}`,
  );
  firstVisits.forEach((text) => console.log(text));
  console.log('  warm (the viewer opened from the signed-in home page, its shared scripts cached):');
  console.log(line('viewer:case-open', 'caseOpen'));
  console.log(line('  first byte', 'firstByte'));
  console.log(line(`viewer:slide-change`, 'slideChange'));
  console.log(line('  on screen', 'slideChangeOnScreen'));
  if (product.firstRequest.length) {
    console.log(line('  first tile request', 'firstRequest'));
    console.log(line('  first tile response', 'firstResponse'));
  }
  console.log(line('viewer:fov', 'fov'));
  const settle = stats(product.settle);
  console.log(
    `  ${'  of which settle'.padEnd(20)} median ${ms(settle.median)}   p95 ${ms(settle.p95)}   (n=${settle.n})`,
  );
  const floorChange = floorByScript ? ' (the floor: from a script)' : '';
  console.log(
    `  (slide change: to slide ${target.other + 1}, not viewed before, from a click on both sides${floorChange};` +
      " ratios are product/floor: of the medians, and the median of each run's pair)",
  );
}

/** JS the viewer route loads (gzip), and the heap after 20 and 50 pans and zooms on the mosaic. */
async function benchWeightAndHeap(browser: Browser, target: { caseId: string; index: number }) {
  const page = await loggedInPage(browser, app, ACCOUNT);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    // The viewer page's own scripts: not those of the home page it was opened from.
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(app)) return;
    if (!request.frame().url().includes('/viewer')) return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a redirect or an aborted body
    }
  });
  await openAt(page, target.caseId, target.index);
  await page.waitForSelector('[data-testid="viewer"][data-loading="false"]');
  await page.waitForLoadState('load');
  await networkQuiet(page);
  const gzipKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  console.log(`\nJS loaded by /viewer: ${scripts.size} files, ${gzipKb.toFixed(1)} KB gzip`);

  const cdp = await page.context().newCDPSession(page);
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  };
  const canvas = page.getByTestId('osd-container').first();
  const box = (await canvas.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const heap: Array<[number, number]> = [[0, await heapMb()]];
  for (let move = 1; move <= 50; move++) {
    const seen = await measures(page, 'viewer:fov');
    if (move % 5 === 0) await page.getByRole('button', { name: 'Reset Zoom' }).click();
    else if (move % 2 === 0) await page.getByRole('button', { name: 'Zoom In' }).click();
    else {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + (move % 4 === 1 ? 250 : -250), cy + 100, { steps: 4 });
      await page.mouse.up();
    }
    await nextMeasure(page, 'viewer:fov', seen, 15_000).catch(() => null);
    if (move === 20 || move === 50) heap.push([move, await heapMb()]);
  }
  console.log(
    `JS heap (after GC): ${heap.map(([moves, mb]) => `${moves} moves ${mb.toFixed(1)} MB`).join(', ')}`,
  );
  await page.context().close();
}

try {
  await Promise.all([
    waitForUrl(`${api}/__mock/health`, 180_000),
    waitForUrl(`${app}/login`, 60_000),
    ...(versusApp ? [waitForUrl(`${versusApp}/login`, 60_000)] : []),
  ]);
  const auth = await mockToken(api, ACCOUNT, DEMO_PASSWORD);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `bench:viewer — ${runs} runs per slide, Chromium headless, production build; load average ${load()}`,
  );
  const bare = 'bare OpenSeadragon 6.1.1, same options and Deep Zoom source';
  const plugin = `bare OpenSeadragon 6.1.1 + geotiff-tilesource ${floorPages.pluginVersion ?? ''}, same file`;
  const slides: Array<[string, string, string]> = [
    ['fixture slide (Aperio CMU-1 small region, Deep Zoom)', 'blob-aperio-cmu-1-small-region', bare],
    ['large derived slide (mosaic 61,440 × 61,440, Deep Zoom)', 'blob-mosaic', bare],
    ['TIFF route (demo slide 8,000 × 6,000 without Deep Zoom)', 'blob-demo-02', plugin],
  ];
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  let mosaic: { caseId: string; index: number } | null = null;
  for (const [label, blobId, floor] of slides) {
    if (only && !label.toLowerCase().includes(only.toLowerCase())) continue;
    const target = await caseWith(auth, blobId);
    if (!target) {
      console.log(`\n${label}: no case shows ${blobId} (fixtures absent?) — skipped`);
      continue;
    }
    if (blobId === 'blob-mosaic') mosaic = target;
    await benchSlide(browser, auth, label, target, floor);
  }
  if (!firstVisitOnly && (!only || 'archive'.includes(only.toLowerCase()))) {
    const target = await caseWith(auth, ARCHIVE_BLOB);
    if (target) await benchArchiveRoute({ browser, app, api, account: ACCOUNT, target, runs });
    else console.log(`\narchive route: no case shows ${ARCHIVE_BLOB} (fixtures absent?) — skipped`);
  }
  if (mosaic && !only) await benchWeightAndHeap(browser, mosaic);
  await browser.close();
  console.log(`\nload average at the end: ${load()}\n`);
  if (!only) await run(bin('tsx'), ['scripts/bench-viewer-model.ts']);
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
