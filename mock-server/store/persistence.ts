/**
 * The database on disk: one JSON file, rewritten after every change by writing a temporary file and renaming
 * it over the old one (rename is atomic), so a crash mid-write never leaves a torn file. Off in the in-process
 * tests; the standalone server turns it on (MOCK_DATA_FILE, default .mock-data/db.json).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { db, clearDatabase } from './db';

/**
 * Bump when the stored shape changes: an older file is then reseeded instead of loaded (2: tasks have an
 * ownerGroup; 3: tasks have comments).
 */
export const DATA_VERSION = 3;

type Collections = typeof db;

/** Collections derived from files at every start (the slide catalogue), never saved: a saved copy would go stale. */
const DERIVED: ReadonlyArray<keyof Collections> = ['slides'];
const saved = () => (Object.keys(db) as Array<keyof Collections>).filter((name) => !DERIVED.includes(name));
type Snapshot = {
  version: number;
  savedAt: string;
  collections: Partial<Record<keyof Collections, unknown[]>>;
};

let dataFile: string | null = null;

export function enablePersistence(file: string) {
  dataFile = path.resolve(file);
}

export function disablePersistence() {
  dataFile = null;
}

function snapshot(): Snapshot {
  const collections = Object.fromEntries(
    saved().map((name) => [name, db[name].all()]),
  ) as Snapshot['collections'];
  return { version: DATA_VERSION, savedAt: new Date().toISOString(), collections };
}

/** The callers waiting for the next write (one that has not started yet), and whether a write is under way. */
let round: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | null = null;
let writing = false;

async function write(file: string) {
  const body = JSON.stringify(snapshot());
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/** Writes while anyone waits for a write; one at a time. */
async function drain(file: string) {
  writing = true;
  while (round) {
    const current = round;
    round = null;
    try {
      await write(file);
      current.resolve();
    } catch (error) {
      current.reject(error);
    }
  }
  writing = false;
}

/**
 * Saves the whole database. Writes never race on the file: one is under way at a time, and the changes made
 * meanwhile are saved together by the next, whose snapshot is taken when it starts. However many changes come
 * at once (a flood of logins, each adding a session), at most one copy of the database is held as text (issue
 * 33: a copy per change, queued behind the writes, grew the mock by gigabytes); each caller's promise settles
 * once a write made after its change is on disk.
 */
export function persist(): Promise<void> {
  const file = dataFile;
  if (!file) return Promise.resolve();
  if (!round) {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
    round = { promise, resolve, reject };
  }
  const waited = round.promise;
  if (!writing) void drain(file);
  return waited;
}

/** Loads the saved database (all but the derived collections, which the caller fills); false when there is
 * none, or it is from another data version, or it no longer matches the code. */
export async function loadPersisted(): Promise<boolean> {
  if (!dataFile || !existsSync(dataFile)) return false;
  let file: Snapshot;
  try {
    file = JSON.parse(await readFile(dataFile, 'utf8')) as Snapshot;
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
  for (const name of saved()) db[name].clear();
  try {
    for (const name of saved()) {
      const collection = db[name] as unknown as { create(value: unknown): Promise<unknown> };
      for (const record of file.collections[name] ?? []) await collection.create(record);
    }
  } catch {
    // A record the current schemas reject (the code moved on): start from the seed instead.
    clearDatabase();
    return false;
  }
  return true;
}
