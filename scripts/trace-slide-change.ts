/**
 * `npm run trace:slide-change`: where the main thread's time goes in one slide change, in the viewer and in the
 * bench's floor (a bare OpenSeadragon page with the same Deep Zoom sources: bench-viewer-baseline.ts). A Chrome
 * trace of each, printed as the main thread's tasks from the click to the first tile drawn (start, length, what
 * ran: events, timers, animation frames, React's microtasks, the functions called from a task by name and file,
 * style and layout) and the tile requests. Tracing
 * slows the page, so the times are for comparing the two, not figures of speed (bench:viewer gives those).
 *
 *   npx remix vite:build --logLevel error && npm run trace:slide-change -- --runs 2 --from 0 --to 2
 *
 * Options: --runs (2), --case (case-0009, the viewer tour), --from and --to (slide indexes: 0 and 2).
 */
import { networkQuiet } from '../tests/e2e/network-quiet';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { flattenCaseImages, type ViewerCase } from '../app/features/viewer/case-images';
import type { SlideLink } from '../app/features/viewer/slide-links';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { baselineSourceOf, startBaselineServer } from './bench-viewer-baseline';
import { bin, startService, waitForUrl } from './lib';
import { loggedInPage, openViewerAt } from './viewer-bench-page';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const runs = Number(arg('runs', '2'));
const caseId = arg('case', 'case-0009');
const from = Number(arg('from', '0'));
const to = Number(arg('to', '2'));
const mockPort = 4730;
const appPort = 3730;
const api = `http://127.0.0.1:${mockPort}`;
const app = `http://localhost:${appPort}`;
const ACCOUNT = 'admin@demo.test';

const services = [
  startService('mock', bin('tsx'), ['mock-server/server.ts', '--reset'], {
    MOCK_PORT: String(mockPort),
    MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-trace-${mockPort}.json`),
  }),
  startService('app', process.execPath, ['server/index.js', 'build/server/index.js'], {
    PORT: String(appPort),
    NODE_ENV: 'production',
    SESSION_SECRET: 'trace-session-secret',
    API_BASE_URL: api,
  }),
];
const floorPages = startBaselineServer(appPort + 1);
process.on('exit', () => {
  services.forEach((service) => service.kill('SIGTERM'));
  floorPages.close();
});

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } };
};

/** What a task's inner events are summed as (the rest is left out). */
const PARTS: Record<string, string> = {
  EventDispatch: 'event',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  'Decode Image': 'image decode',
  FunctionCall: 'call',
};

/** Records a Chrome trace of the main thread while `action` runs. */
async function traced(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await action();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(1).padStart(6);

/** Prints the main thread's tasks and the requests within the last `viewer:slide-change` measure. */
function print(events: TraceEvent[]) {
  const marks = events.filter((e) => e.name === 'viewer:slide-change' && e.cat.includes('user_timing'));
  const begin = marks.find((e) => e.ph === 'b');
  const end = marks.find((e) => e.ph === 'e');
  if (!begin || !end) return console.log('  (no slide change in the trace)');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === begin.pid,
  );
  const onMain = events.filter((e) => e.pid === begin.pid && e.tid === main?.tid && e.ph === 'X');
  const t0 = begin.ts;
  console.log(`  slide change ${ms(end.ts - t0).trim()} ms; main-thread tasks over 0.3 ms (from the click):`);
  for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 300)) {
    const taskEnd = task.ts + (task.dur ?? 0);
    if (taskEnd < t0 || task.ts > end.ts) continue;
    const parts = new Map<string, number>();
    for (const e of onMain) {
      const part = PARTS[e.name];
      if (!part || e.ts < task.ts || e.ts > taskEnd) continue;
      const label =
        part === 'event'
          ? `${e.args?.data?.type} event`
          : part === 'call'
            ? `${e.args?.data?.functionName || 'function'} (${e.args?.data?.url?.split('/').pop() ?? ''})`
            : part;
      parts.set(label, (parts.get(label) ?? 0) + (e.dur ?? 0));
    }
    const what = [...parts]
      .filter(([, duration]) => duration > 200)
      .map(([label, duration]) => `${label} ${ms(duration).trim()}`)
      .join(', ');
    console.log(`    +${ms(task.ts - t0)} ms  ${ms(task.dur ?? 0)} ms  ${what}`);
  }
  for (const request of events.filter(
    (e) => e.name === 'ResourceSendRequest' && e.ts >= t0 && e.ts <= end.ts,
  )) {
    console.log(`    +${ms(request.ts - t0)} ms  request …${request.args?.data?.url?.slice(-40)}`);
  }
}

/** Traces `change` once the page has settled; prints the result. */
async function traceChange(page: Page, label: string, change: () => Promise<unknown>) {
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  const events = await traced(cdp, async () => {
    await change();
    await page.waitForFunction(() => performance.getEntriesByName('viewer:slide-change').length > 0, null, {
      polling: 20,
    });
  });
  console.log(label);
  print(events);
  // When each tile was asked for and how long its trip took (request to last byte: the tile server sends no
  // Timing-Allow-Origin, so the parts of the trip are not known).
  const tiles = await page.evaluate(() => {
    const change = performance.getEntriesByName('viewer:slide-change', 'measure').at(-1)!;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'img' && entry.startTime >= change.startTime)
      .slice(0, 6)
      .map((entry) => ({
        at: entry.startTime - change.startTime,
        trip: entry.responseEnd - entry.startTime,
        name: entry.name.split('/').slice(-2).join('/'),
      }));
  });
  for (const tile of tiles) {
    console.log(`    tile ${tile.name}: asked at +${tile.at.toFixed(1)} ms, trip ${tile.trip.toFixed(1)} ms`);
  }
}

/** One slide change in the viewer; the size of its slide pane (the floor page is given the same). */
async function productRun(browser: Browser, run: number) {
  const page = await loggedInPage(browser, app, ACCOUNT);
  await openViewerAt(page, app, caseId, from);
  await page.waitForSelector('[data-testid="viewer"][data-loading="false"]');
  await traceChange(page, `viewer, run ${run}`, () =>
    page.getByRole('button', { name: new RegExp(`^Slide ${to + 1}:`) }).click(),
  );
  const box = (await page.getByTestId('osd-container').first().boundingBox())!;
  await page.context().close();
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

async function floorRun(browser: Browser, url: string, run: number) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('viewer:case-open').length > 0);
  await traceChange(page, `floor, run ${run}`, () => page.click('#next'));
  await context.close();
}

/** The floor page for the two slides, with the sources the viewer gets for them, in a pane of `size`. */
async function floorPage(size: { width: number; height: number }): Promise<string> {
  const login = await fetch(`${api}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT, password: DEMO_PASSWORD }),
  });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const get = async <T>(url: string) => ((await (await fetch(url, { headers })).json()) as { data: T }).data;
  const images = flattenCaseImages(await get<ViewerCase>(`${api}/api/cases/${caseId}`));
  const sources = await Promise.all(
    [from, to].map(async (at) =>
      baselineSourceOf(await get<SlideLink>(`${api}/api/wsi/get-download-link/${images[at]!.fileContent}`)),
    ),
  );
  return floorPages.page('trace', sources, size)!;
}

try {
  await Promise.all([waitForUrl(`${api}/__mock/health`, 180_000), waitForUrl(`${app}/login`, 60_000)]);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  let floorUrl: string | null = null;
  for (let run = 1; run <= runs; run++) {
    const size = await productRun(browser, run);
    floorUrl ??= await floorPage(size);
    await floorRun(browser, floorUrl, run);
  }
  await browser.close();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
