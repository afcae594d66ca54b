/**
 * A database file that refuses a write (decisions 071 and 138), over real HTTP: the change answers 503 in the
 * envelope with Retry-After, memory forgets it, the next write tries again once the fault clears, and a restart
 * finds exactly what was acknowledged. The faults are real: the file's write lock held by another connection, as
 * a second program would (SQLITE_BUSY), and a disk with no room left (SQLITE_FULL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { takeConsoleErrors } from '../../tests/setup/strict-console';
import { qaHttp, type Envelope } from '../testing/qa-http';
import { db } from './db';
import { DEMO_PASSWORD } from './seed';
import { holdWriteLock } from '../testing/storage-faults';
import { commit, databaseFile, disablePersistence, enablePersistence, loadPersisted } from './persistence';
import { STORAGE_UNAVAILABLE_MESSAGE } from './write-queue';
import { readCollections } from './sqlite-file';

let mock: MockHttpServer;
let folder: string;
let file: string;
beforeAll(async () => {
  mock = await startMockHttpServer('storage-faults-secret');
});
afterAll(() => mock.close());
beforeEach(async () => {
  mock.passThrough();
  folder = await mkdtemp(path.join(tmpdir(), 'mock-db-faults-'));
  file = path.join(folder, 'mock.sqlite');
  enablePersistence(file);
  await commit();
});
afterEach(async () => {
  mendDisk();
  disablePersistence();
  await rm(folder, { recursive: true, force: true });
});

// Another connection holding the file's write lock: every commit fails until it lets go.
let mend: (() => void) | null = null;
const breakDisk = () => void (mend = holdWriteLock(file));
const mendDisk = () => {
  mend?.();
  mend = null;
};

const newCase = (lastName: string) => ({
  type: 'cytology',
  patientInfo: { firstName: 'Disk', lastName, birthDate: '1970-01-01', gender: 'Other' },
  specimens: [],
  billingComponent: 0,
  caseRelation: 'Standalone',
  slideDelivery: 'Mail_the_Slides',
});

function stored() {
  return readCollections(file) as unknown as {
    cases: Array<{ caseID: string }>;
    sessions: Array<{ token: string }>;
  };
}

let facility: string;
beforeEach(async () => {
  facility = await qaHttp(mock.base).token('facility@demo.test');
});
const api: ReturnType<typeof qaHttp>['api'] = (pathname, init) => qaHttp(mock.base).api(pathname, init);
const create = (lastName: string) =>
  api('/api/cases', { token: facility, method: 'POST', body: newCase(lastName) });
const listed = async (search: string) => {
  const answer = await api(`/api/cases?search=${search}`, { token: facility });
  return ((await answer.json()) as Envelope<{ items: unknown[] }>).data.items.length;
};
const login = (email: string) =>
  api('/api/users/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });

describe('a write the disk refuses', () => {
  it('answers 503 in the envelope with Retry-After, for every change made meanwhile (a login too)', async () => {
    breakDisk();
    const answers = await Promise.all([create('Refused'), create('Behind'), login('provider@demo.test')]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({
        isSuccess: false,
        message: STORAGE_UNAVAILABLE_MESSAGE,
        data: null,
        error: null,
        details: null,
      });
    }
    // The server's log says why, a line per refused commit.
    const logged = takeConsoleErrors();
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).toMatch(/could not save the database .*database is locked/);
  });

  it('leaves memory as it was: a list afterwards does not show the refused case', async () => {
    breakDisk();
    await Promise.all([create('Refused'), create('Behind')]);
    takeConsoleErrors();
    expect(await listed('Refused')).toBe(0);
    expect(await listed('Behind')).toBe(0);
    expect(db.cases.count()).toBe(400);
  });

  it('is no lasting outage: once the disk mends, the next case and the next login are saved', async () => {
    breakDisk();
    expect((await create('Refused')).status).not.toBe(201);
    expect((await login('provider@demo.test')).status).not.toBe(200);
    takeConsoleErrors();
    mendDisk();
    const kept = await create('Kept');
    expect(kept.status).toBe(201);
    const caseID = ((await kept.json()) as Envelope<{ caseID: string }>).data.caseID;
    const provider = await qaHttp(mock.base).token('provider@demo.test');
    const onDisk = stored();
    expect(onDisk.cases.map((c) => c.caseID)).toContain(caseID);
    expect(onDisk.cases).toHaveLength(401);
    expect(onDisk.sessions.map((s) => s.token)).toContain(provider);
  });

  it('a restart finds exactly what was acknowledged', async () => {
    expect((await create('Before')).status).toBe(201);
    breakDisk();
    expect((await create('Refused')).status).not.toBe(201);
    takeConsoleErrors();
    mendDisk();
    expect((await create('After')).status).toBe(201);

    db.cases.clear();
    db.sessions.clear();
    expect(await loadPersisted()).toBe(true);
    expect(db.cases.count()).toBe(402);
    expect(await listed('Before')).toBe(1);
    expect(await listed('After')).toBe(1);
    expect(await listed('Refused')).toBe(0);
  });
});

describe('a disk with no room left', () => {
  it('answers 503 with Retry-After, and takes the next change without a restart once there is room', async () => {
    // The file may not grow (SQLITE_FULL, "database or disk is full"): as a full disk, for this connection.
    const connection = databaseFile().db;
    const { page_count: pages } = connection.prepare('PRAGMA page_count').get() as { page_count: number };
    connection.exec(`PRAGMA max_page_count = ${pages}`);
    // Cases until one needs a page more than the file has (the free space of its last pages taken first).
    let full: Response | null = null;
    for (let i = 0; i < 50 && !full; i++) {
      const answer = await create(`Full${i}`);
      if (answer.status !== 201) full = answer;
    }
    expect(full?.status).toBe(503);
    expect(full?.headers.get('retry-after')).toBe('5');
    expect(await full?.json()).toMatchObject({ isSuccess: false, message: STORAGE_UNAVAILABLE_MESSAGE });
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/could not save the database .*database or disk is full/);
    const cases = db.cases.count();
    expect(stored().cases).toHaveLength(cases);
    // The failed commit closed the connection; the next opens the file again, without the limit.
    expect((await create('Roomy')).status).toBe(201);
    expect(await listed('Roomy')).toBe(1);
  });
});

describe('a finished slide upload the disk refuses (tus)', () => {
  it('answers 503 in the envelope with Retry-After, as every 503 of the upload routes does', async () => {
    const item = db.cases.all().find((c) => c.status === 'Draft' && c.facility.id === 'fac-001')!;
    const subsection = item.slides[0]!.subsections[0]!.id;
    const bytes = Buffer.alloc(4096);
    bytes.write('II*\0', 0, 'latin1');
    const granted = await api(`/api/cases/${item.caseID}/subsections/${subsection}/slide-uploads`, {
      token: facility,
      method: 'POST',
      body: { fileName: 'disk full.tif', sizeBytes: bytes.length },
    });
    expect(granted.status).toBe(201);
    const { uploadUrl } = ((await granted.json()) as Envelope<{ uploadUrl: string }>).data;
    const tus = { 'Tus-Resumable': '1.0.0' };
    const created = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': String(bytes.length) },
    });
    expect(created.status).toBe(201);

    breakDisk();
    const finished = await fetch(new URL(created.headers.get('location')!, uploadUrl), {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(finished.status).toBe(503);
    expect(finished.headers.get('retry-after')).toBe('5');
    expect(await finished.json()).toMatchObject({ isSuccess: false, message: STORAGE_UNAVAILABLE_MESSAGE });
    takeConsoleErrors();
  });
});
