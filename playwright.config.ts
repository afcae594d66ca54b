import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * How the tests and benchmarks launch Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own browser if installed. Without the background-networking flags Chromium floods this closed
 * network with refused connections.
 */
export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
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

export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3311);
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4311);
export const E2E_MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: the tests share one mock backend whose state (faults, sessions) each test resets.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      // A database file of its own, reseeded at start, so the suite never touches a developer's mock data.
      command: 'node_modules/.bin/tsx mock-server/server.ts --reset',
      url: `${E2E_MOCK_URL}/__mock/health`,
      env: {
        MOCK_PORT: String(E2E_MOCK_PORT),
        MOCK_LINK_SECRET: 'e2e-link-secret',
        MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-e2e-${E2E_MOCK_PORT}.json`),
      },
      reuseExistingServer: false,
      // A cold slide cache takes about 30 s to derive on 2 cores (npm test warms it in the vitest step first).
      timeout: 180_000,
    },
    {
      // The production build, as users get it (npm test builds it first).
      command: `node server/index.js ${process.env.BUILD_DIR ?? 'build'}/server/index.js`,
      url: `http://localhost:${E2E_APP_PORT}/`,
      env: {
        PORT: String(E2E_APP_PORT),
        NODE_ENV: 'production',
        SESSION_SECRET: 'e2e-session-secret',
        API_BASE_URL: E2E_MOCK_URL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
