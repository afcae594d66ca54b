/**
 * `npm run visual`: full-page screenshots of a fixed set of pages at 1280 × 800 and 390 × 844, compared with a
 * baseline, to show that a change of markup or CSS changed nothing a user would notice (docs/testing.md).
 *
 *   npm run visual -- --baseline       capture the baseline into .visual/baseline/ (replaces it)
 *   npm run visual                     capture into .visual/current/, compare, diff images into .visual/diff/
 *   npm run visual -- --only cases     only the shots whose name contains "cases" (either mode)
 *   npm run visual -- --max-pixels 0  no pixel may differ beyond the tolerance (default 20)
 *
 * Each run starts its own mock backend on a freshly seeded database and the production server on BUILD_DIR
 * (default `build`; startBenchServers), on VISUAL_APP_PORT / VISUAL_MOCK_PORT (3391 / 4391). The seed's dates
 * are fixed (mock-server/store/seed-generate.ts); what depends on "now" is the mock's QA clock (due states,
 * escalation notices), pinned to VISUAL_CLOCK before any page is opened. That clock runs on from its pin, so
 * what a page stamps while it is open (the admin case page's own view in its access history) is masked. The
 * browser's clock is left alone: the pages show no time relative to it (dates are absolute; the footer's year
 * is the server's), and a browser in another year than the server would only add a hydration mismatch. The
 * browser runs in UTC, en-US, with animations and the caret off. The pages are only looked at (which records
 * views in the audit trail), always in the same order.
 *
 * A pixel differs when one of its channels differs by more than CHANNEL_TOLERANCE (anti-aliasing); a shot
 * differs when more than --max-pixels pixels (default 20) do, or its size changed. Exit code 1 when any does.
 * The comparison uses sharp (a dev dependency already) to decode the PNGs: no pixelmatch or pngjs needed.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { networkQuiet } from '../tests/e2e/network-quiet';
import { mockCall, mockToken, portIsFree, startBenchServers, waitForUrl } from './lib';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'boolean', default: false },
    only: { type: 'string' },
    'max-pixels': { type: 'string', default: '20' },
  },
});
const ROOT = '.visual';
const OUT = path.join(ROOT, args.baseline ? 'baseline' : 'current');
const MAX_PIXELS = Number(args['max-pixels']);
/** Largest difference (0–255) in any channel that still counts as the same pixel. */
const CHANNEL_TOLERANCE = 32;
/** The QA clock's fixed time: every seeded due time is long past, so every case's due state is settled. */
const CLOCK = process.env.VISUAL_CLOCK ?? '2030-01-07T09:00:00.000Z';
const QA_TOKEN = 'visual-qa-token';
const WIDTHS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

type Role = 'admin' | 'provider' | 'facility' | null;
const EMAILS = { admin: 'admin@demo.test', provider: 'provider@demo.test', facility: 'facility@demo.test' };

interface Shot {
  name: string;
  role: Role;
  /** A path, or one built from a record the role sees (read from the mock by `id`). */
  url: string | ((id: (listPath: string, key: string) => Promise<string>) => Promise<string>);
  /** Opens a menu or dialog once the page has settled (then only the window is captured). */
  open?(page: Page, phone: boolean): Promise<void>;
  /** What no clock can pin, painted over (its place and size still compared): the last resort. */
  mask?(page: Page): Locator[];
}

