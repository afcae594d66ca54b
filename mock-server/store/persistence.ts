/**
 * The database on disk (decision 138): one SQLite file (./sqlite-file.ts). Every operation's changes are committed
 * in one transaction before its answer is sent, by the operation wrapper (../http/operation.ts `route`): no
 * handler saves anything itself. What a commit writes is what changed since the last one, as the collections'
 * wrapped writes noted it (./change-log.ts), and the audit record the recorder hands it. A reseed (more changes than
 * WHOLE_AT, or the first write after persistence turned on) rewrites every table in one transaction instead.
 * Off in the in-process tests; the standalone server turns it on (MOCK_DATA_FILE, default .mock-data/mock.sqlite).
 *
 * Each operation's writes are noted in its own change set (./change-log.ts, ../http/operation-scope.ts), apart
 * from those of operations running beside it; work outside any operation has one set of its own, committed by
 * settle() (or with the next operation's commit). An operation that fails (its handler throws, or it answers 5xx)
 * is discarded: each record its set touched goes back to its value before (a created one removed, a deleted one
 * made again), so nothing of it goes out with a later commit.
 *
 * A commit that fails (a full disk, a read-only folder, a lock held elsewhere) is rolled back whole, refuses its
 * change (503, StorageUnavailableError) and puts back what its sets touched, the same way (decision 071). The
 * connection is closed, and the next commit opens the file again: a folder that was made writable again, or a
 * disk given room, works without a restart.
 *
 * The audit trail is not in memory: it is the file's `audit_events` table, read by query (../audit/trail-table.ts),
 * so a start loads none of it, and a record refused with its commit was never anywhere else.
 */
import { createHash } from 'node:crypto';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { openOperation } from '../http/operation-scope';
import { withoutLiveEvents } from '../live/quiet';
import { db, clearDatabase, type CollectionName } from './db';
import {
  ChangeSet,
  primaryKeyOf,
  recordChanges,
  takeOutside,
  trackChanges,
  untracked,
  withPrimaryKey,
} from './change-log';
import type { Change } from './change-log';
import { asRecord, refill } from './msw-internals';
import { SqliteFile, isOlderFormat } from './sqlite-file';
import { StorageUnavailableError } from './write-queue';
import type { StoredAuditEvent } from '../audit/trail-table';

/**
 * Bump when the stored shape changes: an older file is then reseeded instead of loaded (…12: reports, drafts and
 * addenda have a structured part; 13: one SQLite database instead of a snapshot, change logs and a columns file;
 * 14: the trail's table has the lower-cased columns its filters read; 15: its counts by action and outcome; 16: by
 * actor and e-mail tried).
 */
export const DATA_VERSION = 16;

/** More changes than this in one commit (a reset, a reseed) rewrite every table. */
const WHOLE_AT = 10_000;

type AnyCollection = {
  all(): object[];
  create(value: unknown): Promise<object>;
  delete(record: object): unknown;
};
const collection = (name: CollectionName) => db[name] as unknown as AnyCollection;

/**
 * Collections not in the collections' tables: the slide catalogue, derived from files at every start (a saved
 * copy would go stale), and the audit trail, which has a table of its own.
 */
const DERIVED: readonly CollectionName[] = ['slides', 'auditEvents'];
/** Whether a collection is kept in a table of the file's own (not the slide catalogue, not the trail). */
export const isSaved = (name: CollectionName) => !DERIVED.includes(name);
const saved = () => (Object.keys(db) as CollectionName[]).filter(isSaved);

/**
 * The collections' schemas as one hash, kept in `meta`: a start whose code has the same schemas loads the records
 * as they are, unchecked (they were checked when made, decision 107); one whose schemas moved checks each.
 */
let fingerprint: string | null = null;
function schemaFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const [name, value] of Object.entries(db)) {
    const { schema } = (value as unknown as { options: { schema: z.ZodType } }).options;
    hash.update(`${name}\t${JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }))}\n`);
  }
  return (fingerprint = hash.digest('base64url'));
}

let dataFile: string | null = null;
let file: SqliteFile | null = null;
/** The file does not hold memory yet (persistence just turned on): the next commit rewrites every table. */
let needsWhole = true;
/** Commits that failed since the start (the operation wrapper refuses a change made while one did). */
let failures = 0;

