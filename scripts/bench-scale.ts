/**
 * `npm run bench:scale`: what the mock backend's writes, reads, start and memory cost as its data
 * grows, printed as one table and never asserted. For each size factor N it writes a database of N× the seed's
 * cases (scripts/bench-scale-data.ts: the seed the mock writes, its cases and their tasks, billing rows, QA
 * samples, attachments, links and escalations repeated under new ids; the other collections as seeded) and an
 * audit trail of `--audit-per-case` records per case, starts the real standalone mock on it
 * (mock-server/server.ts), times the start to its first answer and reads its memory. With every size's mock
 * running, it then times real HTTP requests as the demo logins make them (scripts/bench-scale-ops.ts), each
 * operation's requests to the sizes taking turns (so the machine's drift is every size's): after `--warmup` untimed
 * ones, up to `--samples` each, fewer once an operation has spent `--budget` seconds at a size (never under
 * `--min-samples`, but only one past three budgets: at 100× the QA report once took a minute a request).
 *
 *   npm run bench:scale -- --sizes 1,10,100 --samples 20 --budget 30 --only create,admin-cases
 *
 * Options: --sizes (1,10,100; each 1–250), --only (operation keys, comma-separated; all by default),
 * --samples (20), --warmup (2), --budget (30 s per operation), --min-samples (5), --audit-per-case (10),
 * --port (4960: the seed run uses it, the i-th size port + i from 1), --no-escalation-copies (the copies' late cases without
 * the escalations the seed records as sent for its own, as the first measurement did: the first notifications read after
 * start then sends them all), --cpu-prof DIR (each size's mock runs under node --cpu-prof, its profile written to
 * DIR when it stops; with --only, of those operations alone). Temporary files live in the system's temporary folder
 * and are removed, and the mock stopped, however the bench ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MOCK_PROCESS_ENV } from '../mock-server/memory';
import { readDataFile, writeScaledData, type DataFile, type ScaledData } from './bench-scale-data';
import { loginAll, NOTICE_USER, operations, type Operation, type Request } from './bench-scale-ops';
import { cpuMs, memoryMb, quantile } from './lib';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
const sizes = (option('sizes') ?? '1,10,100').split(',').map(Number);
if (!sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= 250)) {
  console.error('--sizes takes whole factors from 1 to 250, comma-separated (e.g. 1,10,100).');
  process.exit(2);
}
const only = option('only')?.split(',');
const samples = number('samples', 20);
const warmup = number('warmup', 2);
const budgetMs = number('budget', 30) * 1000;
const minSamples = Math.min(samples, number('min-samples', 5));
const auditPerCase = number('audit-per-case', 10);
const basePort = number('port', 4960);
// Off: the copies' late cases have no escalations sent, so the first sweep sends them all (the first measurement's setup).
const escalationCopies = !process.argv.includes('--no-escalation-copies');
// A CPU profile of each size's mock (node --cpu-prof), written to this folder when it stops.
const profileDir = option('cpu-prof');

let folder: string | null = null;
/** The mocks running (every size's at once, their requests taking turns). */
const mocks = new Set<ChildProcess>();
function cleanUp() {
  for (const child of mocks) child.kill('SIGKILL');
  if (folder) rmSync(folder, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

/** Starts the mock on `dataFile` (its own pid: no wrapper) and waits for its first answer; how long that took. */
async function startMock(port: number, dataFile: string, reset = false) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(profileDir && !reset ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : []),
      '--import',
      'tsx',
      'mock-server/server.ts',
      ...(reset ? ['--reset'] : []),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...MOCK_PROCESS_ENV, MOCK_PORT: String(port), MOCK_DATA_FILE: dataFile },
    },
  );
  mocks.add(child);
  const output: string[] = [];
  // The last lines it printed, for when it stops.
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mock stopped at start:\n${output.join('\n')}`);
    try {
      await fetch(`${origin}/__mock/health`);
      return { child, origin, startMs: performance.now() - started, output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// This process's collector, callable (the scaled data it wrote leaves hundreds of MB of garbage behind).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Before the first sample of a size: this process's garbage collected (writing the scaled data left it), then the
 * mock's CPU time unchanged for `quietMs` (what its start and the setup's first reads left running: the escalation
 * sweep's batches, a compaction's snapshot, the collector's threads), at most `limitMs`. How long it waited, the
 * mock's CPU time meanwhile and this process's heap before and after its collection.
 */
async function settle(pid: number | undefined, quietMs = 1000, limitMs = 60_000) {
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  collectGarbage();
  const heapAfter = process.memoryUsage().heapUsed;
  const cpuBefore = cpuMs(pid);
  let last = cpuBefore;
  let quietSince = performance.now();
  while (performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = cpuMs(pid);
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= quietMs) break;
  }
  return { ms: performance.now() - started, cpuMs: last - cpuBefore, heapBefore, heapAfter };
}

async function stopMock(child: ChildProcess) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  mocks.delete(child);
}

/** One request, timed from sending to the last byte of its answer; its envelope's data. */
async function timed(origin: string, request: Request) {
  const started = performance.now();
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: {
      ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const json = JSON.parse(text || '{}') as { data?: unknown; message?: string };
  if (!response.ok)
    throw new Error(`${request.method} ${request.path} → ${response.status} ${json.message ?? ''}`);
  return { ms, data: json.data };
}

interface Figures {
  times: number[];
  error?: string;
}

/** One operation's measuring at one size. */
interface Side {
  origin: string;
  op: Operation;
  times: number[];
  warmed: number;
  sent: number;
  spentMs: number;
  done: boolean;
  error?: string;
}

/**
 * One operation at every size, their requests taking turns (in the other order every other round, so that no size
 * always follows another): each size's drift (the machine's load, its clock) is then the others' too. Per size:
 * warm-ups, then samples until `samples`, or `budget` of its own requests' time spent with `minSamples` taken, or
 * three budgets spent with one. A request slower than a second is not warmed up again (one run has made its code hot).
 */
async function measure(sides: Side[]): Promise<void> {
  for (const side of sides)
    try {
      await side.op.setup?.();
    } catch (error) {
      side.error = error instanceof Error ? error.message : String(error);
      side.done = true;
    }
  for (let round = 0; sides.some((side) => !side.done); round++) {
    const turn = round % 2 ? [...sides].reverse() : sides;
    for (const side of turn) {
      if (side.done) continue;
      try {
        const { ms, data } = await timed(side.origin, side.op.request(side.sent));
        await side.op.after?.(data, side.sent);
        side.sent++;
        side.spentMs += ms;
        if (side.warmed < warmup && (side.warmed === 0 || ms < 1000)) side.warmed++;
        else side.times.push(ms);
        const { times, spentMs } = side;
        side.done =
          times.length >= samples ||
          (times.length >= minSamples && spentMs > budgetMs) ||
          (times.length > 0 && spentMs > 3 * budgetMs);
      } catch (error) {
        side.error = error instanceof Error ? error.message : String(error);
        side.done = true;
      }
    }
  }
}

interface SizeResult {
  size: number;
  data: ScaledData;
  prepareMs: number;
  startMs: number;
  startCpuMs: number;
  rssStart: number;
  peakAtStart: number;
  rssPeak: number;
  firstNoticesMs: number;
  ops: Map<string, Figures>;
}

/** The active provider with the fewest Assigned cases in the seed (every size has N× as many): the picker. */
function pickerOf(seed: DataFile) {
  type Seeded = { id: string; email: string; role: string; status: string };
  const load = new Map<string, number>();
  for (const item of seed.collections.cases as Array<{
    status: string;
    assignedProvider: { id: string } | null;
  }>)
    if (item.status === 'Assigned' && item.assignedProvider)
      load.set(item.assignedProvider.id, (load.get(item.assignedProvider.id) ?? 0) + 1);
  const providers = (seed.collections.users as Seeded[]).filter(
    (u) => u.role === 'Provider' && u.status === 'Active' && u.id !== 'usr-provider',
  );
  providers.sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.id.localeCompare(b.id));
  return providers[0]!;
}

/** A size's mock, started on its data and ready to be measured (its operations made with its logins). */
interface Running {
  result: SizeResult;
  server: Awaited<ReturnType<typeof startMock>>;
  ops: Operation[];
}

async function startSize(size: number, index: number, seedFile: string, seed: DataFile): Promise<Running> {
  const dataFile = path.join(folder!, `db-${size}x.json`);
  const preparing = performance.now();
  const data = await writeScaledData({
    seedFile,
    outFile: dataFile,
    factor: size,
    auditPerCase,
    notices: { userId: NOTICE_USER, count: warmup + samples + 5 },
    once: escalationCopies ? [] : ['escalations'],
  });
  const prepareMs = performance.now() - preparing;
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(
    `\n${size}×: ${data.cases.toLocaleString('en')} cases, ${data.auditRecords.toLocaleString('en')} audit records ` +
      `(${mb(data.dbBytes)} MB database file), prepared in ${(prepareMs / 1000).toFixed(1)} s`,
  );
  // Size i on port + i + 1: the seed run's port may not be free yet when the first size starts.
  const server = await startMock(basePort + index + 1, dataFile);
  try {
    const atStart = memoryMb(server.child.pid);
    // The start's CPU time: what the wall time would be on a quiet machine (the machine is shared).
    const startCpuMs = cpuMs(server.child.pid);
    console.log(
      `  started in ${(server.startMs / 1000).toFixed(1)} s (CPU ${(startCpuMs / 1000).toFixed(1)} s), ${atStart.rss.toFixed(0)} MB (peak ${atStart.peak.toFixed(0)} MB)`,
    );
    const picker = pickerOf(seed);
    const tokens = await loginAll(server.origin, picker.email);
    const first = await timed(server.origin, {
      method: 'GET',
      path: '/api/me/notifications',
      token: tokens.admin,
    });
    console.log(`  first notifications read after start: ${first.ms.toFixed(0)} ms`);
    const total = (route: string) =>
      timed(server.origin, { method: 'GET', path: route, token: tokens.admin }).then(
        ({ data }) => (data as { total: number }).total,
      );
    const loadedCases = await total('/api/cases?pageSize=1');
    const loadedAudit = await total('/api/admin/audit?pageSize=1');
    if (loadedCases !== data.cases || loadedAudit < data.auditRecords)
      throw new Error(
        `the mock holds ${loadedCases} cases and ${loadedAudit} audit records, not the ${data.cases} and ${data.auditRecords} written (it reseeded?)`,
      );
    const settled = await settle(server.child.pid);
    console.log(
      `  settled in ${(settled.ms / 1000).toFixed(1)} s: the mock's CPU meanwhile ${settled.cpuMs.toFixed(0)} ms, ` +
        `this process's heap ${mb(settled.heapBefore)} → ${mb(settled.heapAfter)} MB; ` +
        `the mock's RSS ${memoryMb(server.child.pid).rss.toFixed(0)} MB, peak ${memoryMb(server.child.pid).peak.toFixed(0)} MB`,
    );
    const result: SizeResult = {
      size,
      data,
      prepareMs,
      startMs: server.startMs,
      startCpuMs,
      rssStart: atStart.rss,
      peakAtStart: atStart.peak,
      rssPeak: NaN,
      firstNoticesMs: first.ms,
      ops: new Map(),
    };
    return { result, server, ops: operations(server.origin, tokens, picker.id) };
  } catch (error) {
    await stopMock(server.child);
    throw failedMock(error, server);
  }
}

