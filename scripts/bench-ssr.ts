/**
 * `npm run bench:ssr`: how fast the production app server-renders a case list, beside the JSON list it is built
 * from and beside React's own floor, printed and never asserted. Starts its own mock backend (fresh database in
 * a temporary file), the production server on its build (BUILD_DIR, default `build`; build it first) and the
 * floor (scripts/bench-ssr-floor.tsx: the same 20 cases read from the same JSON per request and rendered by
 * `react-dom/server` alone into a plain table, no frame, no Remix), logs in through the app's own login form as
 * provider@demo.test, then loads each side with autocannon over CONNECTIONS keep-alive connections for
 * DURATION seconds, ROUNDS times, the sides in turn and their order rotated each round (the machine gets busier
 * and quieter; interleaving spreads that over all of them):
 *   1. GET /availableCases (the whole HTML document, as a browser's first visit gets it),
 *   2. the same page asking for gzip, as browsers do (its req/s and latency; the sizes shown are uncompressed),
 *   3. the floor's page,
 *   4. GET /api/cases?status=Available&pageSize=20 on the mock (the JSON that page is built from),
 *   5. GET /in-progress, the frame alone: the same header, side menu and footer through the same Remix, with no
 *      list and no API read (the 'Under Construction' page). No list page can be cheaper than its frame, so
 *      this side says what the architecture itself allows.
 * Per side: req/s (the median of the rounds), p50/p95/p99 of every response, the body raw and gzipped, and the
 * CPU each request cost the server that answered it and the mock behind it (from /proc, Linux only). The ratios
 * compare 1 with 4 (the target), 1 with 3 (how far the product is from React's own cost), 3 with 4, and
 * 5 with 4 (the most a page in this frame could reach).
 *
 *   npm run bench:ssr -- --duration 10 --rounds 3 --connections 10 --app-port 3710 --mock-port 4720
 *
 * `--processes N` runs the app as N processes on its port (WEB_CONCURRENCY, server/cluster.js); the app's CPU
 * counts all of them.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { bin, cpuMs, mockToken, quantile, startBenchServers, startService, waitForUrl } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg('duration', 10);
const rounds = arg('rounds', 3);
const connections = arg('connections', 10);
const appPort = arg('app-port', 3710);
const mockPort = arg('mock-port', 4720);
const EMAIL = 'provider@demo.test';
const floorPort = arg('floor-port', appPort + 2);
/** `--processes N`: the app's server processes (WEB_CONCURRENCY, server/cluster.js); 1 by default. */
const appProcesses = arg('processes', 1);
/** `--html FILE` keeps the document the bench sampled, to look at its markup. */
const htmlFile = process.argv.includes('--html')
  ? process.argv[process.argv.indexOf('--html') + 1]
  : undefined;
const { appOrigin, mockOrigin, stop, processes } = startBenchServers(
  'bench-ssr',
  { app: appPort, mock: mockPort },
  { WEB_CONCURRENCY: String(appProcesses) },
);

/** A side of the bench: what it loads, and the processes whose CPU it costs. */
interface Side {
  name: string;
  url: string;
  headers: Record<string, string>;
  server: number | undefined;
  bytes: number;
  gzipBytes: number;
  rates: number[];
  times: number[];
  requests: number;
  errors: number;
  serverMs: number;
  mockMs: number;
}

/** One request first: its status must be 200 (a redirect to /login would measure the wrong page) and its
 * body gives the size. */