export function enablePersistence(target: string) {
  file?.close();
  file = null;
  dataFile = path.resolve(target);
  setAsideOlderFormat(dataFile);
  needsWhole = true;
  recordChanges(true);
}

export function disablePersistence() {
  file?.close();
  file = null;
  dataFile = null;
  recordChanges(false);
}

/** The data file changes are committed to, while persistence is on. */
export const persistedFile = () => dataFile;

/** The open database file (opened at its first use after a start or a failure). */
function open(): SqliteFile {
  file ??= new SqliteFile(dataFile!, saved());
  return file;
}

// The trail is read and written through the file's connection when there is a file (a test's own database else);
// a file that cannot be opened is the storage fault a refused commit is (503), for its reads too.
db.auditEvents.useStore(() => {
  if (!dataFile) return null;
  try {
    return open();
  } catch (cause) {
    throw new StorageUnavailableError({ cause });
  }
});

trackChanges(Object.fromEntries(saved().map((name) => [name, db[name]])));

/**
 * The database file commits go through, opened if need be (a reset puts tables back through it, ./seed-copy.ts; a
 * test sets a size limit on its connection: a disk with no room).
 */
export const databaseFile = () => open();

/** How many commits have failed: an audit record appended while this moved went with the trail's put-back. */
export const storageFailures = () => failures;

function writeWhole(store: SqliteFile) {
  for (const name of saved()) {
    const statements = store.statements(name);
    statements.clear.run();
    for (const record of collection(name).all())
      statements.insert.run(primaryKeyOf(record), JSON.stringify(record));
  }
}

function writeChanges(store: SqliteFile, changes: readonly Change[]) {
  for (const change of changes) {
    const statements = store.statements(change.c);
    if ('clear' in change) statements.clear.run();
    else if ('d' in change) statements.remove.run(change.k);
    else if (change.n) {
      statements.remove.run(change.k);
      statements.insert.run(change.k, JSON.stringify(change.r));
    } else statements.upsert.run(change.k, JSON.stringify(change.r));
  }
}

/**
 * Commits an operation's changes (`own`, its change set), those of work outside any operation, and the audit
 * record given (the recorder's), in one transaction. Rejects with StorageUnavailableError when the file refused it
 * (memory is then back to the file's state for what those changes touched, and the record is in neither; other
 * operations' changes are theirs to commit).
 */
export async function commit(record?: StoredAuditEvent, own?: ChangeSet): Promise<void> {
  if (!dataFile) {
    if (record) db.auditEvents.insert(record);
    return;
  }
  const sets = own ? [takeOutside(), own] : [takeOutside()];
  const changes = sets.flatMap((set) => [...set.changes.values()]);
  if (!changes.length && !needsWhole && !record) return;
  try {
    const store = open();
    store.transaction(() => {
      if (needsWhole || changes.length > WHOLE_AT) writeWhole(store);
      else writeChanges(store, changes);
      if (record) db.auditEvents.insert(record);
      if (needsWhole) {
        store.setMeta('version', String(DATA_VERSION));
        store.setMeta('schemas', schemaFingerprint());
        store.setMeta('collections', saved().sort().join(','));
      }
    });
  } catch (cause) {
    failures += 1;
    file?.close();
    file = null;
    const what = cause instanceof Error ? cause.message : String(cause);
    console.error(
      `mock: could not save the database to ${dataFile} (${what}); the change is refused (503) and memory is back to the last saved state.`,
    );
    for (const set of sets.reverse()) await putBack(set);
    throw new StorageUnavailableError({ cause });
  }
  needsWhole = false;
}

/**
 * Commits work done outside an operation (a timer's sweep, an order over MLLP, a delivery, a reset, a QA route);
 * inside an open one it does nothing, as the operation wrapper commits the operation whole when it is answered,
 * so a module that runs both ways calls it without asking which.
 */
export async function settle(): Promise<void> {
  if (openOperation() === undefined) await commit();
}

/**
 * Forgets an operation that failed (its handler threw, or it answered 5xx): what it changed is put back, so
 * nothing of it goes out with a later commit. Work outside operations and the other operations keep their changes.
 */
export async function discard(own: ChangeSet): Promise<void> {
  if (dataFile) await putBack(own);
}

