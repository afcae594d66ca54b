/**
 * The database on disk: one JSON file, rewritten after every change by writing a temporary file and renaming
 * it over the old one (rename is atomic), so a crash mid-write never leaves a torn file. Off in the in-process
 * tests; the standalone server turns it on (MOCK_DATA_FILE, default .mock-data/db.json). A write that fails
 * refuses its change (503) and puts memory back to what the file holds (./write-queue.ts, decision 071).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { db, clearDatabase, onCollectionWrite, type CollectionName } from './db';
import { enableJournal, JOURNALED, loadJournal, saveJournal } from './journal';
import { StorageUnavailableError, createWriteQueue, type WriteQueue } from './write-queue';

/**
 * Bump when the stored shape changes: an older file is then reseeded instead of loaded (2: tasks have an
 * ownerGroup; 3: tasks have comments; 4: final reports and their addenda record the signer's
 * credentials; 5: cases have a priority and a due time, and the turnaround settings are kept; 6: assignment profiles and
 * settings, notifications and the escalations sent, the audit trail; 7: QA sampling rates and samples; 8: notification
 * preferences; 9: live consults and their event logs; 10: a consult's end reason, last activity and who lost access).
 */
export const DATA_VERSION = 10;

type Collections = typeof db;

/**
 * Collections not in the database file: derived from files at every start (the slide catalogue; a saved copy
 * would go stale), or append-only and kept in a journal of their own (./journal.ts).
 */
const DERIVED: ReadonlyArray<keyof Collections> = ['slides', ...JOURNALED];
const saved = () => (Object.keys(db) as Array<keyof Collections>).filter((name) => !DERIVED.includes(name));
type Snapshot = {
  version: number;
  savedAt: string;
  collections: Partial<Record<keyof Collections, unknown[]>>;
};

let dataFile: string | null = null;
let queue: WriteQueue<string> = writeQueueFor('');

export function enablePersistence(file: string) {
  dataFile = path.resolve(file);
  queue = writeQueueFor(dataFile);
  enableJournal(dataFile);
}

export function disablePersistence() {
  dataFile = null;
  enableJournal(null);
}

/**
 * Each collection's JSON as last saved, until the collection is written again: a change (or an audit record, which
 * every case read adds) serializes only what changed, not the whole database (1.5 MB, ~14 ms a save).
 */
const savedJson = new Map<CollectionName, string>();
onCollectionWrite((name) => savedJson.delete(name));

/** The database as the file holds it (a Snapshot's JSON), built from each collection's saved JSON. */
function snapshotJson(): string {
  const parts = saved().map((name) => {
    let json = savedJson.get(name);
    if (json === undefined) {
      json = JSON.stringify(db[name].all());
      savedJson.set(name, json);
    }
    return `${JSON.stringify(name)}:${json}`;
  });
  const savedAt = JSON.stringify(new Date().toISOString());
  return `{"version":${DATA_VERSION},"savedAt":${savedAt},"collections":{${parts.join(',')}}}`;
}

function writeQueueFor(file: string): WriteQueue<string> {
  return createWriteQueue<string>({
    async save(body) {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async restore(body) {
      // Nothing saved yet (the first write at start failed): there is no stored state to go back to.
      if (body === null) return;
      const { collections } = JSON.parse(body) as Snapshot;
      // Only the collections that differ (a refused login differs in its sessions alone): ~10 ms, not ~150.
      const changed = saved().filter(
        (name) => JSON.stringify(db[name].all()) !== JSON.stringify(collections[name] ?? []),
      );
      await fill(collections, changed);
    },
    onFailure(cause) {
      const what = cause instanceof Error ? cause.message : String(cause);
      console.error(
        `mock: could not save the database to ${file} (${what}); the change is refused (503) and memory is back to the last saved state.`,
      );
    },
  });
}

/** Replaces the records of saved collections (all, or `names`) with `collections`' (derived ones are left alone). */
async function fill(collections: Snapshot['collections'], names = saved()) {
  for (const name of names) db[name].clear();
  for (const name of names) {
    const collection = db[name] as unknown as { create(value: unknown): Promise<unknown> };
    for (const record of collections[name] ?? []) await collection.create(record);
  }
}

/**
 * Saves the whole database; writes queue up so two changes never race on the same file. Rejects with
 * StorageUnavailableError when the change could not be saved (memory is then back to the file's state).
 */
export async function persist(): Promise<void> {
  if (!dataFile) return;
  await queue.write(snapshotJson);
  // A reset or a reseed may have emptied a journaled collection: its file follows. The change is saved by now:
  // a journal the disk refuses must not answer it 503 ("nothing was changed"), which would invite its retry.
  // The journal is rewritten whole at its next save, and a record it could not take is refused where it is
  // made (audit/recorder.ts).
  await saveJournal().catch((error: unknown) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
  });
}

export { saveJournal };

/** Loads the saved database (all but the derived collections, which the caller fills); false when there is
 * none, or it is from another data version, or it no longer matches the code. */
export async function loadPersisted(): Promise<boolean> {
  if (!dataFile || !existsSync(dataFile)) return false;
  let text: string;
  let file: Snapshot;
  try {
    text = await readFile(dataFile, 'utf8');
    file = JSON.parse(text) as Snapshot;
  } catch {
    return false;
  }
  // A file from another data version, or with other collections than this code has, is not this database.
  const names = saved().sort().join(',');
  if (
    file.version !== DATA_VERSION ||
    Object.keys(file.collections ?? {})
      .sort()
      .join(',') !== names
  )
    return false;
  try {
    await fill(file.collections);
  } catch {
    // A record the current schemas reject (the code moved on): start from the seed instead.
    clearDatabase();
    return false;
  }
  await loadJournal();
  // What a failed write goes back to, until the next write succeeds.
  queue.stored(text);
  return true;
}
