/**
 * `npm run test:balanced`: proves the app tier keeps nothing a user depends on (decision 087). Starts
 * one mock backend, two instances of the production app (the same build and SESSION_SECRET, their own ports,
 * APP_INSTANCE app-1 and app-2) and HAProxy in front of them with deploy/haproxy.cfg, round robin without
 * stickiness; checks that successive requests alternate between the instances; then runs end-to-end specs
 * through the balancer's address (E2E_BASE_URL, E2E_MOCK_URL: playwright.config.ts), so every page load, data
 * request, form post and stream of a test may land on either instance.
 *
 *   npm run test:balanced                   the specs below (BALANCED_SPECS), the live ones when present
 *   npm run test:balanced -- --quick        only the instance checks and the session specs (npm test's share)
 *   npm run test:balanced -- tests/e2e/x.spec.ts …   these specs instead
 *
 * HAProxy comes from Debian's package: installed here when missing (apt-get, as root or with sudo), else a
 * message says how. Ports: BALANCED_PORT (the balancer, 3500), BALANCED_APP_PORT (the first instance, 3501;
 * the second 3502), BALANCED_MOCK_PORT (4500). Builds the app first when there is no build (BUILD_DIR).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_QA_TOKEN, e2eAppEnv, e2eMockEnv } from '../tests/e2e/servers';
import { bin, portIsFree, run } from './lib';

/** The specs that run through the balancer: sessions, guards, lists, notifications. */
export const BALANCED_SPECS = [
  // The instances themselves: alternation, one session across both, logout ends it on both.
  'tests/e2e/balanced-instances.spec.ts',
  'tests/e2e/login.spec.ts',
  'tests/e2e/logout.spec.ts',
  'tests/e2e/guard.spec.ts',
  'tests/e2e/session-security.spec.ts',
  'tests/e2e/provider-cases.spec.ts',
  'tests/e2e/escalation.spec.ts',
  // The admins' banner, set through one instance and seen by another user on their next page.
  'tests/e2e/enquiries-support.spec.ts',
];
/** The live specs (tests/e2e/live-*, notifications*, consult*: lists that update themselves, notifications,
 * consult), included whenever they exist. */
export const LIVE_SPECS = /^(live(-.*)?|notifications.*|consult.*)\.spec\.ts$/;
/** `--quick` (npm test's share, scripts/test-all.ts): the instances' own spec. */
export const QUICK_SPECS = ['tests/e2e/balanced-instances.spec.ts'];

const INSTANCES = ['app-1', 'app-2'] as const;
const STARTUP_MS = 120_000;

const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const lbPort = Number(process.env.BALANCED_PORT ?? 3500);
const firstAppPort = Number(process.env.BALANCED_APP_PORT ?? 3501);
const mockPort = Number(process.env.BALANCED_MOCK_PORT ?? 4500);
const lbUrl = `http://localhost:${lbPort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const appPorts = INSTANCES.map((_, i) => firstAppPort + i);
const buildOutput = `${process.env.BUILD_DIR ?? 'build'}/server/index.js`;

function fail(message: string): never {
  console.error(`\ntest:balanced: ${message}`);
  process.exit(1);
}

/** HAProxy's path, installed from Debian's package when missing. */
function haproxy(): string {
  const find = () =>
    ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file)) ??
    (spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim() || null);
  const found = find();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sh', ['-c', 'command -v sudo']).status === 0;
  if (!root && !sudo) {
    fail(
      "HAProxy is not installed, and installing it needs root. Install Debian's package: apt-get install -y haproxy",
    );
  }
  console.log("HAProxy is not installed: installing Debian's package (apt-get install -y haproxy)…");
  const apt = (args: string[]) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  const install = ['install', '-y', '-qq', 'haproxy'];
  // The package lists may be missing or stale (a fresh container): read them once and try again.
  if (!apt(install) && !(apt(['update', '-qq']) && apt(install))) {
    fail(
      "could not install HAProxy with apt-get (see above). Install Debian's package haproxy and run again.",
    );
  }
  return find() ?? fail('apt-get installed haproxy, yet no haproxy command is found.');
}

/** A server of this run: its output shown only when it fails or writes an error. */
function start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      process.stderr.write(`[${name}] ${line}\n`);
  });
  return child;
}

async function waitUntil(what: string, child: ChildProcess, ready: () => Promise<boolean>) {
  const deadline = Date.now() + STARTUP_MS;
  while (!(await ready().catch(() => false))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the ${what} stopped while starting (its errors are above).`);
    }
    if (Date.now() > deadline) throw new Error(`the ${what} did not answer within ${STARTUP_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Which instance answered each of `count` requests to the balancer, in order. */
async function answeredBy(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${lbUrl}/login`, { redirect: 'manual' });
    await response.arrayBuffer();
    names.push(response.headers.get('x-app-instance') ?? '(none)');
  }
  return names;
}

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const named = args.filter((arg) => !arg.startsWith('--'));
const live = readdirSync('tests/e2e')
  .filter((file) => LIVE_SPECS.test(file))
  .sort()
  .map((file) => `tests/e2e/${file}`);
