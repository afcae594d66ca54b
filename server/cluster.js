// @ts-check
/**
 * Several server processes on one port: `WEB_CONCURRENCY=N` makes server/index.js a `node:cluster`
 * primary that starts N workers, each the whole server (server/serve.js); the primary hands each new connection
 * to one of them in turn. Nothing a user depends on is kept in a process (docs/deploy.md, decision 087), so a
 * worker is one more instance behind a balancer, as two instances on two ports are.
 *
 * - Names: with `APP_INSTANCE=app-1`, the workers answer as `app-1.1`, `app-1.2`, … (`X-App-Instance`), a
 *   replacement keeping the name of the one it replaces; without it, none.
 * - A worker that dies without being asked to is replaced at once, unless workers have died more than
 *   `CRASH_LIMIT` times within `CRASH_WINDOW_MS` (a crash loop: a build that fails to load, a port taken): then
 *   the primary ends the others and exits with status 1, for the supervisor (systemd, the container's restart
 *   policy) to see.
 * - SIGTERM or SIGINT to the primary is passed to every worker, which closes as one process does (requests under
 *   way finish, live streams are cut after 2 s) and lets go of its channel; the primary exits when all have. A
 *   second signal, or workers still there after `STOP_TIMEOUT_MS`, ends them at once (SIGKILL).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;
export const STOP_TIMEOUT_MS = 10_000;

/**
 * The number of server processes `WEB_CONCURRENCY` asks for: unset or empty, 1; `auto`, one per core; else a
 * whole number from 1 to 64. Anything else is a configuration error, said at start.
 * @param {string | undefined} value
 * @param {number} [cores]
 * @returns {number}
 */
export function processCount(value, cores = availableParallelism()) {
  const setting = value?.trim() ?? '';
  if (setting === '') return 1;
  if (setting === 'auto') return Math.max(1, Math.min(64, cores));
  const n = Number(setting);
  if (/^\d+$/.test(setting) && n >= 1 && n <= 64) return n;
  throw new Error(`WEB_CONCURRENCY must be a number of processes from 1 to 64, or auto: got ${value}`);
}

/**
 * The name worker `slot` (1, 2, …) answers as: the instance's name and the slot, or none without one.
 * @param {string | null} instance
 * @param {number} slot
 * @returns {string | null}
 */
export function workerName(instance, slot) {
  return instance ? `${instance}.${slot}` : null;
}

/**
 * Whether a worker that just died may be replaced: the deaths at or after `now - windowMs` (this one among
 * them) are at most `limit`. Also returns the deaths still worth remembering.
 * @param {readonly number[]} deaths times (ms) of the deaths so far, this one last
 * @param {number} now
 * @param {{ limit?: number, windowMs?: number }} [options]
 * @returns {{ replace: boolean, recent: number[] }}
 */
export function replacement(deaths, now, { limit = CRASH_LIMIT, windowMs = CRASH_WINDOW_MS } = {}) {
  const recent = deaths.filter((at) => at >= now - windowMs);
  return { replace: recent.length <= limit, recent };
}

/**
 * Runs the primary: forks `processes` workers and looks after them until a signal ends them all.
 * @param {{ processes: number, instance: string | null, log?: (line: string) => void, warn?: (line: string) => void }} options
 */
export function runPrimary({
  processes,
  instance,
  log = (line) => console.log(line),
  warn = (line) => console.error(line),
}) {
  // A name too long with its slot is said now, not by every worker as it fails.
  if (instance && !/^[A-Za-z0-9._-]{1,64}$/.test(workerName(instance, processes) ?? '')) {
    throw new Error(`APP_INSTANCE is too long to name ${processes} workers: ${instance}`);
  }
  /** @type {Map<number, number>} worker id → slot */
  const slots = new Map();
  /** @type {number[]} */
  let deaths = [];
  let stopping = false;

  /** @param {number} slot */
  const fork = (slot) => {
    const worker = cluster.fork({ APP_INSTANCE: workerName(instance, slot) ?? '', APP_WORKER: String(slot) });
    slots.set(worker.id, slot);
  };
  const workers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      return;
    }
    stopping = true;
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    if (stopping || worker.exitedAfterDisconnect) {
      if (workers().length === 0) {
        log(`[server] all ${processes} workers have stopped`);
        process.exit(process.exitCode ?? 0);
      }
      return;
    }
    const why = signal ? `signal ${signal}` : `status ${code}`;
    const { replace, recent } = replacement([...deaths, Date.now()], Date.now());
    deaths = recent;
    if (!replace) {
      warn(`[server] worker ${slot} ended (${why}); ${recent.length} deaths within a minute: stopping all`);
      process.exitCode = 1;
      if (workers().length === 0) process.exit(1);
      stop('SIGTERM');
      return;
    }
    warn(`[server] worker ${slot} ended (${why}): starting another`);
    fork(slot);
  });

  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => stop(signal));
  log(`[server] ${processes} worker processes`);
  for (let slot = 1; slot <= processes; slot++) fork(slot);
}
