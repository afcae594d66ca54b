/**
 * The database on disk (decision 100): a snapshot, and a log the changes are appended to (./store-files.ts). A
 * write puts on disk what changed since the last one, one line, before the change is answered; the changes asked
 * to be saved while a line is being written go together in the next (./write-queue.ts), so a write costs what
 * changed, not what is stored. When the log has grown past half the snapshot (and at least 8 MB), a new log is
 * started and a snapshot of that moment is written beside it in the background; a start loads the snapshot and
 * replays the logs after it. Off in the in-process tests; the standalone server turns it on (MOCK_DATA_FILE,
 * default .mock-data/db.json).
 *
 * A write that fails refuses its change (503) and puts memory back as the disk has it (decision 071): the records
 * of each collection it touched are put back as they were before its first change since the last write
 * (@msw/data replaces a record on update and never changes it, so the collection's array of records taken then
 * is that state).
 */
import { createHash } from 'node:crypto';
import { appendFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { db, clearDatabase, type CollectionName } from './db';
import {
  primaryKeyOf,
  recordChanges,
  takeChanges,
  trackChanges,
  untracked,
  withPrimaryKey,
} from './change-log';
import { ensureFolder, forgetFolders } from './data-folder';
import { enableJournal, JOURNALED, loadJournal, saveJournal } from './journal';
import { asRecord, refill } from './msw-internals';
import { logFile, logGenerations, logLine, readStore, removeLogsBefore, writeSnapshot } from './store-files';
import { StorageUnavailableError, createWriteQueue, type WriteQueue } from './write-queue';

/**
 * Bump when the stored shape changes: an older file is then reseeded instead of loaded (2: tasks have an
 * ownerGroup; 3: tasks have comments; 4: final reports and their addenda record the signer's
 * credentials; 5: cases have a priority and a due time, and the turnaround settings are kept; 6: assignment profiles and
 * settings, notifications and the escalations sent, the audit trail; 7: QA sampling rates and samples; 8: notification
 * preferences; 9: live consults and their event logs; 10: a consult's end reason, last activity and who lost access;
 * 11: a snapshot and change logs instead of one JSON file; 12: reports, drafts and addenda have a structured part).
 */
export const DATA_VERSION = 12;

/** A log this much larger than its snapshot's half (and at least this large) starts a compaction. */
const COMPACT_AT_BYTES = 8 * 1024 * 1024;
/** More changes than this in one write (a reset, a reseed) are written as a snapshot, not a log line. */
const SNAPSHOT_AT_CHANGES = 10_000;

type Collections = typeof db;
type AnyCollection = {
  all(): object[];
  create(value: unknown): Promise<object>;
  delete(record: object): unknown;
};
const collection = (name: CollectionName) => db[name] as unknown as AnyCollection;

/**
 * Collections not in the database's files: derived from files at every start (the slide catalogue; a saved copy
 * would go stale), or append-only and kept in a journal of their own (./journal.ts).
 */
const DERIVED: ReadonlyArray<keyof Collections> = ['slides', ...JOURNALED];
const saved = () => (Object.keys(db) as CollectionName[]).filter((name) => !DERIVED.includes(name));

/**
 * The collections' schemas as one hash (their JSON Schemas), kept in the snapshot's header: a start whose code
 * has the same schemas loads the audit journal's records as they are, unchecked (decision 101); one whose schemas
 * moved checks each of them as before. The snapshot's and the logs' records are checked at every start.
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

/** Each touched collection's records as the disk holds them: taken before its first change since the last write. */
type Starts = Map<CollectionName, readonly object[]>;

type Write = {
  /** What to append to the log (empty: nothing changed, or a snapshot carries it). */
  text: string;
  /** The collections' records before the changes this write carries (what a failure puts back). */
  starts: Starts;
  /** A snapshot of this moment: written before the answer (`now`) or in the background after the line. */
  snapshot: { records: Map<string, readonly object[]>; now: boolean } | null;
};

let dataFile: string | null = null;
let queue: WriteQueue<Write> = writeQueueFor();
/** The log the next line goes to, its size, and how much the logs since the snapshot hold. */
let generation = 0;
let logSize = 0;
let logBytes = 0;
let snapshotBytes = 0;
/** The disk does not hold memory yet (persistence just turned on): the next write is a snapshot. */
let needsSnapshot = true;
let compacting: Promise<void> | null = null;
let compactionAsked = false;
/** The last line may be cut short on disk (a failed append the disk would not let us cut back): start anew. */
let tornTail = false;
let starts: Starts = new Map();

export function enablePersistence(file: string) {
  dataFile = path.resolve(file);
  forgetFolders();
  queue = writeQueueFor();
  needsSnapshot = true;
  starts = new Map();
  recordChanges(true);
  enableJournal(dataFile);
}

export function disablePersistence() {
  dataFile = null;
  recordChanges(false);
  starts = new Map();
  enableJournal(null);
}

// Before a collection's first change since the last write, its records as they are (what a failed write puts back).
trackChanges(Object.fromEntries(saved().map((name) => [name, db[name]])), (name) => {
  if (!starts.has(name)) starts.set(name, collection(name).all().slice());
});

/** Each saved collection's records at this moment (a snapshot's content). */
const everyRecord = () => new Map(saved().map((name) => [name, collection(name).all().slice()] as const));

function take(): Write {
  const changes = takeChanges();
  const taken = starts;
  starts = new Map();
  if (needsSnapshot || changes.length > SNAPSHOT_AT_CHANGES)
    return { text: '', starts: taken, snapshot: { records: everyRecord(), now: true } };
  const rotate = compactionAsked && !compacting;
  if (rotate) compactionAsked = false;
  return {
    text: changes.length ? logLine(changes) : '',
    starts: taken,
    snapshot: rotate ? { records: everyRecord(), now: false } : null,
  };
}

async function save(write: Write) {
  try {
    await saveTo(dataFile!, write);
  } catch (error) {
    forgetFolders();
    throw error;
  }
}

async function saveTo(file: string, write: Write) {
  await ensureFolder(path.dirname(file));
  if (write.snapshot?.now) {
    // A compaction still writing its (older) snapshot must not rename it over this one.
    await compacting;
    const next = Math.max(generation, ...(await logGenerations(file))) + 1;
    await snapshotAt(file, next, write.snapshot.records);
    needsSnapshot = false;
    return;
  }
  if (write.text) {
    const text = tornTail ? `\n${write.text}` : write.text;
    try {
      await appendFile(logFile(file, generation), text);
    } catch (error) {
      // Cut the log back to its last whole line, so the next line does not start inside a torn one.
      tornTail = await truncate(logFile(file, generation), logSize).then(
        () => false,
        () => true,
      );
      throw error;
    }
    tornTail = false;
    logSize += Buffer.byteLength(text);
    logBytes += Buffer.byteLength(text);
  }
  if (write.snapshot) {
    // Changes from now on go to a new log; the snapshot of this moment is written beside it, requests going on.
    const records = write.snapshot.records;
    generation += 1;
    logSize = logBytes = 0;
    compacting = snapshotAt(file, generation, records)
      .catch((error: unknown) => {
        const what = error instanceof Error ? error.message : String(error);
        console.error(`mock: could not compact the database into ${file} (${what}); its logs are kept.`);
      })
      .finally(() => (compacting = null));
  } else if (logBytes > Math.max(COMPACT_AT_BYTES, snapshotBytes / 2)) compactionAsked = true;
}

/** Writes the snapshot of generation `at` and removes the logs it holds. */
async function snapshotAt(file: string, at: number, records: Map<string, readonly object[]>) {
  const header = {
    version: DATA_VERSION,
    generation: at,
    collections: saved(),
    schemas: schemaFingerprint(),
  };
  snapshotBytes = await writeSnapshot(file, header, records, primaryKeyOf);
  if (at > generation) {
    generation = at;
    logSize = logBytes = 0;
  }
  await removeLogsBefore(file, at);
}

/** Puts each collection a failed write (and the changes made meanwhile) touched back to its records before. */
async function putBack(failed: Write) {
  takeChanges();
  const back = new Map(starts);
  for (const [name, records] of failed.starts) back.set(name, records);
  starts = new Map();
  await untracked(async () => {
    for (const [name, before] of back) {
      const target = collection(name);
      const kept = new Set(before);
      const now = new Set(target.all());
      for (const record of [...now]) if (!kept.has(record)) target.delete(record);
      for (const record of before)
        if (!now.has(record))
          await target.create(withPrimaryKey(structuredClone(record), primaryKeyOf(record)));
    }
  });
}

function writeQueueFor(): WriteQueue<Write> {
  return createWriteQueue<Write>({
    async save(write) {
      await save(write);
      // The queue keeps the last write saved; its records (old versions, or a whole snapshot's) are not needed.
      write.starts.clear();
      write.snapshot = null;
    },
    restore: (_stored, failed) => putBack(failed),
    onFailure(cause) {
      const what = cause instanceof Error ? cause.message : String(cause);
      console.error(
        `mock: could not save the database to ${dataFile} (${what}); the change is refused (503) and memory is back to the last saved state.`,
      );
    },
  });
}

/**
 * Saves what changed since the last write; writes queue up so two never race on the same file. Rejects with
 * StorageUnavailableError when the change could not be saved (memory is then back to the disk's state).
 */
export async function persist(): Promise<void> {
  if (!dataFile) return;
  await queue.write(take);
  // A reset or a reseed may have emptied a journaled collection: its file follows. The change is saved by now:
  // a journal the disk refuses must not answer it 503 ("nothing was changed"), which would invite its retry.
  // The journal is rewritten whole at its next save, and a record it could not take is refused where it is
  // made (audit/recorder.ts).
  await saveJournal().catch((error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
  });
}

/** Starts a compaction now and waits for its snapshot (the tests; the server compacts on its own). */
export async function compact(): Promise<void> {
  compactionAsked = true;
  await persist();
  await compacting;
}

export { saveJournal };

/**
 * Loads the saved database (all but the derived collections, which the caller fills); false when there is none,
 * or it is from another data version, or it no longer matches the code.
 */
export async function loadPersisted(): Promise<boolean> {
  if (!dataFile) return false;
  let files: Awaited<ReturnType<typeof readStore>>;
  try {
    files = await readStore(dataFile);
  } catch {
    return false;
  }
  // A file from another data version, or with other collections than this code has, is not this database.
  if (
    !files ||
    files.header.version !== DATA_VERSION ||
    [...files.header.collections].sort().join(',') !== saved().sort().join(',')
  )
    return false;
  // A snapshot as this code wrote it (its hash, its schemas) was checked when its records were made: loaded
  // unchecked (decision 107). A file changed since, or written under other schemas, and every record a log set,
  // are checked as before: a record the code no longer accepts reseeds.
  const vouched = files.intact && files.header.schemas === schemaFingerprint();
  try {
    await untracked(async () => {
      for (const name of saved()) {
        const { schema } = (db[name] as unknown as { options: { schema: z.ZodType<object> } }).options;
        const records: object[] = [];
        for (const [key, stored] of files.collections.get(name) ?? []) {
          const parsed = vouched && !files.replayed.has(stored) ? null : schema.safeParse(stored);
          if (parsed && !parsed.success) {
            console.error(`mock: a stored ${name} record no longer fits its schema:`, parsed.error.issues);
            throw parsed.error;
          }
          // The parsed record itself, not the schema's copy of it: one copy of 100,000 cases the less to collect.
          records.push(asRecord(stored, key));
        }
        // In one go (decision 101): no create() a record, which copied it, checked it again and told its hooks.
        refill(db[name], records);
        // What is loaded is no longer needed as parsed: let it go before the next collection is made.
        files.collections.delete(name);
      }
    });
  } catch {
    // A record the current schemas reject (the code moved on): start from the seed instead.
    clearDatabase();
    takeChanges();
    return false;
  }
  takeChanges();
  starts = new Map();
  // The trail's records were checked when made; a snapshot written under these schemas vouches for its journal.
  await loadJournal(files.header.schemas === schemaFingerprint());
  generation = files.generation;
  logSize = files.lastLogBytes;
  logBytes = files.logBytes;
  snapshotBytes = files.snapshotBytes;
  needsSnapshot = false;
  tornTail = files.dropped > 0;
  // A start with a long log compacts it (in the background, once the next change is written).
  if (logBytes > Math.max(COMPACT_AT_BYTES, snapshotBytes / 2)) compactionAsked = true;
  return true;
}