/** Tables, badges, pagination, filters, side menu and header; forms; a detail page; an open menu. */
const SHOTS: Shot[] = [
  { name: 'login', role: null, url: '/login' },
  { name: 'provider-available-cases', role: 'provider', url: '/availableCases' },
  { name: 'provider-selected-cases', role: 'provider', url: '/selectedCases' },
  { name: 'provider-completed-cases', role: 'provider', url: '/completedCases' },
  {
    // The user menu at 1280; the phone's menu sheet ("Open menu") at 390.
    name: 'provider-menu-open',
    role: 'provider',
    url: '/availableCases',
    async open(page, phone) {
      await page.getByRole('button', { name: phone ? 'Open menu' : /, user menu$/ }).click();
      await page.getByRole(phone ? 'dialog' : 'menu').waitFor();
    },
  },
  { name: 'facility-send-out-cases', role: 'facility', url: '/send-out-cases' },
  { name: 'facility-drafts', role: 'facility', url: '/review-project' },
  { name: 'facility-tasks', role: 'facility', url: '/tasks-list' },
  {
    name: 'facility-case-details',
    role: 'facility',
    url: async (id) => `/case-details/${await id('/api/cases?status=Assigned', 'caseID')}`,
  },
  { name: 'facility-create-case', role: 'facility', url: '/upload-project' },
  { name: 'admin-cases', role: 'admin', url: '/case' },
  {
    name: 'admin-case-detail',
    role: 'admin',
    url: async (id) => `/case/${await id('/api/cases?status=Assigned', 'caseID')}`,
    // Opening the page records a view, stamped to the second by the QA clock, which runs on from its pin.
    mask: (page) => [page.getByRole('region', { name: 'Access history' }).locator('time')],
  },
  { name: 'admin-users', role: 'admin', url: '/users' },
  { name: 'admin-user-edit', role: 'admin', url: '/users/edit/usr-provider' },
  { name: 'admin-accounts', role: 'admin', url: '/account' },
  {
    name: 'admin-account-deactivate-confirm',
    role: 'admin',
    url: '/account/detail/fac-001',
    async open(page) {
      await page.getByRole('button', { name: 'Deactivate account', exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
];

/** The page once it has hydrated, its requests are over (500 ms quiet) and its fonts are in. */
async function settle(page: Page) {
  await page.waitForSelector('html[data-hydrated]');
  await networkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Captures every shot at both widths into OUT: one browser context (signed in by a request) per role. */
async function capture(browser: Browser, app: string, mock: string, shots: Shot[]) {
  for (const role of [null, 'provider', 'facility', 'admin'] as const) {
    const mine = shots.filter((shot) => shot.role === role);
    if (!mine.length) continue;
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' });
    let token = '';
    if (role) {
      const login = await context.request.post(`${app}/login`, {
        form: { email: EMAILS[role], password: DEMO_PASSWORD },
        maxRedirects: 0,
      });
      if (login.status() !== 302) throw new Error(`login as ${role} answered ${login.status()}`);
      token = await mockToken(mock, EMAILS[role], DEMO_PASSWORD);
    }
    const firstId = async (listPath: string, key: string) => {
      const data = (await mockCall(mock, 'GET', listPath, token)) as { items: Array<Record<string, string>> };
      return String(data.items[0]![key]);
    };
    const page = await context.newPage();
    for (const shot of mine) {
      const url = typeof shot.url === 'string' ? shot.url : await shot.url(firstId);
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${app}${url}`);
        await settle(page);
        if (shot.open) await shot.open(page, size.width < 768);
        const file = path.join(OUT, `${shot.name}@${size.name}.png`);
        // An open menu or dialog: what the window shows; else the whole page.
        await page.screenshot({
          path: file,
          fullPage: !shot.open,
          animations: 'disabled',
          caret: 'hide',
          mask: shot.mask?.(page),
        });
        console.log(`captured ${file}`);
      }
    }
    await context.close();
  }
}

const decode = (file: string) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * Pixels that differ beyond CHANNEL_TOLERANCE, on a canvas as large as both (a pixel only one image has
 * differs), and a diff image: the baseline faded, differing pixels red.
 */
async function compare(baseFile: string, currentFile: string, diffFile: string) {
  const [base, current] = await Promise.all([decode(baseFile), decode(currentFile)]);
  const width = Math.max(base.info.width, current.info.width);
  const height = Math.max(base.info.height, current.info.height);
  const diff = Buffer.alloc(width * height * 4);
  const at = (image: typeof base, x: number, y: number) =>
    x < image.info.width && y < image.info.height ? (y * image.info.width + x) * 4 : -1;
  let differing = 0;
  /** Pixels not exactly equal but within the tolerance: printed, never a failure. */
  let faint = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = at(base, x, y);
      const b = at(current, x, y);
      let same = a >= 0 && b >= 0;
      let exact = same;
      for (let c = 0; same && c < 4; c++) {
        const delta = Math.abs(base.data[a + c]! - current.data[b + c]!);
        same = delta <= CHANNEL_TOLERANCE;
        exact &&= delta === 0;
      }
      if (same && !exact) faint++;
      const o = (y * width + x) * 4;
      if (same) {
        const luma = 0.299 * base.data[a]! + 0.587 * base.data[a + 1]! + 0.114 * base.data[a + 2]!;
        diff.fill(Math.round(255 - (255 - luma) * 0.15), o, o + 3);
      } else {
        differing++;
        diff[o] = 255;
      }
      diff[o + 3] = 255;
    }
  }
  if (differing)
    await sharp(diff, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(diffFile);
  const size = (image: typeof base) => `${image.info.width}×${image.info.height}`;
  return {
    differing,
    faint,
    sizes: size(base) === size(current) ? size(base) : `${size(base)} → ${size(current)}`,
  };
}

/**
 * A build copied to another folder still serves the original's CSS and scripts (the server build names its asset
 * folder relative to the working directory): refuse it rather than compare the wrong files.
 */
function checkAssetFolder(buildDir: string) {
  const serverBuild = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverBuild)) return; // startBenchServers says what to do
  const assets = /assetsBuildDirectory = "([^"]+)"/.exec(readFileSync(serverBuild, 'utf8'))?.[1];
  if (assets && path.resolve(assets) !== path.resolve(buildDir, 'client')) {
    throw new Error(
      `${serverBuild} serves its assets from ${assets}/, not ${buildDir}/client/ (a copied build?): ` +
        `build it with BUILD_DIR=${buildDir} npx remix vite:build`,
    );
  }
}

async function main() {
  if (!(MAX_PIXELS >= 0)) throw new Error(`--max-pixels ${args['max-pixels']}: give a number of pixels`);
  const shots = SHOTS.filter((shot) => !args.only || shot.name.includes(args.only));
  if (!shots.length) throw new Error(`no shot's name contains "${args.only}"`);
  if (!args.baseline && !existsSync(path.join(ROOT, 'baseline'))) {
    throw new Error('no baseline: run `npm run visual -- --baseline` first (on the build before the change)');
  }
  checkAssetFolder(process.env.BUILD_DIR ?? 'build');
  // --only replaces its own shots and keeps the others (a baseline taken in parts).
  if (!args.only) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  process.env.MOCK_QA_TOKEN = QA_TOKEN;
  const ports = {
    app: Number(process.env.VISUAL_APP_PORT ?? 3391),
    mock: Number(process.env.VISUAL_MOCK_PORT ?? 4391),
  };
  for (const port of [ports.app, ports.mock]) {
    if (!(await portIsFree(port, '127.0.0.1')))
      throw new Error(`port ${port} is taken: set VISUAL_APP_PORT/VISUAL_MOCK_PORT`);
  }
  const servers = startBenchServers('visual', ports);
  try {
    await waitForUrl(`${servers.mockOrigin}/__mock/health`, 180_000);
    await waitForUrl(`${servers.appOrigin}/login`, 60_000);
    // Before any page: moving the clock sends the escalations due then, stamped with the pinned time.
    const clock = await fetch(`${servers.mockOrigin}/__mock/clock`, {
      method: 'POST',
      headers: { 'X-Mock-Token': QA_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ at: CLOCK }),
    });
    if (!clock.ok) throw new Error(`pinning the QA clock at ${CLOCK}: ${clock.status} ${await clock.text()}`);
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      await capture(browser, servers.appOrigin, servers.mockOrigin, shots);
    } finally {
      await browser.close();
    }
  } finally {
    servers.stop();
  }
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  if (args.baseline) {
    console.log(`Baseline of ${shots.length * WIDTHS.length} shots in ${OUT}/ (${seconds()}).`);
    return 0;
  }
  const diffDir = path.join(ROOT, 'diff');
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(diffDir, { recursive: true });
  let failed = 0;
  const files = shots.flatMap((shot) => WIDTHS.map((size) => `${shot.name}@${size.name}.png`)).sort();
  for (const file of files) {
    const baseFile = path.join(ROOT, 'baseline', file);
    if (!existsSync(baseFile)) {
      console.log(`MISSING  ${file}: not in the baseline`);
      failed++;
      continue;
    }
    const { differing, faint, sizes } = await compare(
      baseFile,
      path.join(OUT, file),
      path.join(diffDir, file),
    );
    const differs = differing > MAX_PIXELS || sizes.includes('→');
    if (differs) failed++;
    const within = faint ? ` (+${faint} within tolerance)` : '';
    const where = differing ? ` (diff: ${path.join(diffDir, file)})` : '';
    const verdict = differs ? 'DIFFERS' : 'same   ';
    console.log(`${verdict}  ${file.padEnd(44)} ${sizes.padEnd(22)} ${differing} px${within}${where}`);
  }
  console.log(
    `${failed ? `${failed} shot(s) differ` : 'No differences'} beyond ${MAX_PIXELS} px (channel tolerance ` +
      `${CHANNEL_TOLERANCE}/255), ${files.length} shots compared (${seconds()}).`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
