/**
 * `npm run bench:conformance-runs -- --base-url URL [--runs 8] [-- conformance options]` (decision
 * 105): the conformance command's default run, N times in a row on one server (a mock started once, never
 * reset in between), printing each run's time, exit code and what it left (its CLEAN-UP line), then the slowest
 * run against the first. Printed, never asserted (the target: each run green, none slower than the first by more
 * than 20 %). Each run has its own seed (1…N) unless the options after `--` give one. Each run's line also gives
 * the machine's load and, on Linux, the CPU seconds the command used and (`--mock-pid PID`, the server's process)
 * the server used: on a shared machine a slower run is told apart from a busier machine. `--check-demo` reads the
 * demo data before the first run and after the last (conformance/demo-snapshot.ts: every case's status, the demo
 * facilities' interfaces and credential, deliveries per facility) and prints what changed (decision 141).
 *
 *   npm run mock -- --reset &                     # or any server: MOCK_PORT=4545 npm run mock
 *   npm run bench:conformance-runs -- --base-url http://127.0.0.1:4010 --runs 8 --check-demo
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoChanges, demoSnapshot } from '../conformance/demo-snapshot';
import { root } from '../conformance/openapi';

const split = process.argv.indexOf('--', 2);
const own = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const passed = split < 0 ? [] : process.argv.slice(split + 1);
const { values } = parseArgs({
  args: own,
  options: {
    'base-url': { type: 'string' },
    runs: { type: 'string', default: '8' },
    'mock-pid': { type: 'string' },
    'check-demo': { type: 'boolean', default: false },
  },
});
const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('bench:conformance-runs: --base-url URL is required');
  process.exit(2);
}
const runs = Number(values.runs);
const mockPid = values['mock-pid'];

/** CPU seconds (user + system) from /proc: a process's own (`self`: its waited-for children's), or undefined. */
function cpuSeconds(pid: string, children = false): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command's closing parenthesis: utime and stime are 14 and 15, cutime and cstime 16 and 17.
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  const at = children ? 13 : 11;
  return (Number(fields[at]) + Number(fields[at + 1])) / 100;
}
const spent = (before: number | undefined, after: number | undefined) =>
  before === undefined || after === undefined ? '' : `${(after - before).toFixed(1)} s`;

function run(seed: number): Promise<{ code: number; ms: number; tail: string[] }> {
  const started = performance.now();
  const args = [path.join(root, 'conformance/bin.mjs'), '--base-url', baseUrl!, '--quiet', ...passed];
  if (!passed.includes('--seed')) args.push('--seed', String(seed));
  const child = spawn(process.execPath, args, { cwd: root });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const lines = output.split('\n');
      const tail = lines.filter((l) => /^(CLEAN-UP|PASSED|FAILED|\d+\. |WARNING|conformance:)/.test(l));
      resolve({ code: code ?? 1, ms: performance.now() - started, tail });
    });
  });
}

const demoBefore = values['check-demo'] ? await demoSnapshot(baseUrl) : undefined;
const times: number[] = [];
console.log(`${runs} default runs on ${baseUrl} (load ${loadavg()[0]!.toFixed(1)})`);
for (let i = 1; i <= runs; i++) {
  const [command, mock] = [cpuSeconds('self', true), mockPid && cpuSeconds(mockPid)];
  const { code, ms, tail } = await run(i);
  const cpu = [
    `command ${spent(command, cpuSeconds('self', true))}`,
    mockPid ? `server ${spent(mock || undefined, cpuSeconds(mockPid))}` : '',
  ].filter((part) => !part.endsWith(' '));
  times.push(ms);
  const vsFirst = i === 1 ? '' : ` (${((ms / times[0]! - 1) * 100).toFixed(0)} % vs the first)`;
  console.log(
    `run ${i}: exit ${code}, ${(ms / 1000).toFixed(1)} s${vsFirst}; load ${loadavg()[0]!.toFixed(1)}` +
      (cpu.length ? `; CPU ${cpu.join(', ')}` : ''),
  );
  for (const line of tail) console.log(`  ${line}`);
}
const slowest = Math.max(...times.slice(1));
if (times.length > 1)
  console.log(
    `slowest after the first: ${(slowest / 1000).toFixed(1)} s, ${((slowest / times[0]! - 1) * 100).toFixed(0)} % vs the first (${(times[0]! / 1000).toFixed(1)} s); load ${loadavg()[0]!.toFixed(1)}`,
  );
if (demoBefore) {
  const changes = demoChanges(demoBefore, await demoSnapshot(baseUrl));
  console.log(
    `demo data (${demoBefore.size} records read before and after): ${changes.length ? `${changes.length} changed` : 'unchanged'}`,
  );
  for (const change of changes) console.log(`  ${change}`);
}
