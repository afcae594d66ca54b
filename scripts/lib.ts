/** Small process helpers shared by the start, dev and test scripts. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const bin = (name: string) => `node_modules/.bin/${name}`;

/**
 * Stops a script run on another Node than the one PathBridge runs on (24, decision 135): `npm install` puts it in
 * node_modules/.bin, where every npm script and npx finds it first, so only a script started by hand with the
 * machine's own Node lands here.
 */
export function requireNode24() {
  if (Number(process.versions.node.split('.')[0]) === 24) return;
  console.error(
    `This is Node ${process.version}; PathBridge runs on Node 24. Run it through npm (npm test, npm start) or npx, ` +
      'which use the Node 24 that npm install put in node_modules/.bin.',
  );
  process.exit(1);
}

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function startService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): ChildProcess {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    cwd,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

/** Resolves once the URL answers at all (any HTTP status), or rejects after the time limit. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function portIsFree(port: number, host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

/** A service started again whenever it stops on its own (superviseService). */
export interface SupervisedService {
  /** The process running now (a new one after each restart). */
  readonly current: ChildProcess;
  /** No more restarts: for stopping on purpose. */
  halt(): void;
  /** Called once when it stopped too often to keep restarting it. */
  onGiveUp(listener: (code: number) => void): void;
}

/** The wait before a restart, after `recent` restarts within the last minute: 0.5 s, doubling up to 5 s. */
export const restartDelay = (recent: number) => Math.min(500 * 2 ** recent, 5_000);

/**
 * Starts a service and starts it again whenever it stops without being asked to (a crash, a kill), after
 * `restartDelay` (0.5 s, doubling up to 5 s while it keeps failing); after `maxRestarts` restarts within a minute
 * it gives up. `npm start` supervises both the mock and the app this way. `firstArgs` are added to the first
 * start's arguments only (`--seed-cases N`: a restart comes back with the data saved, not a new seed).
 */
export function superviseService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  { maxRestarts = 5, firstArgs = [] }: { maxRestarts?: number; firstArgs?: string[] } = {},
): SupervisedService {
  let current = startService(name, command, [...args, ...firstArgs], env);
  let halted = false;
  let restarts: number[] = [];
  const giveUp: Array<(code: number) => void> = [];
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (halted) return;
      const now = Date.now();
      restarts = restarts.filter((at) => now - at < 60_000);
      if (restarts.length >= maxRestarts) {
        console.error(`[${name}] stopped ${restarts.length + 1} times within a minute; not restarting it.`);
        for (const listener of giveUp) listener(code ?? 1);
        return;
      }
      const delay = restartDelay(restarts.length);
      restarts.push(now);
      console.error(
        `[${name}] stopped unexpectedly (${signal ?? `exit ${code}`}); restarting in ${delay / 1000} s.`,
      );
      setTimeout(() => {
        if (halted) return;
        current = startService(name, command, args, env);
        console.error(`[${name}] restarted (process ${current.pid}).`);
        watch(current);
      }, delay);
    });
  watch(current);
  return {
    get current() {
      return current;
    },
    halt() {
      halted = true;
    },
    onGiveUp(listener) {
      giveUp.push(listener);
    },
  };
}

const isSupervised = (item: ChildProcess | SupervisedService): item is SupervisedService =>
  'halt' in item && typeof item.halt === 'function';

/**
 * Stops every child when this process is asked to stop (or when one plain child dies, or a supervised one is
 * given up on), then exits.
 */
export function stopOnExit(services: Array<ChildProcess | SupervisedService>) {
  const children = () => services.map((s) => (isSupervised(s) ? s.current : s));
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const service of services) if (isSupervised(service)) service.halt();
    const exited = children().map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
        ),
    );
    for (const child of children()) child.kill('SIGTERM');
    // The app server (server/index.js) closes gracefully (idle keep-alive sockets included); give everyone a few seconds.
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 8_000))]);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));
  for (const service of services) {
    if (isSupervised(service)) {
      service.onGiveUp((code) => void stopAll(code || 1));
      continue;
    }
    service.on('exit', (code) => {
      if (!stopping && code !== 0) {
        console.error(`A service stopped unexpectedly (exit ${code}); stopping the others.`);
        void stopAll(code ?? 1);
      }
    });
  }
}

/**
 * A bench's own servers: a mock backend on a fresh database in a temporary file, and the production server
 * (server/index.js, as `npm start` runs it) on BUILD_DIR (default `build`), whose one log line per request goes
 * nowhere (echoing thousands would load the bench's own process). Exits when the build is missing; both are
 * stopped when the bench exits.
 */
export function startBenchServers(
  name: string,
  ports: { app: number; mock: number },
  appEnv: Record<string, string> = {},
) {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const serverBuild = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverBuild)) {
    console.error(`${serverBuild} is missing: build first (BUILD_DIR=${buildDir} npx remix vite:build).`);
    process.exit(1);
  }
  const mockOrigin = `http://127.0.0.1:${ports.mock}`;
  const mock = startService('mock', bin('tsx'), ['mock-server/server.ts', '--reset'], {
    MOCK_PORT: String(ports.mock),
    MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-${name}-${ports.mock}.json`),
  });
  const app = spawn(process.execPath, ['server/index.js', serverBuild], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ports.app),
      NODE_ENV: 'production',
      API_BASE_URL: mockOrigin,
      SESSION_SECRET: `${name}-session-secret`,
      ...appEnv,
    },
  });
  const stop = () => {
    app.kill('SIGTERM');
    mock.kill('SIGTERM');
  };
  process.on('exit', stop);
  return { appOrigin: `http://localhost:${ports.app}`, mockOrigin, stop, processes: { app, mock } };
}

/** The `q`-quantile (0–1) of `values` by the nearest rank; NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** A process's resident memory now and at its largest so far, in MB (Linux /proc). */
export function memoryMb(pid: number | undefined) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/**
 * The CPU time a process and its children have used so far, in ms (user + system, from /proc: Linux only; NaN
 * elsewhere). Read before and after a load to get what it cost.
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return NaN;
  const ticks = (id: number): number => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let children = 0;
    for (const task of readdirSync(`/proc/${id}/task`)) {
      for (const child of readFileSync(`/proc/${id}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean))
        children += ticks(Number(child));
    }
    return Number(fields[11]) + Number(fields[12]) + children;
  };
  return ticks(pid) * 10; // clock ticks of 1/100 s
}

/**
 * A bench's own call to the mock backend (`token`: a bearer token): the envelope's data, or an error naming the
 * call, its status and the envelope's message.
 */
export async function mockCall(
  mockOrigin: string,
  method: string,
  pathname: string,
  token?: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${mockOrigin}${pathname}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
  if (!response.ok) throw new Error(`${method} ${pathname} → ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** The mock backend's token for an account (the benches sign in with the demo password). */
export const mockToken = async (mockOrigin: string, email: string, password: string) =>
  (
    (await mockCall(mockOrigin, 'POST', '/api/users/login', undefined, { email, password })) as {
      token: string;
    }
  ).token;
