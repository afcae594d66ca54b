/**
 * Append-only collections on disk (the audit trail, decision 082): one JSON record per line in a file beside the
 * database (`<MOCK_DATA_FILE>.<collection>.jsonl`), appended as records are added, never rewritten with the
 * database. Every case read adds an audit record; rewriting the 1.5 MB database for each cost ~14 ms of CPU a
 * read, an appended line costs well under one. A reset that empties the collection empties the file.
 */
import { existsSync } from 'node:fs';
import { appendFile, open, rename, rm } from 'node:fs/promises';
import { ensureFolder, forgetFolders } from './data-folder';
import path from 'node:path';
import { db } from './db';
import { StorageUnavailableError } from './write-queue';
import { linesOf } from './store-files';

export const JOURNALED = ['auditEvents'] as const;
type Journaled = (typeof JOURNALED)[number];

let base: string | null = null;
/** Records of each collection the file holds, in order; -1 when unknown (the file is rewritten whole next). */
const onDisk = new Map<Journaled, number>();
let chain: Promise<void> = Promise.resolve();

const fileOf = (name: Journaled) => `${base}.${name}.jsonl`;
const lines = (records: readonly unknown[]) =>
  records.map((record) => `${JSON.stringify(record)}\n`).join('');

/** Records per write of a whole file: a million records' text is ~470 MB, never made as one string. */
const WHOLE_CHUNK = 5_000;

/** Writes the file whole, in chunks, to a temporary file renamed over it (whole or as it was; decision 107). */
async function writeWhole(file: string, name: Journaled, count: number) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      // Each chunk's records made from the columns as it is written (decision 113).
      for (let i = 0; i < count; i += WHOLE_CHUNK)
        await handle.write(lines(db[name].slice(i, Math.min(count, i + WHOLE_CHUNK))));
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

export function enableJournal(dataFile: string | null) {
  base = dataFile;
  for (const name of JOURNALED) onDisk.set(name, -1);
}

/**
 * Puts each journaled collection's new records on disk (or the whole file, when records went or the file is not
 * known); in order, one save at a time. Rejects with StorageUnavailableError when the disk refused.
 */
export function saveJournal(): Promise<void> {
  if (!base) return Promise.resolve();
  const run = chain.then(async () => {
    for (const name of JOURNALED) {
      // The records now: one appended while these are written is the next save's (its own call waits for this).
      const count = db[name].count();
      const known = onDisk.get(name) ?? -1;
      if (count === known) continue;
      await ensureFolder(path.dirname(fileOf(name)));
      if (known < 0 || count < known) await writeWhole(fileOf(name), name, count);
      else await appendFile(fileOf(name), lines(db[name].slice(known, count)));
      onDisk.set(name, count);
    }
  });
  chain = run.catch(() => {
    // A failed save leaves the file's state unknown: the next save writes it whole (its folder made again).
    forgetFolders();
    for (const name of JOURNALED) onDisk.set(name, -1);
  });
  return run.catch((cause: unknown) => {
    throw new StorageUnavailableError({ cause });
  });
}

/**
 * Reads the journaled collections back after the database is loaded (a torn last line is dropped). `trusted`:
 * the records were written under the schemas of this code (the snapshot says so), so they are kept as parsed,
 * unchecked (decision 101); otherwise each is checked and one that no longer fits is dropped.
 */
export async function loadJournal(trusted = false) {
  if (!base) return;
  for (const name of JOURNALED) {
    const file = fileOf(name);
    const trail = db[name];
    let torn = false;
    // Emptied first; each record goes into the columns as it is parsed, its object dying young (decision 113).
    trail.clear();
    try {
      // Streamed: the trail of a network's year is hundreds of megabytes, never held as one text.
      for await (const line of existsSync(file) ? linesOf(file) : []) {
        if (!line.trim()) continue;
        try {
          trail.load(JSON.parse(line), trusted);
        } catch {
          torn = true;
        }
      }
    } finally {
      trail.endLoad();
    }
    onDisk.set(name, torn ? -1 : trail.count());
  }
}
