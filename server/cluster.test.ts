/**
 * Several server processes on one port (server/cluster.js): the settings and the crash-loop rule as
 * pure functions, then the real server (the production build: build it first) with two workers against a fresh
 * mock backend: both answer a signed-in page, one killed is replaced, SIGTERM ends them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { CRASH_LIMIT, CRASH_WINDOW_MS, processCount, replacement, workerName } from './cluster.js';

describe('processCount (WEB_CONCURRENCY)', () => {
  it('is 1 unless asked, a whole number from 1 to 64, or one per core for auto', () => {
    expect(processCount(undefined, 8)).toBe(1);
    expect(processCount(' ', 8)).toBe(1);
    expect(processCount('2', 8)).toBe(2);
    expect(processCount(' 64 ', 8)).toBe(64);
    expect(processCount('auto', 2)).toBe(2);
    expect(processCount('auto', 200)).toBe(64);
  });

  it('refuses anything else at start, naming the setting', () => {
    for (const value of ['0', '65', '-1', '1.5', 'two', '2x', 'max']) {
      expect(() => processCount(value, 2)).toThrow(/^WEB_CONCURRENCY must be a number of processes/);
    }
  });
});

describe('workerName', () => {
  it('is the instance and the slot, or none without an instance', () => {
    expect(workerName('app-1', 2)).toBe('app-1.2');
    expect(workerName(null, 2)).toBeNull();
  });
});

describe('replacement (the crash-loop guard)', () => {
  const options = { limit: 3, windowMs: 1_000 };

  it('replaces up to the limit within the window, then stops; deaths older than the window are forgotten', () => {
    let deaths: number[] = [];
    const die = (at: number) => {
      const result = replacement([...deaths, at], at, options);
      deaths = result.recent;
      return result.replace;
    };
    expect([die(0), die(100), die(200), die(300)]).toEqual([true, true, true, false]);
    expect(die(1_250)).toBe(true); // 0 and 100 and 200 are past the window: 300 and 1,250 remain
    expect(deaths).toEqual([300, 1_250]);
  });

  it('never replaces more than the limit within any window, and always replaces a first death', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * CRASH_WINDOW_MS }), { maxLength: 60 }), (gaps) => {
        let deaths: number[] = [];
        let now = 0;
        const replaced: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const result = replacement([...deaths, now], now);
          deaths = result.recent;
          if (result.replace) replaced.push(now);
          // A death after a quiet window is always replaced.
          if (deaths.length === 1) expect(result.replace).toBe(true);
          expect(deaths.every((at) => at >= now - CRASH_WINDOW_MS)).toBe(true);
        }
        for (const at of replaced) {
          const within = replaced.filter((other) => other >= at && other <= at + CRASH_WINDOW_MS);
          expect(within.length).toBeLessThanOrEqual(CRASH_LIMIT);
        }
      }),
    );
  });
});

const buildFile = path.join(process.env.BUILD_DIR ?? 'build', 'server', 'index.js');

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(url: string, child: ChildProcess, seconds = 60) {
  for (let tries = 0; tries < seconds * 10; tries++) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

describe('two workers on one port (the production build)', () => {
  const started: ChildProcess[] = [];
  const dataFile = path.join(tmpdir(), `pathbridge-cluster-test-${process.pid}.json`);
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataFile, { force: true });
  });

  it('both answer a signed-in page, one that dies is replaced, SIGTERM ends them all', async () => {
    expect(existsSync(buildFile), `${buildFile} is missing: build first (npx remix vite:build)`).toBe(true);
    const [mockPort, appPort] = [await freePort(), await freePort()];
    const mockUrl = `http://127.0.0.1:${mockPort}`;
    const appUrl = `http://127.0.0.1:${appPort}`;
    const mock = spawn('node', ['--import', 'tsx', 'mock-server/server.ts', '--reset'], {
      env: {
        ...process.env,
        MOCK_PORT: String(mockPort),
        MOCK_DATA_FILE: dataFile,
        MOCK_SCRYPT_COST: '1024',
        MOCK_TRUST_PROXY: 'loopback',
      },
      stdio: 'ignore',
    });
    started.push(mock);
    const app = spawn('node', ['server/index.js', buildFile], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(appPort),
        API_BASE_URL: mockUrl,
        SESSION_SECRET: 'cluster-test-session-secret-0123456789',
        WEB_CONCURRENCY: '2',
        APP_INSTANCE: 'app-1',
      },
      stdio: 'ignore',
    });
    started.push(app);
    await Promise.all([waitFor(`${mockUrl}/__mock/health`, mock), waitFor(`${appUrl}/healthz`, app)]);

    const login = await fetch(`${appUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: appUrl },
      body: new URLSearchParams({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    /** Who answers the signed-in list, over a new connection each time (the primary deals them in turn). */
    const answers = async (times: number) => {
      const names = new Set<string>();
      for (let i = 0; i < times; i++) {
        const page = await fetch(`${appUrl}/availableCases`, {
          headers: { Cookie: cookie, Connection: 'close' },
          redirect: 'manual',
        });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<title>Available Cases');
        names.add(page.headers.get('X-App-Instance') ?? '(none)');
      }
      return [...names].sort();
    };
    expect(await answers(4)).toEqual(['app-1.1', 'app-1.2']);

    // A worker killed outright is replaced, under the same name.
    const [first, second] = childrenOf(app.pid!);
    expect([first, second].every((pid) => pid !== undefined)).toBe(true);
    process.kill(first!, 'SIGKILL');
    await expect
      .poll(() => childrenOf(app.pid!).filter((pid) => pid !== first).length, { timeout: 30_000 })
      .toBe(2);
    await waitFor(`${appUrl}/healthz`, app);
    await expect.poll(() => answers(4), { timeout: 30_000 }).toEqual(['app-1.1', 'app-1.2']);

    // SIGTERM to the primary ends every worker, and the primary itself, cleanly.
    const workers = childrenOf(app.pid!);
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      app.once('exit', (code, signal) => resolve([code, signal])),
    );
    app.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(workers.filter(alive)).toEqual([]);
    mock.kill('SIGTERM');
  }, 120_000);
});