const specs = named.length ? named : quick ? QUICK_SPECS : [...BALANCED_SPECS, ...live];

const haproxyBin = haproxy();
if (!existsSync(buildOutput)) {
  console.log('Building the app (no build yet)…');
  if ((await run(bin('remix'), ['vite:build', '--logLevel', 'error'])) !== 0) fail('the build failed.');
}
const ours: Array<[port: number, host: string]> = [
  [lbPort, 'localhost'],
  [mockPort, '127.0.0.1'],
  ...appPorts.map((port): [number, string] => [port, 'localhost']),
];
for (const [port, host] of ours) {
  if (!(await portIsFree(port, host))) {
    fail(
      `port ${port} is in use. Stop what uses it, or set BALANCED_PORT, BALANCED_APP_PORT, BALANCED_MOCK_PORT.`,
    );
  }
}

const children: ChildProcess[] = [];
const mockDataFile = path.join(tmpdir(), `pathbridge-balanced-${mockPort}.json`);
async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(mockDataFile, { force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

try {
  // The same settings as the suite's own servers (tests/e2e/servers.ts): the specs re-seal cookies with them.
  const mock = start(
    'mock',
    process.execPath,
    ['--import', 'tsx', 'mock-server/server.ts', '--reset'],
    e2eMockEnv(mockPort, mockDataFile),
  );
  children.push(mock);
  const apps = INSTANCES.map((name, i) => {
    const app = start(name, process.execPath, ['server/index.js', buildOutput], {
      ...e2eAppEnv(appPorts[i]!, mockUrl),
      APP_INSTANCE: name,
      // The balancer is on this machine: the browser's address is the one it forwards.
      APP_TRUST_PROXY: 'loopback',
    });
    children.push(app);
    return app;
  });
  await waitUntil('mock backend', mock, async () => (await fetch(`${mockUrl}/__mock/health`)).ok);
  await Promise.all(
    apps.map((app, i) =>
      waitUntil(
        `app ${INSTANCES[i]}`,
        app,
        async () => (await fetch(`http://localhost:${appPorts[i]}/healthz`)).ok,
      ),
    ),
  );
  const lb = start('haproxy', haproxyBin, ['-db', '-f', 'deploy/haproxy.cfg'], {
    LB_BIND: `127.0.0.1:${lbPort}`,
    APP_1: `127.0.0.1:${appPorts[0]}`,
    APP_2: `127.0.0.1:${appPorts[1]}`,
  });
  children.push(lb);
  await waitUntil('balancer', lb, async () => new Set(await answeredBy(4)).size === INSTANCES.length);

  // Round robin without stickiness: one request to each in turn.
  const order = await answeredBy(6);
  const alternates = order.every((name, i) => INSTANCES.includes(name as never) && name !== order[i - 1]);
  console.log(`Balancer ${lbUrl} → ${INSTANCES.join(', ')}; six requests answered by: ${order.join(' ')}`);
  if (!alternates) throw new Error('successive requests did not alternate between the instances');
  console.log(`Servers up in ${seconds()}; running ${specs.length} spec files through the balancer.`);

  const code = await run(
    bin('playwright'),
    ['test', ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? ['--reporter=list,json'] : []), ...specs],
    {
      env: {
        ...process.env,
        E2E_BASE_URL: lbUrl,
        E2E_MOCK_URL: mockUrl,
        E2E_QA_TOKEN,
        E2E_BALANCED_INSTANCES: INSTANCES.join(','),
        E2E_BALANCED_APP_URLS: appPorts.map((port) => `http://localhost:${port}`).join(','),
      },
    },
  );
  await stopAll();
  console.log(`test:balanced: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds()}`);
  process.exit(code);
} catch (error) {
  await stopAll();
  fail(error instanceof Error ? error.message : String(error));
}
