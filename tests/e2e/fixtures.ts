/**
 * Shared end-to-end fixtures: a fresh mock backend for every test, console errors fail the test, and
 * `loginAs` logs in through the real login action (the tests of the form itself use the form).
 *
 * Each Playwright worker has its own servers (./servers.ts): a mock backend and the production app pointing at
 * it, on ports E2E_MOCK_PORT + N and E2E_APP_PORT + N for worker slot N, so workers run side by side and
 * never see each other's data, sessions or faults. In a test:
 *
 * - relative URLs (`page.goto('/login')`, `page.request`, `request`) go to the worker's app (`baseURL`);
 * - the worker's mock backend is the `mockUrl` fixture: `async ({ request, mockUrl }) =>
 *   request.get(`${mockUrl}/api/cases`)`;
 * - helpers without fixtures may import `E2E_MOCK_URL` from playwright.config.ts: inside a worker it is that
 *   worker's (derived from TEST_PARALLEL_INDEX), the same value as `mockUrl`. Never a port of your own.
 *
 * A file's tests run in order in one worker; `test.describe.configure({ mode: 'parallel' })` spreads
 * independent tests (each starts from a freshly seeded backend) over all workers.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { JournalEntry } from '../../mock-server/qa/journal';
import { E2E_QA_HEADERS, startWorkerServers, type WorkerServers } from './servers';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export const ACCOUNTS = {
  admin: 'admin@demo.test',
  provider: 'provider@demo.test',
  provisionalProvider: 'provisional.provider@demo.test',
  facility: 'facility@demo.test',
  provisionalFacility: 'provisional.facility@demo.test',
  np: 'np@demo.test',
  deactivatedProvider: 'deactivated.provider@demo.test',
  newProvider: 'new.provider@demo.test',
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** The browser logs a failed load for the app's deliberate 4xx answers (404 page, a 403 page for a role that
 * may not open it, refused login, a form the server refused: 400/409/422/429); those are
 * asserted through what the page shows. Anything else on the console fails the test. */
const EXPECTED_HTTP_NOISE =
  /^Failed to load resource: the server responded with a status of (400|401|403|404|409|422|429) /;

/** The login action answers 502 when the backend refused the status fetch after login (spec 8's toasts). */
const EXPECTED_LOGIN_GATEWAY_NOISE = /^Failed to load resource: the server responded with a status of 502 /;

/** Remix's single fetch logs the error of a data response whose reading was cut off (remix-run/remix#10348):
 * when a click or a submit supersedes a navigation or revalidation still reading its `.data` answer, the router
 * aborts it and Remix logs the abort from its own chunk. The superseded answer is discarded; the page shows the
 * newer one, which the test asserts. Only that abort, logged by the framework, is noise. */
const SUPERSEDED_NAVIGATION_NOISE = /^AbortError: signal is aborted without reason(\n|$)/;

function isExpectedNoise(text: string, url: string): boolean {
  if (EXPECTED_HTTP_NOISE.test(text)) return true;
  if (SUPERSEDED_NAVIGATION_NOISE.test(text) && /^\/assets\/framework-/.test(safePathname(url))) return true;
  return EXPECTED_LOGIN_GATEWAY_NOISE.test(text) && /^\/login(\.data)?$/.test(safePathname(url));
}

function safePathname(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** The patterns each test's `allowConsoleErrors` declared, by the test's list of console errors. */
const allowedConsoleErrors = new WeakMap<string[], RegExp[]>();

export interface MockControl {
  /** Arms a fault on the mock backend for the next `times` matching calls. */
  fault(fault: {
    method?: string;
    path: string;
    query?: Record<string, string>;
    times?: number;
    fault: Record<string, unknown>;
  }): Promise<void>;
  /** Seeds the backend afresh, as before every test (its sessions end with it). */
  reset(): Promise<void>;
}

/** One request the mock answered, as its journal keeps it (GET /__mock/requests, docs/qa.md). */
export type { JournalEntry };

/**
 * The `qa` fixture: this test's own QA namespace and the mock's QA controls scoped to it (docs/qa.md). Every
 * request of the test's browser context carries `X-Mock-Namespace: <namespace>` (the app passes it on to the
 * mock), so what is armed here touches this test's requests and no one else's.
 */
export interface QaControl extends MockControl {
  namespace: string;
  /** Switches a named scenario on for this namespace (GET /__mock/scenarios lists them). */
  scenario(name: string, init?: { options?: Record<string, unknown>; routes?: unknown[] }): Promise<void>;
  /** Switches this namespace's scenarios off (one by name, or all). */
  clearScenarios(name?: string): Promise<void>;
  /** This namespace's requests from the journal, filtered as GET /__mock/requests filters. */
  requests(filter?: Record<string, string | number>): Promise<JournalEntry[]>;
}

/**
 * Every Content-Security-Policy violation in any page of the test's browser context, as text. An auto fixture:
 * a test that meets one fails (the frame promises none on any page, the viewer included).
 */
export async function recordCspViolations(
  { context }: { context: BrowserContext },
  use: (violations: string[]) => Promise<void>,
) {
  const violations: string[] = [];
  await context.exposeBinding('__recordCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { __recordCspViolation?: (text: string) => void })
        .__recordCspViolation;
      record?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile || location.href}:${event.lineNumber})`,
      );
    });
  });
  await use(violations);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

export const test = base.extend<
  {
    consoleErrors: string[];
    /** Declares console errors this test provokes on purpose: matching ones, whenever they arrive (a late retry
     * included), are not counted. Declare before the action, so no race decides the result. */
    allowConsoleErrors: (pattern: RegExp) => void;
    cspViolations: string[];
    mock: MockControl;
    qa: QaControl;
    loginAs: (account: AccountName, page?: Page) => Promise<void>;
  },
  {
    servers: WorkerServers;
    /** This worker's mock backend, e.g. `http://127.0.0.1:4312`. */
    mockUrl: string;
  }
