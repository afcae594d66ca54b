import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * How the tests and benchmarks launch Chromium: CHROMIUM_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell), else Debian's /usr/bin/chromium, else Playwright's own browser if
 * installed. The headless shell is what Playwright itself runs headless: the same Blink and V8 without the
 * browser's UI stack, and on this 2-core machine a new page costs about half the CPU (20 pages opened in turn:
 * 39.6 CPU-s instead of 72.2; create-case.spec.ts 60.8 instead of 93.7). Without the background-networking
 * flags Chromium floods this closed network with refused connections.
 */
const DEBIAN_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.find((file) => existsSync(file)),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The user agent the tests and benchmarks present: Chromium's desktop one without "Headless", which the server's
 * bot check (isbot, app/entry.server.tsx) takes for a crawler and answers with the whole page at once, where a
 * person's browser gets the page streamed (the viewer's frame before its slide links: decision 092).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

/**
 * Each worker runs its own mock backend and app (tests/e2e/servers.ts, started by the worker fixture in
 * tests/e2e/fixtures.ts): worker slot N (0 … E2E_WORKERS − 1) listens on E2E_APP_PORT + N and E2E_MOCK_PORT + N,
 * so engineers running the suite side by side give each run its own base ports.
 */
export const E2E_APP_PORT_BASE = Number(process.env.E2E_APP_PORT ?? 3311);
export const E2E_MOCK_PORT_BASE = Number(process.env.E2E_MOCK_PORT ?? 4311);

/**
 * Servers started outside the suite (scripts/test-balanced.ts: two app instances behind a load balancer, one
 * mock backend; decision 087): E2E_BASE_URL is the app's address (the balancer's), E2E_MOCK_URL the mock's,
 * and the mock's QA token is E2E_QA_TOKEN (tests/e2e/servers.ts). Then no worker starts servers of its own,
 * and one worker runs the tests, since they all share that one backend.
 */
export const E2E_EXTERNAL = process.env.E2E_BASE_URL
  ? { appUrl: process.env.E2E_BASE_URL.replace(/\/+$/, ''), mockUrl: externalMockUrl() }
  : null;

function externalMockUrl(): string {
  const url = process.env.E2E_MOCK_URL?.replace(/\/+$/, '');
  if (!url) throw new Error('E2E_BASE_URL is set: set E2E_MOCK_URL to the mock backend it uses too.');
  return url;
}

/** Parallel workers (E2E_WORKERS, default 2: this machine's cores; 1 against servers started outside). */
export const E2E_WORKERS = E2E_EXTERNAL ? 1 : Number(process.env.E2E_WORKERS ?? 2);

export function e2eServerUrls(parallelIndex: number) {
  const appPort = E2E_APP_PORT_BASE + parallelIndex;
  const mockPort = E2E_MOCK_PORT_BASE + parallelIndex;
  if (E2E_EXTERNAL) {
    const port = (url: string) => Number(new URL(url).port || 80);
    return { ...E2E_EXTERNAL, appPort: port(E2E_EXTERNAL.appUrl), mockPort: port(E2E_EXTERNAL.mockUrl) };
  }
  return {
    appPort,
    mockPort,
    appUrl: `http://localhost:${appPort}`,
    mockUrl: `http://127.0.0.1:${mockPort}`,
  };
}

/**
 * This worker's servers, for helpers without fixtures: Playwright sets TEST_PARALLEL_INDEX in every worker
 * process, so these equal the `mockUrl` fixture and `baseURL` of the tests running there (prefer the fixtures
 * in new code). Outside a worker (the runner listing tests) they name slot 0's.
 */
const workerUrls = e2eServerUrls(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_APP_PORT = workerUrls.appPort;
export const E2E_MOCK_PORT = workerUrls.mockPort;
export const E2E_MOCK_URL = workerUrls.mockUrl;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two instances behind a balancer: only through scripts/test-balanced.ts (decision 087).
  testIgnore: process.env.E2E_BALANCED_INSTANCES ? [] : ['**/balanced-*.spec.ts'],
  // Each worker has its own backend (above), so tests of different files run side by side; a file's tests run
  // in order in one worker unless the file says otherwise (the axe scan's pages spread over all workers).
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  // Prepares the shared slide cache once (cold: ~30 s on 2 cores; npm test warms it in the vitest step) and
  // stops any server a worker could not.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    // Overridden per worker by the fixtures (the worker's own app); this is slot 0's.
    baseURL: workerUrls.appUrl,
    // Recording a trace costs every test about a tenth of its time, failing or not (measured on the axe scan:
    // 2 workers, 49 pages, 133 s with 'retain-on-failure', 116 s without). A failure still leaves its
    // error-context.md (the page's accessibility snapshot) and a screenshot; E2E_TRACE=retain-on-failure
    // records traces when a failure needs one.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    userAgent: BROWSER_USER_AGENT,
  },
});
