/**
 * The mock's memory stays flat while it takes a large upload: `npm run mock` in a child process receives a
 * 200 MB slide image as multipart (chunked) and another as a tus upload in one 200 MB PATCH, and its resident
 * memory (VmRSS, sampled from /proc while the bytes flow) grows by less than 100 MB for each. A bound on memory,
 * not on time. Measured here: +4 MB and +2 MB; with the multipart upload sent through the MSW middleware instead
 * (as before), +186 MB (a 200 MB slide once took the mock from 286 to 991 MB).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db, DEMO_PASSWORD } from '../index';
import { FACILITY } from '../testing/test-clients';
import { generated, MB, rawRequest } from '../testing/raw-http';

const SIZE = 200 * MB;
const BOUND = 100 * MB;
let child: ChildProcess;
let port: number;
let folder: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'mock-memory-'));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts', '--reset'], {
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_DATA_FILE: path.join(folder, 'db.json'),
      MOCK_UPLOADS_DIR: path.join(folder, 'uploads'),
      MOCK_LINK_SECRET: 'memory-test-secret',
      MOCK_LATENCY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Mock backend listening')) resolve();
    });
    child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
    child.on('exit', (code) => reject(new Error(`The mock exited (${code}):\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

const rss = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024;

/** The largest growth of the child's RSS over its value at the start, while `work` runs. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ growth: number; result: T }> {
  const start = rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 25);
  try {
    const result = await work();
    peak = Math.max(peak, rss());
    return { growth: peak - start, result };
  } finally {
    clearInterval(timer);
  }
}

async function json(method: string, pathname: string, body?: unknown, token?: string) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = await rawRequest(port, method, pathname, headers, text ? [Buffer.from(text)] : []);
  return {
    status: answer.status,
    headers: answer.headers,
    body: JSON.parse(answer.text || 'null') as { data: Record<string, unknown> },
  };
}

const BOUNDARY = 'memory-test-boundary';

/** A slide image of `size` bytes as multipart, chunked, into the subsection. */
function multipart(token: string, caseID: string, subsectionId: string, size: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.tif"\r\nContent-Type: image/tiff\r\n\r\n`,
  );
  function* body() {
    yield head;
    yield* generated(Buffer.from('II*\0'), size);
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return rawRequest(
    port,
    'POST',
    `/api/cases/${caseID}/subsections/${subsectionId}/images`,
    { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body(),
  );
}

/** A slide image of `size` bytes by tus: the grant, the creation, one PATCH with all of it. */
async function tus(token: string, caseID: string, subsectionId: string, size: number) {
  const grant = await json(
    'POST',
    `/api/cases/${caseID}/subsections/${subsectionId}/slide-uploads`,
    { fileName: 'big.svs', sizeBytes: size },
    token,
  );
  expect(grant.status).toBe(201);
  const creation = new URL(grant.body.data.uploadUrl as string).pathname;
  const created = await rawRequest(port, 'POST', creation, {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(size),
    'Content-Length': '0',
  });
  expect(created.status).toBe(201);
  return rawRequest(
    port,
    'PATCH',
    new URL(created.headers.location!).pathname,
    {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(size),
    },
    generated(Buffer.from('II*\0'), size),
  );
}

it('stays flat while a 200 MB slide arrives as multipart and as tus', { timeout: 180_000 }, async () => {
  const login = await json('POST', '/api/users/login', { email: FACILITY, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  // The seed is deterministic: the child's first Draft case of the facility is this process's.
  const item = db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;
  const subsectionId = item.slides[0]!.subsections[0]!.id;

  // Warm up both paths (code loaded, buffers sized, the data file written once).
  expect((await multipart(token, item.caseID, subsectionId, 8 * MB)).status).toBe(201);
  expect((await tus(token, item.caseID, subsectionId, 8 * MB)).status).toBe(204);

  const viaMultipart = await peakGrowth(() => multipart(token, item.caseID, subsectionId, SIZE));
  expect(viaMultipart.result.status).toBe(201);
  const viaTus = await peakGrowth(() => tus(token, item.caseID, subsectionId, SIZE));
  expect(viaTus.result.status).toBe(204);
  expect(viaTus.result.headers['slide-image-id']).toMatch(/^sld-/);

  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  console.info(
    `mock RSS growth for ${mb(SIZE)}: multipart ${mb(viaMultipart.growth)}, tus ${mb(viaTus.growth)}`,
  );
  expect(viaMultipart.growth).toBeLessThan(BOUND);
  expect(viaTus.growth).toBeLessThan(BOUND);
});
