/**
 * The servers of one Playwright worker: a mock backend (own port, own MOCK_DATA_FILE, reseeded at start) and
 * the production app pointing at it (API_BASE_URL), started by the worker fixture `servers` in ./fixtures.ts
 * and stopped when the worker ends. Workers never share backend state, so tests may reset and mutate it freely.
 *
 * Ports: worker slot N (Playwright's parallelIndex, 0 … workers − 1, kept when a worker is replaced after a
 * failure) listens on E2E_APP_PORT + N and E2E_MOCK_PORT + N (see playwright.config.ts). The slide cache
 * (.cache/slides/) is shared and only read: globalSetup (./global-setup.ts) prepares it before any worker.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_EXTERNAL, e2eServerUrls } from '../../playwright.config';

export interface WorkerServers {
  appUrl: string;
  mockUrl: string;
  /** The mock's database and process: a test that makes its disk refuse a write needs both (storage-faults). */
  mockDataFile: string;
  mockPid: number;
  /** The mock's HL7 order intake (OML^O21 over MLLP, docs/interop.md): a free port of its own; null outside. */
  hl7OrdersPort: number | null;
  stop(): Promise<void>;
}

/** The secrets the tests know (session-security.spec.ts re-seals the app's cookie with this one). */
export const E2E_SESSION_SECRET = 'e2e-session-secret';
export const E2E_LINK_SECRET = 'e2e-link-secret';
/** The mock's QA token (MOCK_QA_TOKEN): every call to `/__mock/*` but health carries it. Servers started
 * outside the suite (E2E_BASE_URL) may have another: E2E_QA_TOKEN. */
export const E2E_QA_TOKEN = process.env.E2E_QA_TOKEN || 'e2e-qa-token';
export const E2E_QA_HEADERS = { 'X-Mock-Token': E2E_QA_TOKEN };

const STARTUP_TIMEOUT_MS = 120_000;
/** A replaced worker's predecessor may still be closing its servers on the same ports. */
const PORT_FREE_TIMEOUT_MS = 20_000;

