import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import { takeConsoleErrors } from '../../tests/setup/strict-console';
import { DATA_VERSION, disablePersistence, enablePersistence, loadPersisted, persist } from './persistence';

let folder: string;
let file: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mock-db-'));
  file = path.join(folder, 'db.json');
  enablePersistence(file);
});
afterEach(async () => {
  disablePersistence();
  await rm(folder, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps a case created through the API across a restart (reload from the file)', async () => {
    const anonymous = createApiClient({ baseUrl: TEST_API });
    const login = await anonymous.POST('/api/users/login', {
      body: { email: 'facility@demo.test', password: DEMO_PASSWORD },
    });
    const facility = createApiClient({ baseUrl: TEST_API, token: login.data!.data.token });
    const created = await facility.POST('/api/cases', {
      body: {
        type: 'cytology',
        patientInfo: { firstName: 'Kept', lastName: 'Across', birthDate: '1970-01-01', gender: 'Other' },
        specimens: [],
        billingComponent: 0,
        caseRelation: 'Standalone',
        slideDelivery: 'Mail_the_Slides',
      },
    });
    expect(created.response.status).toBe(201);
    const caseID = created.data!.data.caseID;

    // A "restart": the memory is gone, the file is read back.
    db.cases.clear();
    db.sessions.clear();
    expect(await loadPersisted()).toBe(true);
    expect(db.cases.findFirst((q) => q.where({ caseID }))?.patientInfo.lastName).toBe('Across');
    expect(db.cases.count()).toBe(401);
    // The session survived too: the same token still works.
    const again = await facility.GET('/api/cases/{caseId}', { params: { path: { caseId: caseID } } });
    expect(again.response.status).toBe(200);
  });

  it('writes by rename, leaving no temporary file behind', async () => {
    await persist();
    // The database, and the audit trail's own append-only journal (store/journal.ts).
    expect((await readdir(folder)).sort()).toEqual(['db.json', 'db.json.auditEvents.jsonl']);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.version).toBe(DATA_VERSION);
    expect(saved.collections.cases).toHaveLength(400);
  });

  it('ignores a missing, corrupt or outdated file (the server then reseeds)', async () => {
    expect(await loadPersisted()).toBe(false);
    await writeFile(file, '{"version": 1, "collections": {"cases": [');
    expect(await loadPersisted()).toBe(false);
    await writeFile(file, JSON.stringify({ version: DATA_VERSION + 1, savedAt: '', collections: {} }));
    expect(await loadPersisted()).toBe(false);
    expect(db.cases.count()).toBe(400);
  });

  it('refuses a file whose collections or records no longer match the code', async () => {
    await persist();
    const saved = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...saved, collections: { ...saved.collections, retired: [] } }));
    expect(await loadPersisted()).toBe(false);
    saved.collections.cases[0].status = 'Lost';
    await writeFile(file, JSON.stringify(saved));
    expect(await loadPersisted()).toBe(false);
    // @msw/data reports the rejected record on the console; that is the expected, asserted error here.
    expect(takeConsoleErrors().join('\n')).toMatch(/status/);
  });

  it('saves a burst of changes with at most two copies of the database, each change on disk when its save settles', async () => {
    // Issue 33: a copy per change, queued behind the writes, grew the mock by gigabytes under a flood of logins.
    const FAR = '2099-01-01T00:00:00.000Z';
    const copies = vi.spyOn(JSON, 'stringify');
    const saves: Array<Promise<void>> = [];
    for (let i = 0; i < 50; i++) {
      await db.sessions.create({
        token: `burst-token-${i}-xxxxxxxx`,
        userId: 'usr-provider',
        expiresAt: FAR,
      });
      saves.push(persist());
    }
    await Promise.all(saves);
    // Each copy of the database serializes the sessions (the collection the burst writes) once.
    const written = copies.mock.calls.filter(
      ([value]) =>
        Array.isArray(value) &&
        value.some((s: { token?: unknown }) => typeof s?.token === 'string' && s.token.startsWith('burst-')),
    );
    copies.mockRestore();
    expect(written.length).toBeLessThanOrEqual(2);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(
      saved.collections.sessions.filter((s: { token: string }) => s.token.startsWith('burst-')),
    ).toHaveLength(50);
    // A change after the burst is saved by a write of its own.
    await db.sessions.create({ token: 'after-the-burst-xxxx', userId: 'usr-provider', expiresAt: FAR });
    await persist();
    expect(
      JSON.parse(await readFile(file, 'utf8')).collections.sessions.some(
        (s: { token: string }) => s.token === 'after-the-burst-xxxx',
      ),
    ).toBe(true);
    // The database, and the audit trail's own append-only journal (store/journal.ts).
    expect((await readdir(folder)).sort()).toEqual(['db.json', 'db.json.auditEvents.jsonl']);
  });

  it('appends each audit record to the trail’s journal, reads it back at a restart, and empties it at a reset', async () => {
    await persist();
    const anonymous = createApiClient({ baseUrl: TEST_API });
    const login = await anonymous.POST('/api/users/login', {
      body: { email: 'provider@demo.test', password: DEMO_PASSWORD },
    });
    const provider = createApiClient({ baseUrl: TEST_API, token: login.data!.data.token });
    await provider.GET('/api/cases/{caseId}', { params: { path: { caseId: 'case-0013' } } });
    const journal = `${file}.auditEvents.jsonl`;
    const lines = (await readFile(journal, 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).action)).toEqual(['LoginSucceeded', 'CaseViewed']);
    // The database file does not hold the trail: a read does not rewrite it.
    expect(JSON.parse(await readFile(file, 'utf8')).collections.auditEvents).toBeUndefined();

    // A restart with a torn last line (a crash mid-append): the whole records come back, the torn one does not.
    await writeFile(journal, `${lines.join('\n')}\n{"id":"aud-torn`);
    db.auditEvents.clear();
    expect(await loadPersisted()).toBe(true);
    expect(db.auditEvents.all().map((e) => e.action)).toEqual(['LoginSucceeded', 'CaseViewed']);

    db.auditEvents.clear();
    await persist();
    expect(await readFile(journal, 'utf8')).toBe('');
  });
});
