/**
 * The spike side of `npm run bench:load -- --spike` (decision 072): how long the first login
 * after a login spike waits. Each run: `--connections` clients (default 300) post the login form back to back for
 * `--seconds` (default 5), as bench-load's login spike mixes them (a wrong password for a new e-mail without an
 * account, provider@demo.test's right password), each client giving up on an answer after `--patience` ms
 * (default 2,000) as people and proxies do; the moment the spike ends, one ordinary login (facility@demo.test),
 * timed to its first answer. Printed per run, then the login's median and max over `--runs` (default 5); never
 * asserted.
 *
 * The clients are plain node:http requests on a keep-alive agent (one socket per client): fetch (undici) sending
 * hundreds at once spent more than a second of this process's own CPU before the first left, and was timed too.
 */
import http from 'node:http';
import { DEMO_PASSWORD } from '../mock-server/store/seed';

export interface SpikeOptions {
  appOrigin: string;
  runs: number;
  connections: number;
  seconds: number;
  patienceMs: number;
  /** Seconds to rest between runs (the throttle's pauses and the last run's work end). */
  restSeconds: number;
}

type Answer = { status: number | 'gave up' | 'left' | 'error'; ms: number; body: string };

/** Set as a spike ends: a request cut then left with the crowd. */
let ending = false;

/** One login through the form: its status (or 'gave up' after `patienceMs`), time and page. */
function postLogin(
  origin: string,
  agent: http.Agent | false,
  email: string,
  password: string,
  patienceMs = 0,
): Promise<Answer> {
  const url = new URL('/login', origin);
  const body = new URLSearchParams({ email, password }).toString();
  const started = performance.now();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const done = (status: Answer['status'], text = '') => {
      clearTimeout(timer);
      resolve({ status, ms: performance.now() - started, body: text });
    };
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Origin: origin,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
        response.on('error', () => done(ending ? 'left' : 'error'));
      },
    );
    if (patienceMs > 0)
      timer = setTimeout(() => {
        request.destroy();
        done('gave up');
      }, patienceMs);
    request.on('error', () => done(ending ? 'left' : 'error'));
    request.end(body);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

let sent = 0;
/** One spike; answers counted by status, and how many 503s were the login page with its sentence. */
async function spike({ appOrigin, connections, seconds, patienceMs }: SpikeOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const byStatus: Record<string, number> = {};
  let loginPages = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      sent++;
      const [email, password] =
        sent % 2
          ? [`nobody-spike-${process.pid}-${sent}@bench.test`, 'Not-the-password-1']
          : ['provider@demo.test', DEMO_PASSWORD];
      const answer = await postLogin(appOrigin, agent, email, password, patienceMs);
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      if (answer.status === 503 && answer.body.includes('role="alert"')) loginPages++;
    }
  };
  const clients = Array.from({ length: connections }, client);
  // The spike ends for the servers when its time is up: clients still waiting give up then, as a crowd leaving.
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  ending = true;
  agent.destroy();
  await Promise.all(clients);
  ending = false;
  return { byStatus, loginPages };
}

export async function runLoginSpikes(options: SpikeOptions) {
  console.log(
    `Login spikes: ${options.runs} runs of ${options.connections} clients posting the login form for ` +
      `${options.seconds} s (each giving up after ${options.patienceMs} ms), then one login (facility@demo.test) ` +
      'timed to its first answer.',
  );
  const times: number[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const { byStatus, loginPages } = await spike(options);
    const next = await postLogin(options.appOrigin, false, 'facility@demo.test', DEMO_PASSWORD);
    times.push(next.ms);
    const statuses = Object.entries(byStatus)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `run ${run}: spike ${statuses} (503s that are the login page: ${loginPages}); ` +
        `next login ${next.status} in ${next.ms.toFixed(0)} ms`,
    );
    if (run < options.runs) await new Promise((resolve) => setTimeout(resolve, options.restSeconds * 1000));
  }
  console.log(
    `first login after a spike: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
      `(${times.length} runs)`,
  );
}
