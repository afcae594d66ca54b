/**
 * `npm run bench:export` (decision 099): the admin's Cases export (/case/export) of a network-sized
 * database, as CSV and as XLSX, through the production server (server/index.js on the build) and the real
 * standalone mock. Printed, never asserted: the time to the answer's headers and to its first byte (the target:
 * within 2 s), the total time, the file's size and rows, and the memory of both servers while it ran (VmRSS
 * sampled every 100 ms from /proc, and VmHWM, before and after), the target being growth ≤ 100 MB.
 *
 * The database is the seed's cases repeated `--size` times (scripts/bench-scale-data.ts, as `npm run bench:scale`
 * writes it: 250× is 100,000 cases), without an audit trail unless `--audit-per-case` says so. The export reads
 * every page of 100 one after another, so its total time is the mock's list read times the pages: reported
 * apart from the time to the first byte, which is one page's.
 *
 *   npm run bench:export -- --size 250 --formats csv,xlsx --app-port 5400 --mock-port 5401 [--pause 10]
 *
 * Options: --size (250; 1–250), --formats (csv,xlsx), --audit-per-case (0), --app-port (5400), --mock-port
 * (app port + 1), --pause N (the client stops reading for N seconds after the first chunk, as a slow one would:
 * the app's memory meanwhile shows that nothing is read ahead of it). Needs a build (npx remix vite:build).
 * Temporary files live in the system's temporary folder and are removed, and both servers stopped, however the
 * bench ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { MOCK_PROCESS_ENV } from '../mock-server/memory';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { writeScaledData } from './bench-scale-data';
import { memoryMb, mockCall, mockToken } from './lib';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const size = Number(option('size') ?? 250);
const formats = (option('formats') ?? 'csv,xlsx').split(',');
const auditPerCase = Number(option('audit-per-case') ?? 0);
const appPort = Number(option('app-port') ?? 5400);
const mockPort = Number(option('mock-port') ?? appPort + 1);
const pauseSeconds = Number(option('pause') ?? 0);
if (
  !(Number.isInteger(size) && size >= 1 && size <= 250) ||
  !formats.every((f) => f === 'csv' || f === 'xlsx')
) {
  console.error('--size takes a whole factor from 1 to 250; --formats csv, xlsx or both (csv,xlsx).');
  process.exit(2);
}
const serverBuild = path.join(process.env.BUILD_DIR ?? 'build', 'server/index.js');
if (!existsSync(serverBuild)) {
  console.error(`${serverBuild} is missing: build first (npx remix vite:build).`);
  process.exit(1);
}
const appOrigin = `http://localhost:${appPort}`;
/** A page of the admin's list in the order the admin page (and so its export) reads it. */
const EXPORT_ORDER_PAGE = (page: number) => `/api/cases?pageSize=100&page=${page}&sort=urgency&order=asc`;
const mockOrigin = `http://127.0.0.1:${mockPort}`;

let folder: string | null = null;
const children: ChildProcess[] = [];
function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  if (folder) rmSync(folder, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

/** A server as its own process (no wrapper: its pid's /proc is its memory); its last lines kept for errors. */
function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

async function answering(url: string, server: ReturnType<typeof start>) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`it stopped:\n${server.output.join('\n')}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The largest VmRSS of each pid while it runs, read every 100 ms. */
function sampleRss(pids: Record<string, number | undefined>) {
  const max = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, memoryMb(pid).rss]));
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) max[name] = Math.max(max[name]!, memoryMb(pid).rss);
  }, 100);
  return () => {
    clearInterval(timer);
    return max;
  };
}

/** The admin's session cookie: the login form, as a browser posts it. */
async function adminCookie() {
  const response = await fetch(`${appOrigin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: appOrigin },
    body: new URLSearchParams({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`The admin's login answered ${response.status}.`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Data rows of a saved workbook, read as a stream (the bench's own memory stays small too). */
async function xlsxRows(file: string) {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {}))
    for await (const row of sheet) if (row) rows++;
  return rows - 1;
}

interface Download {
  format: string;
  status: number;
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  rows: number;
  error?: string;
}

/** One export downloaded as a browser would (its cookie, gzip accepted), timed and saved to count its rows. */
async function download(format: string, cookie: string): Promise<Download> {
  const file = path.join(folder!, `cases.${format}`);
  const started = performance.now();
  const response = await fetch(`${appOrigin}/case/export?format=${format}`, {
    headers: { Cookie: cookie },
    redirect: 'manual',
  });
  const headersMs = performance.now() - started;
  const result: Download = {
    format,
    status: response.status,
    headersMs,
    firstByteMs: NaN,
    totalMs: NaN,
    bytes: 0,
    rows: 0,
  };
  if (!response.ok || !response.body) {
    result.error = (await response.text()).slice(0, 200);
    return result;
  }
  const out = createWriteStream(file);
  let lineEnds = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!result.bytes) {
        result.firstByteMs = performance.now() - started;
        if (pauseSeconds) await pause(pauseSeconds);
      }
      result.bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 0x0a) lineEnds++;
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } catch (error) {
    result.error = `cut off after ${result.bytes} bytes: ${error instanceof Error ? error.message : error}`;
  }
  result.totalMs = performance.now() - started;
  await new Promise<void>((resolve) => out.end(() => resolve()));
  if (!result.error) result.rows = format === 'csv' ? lineEnds - 1 : await xlsxRows(file);
  return result;
}

