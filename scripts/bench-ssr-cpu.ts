/**
 * CPU per request of the production server, several builds side by side: the figure to compare on a machine
 * whose cores are shared (docs/performance.md), where requests per second move by ±20 % from one run to the
 * next. Starts one mock backend and, for each `name=root:buildDir`, `node <root>/server/index.js` on that build
 * (PORT counting down from --app-port), logs each in as provider@demo.test, then for --rounds rounds loads each
 * in turn (order reversed every other round) with --amount requests over --connections connections and reads
 * the server's CPU time (user + system, threads and children included) from /proc before and after. Prints per
 * server the median CPU ms per request, the mock's, and the rates. A name ending in `gz` asks for gzip. Linux
 * only (/proc). --rate loads each for 8 s instead of --amount requests; --gzip asks for gzip everywhere;
 * --save DIR writes each server's first answer to DIR/<name>.html (to see what a page's bytes are).
 *
 *   npx tsx scripts/bench-ssr-cpu.ts --apps before=/tmp/base:build,after=.:build-ssr --rounds 8 --amount 300
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { bin, cpuMs, startService, waitForUrl } from './lib';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const apps = arg('apps', '')
  .split(',')
  .map((s) => {
    const [name, rest] = s.split('=');
    const [root, build] = rest!.split(':');
    return { name: name!, root: root!, build: build! };
  });
const amount = Number(arg('amount', '300'));
const rounds = Number(arg('rounds', '6'));
const connections = Number(arg('connections', '10'));
const urlPath = arg('path', '/availableCases');
const mockPort = Number(arg('mock-port', '4730'));
const basePort = Number(arg('app-port', '3730'));
const accept = arg('accept', 'text/html');
const gzip = process.argv.includes('--gzip');
const withRate = process.argv.includes('--rate');
const saveDir = arg('save', '');

const mockOrigin = `http://127.0.0.1:${mockPort}`;
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
const mock = startService('mock', bin('tsx'), ['mock-server/server.ts', '--reset'], {
  MOCK_PORT: String(mockPort),
  MOCK_DATA_FILE: path.join(tmpdir(), `ssr-cpu-${mockPort}.json`),
});
mock.stdout?.removeAllListeners('data');
children.push(mock);

/** CPU ticks (1/100 s) of a process and its children. */
const cpuTicks = (pid: number): number => cpuMs(pid) / 10;

const started = apps.map((a, i) => {
  const port = basePort - i; // descending: stays inside this helper's port range
  const child = spawn(
    process.execPath,
    [path.join(a.root, 'server/index.js'), path.join(a.root, a.build, 'server/index.js')],
    {
      cwd: a.root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'production',
        API_BASE_URL: mockOrigin,
        SESSION_SECRET: 'bench-ssr-session-secret',
      },
    },
  );
  children.push(child);
  return {
    ...a,
    port,
    origin: `http://localhost:${port}`,
    child,
    cookie: '',
    cpu: [] as number[],
    mockCpu: [] as number[],
    rate: [] as number[],
    p95: [] as number[],
  };
});

async function login(origin: string) {
  const r = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
  });
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const run = (url: string, headers: Record<string, string>, opts: object) =>
  new Promise<{ rate: number; times: number[] }>((resolve, reject) => {
    const times: number[] = [];
    const inst = autocannon({ url, headers, connections, ...opts }, (e, r) =>
      e ? reject(e) : resolve({ rate: r.requests.average, times }),
    );
    inst.on('response', (_c, _s, _b, t) => times.push(t));
  });

await waitForUrl(`${mockOrigin}/__mock/health`, 180_000);
for (const a of started) {
  await waitForUrl(`${a.origin}/`, 60_000);
  a.cookie = await login(a.origin);
  const headers = {
    Cookie: a.cookie,
    Accept: accept,
    ...(gzip || a.name.endsWith('gz') ? { 'Accept-Encoding': 'gzip' } : {}),
  };
  const r = await fetch(`${a.origin}${urlPath}`, { headers, redirect: 'manual' });
  const body = await r.arrayBuffer();
  console.log(a.name, r.status, body.byteLength, 'bytes', r.headers.get('set-cookie') ? 'SETS COOKIE' : '');
  if (saveDir) writeFileSync(path.join(saveDir, `${a.name}.html`), Buffer.from(body));
  await run(`${a.origin}${urlPath}`, headers, { amount: 200 });
}
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? [...started].reverse() : started;
  for (const a of order) {
    const headers = {
      Cookie: a.cookie,
      Accept: accept,
      ...(gzip || a.name.endsWith('gz') ? { 'Accept-Encoding': 'gzip' } : {}),
    };
    const c0 = cpuTicks(a.child.pid!),
      m0 = cpuTicks(mock.pid!);
    const r = await run(`${a.origin}${urlPath}`, headers, withRate ? { duration: 8 } : { amount });
    const n = withRate ? r.times.length : amount;
    const c1 = cpuTicks(a.child.pid!),
      m1 = cpuTicks(mock.pid!);
    a.cpu.push(((c1 - c0) * 10) / n);
    a.mockCpu.push(((m1 - m0) * 10) / n);
    a.rate.push(r.rate);
    const t = r.times.sort((x, y) => x - y);
    a.p95.push(t[Math.floor(0.95 * t.length)]!);
  }
}
for (const a of started) {
  console.log(
    `${a.name.padEnd(10)} app CPU ms/req median ${median(a.cpu).toFixed(2)} [${a.cpu.map((x) => x.toFixed(2)).join(' ')}]  mock CPU ms/req ${median(a.mockCpu).toFixed(2)}  req/s median ${median(a.rate).toFixed(0)} [${a.rate.map((x) => x.toFixed(0)).join(' ')}] p95 ${median(a.p95).toFixed(0)}`,
  );
}
process.exit(0);
