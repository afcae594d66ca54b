/**
 * The reset of a scale seed (`--seed-cases N`) from the seeded database kept beside the data file
 * (./seed-copy.ts), on the real standalone mock (mock-server/server.ts, its own process): the copy is written when
 * the seed is made, a reset after a write puts back the tables written from the copy (in memory and in the file),
 * and the data answers as seeded afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../../tests/setup/mock-backend';
import { freePort } from '../testing/free-port';
import { DEMO_PASSWORD } from './seed';
import { readCollections } from './sqlite-file';

const CASES = 440;
const QA_TOKEN = 'seed-copy-qa-token';
let folder: string;
let file: string;
let port: number;
let child: ChildProcess | null = null;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mock-seed-copy-'));
  file = path.join(folder, 'mock.sqlite');
  port = await freePort();
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-server/server.ts', '--seed-cases', String(CASES)],
    {
      env: {
        ...process.env,
        MOCK_PORT: String(port),
        MOCK_DATA_FILE: file,
        MOCK_UPLOADS_DIR: path.join(folder, 'uploads'),
        MOCK_LATENCY_MS: '0',
        MOCK_QA_TOKEN: QA_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = started;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock backend listening')) resolve();
    });
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.on('exit', (code) =>
      reject(new Error(`the mock stopped (${code}) before listening:\n${output}`)),
    );
  });
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(folder, { recursive: true, force: true });
});
beforeEach(() => {
  msw.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
});

const base = () => `http://127.0.0.1:${port}`;
async function token(email: string): Promise<string> {
  const answer = await fetch(`${base()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
const listed = async (facility: string, search: string) => {
  const answer = await fetch(`${base()}/api/cases?search=${search}`, {
    headers: { Authorization: `Bearer ${facility}` },
  });
  return ((await answer.json()) as { data: { items: unknown[] } }).data.items.length;
};

describe('the reset of a scale seed', () => {
  it('keeps the seeded database beside the data file, naming its seed', () => {
    const copy = new DatabaseSync(`${file}.seed`, { readOnly: true });
    try {
      expect(copy.prepare("SELECT value FROM meta WHERE key = 'seed'").get()).toEqual({
        value: `${CASES} cases`,
      });
      expect(copy.prepare('SELECT count(*) AS n FROM c_cases').get()).toEqual({ n: CASES });
    } finally {
      copy.close();
    }
  });

  it('puts back the tables written from the copy, in memory and in the file, and answers as seeded after', async () => {
    // Marks only the copy carries: what a reset shows came from the copy, not from seeding again. The banner is
    // not written before the reset, so it is not put back (memory and file already hold the seed's).
    const copy = new DatabaseSync(`${file}.seed`);
    let trailRows: number;
    let peopleCounted: number;
    try {
      copy.exec(`UPDATE c_banners SET r = json_set(r, '$.message', 'From the seed copy')`);
      copy.exec(
        `UPDATE c_cases SET r = json_set(r, '$.patientInfo.lastName', 'Fromthecopy') WHERE pos = (SELECT min(pos) FROM c_cases WHERE json_extract(r, '$.facility.id') = (SELECT json_extract(r, '$.facilityId') FROM c_users WHERE json_extract(r, '$.email') = 'facility@demo.test'))`,
      );
      trailRows = (copy.prepare('SELECT count(*) AS n FROM audit_events').get() as { n: number }).n;
      peopleCounted = (copy.prepare('SELECT sum(n) AS n FROM audit_people').get() as { n: number }).n;
    } finally {
      copy.close();
    }
    const facility = await token('facility@demo.test');
    const created = await fetch(`${base()}/api/cases`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${facility}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'cytology',
        patientInfo: { firstName: 'Before', lastName: 'Resetting', birthDate: '1970-01-01', gender: 'Other' },
        specimens: [],
        billingComponent: 0,
        caseRelation: 'Standalone',
        slideDelivery: 'Mail_the_Slides',
      }),
    });
    expect(created.status).toBe(201);
    expect(await listed(facility, 'Resetting')).toBe(1);

    const reset = await fetch(`${base()}/__mock/reset`, {
      method: 'POST',
      headers: { 'X-Mock-Token': QA_TOKEN },
    });
    expect(reset.status).toBe(200);
    // The trail as the copy has it: the login's and the case's records gone, each actor's count the copy's.
    const reader = new DatabaseSync(file, { readOnly: true });
    try {
      expect(reader.prepare('SELECT count(*) AS n FROM audit_events').get()).toEqual({ n: trailRows });
      expect(reader.prepare('SELECT sum(n) AS n FROM audit_people').get()).toEqual({ n: peopleCounted });
    } finally {
      reader.close();
    }

    const again = await token('facility@demo.test');
    expect(await listed(again, 'Resetting')).toBe(0);
    expect(await listed(again, 'Fromthecopy')).toBe(1);
    const banner = await fetch(`${base()}/api/banner`, { headers: { Authorization: `Bearer ${again}` } });
    expect(((await banner.json()) as { data: { message: string | null } }).data.message).not.toBe(
      'From the seed copy',
    );
    const onDisk = readCollections(file) as unknown as {
      cases: Array<{ patientInfo: { lastName: string } }>;
      banners: Array<{ message: string }>;
    };
    expect(onDisk.cases).toHaveLength(CASES);
    expect(onDisk.cases.filter((c) => c.patientInfo.lastName === 'Fromthecopy')).toHaveLength(1);
    expect(onDisk.banners.map((b) => b.message)).not.toContain('From the seed copy');
    expect(existsSync(`${file}.seed`)).toBe(true);
  });
});
