/**
 * A crash mid-write (decision 100): the real standalone mock (mock-server/server.ts, its own process)
 * takes case creates from four clients at once and is killed with SIGKILL while writes are under way, twice.
 * After each restart every create it acknowledged is there, and every create it had not answered is either there
 * whole (the case and its Idempotency-Key binding, two records of one write) or absent whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { server as msw } from '../../tests/setup/mock-backend';
import { freePort } from '../testing/free-port';
import { DEMO_PASSWORD } from './seed';

let folder: string;
let port: number;
let child: ChildProcess | null = null;

/** Starts the mock on the test's data file; resolves once it listens. */
function startMock(): Promise<void> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_DATA_FILE: path.join(folder, 'db.json'),
      MOCK_UPLOADS_DIR: path.join(folder, 'uploads'),
      MOCK_LATENCY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock backend listening')) resolve();
    };
    started.stdout!.on('data', onData);
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.on('exit', (code) =>
      reject(new Error(`the mock stopped (${code}) before listening:\n${output}`)),
    );
  });
}

function kill(): Promise<void> {
  const running = child!;
  child = null;
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGKILL');
  });
}

const base = () => `http://127.0.0.1:${port}`;
async function token(): Promise<string> {
  const answer = await fetch(`${base()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'facility@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
const draft = (lastName: string) => ({
  type: 'cytology',
  patientInfo: { firstName: 'Crash', lastName, birthDate: '1970-01-01', gender: 'Other' },
  specimens: [],
  billingComponent: 0,
  caseRelation: 'Standalone',
  slideDelivery: 'Mail_the_Slides',
});
const create = (bearer: string, key: string) =>
  fetch(`${base()}/api/cases`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${bearer}`,
      'Idempotency-Key': key,
    },
    body: JSON.stringify(draft(key.replaceAll('-', ''))),
  });
async function found(bearer: string, key: string): Promise<number> {
  const answer = await fetch(`${base()}/api/cases?search=${key.replaceAll('-', '')}`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mock-crash-'));
  port = await freePort();
  msw.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
});
afterAll(async () => {
  if (child) await kill();
  await rm(folder, { recursive: true, force: true });
});

describe('a kill -9 while writes are under way', () => {
  it('keeps every acknowledged change, and each change in flight whole or not at all', async () => {
    await startMock();
    for (const round of [1, 2]) {
      const bearer = await token();
      const acknowledged: string[] = [];
      const sent: string[] = [];
      let stop = false;
      const client = async (id: number) => {
        for (let i = 0; !stop; i++) {
          const key = `crashround${round}-client${id}-n${String(i).padStart(4, '0')}`;
          sent.push(key);
          const answer = await create(bearer, key).catch(() => null);
          if (answer?.status === 201) acknowledged.push(key);
        }
      };
      const clients = [0, 1, 2, 3].map(client);
      // Killed as soon as some creates are acknowledged, with four more under way.
      while (acknowledged.length < 12 + round * 7) await new Promise((resolve) => setTimeout(resolve, 5));
      await kill();
      stop = true;
      await Promise.all(clients);

      await startMock();
      const again = await token();
      const inFlight = sent.filter((key) => !acknowledged.includes(key));
      expect(inFlight.length).toBeGreaterThan(0);
      for (const key of acknowledged) expect(await found(again, key), key).toBe(1);
      for (const key of inFlight) {
        const there = await found(again, key);
        expect(there, key).toBeLessThanOrEqual(1);
        // The key's binding is there exactly when its case is: a retry replays that case, or creates it anew.
        const retry = await create(again, key);
        expect(retry.status, key).toBe(201);
        expect(retry.headers.get('idempotent-replayed'), key).toBe(there === 1 ? 'true' : null);
      }
    }
  }, 120_000);
});
