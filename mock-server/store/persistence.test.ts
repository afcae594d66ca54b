/**
 * The database on disk (decision 138): one SQLite file. An operation's changes are committed by the operation
 * wrapper before its answer, nothing saved by a handler; a restart loads the tables back in memory's order; a
 * file of an older version or format is reseeded with a sentence saying so.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import { takeConsoleErrors } from '../../tests/setup/strict-console';
import { DATA_VERSION, commit, disablePersistence, enablePersistence, loadPersisted } from './persistence';
import { readCollections } from './sqlite-file';

let folder: string;
let file: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mock-db-'));
  file = path.join(folder, 'mock.sqlite');
  enablePersistence(file);
});
afterEach(async () => {
  disablePersistence();
  await rm(folder, { recursive: true, force: true });
});

/** A "restart": memory emptied of what the file holds, then read back. */
async function restart() {
  db.cases.clear();
  db.sessions.clear();
  db.tasks.clear();
  return loadPersisted();
}
const stored = () => readCollections(file) as Record<string, Array<Record<string, unknown>>>;
const draft = {
  type: 'cytology',
  patientInfo: { firstName: 'Kept', lastName: 'Across', birthDate: '1970-01-01', gender: 'Other' },
  specimens: [],
  billingComponent: 0,
  caseRelation: 'Standalone',
  slideDelivery: 'Mail_the_Slides',
} as const satisfies Record<string, unknown>;
async function signedIn(email: string) {
  const login = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return createApiClient({ baseUrl: TEST_API, token: login.data!.data.token });
}

describe('persistence', () => {
  it('commits an operation’s changes before its answer, with no save in the handler, and keeps them across a restart', async () => {
    await commit();
    const facility = await signedIn('facility@demo.test');
    const created = await facility.POST('/api/cases', { body: { ...draft, specimens: [] } });
    expect(created.response.status).toBe(201);
    const caseID = created.data!.data.caseID;
    // On disk as soon as the answer is.
    const onDisk = stored();
    expect(onDisk['cases']!.map((c) => c['caseID'])).toContain(caseID);
    expect(onDisk['cases']).toHaveLength(401);

    expect(await restart()).toBe(true);
    expect(db.cases.findFirst((q) => q.where({ caseID }))?.patientInfo.lastName).toBe('Across');
    expect(db.cases.count()).toBe(401);
    // The session survived too: the same token still works.
    const again = await facility.GET('/api/cases/{caseId}', { params: { path: { caseId: caseID } } });
    expect(again.response.status).toBe(200);
  });

  it('a commit writes only what changed: an updated record keeps its place, a deleted and re-made one goes last', async () => {
    await commit();
    const target = db.cases.findFirst((q) => q.where({ caseID: 'case-0013' }))!;
    await db.cases.update(target, { data: (c) => void (c.clinicalInfo = 'Changed once') });
    const [first, second] = db.tasks.all();
    db.tasks.delete(first!);
    await db.tasks.create(structuredClone({ ...first! }));
    db.tasks.delete(second!);
    await commit();
    const caseOrder = db.cases.all().map((c) => c.caseID);
    const taskOrder = db.tasks.all().map((t) => t.id);

    expect(await restart()).toBe(true);
    expect(db.cases.all().map((c) => c.caseID)).toEqual(caseOrder);
    expect(db.cases.findFirst((q) => q.where({ caseID: 'case-0013' }))?.clinicalInfo).toBe('Changed once');
    expect(db.tasks.all().map((t) => t.id)).toEqual(taskOrder);
    expect(taskOrder.at(-1)).toBe(first!.id);
    expect(taskOrder).not.toContain(second!.id);
  });

  it('keeps the audit trail as a table with the columns its filters look up, read at a restart and emptied at a reset', async () => {
    await commit();
    const provider = await signedIn('provider@demo.test');
    await provider.GET('/api/cases/{caseId}', { params: { path: { caseId: 'case-0013' } } });
    const reader = new DatabaseSync(file, { readOnly: true });
    const rows = reader
      .prepare('SELECT seq, case_id, actor_id, action, outcome FROM audit_events ORDER BY seq')
      .all();
    const plan = reader
      .prepare("EXPLAIN QUERY PLAN SELECT r FROM audit_events WHERE case_key = 'case-0013' ORDER BY seq")
      .all() as Array<{ detail: string }>;
    reader.close();
    expect(rows).toEqual([
      { seq: 1, case_id: null, actor_id: 'usr-provider', action: 'LoginSucceeded', outcome: 'Succeeded' },
      { seq: 2, case_id: 'case-0013', actor_id: 'usr-provider', action: 'CaseViewed', outcome: 'Succeeded' },
    ]);
    expect(plan.map((step) => step.detail).join('\n')).toMatch(/USING INDEX audit_by_case/);

    // A restart reads the table, loading none of it: the trail's reads are queries of the file.
    disablePersistence();
    enablePersistence(file);
    expect(await loadPersisted()).toBe(true);
    expect(db.auditEvents.all().map((e) => e.action)).toEqual(['LoginSucceeded', 'CaseViewed']);
    db.auditEvents.clear();
    expect(await loadPersisted()).toBe(true);
    expect(db.auditEvents.count()).toBe(0);
  });

  it('reseeds a file of another data version, or of the older snapshot format, saying which', async () => {
    const said = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await loadPersisted()).toBe(false);
      await commit();
      const writer = new DatabaseSync(file);
      writer.prepare("UPDATE meta SET value = ? WHERE key = 'version'").run(String(DATA_VERSION - 1));
      writer.close();
      expect(await restart()).toBe(false);
      expect(said).toHaveBeenCalledWith(
        `mock: ${file} holds data version ${DATA_VERSION - 1}, this mock keeps version ${DATA_VERSION}: the database is seeded afresh.`,
      );
      disablePersistence();
      const old = path.join(folder, 'db.json');
      await writeFile(old, '{"format":"pathbridge-mock-snapshot","version":12}\n');
      enablePersistence(old);
      expect(await loadPersisted()).toBe(false);
      expect(said).toHaveBeenCalledWith(
        `mock: ${old} was written by an older mock (a snapshot and change logs), which is not migrated: the database is seeded afresh, and the old file is kept as ${old}.before-sqlite.`,
      );
      expect(existsSync(`${old}.before-sqlite`)).toBe(true);
      // The file is a SQLite database now, memory written to it whole.
      await commit();
      expect(readCollections(old)!['sessions']).toHaveLength(db.sessions.count());
    } finally {
      said.mockRestore();
    }
  });

  it('loads records written under the same schemas unchecked; under other schemas each is checked', async () => {
    await commit();
    const writer = new DatabaseSync(file);
    writer.exec(`UPDATE "c_cases" SET r = replace(r, '"status":"Available"', '"status":"Lost"')`);
    expect(await restart()).toBe(true);
    expect(db.cases.all().some((item) => (item.status as string) === 'Lost')).toBe(true);
    writer.exec("UPDATE meta SET value = 'other' WHERE key = 'schemas'");
    writer.close();
    const said = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await restart()).toBe(false);
    } finally {
      said.mockRestore();
    }
    expect(takeConsoleErrors().join('\n')).toMatch(/status/);
  });
});
