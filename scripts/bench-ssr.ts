/**
 * `npm run bench:ssr`: how fast the production app server-renders a case list, next to the JSON list it is
 * built from, in one run, printed and never asserted. Starts its own mock backend (fresh database in a
 * temporary file) and the production server on its build (BUILD_DIR, default `build`; build it first), logs in through the
 * app's own login form as provider@demo.test, then loads with autocannon for DURATION seconds each over
 * CONNECTIONS keep-alive connections:
 *   1. GET /availableCases (the whole HTML document, as a browser's first visit gets it),
 *   2. the same page asking for gzip, as browsers do (its req/s and latency; the sizes shown are uncompressed),
 *   3. GET /api/cases?status=Available&pageSize=20 on the mock (the JSON that page is built from).
 * The ratio compares 1 and 3 (neither compressed).
 *
 *   npm run bench:ssr -- --duration 10 --connections 10 --app-port 3710 --mock-port 4720
 */
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { startBenchServers, waitForUrl } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg('duration', 10);
const connections = arg('connections', 10);
const appPort = arg('app-port', 3710);
const mockPort = arg('mock-port', 4720);
const EMAIL = 'provider@demo.test';
const { appOrigin, mockOrigin, stop } = startBenchServers('bench-ssr', { app: appPort, mock: mockPort });

interface Figures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytes: number;
  gzipBytes: number;
}

/** One request first: its status must be 200 (a redirect to /login would measure the wrong page) and its
 * body gives the size. */
async function sample(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} → ${response.status}`);
  return { bytes: body.length, gzipBytes: gzipSync(body).length };
}

/** Runs autocannon and computes the percentiles from every response time (autocannon itself has no p95). */
async function load(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  const size = await sample(url, headers);
  // A short warm-up so both sides are measured with their code paths compiled.
  await new Promise((resolve) => autocannon({ url, headers, connections, duration: 2 }, resolve));
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, headers, connections, duration }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
      resolve({
        name,
        requests: result.requests.total,
        perSecond: result.requests.average,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: result.errors + result.non2xx,
        ...size,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Logs in as a person does: the login form posted to the app, whose answer sets the session cookie. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${appOrigin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: appOrigin },
    body: new URLSearchParams({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Login as ${EMAIL} answered ${response.status} without a session cookie`);
  }
  return cookies.join('; ');
}

async function apiToken(): Promise<string> {
  const response = await fetch(`${mockOrigin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`API login → ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

try {
  await waitForUrl(`${mockOrigin}/__mock/health`, 180_000);
  await waitForUrl(`${appOrigin}/`, 60_000);
  const cookie = await sessionCookie();
  const token = await apiToken();

  const page = await load('SSR GET /availableCases (document)', `${appOrigin}/availableCases`, {
    Cookie: cookie,
    Accept: 'text/html',
  });
  // What a browser gets: it always asks for gzip, which the server does as it streams the page.
  const pageGzip = await load('SSR GET /availableCases, gzip', `${appOrigin}/availableCases`, {
    Cookie: cookie,
    Accept: 'text/html',
    'Accept-Encoding': 'gzip',
  });
  const json = await load(
    'mock GET /api/cases?status=Available&pageSize=20',
    `${mockOrigin}/api/cases?status=Available&pageSize=20`,
    { Authorization: `Bearer ${token}` },
  );

  console.log(`\nServer-rendered list vs its JSON, ${connections} connections, ${duration} s each:`);
  console.table(
    [page, pageGzip, json].map((r) => ({
      scenario: r.name,
      requests: r.requests,
      'req/s': Math.round(r.perSecond),
      'p50 ms': Number(r.p50.toFixed(1)),
      'p95 ms': Number(r.p95.toFixed(1)),
      'p99 ms': Number(r.p99.toFixed(1)),
      'body KB': Number((r.bytes / 1024).toFixed(1)),
      'gzip KB': Number((r.gzipBytes / 1024).toFixed(1)),
      errors: r.errors,
    })),
  );
  const ratio = page.perSecond / json.perSecond;
  console.log(
    `SSR / JSON rate: ${ratio.toFixed(3)} (1 : ${(1 / ratio).toFixed(1)}); targets: ≥ 0.25, SSR p95 < 100 ms.`,
  );
} finally {
  stop();
}