/** The error, with the mock's state and last lines. */
function failedMock(error: unknown, server: Running['server']) {
  const { exitCode, signalCode } = server.child;
  const state =
    exitCode === null && signalCode === null ? 'runs' : `stopped (${signalCode ?? `exit ${exitCode}`})`;
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${message}; the mock ${state}, its last lines:\n${server.output.join('\n')}`);
}

/** Every operation at every running size, their requests taking turns; each mock's peak, then it stops. */
async function measureAll(running: Running[]) {
  try {
    console.log('');
    for (const key of running[0]!.ops.map((op) => op.key)) {
      if (only && !only.includes(key)) continue;
      const sides: Side[] = running.map(({ server, ops }) => ({
        origin: server.origin,
        op: ops.find((op) => op.key === key)!,
        times: [],
        warmed: 0,
        sent: 0,
        spentMs: 0,
        done: false,
      }));
      await measure(sides);
      // Each mock's resident size and its peak after each operation: which operations raise the peak.
      sides.forEach((side, i) => {
        const { result, server } = running[i]!;
        result.ops.set(key, { times: side.times, error: side.error });
        const after = memoryMb(server.child.pid);
        console.log(
          `  ${`${result.size}×`.padStart(5)} ${side.op.label.padEnd(40)} ${cell(result.ops.get(key)).padEnd(18)} ` +
            `RSS ${after.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB`,
        );
      });
    }
    for (const { result, server } of running) result.rssPeak = memoryMb(server.child.pid).peak;
  } finally {
    await Promise.all(running.map(({ server }) => stopMock(server.child)));
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
function cell(figures: Figures | undefined) {
  if (!figures) return '–';
  const { times, error } = figures;
  const text = times.length
    ? `${ms(quantile(times, 0.5))} / ${ms(quantile(times, 0.95))} (${times.length})`
    : 'failed';
  return error ? `${text}; ${error}` : text;
}

function table(results: SizeResult[], labels: Map<string, string>) {
  const [smallest, largest] = [results[0]!, results[results.length - 1]!];
  const ratio = (a: number, b: number) => (Number.isFinite(a / b) && b > 0 ? `${(a / b).toFixed(1)}×` : '–');
  const at = (result: SizeResult, key: string, q: number) => quantile(result.ops.get(key)?.times ?? [], q);
  const header = `| p50 / p95 ms (samples) | ${results.map((r) => `${r.size}×`).join(' | ')} | p50 / p95 ${largest.size}× ÷ ${smallest.size}× |`;
  const lines = [header, `|${' --- |'.repeat(results.length + 2)}`];
  const row = (label: string, cells: string[], last: string) =>
    lines.push(`| ${label} | ${cells.join(' | ')} | ${last} |`);
  for (const [key, label] of labels)
    row(
      label,
      results.map((r) => cell(r.ops.get(key))),
      `${ratio(at(largest, key, 0.5), at(smallest, key, 0.5))} / ${ratio(at(largest, key, 0.95), at(smallest, key, 0.95))}`,
    );
  const whole = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 0 });
  const tenths = (n: number) => n.toFixed(1);
  const figures: Array<[string, (r: SizeResult) => number, (n: number) => string]> = [
    ['first notifications read after start, ms', (r) => r.firstNoticesMs, ms],
    ['cases', (r) => r.data.cases, whole],
    ['audit records', (r) => r.data.auditRecords, whole],
    ['database file, MB', (r) => r.data.dbBytes / 2 ** 20, whole],
    ['prepare the data, s', (r) => r.prepareMs / 1000, tenths],
    ['start to first answer, s', (r) => r.startMs / 1000, tenths],
    ['CPU time of the start (user + system), s', (r) => r.startCpuMs / 1000, tenths],
    ['RSS after start, MB', (r) => r.rssStart, whole],
    ['peak RSS by the first answer, MB', (r) => r.peakAtStart, whole],
    ['peak RSS by the end (VmHWM), MB', (r) => r.rssPeak, whole],
  ];
  for (const [label, value, format] of figures)
    row(
      label,
      results.map((r) => format(value(r))),
      ratio(value(largest), value(smallest)),
    );
  return lines.join('\n');
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const labels = new Map<string, string>();
  const all = operations('', { admin: '', provider: '', facility: '', picker: '' }, '');
  for (const op of all) if (!only || only.includes(op.key)) labels.set(op.key, `${op.kind}: ${op.label}`);
  const unknown = only?.filter((key) => !labels.has(key)) ?? [];
  if (unknown.length)
    throw new Error(
      `--only: no operation ${unknown.join(', ')} (there are ${all.map((op) => op.key).join(', ')})`,
    );
  const loadBefore = load();
  const began = performance.now();
  folder = await mkdtemp(path.join(tmpdir(), 'pathbridge-bench-scale-'));
  const seedFile = path.join(folder, 'seed.json');
  console.log(
    `bench:scale — sizes ${sizes.join(', ')}×; load average before ${loadBefore} (${cpus().length} cores)`,
  );
  const seeding = await startMock(basePort, seedFile, true);
  await stopMock(seeding.child);
  const seed = await readDataFile(seedFile);

  // Every size's mock started in turn and kept running: their requests then take turns (`measure`).
  const running: Running[] = [];
  const failures: string[] = [];
  for (const [index, size] of sizes.entries()) {
    try {
      running.push(await startSize(size, index, seedFile, seed));
    } catch (error) {
      failures.push(`${size}×: ${error instanceof Error ? error.message : String(error)}`);
      console.error(`  failed: ${failures.at(-1)}`);
    }
  }
  if (!running.length) throw new Error('No size could be measured.');
  await measureAll(running);
  const results = running.map(({ result }) => result);

  console.log(`\n${table(results, labels)}\n`);
  for (const failure of failures) console.log(`Not measured: ${failure.split('\n')[0]}`);
  console.log(
    `Load average before ${loadBefore}, after ${load()} (1, 5, 15 min; ${cpus().length} cores); ` +
      `${((performance.now() - began) / 60_000).toFixed(1)} min in all. ` +
      `Up to ${samples} samples after ${warmup} warm-ups, fewer past ${budgetMs / 1000} s (at least ${minSamples}; ` +
      `at least 1 past ${(3 * budgetMs) / 1000} s); ` +
      `${auditPerCase} audit records per case; ${escalationCopies ? 'escalations repeated with their cases' : 'escalations not repeated (--no-escalation-copies)'}.`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