/**
 * Puts back what one change set touched: each changed record to its value before the set's first change to its
 * collection (a created one removed, a deleted one made again under its own key), a cleared collection whole.
 * A record another operation changed after this one keeps this one's put-back in memory; that operation's commit
 * still writes its own value (two operations writing one record at once is the mock's last-writer-wins).
 */
async function putBack(set: ChangeSet) {
  const pending = [...set.changes.values()];
  set.changes = new Map();
  // Unheard: the change was never told to a stream (its events wait for a commit), so neither is its undoing.
  await withoutLiveEvents(() =>
    untracked(async () => {
      for (const [name, before] of set.starts) {
        const target = collection(name);
        const touched = pending.filter((change) => change.c === name);
        if (!touched.length) continue;
        const whole = touched.some((change) => 'clear' in change);
        const keys = whole ? null : new Set(touched.map((change) => ('k' in change ? change.k : '')));
        const inScope = (record: object) => keys === null || keys.has(primaryKeyOf(record));
        const kept = new Set(before.filter(inScope));
        const now = new Set(target.all().filter(inScope));
        for (const record of now) if (!kept.has(record)) target.delete(record);
        for (const record of kept)
          if (!now.has(record))
            await target.create(withPrimaryKey(structuredClone(record), primaryKeyOf(record)));
      }
    }),
  );
  set.starts = new Map();
}

/**
 * Moves a data file an older mock wrote (a snapshot and change logs, not SQLite) aside, saying so: its records are
 * not migrated, the database is seeded afresh (the seed is the demo's data; a scale seed is made again by its flag).
 */
function setAsideOlderFormat(target: string) {
  if (!isOlderFormat(target)) return;
  const aside = `${target}.before-sqlite`;
  renameSync(target, aside);
  console.log(
    `mock: ${target} was written by an older mock (a snapshot and change logs), which is not migrated: the database is seeded afresh, and the old file is kept as ${aside}.`,
  );
}

/** Replaces these collections' records in memory with the file's (`vouched`: written under today's schemas). */
async function loadCollections(store: SqliteFile, names: readonly CollectionName[], vouched: boolean) {
  await untracked(async () => {
    for (const name of names) {
      const { schema } = (db[name] as unknown as { options: { schema: z.ZodType<object> } }).options;
      const records: object[] = [];
      for (const row of store.statements(name).all.iterate() as Iterable<{ k: string; r: string }>) {
        const stored = JSON.parse(row.r) as object;
        const parsed = vouched ? null : schema.safeParse(stored);
        if (parsed && !parsed.success) {
          console.error(`mock: a stored ${name} record no longer fits its schema:`, parsed.error.issues);
          throw parsed.error;
        }
        records.push(asRecord(stored, row.k));
      }
      // In one go (decision 101): no create() a record, which copied it, checked it again and told its hooks.
      refill(db[name], records);
    }
  });
}

/**
 * Loads these collections again from the file, whose tables of them were just put back (a reset from the seed's
 * copy, ./seed-copy.ts): changes not committed yet are dropped, so memory is the file's for them afterwards.
 */
export async function reloadCollections(names: readonly CollectionName[]) {
  takeOutside();
  await loadCollections(open(), names, true);
  takeOutside();
}

/**
 * Loads the saved database (all but the slide catalogue, which the caller fills, and the audit trail, which stays
 * in its table); false when there is none, or it
 * is from another data version or format (said in a sentence), or a record no longer fits the code's schemas.
 */
export async function loadPersisted(): Promise<boolean> {
  if (!dataFile) return false;
  let store: SqliteFile;
  try {
    store = open();
  } catch {
    return false;
  }
  const version = store.meta('version');
  if (version === undefined) return false;
  if (version !== String(DATA_VERSION) || store.meta('collections') !== saved().sort().join(',')) {
    console.log(
      `mock: ${dataFile} holds data version ${version}, this mock keeps version ${DATA_VERSION}: the database is seeded afresh.`,
    );
    return false;
  }
  try {
    await loadCollections(store, saved(), store.meta('schemas') === schemaFingerprint());
  } catch {
    // A record the current schemas reject (the code moved on): start from the seed instead.
    console.log(
      `mock: ${dataFile} holds records this mock no longer accepts: the database is seeded afresh.`,
    );
    clearDatabase();
    takeOutside();
    return false;
  }
  takeOutside();
  needsWhole = false;
  return true;
}