/** The client stops reading for a while; the app's memory meanwhile, as a slow client would see it. */
async function pause(seconds: number) {
  const before = memoryMb(app?.child.pid).rss;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  console.log(
    `  paused ${seconds} s after the first chunk: app RSS ${before.toFixed(0)} → ${memoryMb(app?.child.pid).rss.toFixed(0)} MB`,
  );
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const mb = (n: number) => n.toFixed(0);
const s = (ms: number) => (ms / 1000).toFixed(1);

let app: ReturnType<typeof start> | null = null;

async function main() {
  const loadBefore = load();
  const began = performance.now();
  console.log(
    `bench:export — ${size}× the seed's cases; load average before ${loadBefore} (${cpus().length} cores)`,
  );
  folder = await mkdtemp(path.join(tmpdir(), 'pathbridge-bench-export-'));
  const seedFile = path.join(folder, 'seed.json');
  const dataFile = path.join(folder, 'db.json');
  const seeding = start(['--import', 'tsx', 'mock-server/server.ts', '--reset'], {
    MOCK_PORT: String(mockPort),
    MOCK_DATA_FILE: seedFile,
  });
  await answering(`${mockOrigin}/__mock/health`, seeding);
  await stop(seeding.child);
  const preparing = performance.now();
  const data = await writeScaledData({ seedFile, outFile: dataFile, factor: size, auditPerCase });
  console.log(
    `  ${data.cases.toLocaleString('en')} cases, ${data.auditRecords.toLocaleString('en')} audit records, ` +
      `${mb(data.dbBytes / 2 ** 20)} MB, written in ${s(performance.now() - preparing)} s`,
  );

  const mockStarted = performance.now();
  const mock = start(['--import', 'tsx', 'mock-server/server.ts'], {
    ...MOCK_PROCESS_ENV,
    MOCK_PORT: String(mockPort),
    MOCK_DATA_FILE: dataFile,
  });
  await answering(`${mockOrigin}/__mock/health`, mock);
  const adminToken = await mockToken(mockOrigin, 'admin@demo.test', DEMO_PASSWORD);
  const listed = (await mockCall(mockOrigin, 'GET', '/api/cases?pageSize=1', adminToken)) as {
    total: number;
  };
  if (listed.total !== data.cases)
    throw new Error(`The mock lists ${listed.total} cases, not ${data.cases}.`);
  // The admin page's own order (urgency, ascending: app/features/cases/list-query.ts), which the export reads: its
  // first read makes that order of every case (once, as the page's first view does); the export's growth is after.
  const firstRead = performance.now();
  await mockCall(mockOrigin, 'GET', EXPORT_ORDER_PAGE(1), adminToken);
  const firstMs = performance.now() - firstRead;
  const pageStarted = performance.now();
  await mockCall(mockOrigin, 'GET', EXPORT_ORDER_PAGE(2), adminToken);
  const pageMs = performance.now() - pageStarted;
  console.log(
    `  mock started in ${s(performance.now() - mockStarted)} s, ${mb(memoryMb(mock.child.pid).rss)} MB; ` +
      `the export's order made by its first read in ${firstMs.toFixed(0)} ms; one admin list page of 100: ` +
      `${pageMs.toFixed(0)} ms (the export reads ${Math.ceil(data.cases / 100)} of them)`,
  );
  // The app's one log line per request goes to the pipe above and is dropped.
  app = start(['server/index.js', serverBuild], {
    PORT: String(appPort),
    NODE_ENV: 'production',
    API_BASE_URL: mockOrigin,
    SESSION_SECRET: 'bench-export-session-secret',
  });
  await answering(`${appOrigin}/healthz`, app);

  const lines = [
    '| format | status | headers | first byte | total | MB | rows | app RSS before → max (growth), VmHWM after | mock RSS before → max (growth) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const format of formats) {
    const before = { app: memoryMb(app.child.pid), mock: memoryMb(mock.child.pid) };
    const sampling = sampleRss({ app: app.child.pid, mock: mock.child.pid });
    // A login per export: one of 100,000 rows outlasts the session's 10 idle minutes (docs/auth-and-session.md).
    const cookie = await adminCookie();
    const result = await download(format, cookie).catch((error: unknown): never => {
      const cause = (error as { cause?: unknown }).cause;
      const state = (child: ChildProcess) =>
        child.exitCode === null && child.signalCode === null
          ? 'runs'
          : `stopped (${child.signalCode ?? `exit ${child.exitCode}`})`;
      throw new Error(
        `GET /case/export?format=${format}: ${error instanceof Error ? error.message : error}` +
          `${cause ? ` (${cause instanceof Error ? cause.message : String(cause)})` : ''}; ` +
          `the app ${state(app!.child)}, its last lines:\n${app!.output.join('\n')}\n` +
          `the mock ${state(mock.child)}, its last lines:\n${mock.output.join('\n')}`,
      );
    });
    const max = sampling();
    const after = memoryMb(app.child.pid);
    const growth = (name: 'app' | 'mock') =>
      `${mb(before[name].rss)} → ${mb(max[name]!)} (+${mb(max[name]! - before[name].rss)})`;
    const line =
      `| ${format} | ${result.status} | ${result.headersMs.toFixed(0)} ms | ${result.firstByteMs.toFixed(0)} ms | ` +
      `${s(result.totalMs)} s | ${(result.bytes / 2 ** 20).toFixed(1)} | ${result.rows.toLocaleString('en')} | ` +
      `${growth('app')}, ${mb(after.peak)} | ${growth('mock')} |`;
    lines.push(line);
    console.log(`  ${line}${result.error ? ` ${result.error}` : ''}`);
  }
  await stop(app.child);
  await stop(mock.child);
  console.log(`\n${lines.join('\n')}\n`);
  console.log(
    `Load average before ${loadBefore}, after ${load()} (1, 5, 15 min; ${cpus().length} cores); ` +
      `${((performance.now() - began) / 60_000).toFixed(1)} min in all; ${data.cases.toLocaleString('en')} cases` +
      `${pauseSeconds ? `; the client paused ${pauseSeconds} s after the first chunk` : ''}.`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
