/**
 * `npm run bench:load`: what a spike of connections does to the app and the mock (decision 072), printed
 * and never asserted. Starts its own mock backend (fresh database in a temporary file, the default scrypt cost)
 * and the production server (`server/index.js` on the build in BUILD_DIR, default `build`: build it first), then,
 * with autocannon over CONNECTIONS connections for SECONDS each:
 *   1. POST /login, the login form as a browser posts it (form-encoded, with its Origin for the cross-site check),
 *      one connection's requests alternating a wrong password for an e-mail without an account (a new one each
 *      time, so no account's throttle refuses them) and the right password of provider@demo.test;
 *   2. GET /availableCases as provider@demo.test (the session cookie of one login before).
 * For each it prints the answers by status, p50/p95/p99 of the served answers and of the refused ones (429, 503)
 * apart, the time-outs, the largest resident memory (VmRSS) of the app and of the mock during the spike, and how
 * long one ordinary login (facility@demo.test) takes right after it (tried again after Retry-After if refused).
 *
 *   npm run bench:load -- --seconds 20 --connections 200 --app-port 3425 --mock-port 4425
 *
 * With `--spike`, instead: the first login after a login spike, over several runs (./bench-login-spike.ts;
 * `--runs` 5, `--connections` 300, `--seconds` 5, `--patience` 2000 ms, `--rest` 3 s between runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { runLoginSpikes } from './bench-login-spike';
import { waitForUrl } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const spikeSide = process.argv.includes('--spike');
const seconds = arg('seconds', spikeSide ? 5 : 20);
const connections = arg('connections', spikeSide ? 300 : 200);
const appPort = arg('app-port', 3425);
const mockPort = arg('mock-port', 4425);
const buildDir = process.env.BUILD_DIR ?? 'build';
const appOrigin = `http://localhost:${appPort}`;
const mockOrigin = `http://127.0.0.1:${mockPort}`;
const FORM = 'application/x-www-form-urlencoded';

const serverBuild = path.join(buildDir, 'server/index.js');
if (!existsSync(serverBuild)) {
  console.error(`${serverBuild} is missing: build first (BUILD_DIR=${buildDir} npx remix vite:build).`);
  process.exit(1);
}

/** A child whose own pid is the server's (no wrapper process), so its memory can be read from /proc. */
function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean).slice(0, 3))
      process.stderr.write(`[${name}] ${line}\n`);
  });
  return child;
}