async function sample(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} → ${response.status}`);
  return body;
}

function side(name: string, url: string, headers: Record<string, string>, server: number | undefined): Side {
  return {
    name,
    url,
    headers,
    server,
    bytes: 0,
    gzipBytes: 0,
    rates: [],
    times: [],
    requests: 0,
    errors: 0,
    serverMs: 0,
    mockMs: 0,
  };
}

/** Loads `s` for `seconds` with autocannon, adding its rate, every response time and the CPU it cost. */
function load(s: Side, seconds: number, record = true): Promise<void> {
  const server0 = cpuMs(s.server);
  const mock0 = cpuMs(processes.mock.pid);
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url: s.url, headers: s.headers, connections, duration: seconds },
      (error, result) => {
        if (error) return reject(error);
        if (record) {
          s.rates.push(result.requests.average);
          s.times.push(...times);
          s.requests += result.requests.total;
          s.errors += result.errors + result.non2xx;
          // The mock is the server of the JSON side: its CPU is counted once, as the server's.
          s.serverMs += cpuMs(s.server) - server0;
          if (s.server !== processes.mock.pid) s.mockMs += cpuMs(processes.mock.pid) - mock0;
        }
        resolve();
      },
    );
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

let floor: ReturnType<typeof startService> | null = null;
try {
  await waitForUrl(`${mockOrigin}/__mock/health`, 180_000);
  await waitForUrl(`${appOrigin}/`, 60_000);
  const cookie = await sessionCookie();
  const token = await mockToken(mockOrigin, EMAIL, DEMO_PASSWORD);
  floor = startService('floor', bin('tsx'), ['scripts/bench-ssr-floor.tsx'], {
    PORT: String(floorPort),
    API_BASE_URL: mockOrigin,
    API_TOKEN: token,
    NODE_ENV: 'production',
  });
  const floorOrigin = `http://127.0.0.1:${floorPort}`;
  await waitForUrl(floorOrigin, 60_000);

  const page = { Cookie: cookie, Accept: 'text/html' };
  const sides = [
    side('SSR GET /availableCases (document)', `${appOrigin}/availableCases`, page, processes.app.pid),
    // What a browser gets: it always asks for gzip, which the server does as it streams the page.
    side(
      'SSR GET /availableCases, gzip',
      `${appOrigin}/availableCases`,
      { ...page, 'Accept-Encoding': 'gzip' },
      processes.app.pid,
    ),
    side('React floor: the same rows, renderToString', `${floorOrigin}/`, { Accept: 'text/html' }, floor.pid),
    side(
      'mock GET /api/cases?status=Available&pageSize=20',
      `${mockOrigin}/api/cases?status=Available&pageSize=20`,
      { Authorization: `Bearer ${token}` },
      processes.mock.pid,
    ),
    side('SSR GET /in-progress (the frame alone)', `${appOrigin}/in-progress`, page, processes.app.pid),
  ];
  for (const s of sides) {
    const body = await sample(s.url, s.headers);
    Object.assign(s, { bytes: body.length, gzipBytes: gzipSync(body).length });
    if (htmlFile && s === sides[0]) writeFileSync(htmlFile, body);
    // A short warm-up so every side is measured with its code paths compiled.
    await load(s, 2, false);
  }
  for (let round = 0; round < rounds; round++) {
    for (let at = 0; at < sides.length; at++) await load(sides[(at + round) % sides.length]!, duration);
  }

  console.log(
    `\nServer-rendered list, its React floor and its JSON: ${connections} connections, ${rounds} rounds of ${duration} s each, interleaved; app processes: ${appProcesses}:`,
  );
  console.table(
    sides.map((r) => ({
      scenario: r.name,
      requests: r.requests,
      'req/s': Math.round(quantile(r.rates, 0.5)),
      'p50 ms': Number(quantile(r.times, 0.5).toFixed(1)),
      'p95 ms': Number(quantile(r.times, 0.95).toFixed(1)),
      'p99 ms': Number(quantile(r.times, 0.99).toFixed(1)),
      'body KB': Number((r.bytes / 1024).toFixed(1)),
      'gzip KB': Number((r.gzipBytes / 1024).toFixed(1)),
      'server CPU ms/req': Number((r.serverMs / r.requests).toFixed(2)),
      'mock CPU ms/req': Number((r.mockMs / r.requests).toFixed(2)),
      errors: r.errors,
    })),
  );
  const rate = (s: Side) => quantile(s.rates, 0.5);
  const [ssr, , react, json, frame] = sides as [Side, Side, Side, Side, Side];
  const ratio = rate(ssr) / rate(json);
  console.log(
    `SSR / JSON rate: ${ratio.toFixed(3)} (1 : ${(1 / ratio).toFixed(1)}); targets: ≥ 0.25, SSR p95 < 100 ms.`,
  );
  console.log(
    `SSR / React floor rate: ${(rate(ssr) / rate(react)).toFixed(3)}; React floor / JSON rate: ${(rate(react) / rate(json)).toFixed(3)}.`,
  );
  console.log(
    `The frame alone / JSON rate: ${(rate(frame) / rate(json)).toFixed(3)}: the most a page in this frame could reach; the list page is ${(rate(ssr) / rate(frame)).toFixed(3)} of its frame.`,
  );
} finally {
  floor?.kill('SIGTERM');
  stop();
}
