/**
 * Append-only collections on disk (the audit trail, decision 082): a file beside the database
 * (`<MOCK_DATA_FILE>.<collection>.cols`), appended as records are added, never rewritten with the database. Every
 * case read adds an audit record; rewriting the 1.5 MB database for each cost ~14 ms of CPU a read, an append costs
 * well under one. A reset that empties the collection empties the file.
 *
 * The file holds the collection's columns as they lie in memory (decision 119, ./frames.ts): each save appends a
 * frame of the rows added since the last one, their columns' bytes and the entries the tables of shared values
 * gained meanwhile, so a start copies a million records' columns back instead of parsing a line of JSON each. A
 * file from before (`.jsonl`, one JSON record per line) is read line by line once and written in columns at the
 * next save.
 */
import { existsSync } from 'node:fs';
import { appendFile, rm } from 'node:fs/promises';
import { ensureFolder, forgetFolders } from './data-folder';
import path from 'node:path';
import type { TableMarks } from './append-only';
import { db } from './db';
import { readFrames, rowsFrame, writeRowsFile } from './frames';
import { StorageUnavailableError } from './write-queue';
import { linesOf } from './store-files';

export const JOURNALED = ['auditEvents'] as const;
type Journaled = (typeof JOURNALED)[number];

let base: string | null = null;
/**
 * What each collection's file holds: its rows, how much of the tables, and the collection's removals when it was
 * written (a row gone since: the file is written whole); null when unknown (written whole next).
 */
const onDisk = new Map<Journaled, { rows: number; marks: TableMarks; removals: number } | null>();
let chain: Promise<void> = Promise.resolve();

/** The journal's file of a collection beside `dataFile`. */
export const journalFileOf = (dataFile: string, name: Journaled) => `${dataFile}.${name}.cols`;
/** The file before decision 119: one JSON record per line. */
const linesFileOf = (dataFile: string, name: Journaled) => `${dataFile}.${name}.jsonl`;

async function writeWhole(name: Journaled, count: number): Promise<TableMarks> {
  const marks = await writeRowsFile(journalFileOf(base!, name), db[name].rows, count);
  // The file before decision 119, read at the start, is now held by this one.
  await rm(linesFileOf(base!, name), { force: true });
  return marks;
}

export function enableJournal(dataFile: string | null) {
  base = dataFile;
  for (const name of JOURNALED) onDisk.set(name, null);
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
      const { removals } = db[name];
      const known = onDisk.get(name) ?? null;
      if (count === known?.rows && removals === known.removals) continue;
      await ensureFolder(path.dirname(journalFileOf(base!, name)));
      if (!known || removals !== known.removals)
        onDisk.set(name, { rows: count, marks: await writeWhole(name, count), removals });
      else {
        const appended = rowsFrame(db[name].rows, known.rows, count, known.marks);
        await appendFile(journalFileOf(base!, name), appended.bytes);
        onDisk.set(name, { rows: count, marks: appended.marks, removals });
      }
    }
  });
  chain = run.catch(() => {
    // A failed save leaves the file's state unknown: the next save writes it whole (its folder made again).
    forgetFolders();
    for (const name of JOURNALED) onDisk.set(name, null);
  });
  return run.catch((cause: unknown) => {
    throw new StorageUnavailableError({ cause });
  });
}

/** Reads a collection's file of frames into it; whether memory is now what the file holds (nothing dropped). */
async function loadColumns(name: Journaled, file: string, trusted: boolean): Promise<boolean> {
  const trail = db[name];
  let rows = 0;
  let dropped = 0;
  const end = await readFrames(file, (payload) => {
    const from = payload.readUInt32LE(0);
    const count = payload.readUInt32LE(4);
    if (from !== rows) throw new Error(`A frame of rows from ${from} where ${rows} was next.`);
    dropped += trail.loadEncoded(payload.subarray(8), count, trusted);
    rows += count;
  });
  if (end === 'damaged' || end === 'foreign')
    console.warn(
      end === 'foreign'
        ? `mock: ${file} is not a file of the audit trail this mock writes; the trail starts empty and the file is written anew at the next save.`
        : `mock: ${file} is damaged after its first ${rows} records; they are loaded, the rest is dropped, and the file is written whole at the next save.`,
    );
  return end === 'whole' && dropped === 0;
}

/** Reads a collection's file from before decision 119, a JSON record a line (a torn last line is dropped). */
async function loadLines(name: Journaled, file: string, trusted: boolean) {
  const trail = db[name];
  console.log(`mock: reading the audit trail from ${file}; it is written in columns at the next save.`);
  // Streamed: the trail of a network's year is hundreds of megabytes, never held as one text.
  for await (const line of linesOf(file)) {
    if (!line.trim()) continue;
    try {
      trail.load(JSON.parse(line), trusted);
    } catch {
      // A torn last line, or a record the schemas refuse: dropped.
    }
  }
}

/**
 * Reads the journaled collections back after the database is loaded. `trusted`: the records were written under
 * the schemas of this code (the snapshot says so), so they are kept as read, unchecked (decision 101); otherwise
 * each is checked and one that no longer fits is dropped.
 */
export async function loadJournal(trusted = false) {
  if (!base) return;
  for (const name of JOURNALED) {
    const file = journalFileOf(base, name);
    let asOnDisk = false;
    // Emptied first; the rows go into the columns as read (decisions 113 and 119).
    db[name].clear();
    try {
      if (existsSync(file)) asOnDisk = await loadColumns(name, file, trusted);
      else if (existsSync(linesFileOf(base, name))) await loadLines(name, linesFileOf(base, name), trusted);
    } finally {
      db[name].endLoad();
    }
    const { rows, removals } = db[name];
    onDisk.set(name, asOnDisk ? { rows: rows.length, marks: rows.tableMarks(), removals } : null);
  }
}