// The servers' one log line per request goes nowhere: echoing thousands would load this process too.
const mock = start('mock', ['--import', 'tsx', 'mock-server/server.ts', '--reset'], {
  MOCK_PORT: String(mockPort),
  MOCK_TRUST_PROXY: 'loopback',
  MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-bench-load-${mockPort}.json`),
});
const app = start('app', ['server/index.js', serverBuild], {
  PORT: String(appPort),
  NODE_ENV: 'production',
  API_BASE_URL: mockOrigin,
  SESSION_SECRET: 'bench-load-session-secret',
});
const stop = () => {
  app.kill('SIGTERM');
  mock.kill('SIGTERM');
};
process.on('exit', stop);

/** Resident memory of a process in MB, from /proc (Linux); NaN when it cannot be read. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples both servers' memory every 100 ms until stopped; answers the largest of each. */
function sampleMemory() {
  const max = { app: rssMb(app.pid), mock: rssMb(mock.pid) };
  const timer = setInterval(() => {
    max.app = Math.max(max.app, rssMb(app.pid));
    max.mock = Math.max(max.mock, rssMb(mock.pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return max;
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
const REFUSED = new Set([429, 503]);

interface SpikeFigures {
  name: string;
  byStatus: Record<string, number>;
  /** Every answer but a refusal, with its class (a 401 for a wrong password is served: the work was done). */
  served: Array<{ ms: number; kind: string }>;
  refused: number[];
  timeouts: number;
  errors: number;
  maxRss: { app: number; mock: number };
  nextLogin: { first: number; firstMs: number; tries: number; status: number; ms: number };
}

/** One login as a person makes it, through the form; its status and time. */
async function login(email: string, timeoutMs = 120_000) {
  const started = performance.now();
  const response = await fetch(`${appOrigin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': FORM, Origin: appOrigin },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, ms: performance.now() - started, cookie };
}

/**
 * One ordinary login right after a spike, as a browser user would make it: tried at once and, when refused with
 * Retry-After, again after that many seconds (at most 5 tries). The first answer, and when the login went through.
 */
async function loginAfterSpike() {
  const started = performance.now();
  let first = 0;
  let firstMs = Number.NaN;
  for (let tries = 1; ; tries++) {
    let status = 0;
    let retryAfter = 1;
    try {
      const response = await fetch(`${appOrigin}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': FORM, Origin: appOrigin },
        body: new URLSearchParams({ email: 'facility@demo.test', password: DEMO_PASSWORD }),
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      status = response.status;
      retryAfter = Number(response.headers.get('Retry-After') ?? 1) || 1;
    } catch {
      status = 0;
    }
    if (tries === 1) [first, firstMs] = [status, performance.now() - started];
    if (status === 302 || tries === 5 || !REFUSED.has(status))
      return { first, firstMs, tries, status, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

async function spike(name: string, options: autocannon.Options): Promise<SpikeFigures> {
  const stopSampling = sampleMemory();
  const byStatus: Record<string, number> = {};
  const served: Array<{ ms: number; kind: string }> = [];
  const refused: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections, duration: seconds, timeout: 60, ...options }, (error, r) =>
      error ? reject(error) : resolve(r),
    );
    instance.on('response', (_client, status: number, _bytes, ms: number) => {
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (REFUSED.has(status)) refused.push(ms);
      else served.push({ ms, kind: status < 400 ? '2xx/3xx' : status < 500 ? '4xx' : '5xx' });
    });
  });
  const maxRss = stopSampling();
  const nextLogin = await loginAfterSpike();
  served.sort((a, b) => a.ms - b.ms);
  refused.sort((a, b) => a - b);
  return {
    name,
    byStatus,
    served,
    refused,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    maxRss,
    nextLogin,
  };
}

const figures = (times: number[]) =>
  times.length
    ? `${times.length} answers, p50 ${percentile(times, 0.5).toFixed(0)} / p95 ${percentile(times, 0.95).toFixed(0)} / p99 ${percentile(times, 0.99).toFixed(0)} ms`
    : 'none';

function print(f: SpikeFigures) {
  const statuses = Object.entries(f.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(`\n${f.name} (${connections} connections, ${seconds} s)`);
  console.log(`  answers by status  ${statuses || 'none'}`);
  console.log(`  served             ${figures(f.served.map((a) => a.ms))}`);
  for (const kind of ['2xx/3xx', '4xx', '5xx']) {
    const times = f.served.filter((a) => a.kind === kind).map((a) => a.ms);
    if (times.length) console.log(`    of them ${kind.padEnd(8)} ${figures(times)}`);
  }
  console.log(`  refused (429/503)  ${figures(f.refused)}`);
  console.log(`  timed out (60 s)   ${f.timeouts}; other errors ${f.errors}`);
  console.log(`  max RSS            app ${f.maxRss.app.toFixed(0)} MB, mock ${f.maxRss.mock.toFixed(0)} MB`);
  const next = f.nextLogin;
  console.log(
    `  next login         first answer ${next.first || 'none'} in ${next.firstMs.toFixed(0)} ms; ` +
      `${next.status === 302 ? 'logged in' : `ended ${next.status || 'without an answer'}`} after ${next.ms.toFixed(0)} ms, ` +
      `${next.tries} ${next.tries === 1 ? 'try' : 'tries (Retry-After honoured)'} (facility@demo.test)`,
  );
}

try {
  await waitForUrl(`${mockOrigin}/__mock/health`, 180_000);
  await waitForUrl(`${appOrigin}/`, 60_000);
  const provider = await login('provider@demo.test');
  if (provider.status !== 302 || !provider.cookie) throw new Error(`Login answered ${provider.status}`);
  console.log(
    `Idle: app ${rssMb(app.pid).toFixed(0)} MB, mock ${rssMb(mock.pid).toFixed(0)} MB; a login takes ${provider.ms.toFixed(0)} ms.`,
  );
  if (spikeSide) {
    await runLoginSpikes({
      appOrigin,
      connections,
      seconds,
      runs: arg('runs', 5),
      patienceMs: arg('patience', 2_000),
      restSeconds: arg('rest', 3),
    });
    process.exit(0);
  }

  let sent = 0;
  const form = (email: string, password: string) => new URLSearchParams({ email, password }).toString();
  const loginFigures = await spike('POST /login (wrong and right passwords)', {
    url: `${appOrigin}/login`,
    method: 'POST',
    headers: { 'Content-Type': FORM, Origin: appOrigin },
    // Every other request, across all connections: a wrong password for a new e-mail, the right one.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body:
            ++sent % 2
              ? form(`nobody-${sent}@bench.test`, 'Not-the-password-1')
              : form('provider@demo.test', DEMO_PASSWORD),
        }),
      },
    ],
  });
  print(loginFigures);

  const listFigures = await spike('GET /availableCases (provider, logged in)', {
    url: `${appOrigin}/availableCases`,
    headers: { Cookie: provider.cookie, Accept: 'text/html' },
  });
  print(listFigures);
} finally {
  stop();
}
process.exit(0);