>({
  servers: [
    // Playwright reads which fixtures a fixture needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = await startWorkerServers(workerInfo.parallelIndex);
      await use(servers);
      await servers.stop();
    },
    // A cold start of both servers takes a few seconds; more on a busy machine.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  mockUrl: [async ({ servers }, use) => use(servers.mockUrl), { scope: 'worker' }],
  baseURL: async ({ servers }, use) => use(servers.appUrl),
  mock: [
    async ({ request, mockUrl }, use) => {
      const reset = async () => {
        const response = await request.post(`${mockUrl}/__mock/reset`, { headers: E2E_QA_HEADERS });
        expect(response.ok()).toBe(true);
      };
      await reset();
      await use({
        reset,
        async fault(fault) {
          const response = await request.post(`${mockUrl}/__mock/faults`, {
            data: fault,
            headers: E2E_QA_HEADERS,
          });
          expect(response.ok(), await response.text()).toBe(true);
        },
      });
    },
    { auto: true },
  ],
  qa: async ({ context, request, mockUrl, mock }, use, testInfo) => {
    // Unique per test and attempt; `mock` (which resets the backend) has run first.
    const namespace = `t${testInfo.testId}-r${testInfo.retry}`
      .replace(/[^A-Za-z0-9._:-]/g, '-')
      .slice(0, 100);
    await context.setExtraHTTPHeaders({ 'X-Mock-Namespace': namespace });
    const qaCall = async (method: 'post' | 'delete' | 'get', path: string, data?: unknown) => {
      const response = await request.fetch(`${mockUrl}${path}`, { method, data, headers: E2E_QA_HEADERS });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { data: unknown };
    };
    await use({
      namespace,
      reset: mock.reset,
      fault: (fault) => mock.fault({ ...fault, namespace } as Parameters<MockControl['fault']>[0]),
      async scenario(name, init = {}) {
        await qaCall('post', '/__mock/scenarios', { name, ...init, namespace });
      },
      async clearScenarios(name) {
        const query = new URLSearchParams({ namespace, ...(name ? { name } : {}) });
        await qaCall('delete', `/__mock/scenarios?${query}`);
      },
      async requests(filter = {}) {
        const query = new URLSearchParams({ namespace });
        for (const [key, value] of Object.entries(filter)) query.set(key, String(value));
        return (await qaCall('get', `/__mock/requests?${query}`)).data as JournalEntry[];
      },
    });
  },
  cspViolations: [recordCspViolations, { auto: true }],
  allowConsoleErrors: async ({ consoleErrors }, use) => {
    await use((pattern) => allowedConsoleErrors.get(consoleErrors)!.push(pattern));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      allowedConsoleErrors.set(errors, allowed);
      const record = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedNoise(message.text(), message.location().url)) {
          record(`${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  loginAs: async ({ page }, use) => {
    await use(async (account, target = page) => {
      const response = await target.request.post('/login', {
        form: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
        maxRedirects: 0,
      });
      expect(response.status(), `login as ${account}`).toBe(302);
    });
  },
});

export { expect };

/** `text` as a regular expression's literal part. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, app/root.tsx). Before that, a control the
 * script replaces is still the server's: a click resolved to a native select keeps aiming at it once it is
 * hidden behind the searchable list, and a same-page link is followed by the browser itself.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The login page a signed-out browser is sent to from the page `path`, which the login returns to (decision 124). */
export const loginFrom = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;

/** Signs `page`'s browser in as a demo account by the login form's post (a second person in a test). */
export async function signInAs(page: Page, email: string) {
  const response = await page.request.post('/login', {
    form: { email, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), `login as ${email}`).toBe(302);
}

/** Fills and submits the login form as a person would. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByPlaceholder('Your email *').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Logs out through the user menu (spec 4.1), as a person does. */
export async function logoutFromUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