class Service {
  private readonly child: ChildProcess;
  /** The last lines it printed: shown when it fails to start or stops early. */
  private readonly tail: string[] = [];
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    env: Record<string, string>,
  ) {
    this.child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.tail.push(...chunk.toString().split('\n').filter(Boolean));
      this.tail.splice(0, Math.max(0, this.tail.length - 40));
    };
    this.child.stdout!.on('data', keep);
    // Errors are the server's business to show, as Playwright's webServer did (stdout: request logs, kept quiet).
    this.child.stderr!.on('data', (chunk: Buffer) => {
      keep(chunk);
      process.stderr.write(
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => `[${this.name}] ${line}\n`)
          .join(''),
      );
    });
    // Listed in the run's folder while it runs, for globalSetup's teardown (./global-setup.ts).
    const runDir = process.env.E2E_RUN_DIR;
    const pidFile = runDir && this.child.pid ? path.join(runDir, String(this.child.pid)) : null;
    if (pidFile) writeFileSync(pidFile, '');
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        if (pidFile) rmSync(pidFile, { force: true });
        resolve(code);
      }),
    );
  }

  get pid() {
    return this.child.pid!;
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  output() {
    return this.tail.join('\n');
  }

  /** SIGTERM (both servers close gracefully), SIGKILL if it is still there after a few seconds. */
  async stop() {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilFree(url: string) {
  const deadline = Date.now() + PORT_FREE_TIMEOUT_MS;
  while (await answers(url)) {
    if (Date.now() > deadline) {
      throw new Error(`${url} is taken by another process: set E2E_APP_PORT / E2E_MOCK_PORT to free ports`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitUntilUp(service: Service, url: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (!service.running || Date.now() > deadline) {
      throw new Error(
        `The ${service.name} did not answer at ${url}` +
          `${service.running ? ` within ${STARTUP_TIMEOUT_MS / 1000} s` : ' (it stopped)'}:\n${service.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The servers started outside the suite (E2E_BASE_URL, E2E_MOCK_URL: scripts/test-balanced.ts), once they
 * answer. Their process and data file are not the suite's: a spec that needs them (mock-restart,
 * storage-faults) cannot run against these.
 */
async function externalServers(appUrl: string, mockUrl: string): Promise<WorkerServers> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(`${mockUrl}/__mock/health`)) || !(await answers(`${appUrl}/`))) {
    if (Date.now() > deadline)
      throw new Error(`E2E_BASE_URL ${appUrl} or E2E_MOCK_URL ${mockUrl} does not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { appUrl, mockUrl, mockDataFile: '', mockPid: 0, hl7OrdersPort: null, stop: async () => {} };
}

/** The mock backend's settings for the suite's servers (and test:balanced's): its secrets, its own data file,
 * and the app's address its e-mails link to (PUBLIC_URL). */
export const e2eMockEnv = (port: number, dataFile: string, appUrl?: string) => ({
  MOCK_PORT: String(port),
  ...(appUrl && { PUBLIC_URL: appUrl }),
  MOCK_LINK_SECRET: E2E_LINK_SECRET,
  MOCK_QA_TOKEN: E2E_QA_TOKEN,
  // The app on this machine is the proxy in front of the mock: it forwards the browser's address.
  MOCK_TRUST_PROXY: 'loopback',
  MOCK_DATA_FILE: dataFile,
  // Most tests log in, some several times: ~40 ms of CPU per login at the default cost, ~2 ms at this one (the
  // vitest setup does the same).
  MOCK_SCRYPT_COST: '1024',
  // A delivery NAKed five times fails within seconds (waits of 50 ms, 0.2, 0.8 and 3.2 s), not 42 minutes.
  MOCK_HL7_RETRY_BASE_MS: '50',
  // The specs' MLLP listeners run on this machine's loopback, which interfaces may not reach by default.
  MOCK_INTERFACE_ALLOWED_NETWORKS: '127.0.0.0/8',
});

/** A port nothing listens on now (the system's choice), for a server started next. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The production app's settings for the suite's servers: the secret the specs re-seal cookies with. */
export const e2eAppEnv = (port: number, mockUrl: string) => ({
  PORT: String(port),
  NODE_ENV: 'production',
  SESSION_SECRET: E2E_SESSION_SECRET,
  API_BASE_URL: mockUrl,
});

/** Starts the mock backend, then the app against it, for worker slot `parallelIndex`. */
export async function startWorkerServers(parallelIndex: number): Promise<WorkerServers> {
  if (E2E_EXTERNAL) return externalServers(E2E_EXTERNAL.appUrl, E2E_EXTERNAL.mockUrl);
  const { appPort, mockPort, appUrl, mockUrl } = e2eServerUrls(parallelIndex);
  await Promise.all([waitUntilFree(`${mockUrl}/`), waitUntilFree(`${appUrl}/`)]);
  const started: Service[] = [];
  const mockDataFile = path.join(tmpdir(), `pathbridge-e2e-${mockPort}.json`);
  const hl7OrdersPort = await freePort();
  const stop = async () => {
    await Promise.all(started.map((service) => service.stop()));
  };
  try {
    // A database file of its own, reseeded at start, so the suite never touches a developer's mock data.
    // One process (the tsx CLI would run it as a child of its own, which a SIGKILL of the CLI leaves behind).
    const mock = new Service(
      'mock backend',
      process.execPath,
      ['--import', 'tsx', 'mock-server/server.ts', '--reset'],
      { ...e2eMockEnv(mockPort, mockDataFile, appUrl), MOCK_HL7_ORDERS_PORT: String(hl7OrdersPort) },
    );
    started.push(mock);
    // The production build, as users get it (npm test builds it first).
    const app = new Service(
      'app',
      process.execPath,
      ['server/index.js', `${process.env.BUILD_DIR ?? 'build'}/server/index.js`],
      e2eAppEnv(appPort, mockUrl),
    );
    started.push(app);
    await Promise.all([waitUntilUp(mock, `${mockUrl}/__mock/health`), waitUntilUp(app, `${appUrl}/`)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { appUrl, mockUrl, mockDataFile, mockPid: started[0]!.pid, hl7OrdersPort, stop };
}
