/**
 * The audit trail's journal in columns (./journal.ts, ./frames.ts, decision 119): what a start loads is what was
 * written, after any sequence of appends, saves, refused records taken back, emptyings, compactions and crashes
 * mid-append; a damaged or foreign file is said so and written anew; the file from before (a JSON line a record)
 * is read once and replaced.
 */
import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredAuditEvent } from '../audit/columns';
import type { AuditActor } from '../audit/rules';
import { db } from './db';
import { journalFileOf, loadJournal, saveJournal } from './journal';
import { compact, disablePersistence, enablePersistence, loadPersisted, persist } from './persistence';

let folder: string;
let file: string;
let trail: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mock-journal-'));
  file = path.join(folder, 'db.json');
  trail = journalFileOf(file, 'auditEvents');
  enablePersistence(file);
  await persist();
});
afterEach(async () => {
  disablePersistence();
  await rm(folder, { recursive: true, force: true });
});

const ACTORS = [
  { userId: 'usr-a', name: 'Ada Admin', email: 'ada@demo.test', role: 'Admin' as const },
  { userId: 'usr-a', name: 'Ada B.', email: 'ada@demo.test', role: 'Admin' as const },
  { userId: 'usr-p', name: 'Paul Ñ 检查', email: 'paul@demo.test', role: 'Provider' as const },
];
const fields: fc.Arbitrary<Fields> = fc.record({
  at: fc.oneof(
    fc.integer({ min: 1.7e12, max: 1.8e12 }).map((ms) => new Date(ms).toISOString()),
    fc.constant('2026-11-02T08:00:00.1Z'),
  ),
  oddId: fc.boolean(),
  actor: fc.option(fc.constantFrom(...ACTORS), { nil: null }),
  caseId: fc.option(fc.constantFrom('case-0001', 'case-0002', 'case-0003'), { nil: null }),
  address: fc.string({ maxLength: 6 }),
  detail: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  session: fc.option(fc.constantFrom('s1', 's2'), { nil: null }),
});
type Fields = {
  at: string;
  oddId: boolean;
  actor: AuditActor | null;
  caseId: string | null;
  address: string;
  detail: string | null;
  session: string | null;
};
function record(f: Fields, seq: number): StoredAuditEvent {
  return {
    id: `aud-${String(seq).padStart(f.oddId ? 10 : 8, '0')}`,
    at: f.at,
    actor: f.actor,
    attemptedEmail: f.actor ? null : 'who@else.test',
    action: f.caseId ? 'CaseViewed' : 'LoginFailed',
    target: { type: f.caseId ? 'Case' : 'User', id: f.caseId },
    caseId: f.caseId,
    caseRecordId: f.caseId && `CUG-${f.caseId.slice(-4)}`,
    outcome: f.caseId ? 'Succeeded' : 'Failed',
    status: f.caseId ? 200 : 401,
    clientAddress: f.address,
    detail: f.detail,
    seq,
    sessionKey: f.session,
    dedupeKey: f.session && f.caseId ? `${f.session}:CaseViewed:${f.caseId}` : null,
  };
}

const step = fc.oneof(
  { weight: 8, arbitrary: fc.array(fields, { minLength: 1, maxLength: 4 }).map((add) => ({ add })) },
  { weight: 6, arbitrary: fc.constant('save' as const) },
  { weight: 1, arbitrary: fc.constant('takeBackLast' as const) },
  { weight: 1, arbitrary: fc.constant('clear' as const) },
  { weight: 1, arbitrary: fc.constant('compact' as const) },
  { weight: 2, arbitrary: fc.constant('restart' as const) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 1000 }).map((cut) => ({ crash: cut })) },
);

