/**
 * `npm start` keeps the product answering when the mock backend crashes (issue 13 §3, decision 042): the app
 * answers its own branded error page while the mock is down, and the start script's supervisor brings the mock
 * back within seconds, with the data and sessions it had saved. Runs scripts/start.ts itself (the build as it
 * is, ports of its own beside this worker's) and kills its mock.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '../../contracts/messages';
import { E2E_APP_PORT_BASE, E2E_MOCK_PORT_BASE } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

test('a crashed mock leaves the app on its error page, then comes back', async ({ playwright }, info) => {
  test.setTimeout(120_000);
  // Beside the workers' own ports (E2E_*_PORT + worker slot), clear of them.
  const appPort = E2E_APP_PORT_BASE + 50 + info.parallelIndex;
  const mockPort = E2E_MOCK_PORT_BASE + 50 + info.parallelIndex;
  const appUrl = `http://localhost:${appPort}`;
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const dataFile = path.join(tmpdir(), `pathbridge-e2e-restart-${mockPort}.json`);
  rmSync(dataFile, { force: true });

  const start = spawn('node', ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      MOCK_PORT: String(mockPort),
      MOCK_DATA_FILE: dataFile,
      MOCK_SCRYPT_COST: '1024',
      SESSION_SECRET: 'e2e-restart-session-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => start.once('exit', resolve));
  const api = await playwright.request.newContext();
  try {
    // The banner names the mock's process once both servers answer.
    await expect
      .poll(() => /Mock backend: .*\(process (\d+);/.exec(output)?.[1], { timeout: 90_000 })
      .toBeTruthy();
    const mockPid = Number(/Mock backend: .*\(process (\d+);/.exec(output)![1]);
    const login = await api.post(`${appUrl}/login`, {
      form: { email: ACCOUNTS.provider, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    expect((await api.get(`${appUrl}/availableCases`)).status()).toBe(200);

    process.kill(mockPid, 'SIGKILL');
    // While it is down: the app's own page, in its frame, saying what happened (no hang, no raw error).
    const down = await api.get(`${appUrl}/availableCases`, { timeout: 15_000 });
    expect(down.status()).toBe(502);
    const page = await down.text();
    expect(page).toContain('<title>Available Cases · PathBridge</title>');
    // Refused (a new connection) or dropped (a kept-alive one the kill cut): either says the server is not there.
    const serverGone = [MESSAGES.network, MESSAGES.noResponse].map((m) =>
      m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    expect(page).toMatch(new RegExp(serverGone.join('|')));

    // Back within seconds, with the session that was logged in before the crash.
    await expect
      .poll(async () => (await api.get(`${mockUrl}/__mock/health`).catch(() => null))?.status(), {
        timeout: 30_000,
      })
      .toBe(200);
    expect((await api.get(`${appUrl}/availableCases`)).status()).toBe(200);
    expect(output).toContain('[mock] stopped unexpectedly (SIGKILL); restarting in 0.5 s.');
  } finally {
    await api.dispose();
    start.kill('SIGTERM');
    await exited;
    rmSync(dataFile, { force: true });
  }
});
