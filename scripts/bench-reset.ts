/**
 * `npx tsx scripts/bench-reset.ts`: how long `POST /__mock/reset` takes on the standalone mock (mock-server/server.ts)
 * as its data grows, printed and never asserted. For each size factor N it starts the mock with `--seed-cases`
 * N × the seed's 400 cases on a database file of its own (1×: the plain seed), and times `--resets` resets after a
 * login (the sessions written), then as many after a case created (the cases too); the mock's start (its seed and
 * first save) is printed beside them.
 *
 *   npx tsx scripts/bench-reset.ts --sizes 1,10,100,250 --resets 3
 *
 * Options: --sizes (1,10,100; each 1–250), --resets (3), --port (4720: the i-th size uses port + i), --root (the
 * checkout whose mock-server/ is started: this one by default, another to measure its behaviour beside this one).
 * Temporary files live in the system's temporary folder and are removed, and the mock stopped, however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MOCK_PROCESS_ENV } from '../mock-server/memory';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { mockToken, waitForUrl } from './lib';
import { CASE_COUNT } from '../mock-server/store/seed-generate';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const sizes = (option('sizes') ?? '1,10,100').split(',').map(Number);
if (!sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= 250)) {
  console.error('--sizes takes whole factors from 1 to 250, comma-separated (e.g. 1,10,100).');
  process.exit(2);
}
const resets = Number(option('resets') ?? 3);
const basePort = Number(option('port') ?? 4720);
const root = path.resolve(option('root') ?? '.');
const qaToken = 'bench-reset-qa-token';

let folder: string | null = null;
let running: ChildProcess | null = null;
function cleanUp() {
  running?.kill('SIGKILL');
  if (folder) rmSync(folder, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

/** The mock as its own process on `dataFile`, seeded at `size`; resolves once it answers, with how long that took. */
async function start(port: number, dataFile: string, size: number) {
  const started = performance.now();
  const seed = size > 1 ? ['--seed-cases', String(size * CASE_COUNT)] : ['--reset'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts', ...seed], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...MOCK_PROCESS_ENV,
      MOCK_PORT: String(port),
      MOCK_DATA_FILE: dataFile,
      MOCK_QA_TOKEN: qaToken,
    },
  });
  running = child;
  const origin = `http://127.0.0.1:${port}`;
  const stopped = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the mock stopped (${code}) at start`))),
  );
  // A 250× seed takes minutes on a loaded machine.
  await Promise.race([waitForUrl(`${origin}/__mock/health`, 20 * 60_000), stopped]);
  return { child, origin, startS: (performance.now() - started) / 1000 };
}

const login = (origin: string) => mockToken(origin, 'admin@demo.test', DEMO_PASSWORD);

/** A case created by the demo facility: the reset then puts the cases back too, not the sessions alone. */
async function createCase(origin: string) {
  const token = await mockToken(origin, 'facility@demo.test', DEMO_PASSWORD);
  const answer = await fetch(`${origin}/api/cases`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'cytology',
      patientInfo: { firstName: 'Bench', lastName: 'Reset', birthDate: '1970-01-01', gender: 'Other' },
      specimens: [],
      billingComponent: 0,
      caseRelation: 'Standalone',
      slideDelivery: 'Mail_the_Slides',
    }),
  });
  if (answer.status !== 201) throw new Error(`createCase answered ${answer.status}: ${await answer.text()}`);
}

async function reset(origin: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${origin}/__mock/reset`, {
    method: 'POST',
    headers: { 'X-Mock-Token': qaToken },
  });
  if (answer.status !== 200) throw new Error(`reset answered ${answer.status}: ${await answer.text()}`);
  return (performance.now() - started) / 1000;
}

folder = await mkdtemp(path.join(tmpdir(), 'bench-reset-'));
console.log(
  `root ${root}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  'size   cases     start s   reset s (each, after a login)   reset s (each, after a case created)',
);
for (const [index, size] of sizes.entries()) {
  const { child, origin, startS } = await start(
    basePort + index,
    path.join(folder, `size-${size}.sqlite`),
    size,
  );
  const afterLogin: number[] = [];
  const afterCase: number[] = [];
  for (let i = 0; i < resets; i++) {
    await login(origin);
    afterLogin.push(await reset(origin));
  }
  for (let i = 0; i < resets; i++) {
    await createCase(origin);
    afterCase.push(await reset(origin));
  }
  // After the resets, the data answers as seeded: a login still works.
  await login(origin);
  const each = (times: number[]) => times.map((s) => s.toFixed(2)).join(' / ');
  console.log(
    `${`${size}×`.padEnd(6)} ${String(size * CASE_COUNT).padEnd(9)} ${startS.toFixed(1).padStart(7)}   ${each(afterLogin).padEnd(32)}${each(afterCase)}`,
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  running = null;
}