describe('the audit trail’s journal in columns', () => {
  it('loads what was written, after any writes, compactions and crashes mid-append', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        db.auditEvents.clear();
        await saveJournal();
        let seq = 0;
        /** What the file holds (the records of the last save), and the file and its records before that save. */
        let saved: StoredAuditEvent[] = [];
        let before = { records: saved, bytes: await readFile(trail) };
        const restart = async () => {
          await loadJournal(true);
          expect(db.auditEvents.all()).toEqual(saved);
        };
        for (const s of steps) {
          if (typeof s === 'object' && 'add' in s)
            for (const f of s.add) await db.auditEvents.create(record(f, (seq += 1)));
          else if (s === 'save' || s === 'compact') {
            const bytes = await readFile(trail);
            if (s === 'save') await saveJournal();
            else await compact();
            if (!(await readFile(trail)).equals(bytes)) before = { records: saved, bytes };
            saved = db.auditEvents.all();
          } else if (s === 'takeBackLast' && db.auditEvents.count()) {
            db.auditEvents.delete(db.auditEvents.all().at(-1)!);
          } else if (s === 'clear') db.auditEvents.clear();
          else if (s === 'restart') await restart();
          else if (typeof s === 'object') {
            // Killed mid-append: the last frame appended is on disk in part; a restart finds the save before it.
            // (A file written whole is renamed over the old one: whole or as it was.)
            const now = await readFile(trail);
            const { length } = before.bytes;
            if (now.length > length && now.subarray(0, length).equals(before.bytes)) {
              await truncate(trail, length + (s.crash % (now.length - length)));
              saved = before.records;
            }
            await restart();
            before = { records: saved, bytes: await readFile(trail) };
          }
        }
        await saveJournal();
        saved = db.auditEvents.all();
        await restart();
        // A record made after a load finds the tables as they were written: the same values, no new entry.
        const marks = db.auditEvents.rows.tableMarks();
        await db.auditEvents.create(record({ ...fieldsOf(saved.at(-1)), oddId: false }, (seq += 1)));
        if (saved.length) expect(db.auditEvents.rows.tableMarks()).toEqual(marks);
        await saveJournal();
        saved = db.auditEvents.all();
        await restart();
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('says so of a damaged or foreign file, keeps the records before the damage, and writes it anew', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let seq = 1; seq <= 3; seq++) {
      await db.auditEvents.create(record({ ...fieldsOf(undefined), caseId: 'case-0001' }, seq));
      await saveJournal();
    }
    const bytes = await readFile(trail);
    // A byte of the last frame changed: the first two records load, the file is written whole again.
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 0xff, bytes.length - 3);
    await writeFile(trail, bytes);
    await loadJournal(true);
    expect(db.auditEvents.all().map((r) => r.seq)).toEqual([1, 2]);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/is damaged after its first 2 records/);
    await saveJournal();
    await loadJournal(true);
    expect(db.auditEvents.all().map((r) => r.seq)).toEqual([1, 2]);

    await writeFile(trail, '{"id":"aud-00000001"}\n');
    await loadJournal(true);
    expect(db.auditEvents.count()).toBe(0);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/is not a file of the audit trail this mock writes/);
    warn.mockRestore();
  });

  it('reads the file from before (a JSON line a record) once, and writes it in columns at the next save', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const records = [1, 2, 3].map((seq) => record({ ...fieldsOf(undefined), caseId: 'case-0002' }, seq));
    await rm(trail);
    const older = `${file}.auditEvents.jsonl`;
    await writeFile(older, `${records.map((r) => JSON.stringify(r)).join('\n')}\n{"id":"aud-torn`);
    expect(await loadPersisted()).toBe(true);
    expect(db.auditEvents.all()).toEqual(records);
    expect(log.mock.calls.flat().join('\n')).toMatch(/reading the audit trail from .*\.jsonl/);
    await saveJournal();
    expect(existsSync(older)).toBe(false);
    await loadJournal(true);
    expect(db.auditEvents.all()).toEqual(records);
    log.mockRestore();
  });
});

/** The generator's fields of a record (or plain ones). */
function fieldsOf(r: StoredAuditEvent | undefined): Fields {
  return {
    at: r?.at ?? '2026-11-27T08:00:00.000Z',
    oddId: false,
    actor: r ? r.actor : ACTORS[2]!,
    caseId: r?.caseId ?? null,
    address: r?.clientAddress ?? '10.0.0.1',
    detail: r?.detail ?? null,
    session: r?.sessionKey ?? null,
  };
}
