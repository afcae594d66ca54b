/**
 * The database's files (decision 100): a snapshot and the change logs written since it, the way Redis's
 * append-only file and SQLite's write-ahead log work.
 *
 * - `<file>` (MOCK_DATA_FILE): the snapshot. A JSON header line (format, data version, generation S, the
 *   collections), then one line per record, `collection TAB key TAB record-json`, then an end line with the
 *   count and the SHA-256 of every byte before it (decision 107: a file as written is loaded unchecked). Written
 *   to a temporary file and renamed over the old one, so it is whole or absent.
 * - `<file>.log.<G>`: the changes of generation G, one line per write: `{"changes":[…]}` (./change-log.ts). A line
 *   is the unit of a write: one cut short by a crash does not parse and is dropped whole.
 *
 * The snapshot of generation S holds everything the logs before S held; loading replays the logs ≥ S over it in
 * order. A crash at any step of a compaction leaves files that load to the same database.
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Change } from './change-log';

export const SNAPSHOT_FORMAT = 'pathbridge-mock-snapshot';

export type SnapshotHeader = {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  generation: number;
  savedAt: string;
  collections: string[];
  /** The hash of the collections' schemas the records were written under (persistence.ts schemaFingerprint). */
  schemas?: string;
};

/** A collection's records as the files hold them: key → record (parsed from a snapshot's line or a log's change). */
export type StoredRecords = Map<string, object>;

export const logFile = (file: string, generation: number) => `${file}.log.${generation}`;

/** The generations of the change logs beside `file`, ascending. */
export async function logGenerations(file: string): Promise<number[]> {
  const prefix = `${path.basename(file)}.log.`;
  const names = existsSync(path.dirname(file)) ? await readdir(path.dirname(file)) : [];
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

/** Removes the change logs older than `generation` (a snapshot of it holds them). */
export async function removeLogsBefore(file: string, generation: number) {
  for (const older of await logGenerations(file))
    if (older < generation) await rm(logFile(file, older), { force: true });
}

/** One log line: the changes of one write. */
export const logLine = (changes: readonly Change[]) => `${JSON.stringify({ changes })}\n`;

/** Snapshots written by this process (each to a temporary file of its own). */
let written = 0;

/**
 * Writes a snapshot of `records` (each collection's records as they were at one moment: @msw/data replaces a
 * record on update, never changes it, so the arrays taken then stay that moment's) to a temporary file, a few
 * hundred records at a time so requests are answered meanwhile, and renames it over `file`. Resolves its size.
 */
export async function writeSnapshot(
  file: string,
  header: Omit<SnapshotHeader, 'format' | 'savedAt'>,
  records: ReadonlyMap<string, readonly object[]>,
  keyOf: (record: object) => string,
): Promise<number> {
  const temporary = `${file}.${process.pid}.${(written += 1)}.tmp`;
  const out = createWriteStream(temporary);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  let bytes = 0;
  let count = 0;
  const digest = createHash('sha256');
  try {
    const head: SnapshotHeader = { format: SNAPSHOT_FORMAT, savedAt: new Date().toISOString(), ...header };
    let chunk = `${JSON.stringify(head)}\n`;
    for (const [name, list] of records) {
      for (const record of list) {
        chunk += `${name}\t${keyOf(record)}\t${JSON.stringify(record)}\n`;
        count += 1;
        if (chunk.length > 256 * 1024) {
          bytes += Buffer.byteLength(chunk);
          digest.update(chunk);
          await write(chunk);
          chunk = '';
          // Let requests in between chunks: a snapshot of 100,000 cases is written in the background.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    }
    digest.update(chunk);
    chunk += endLine(count, digest);
    bytes += Buffer.byteLength(chunk);
    out.end(chunk);
    await finished;
    await rename(temporary, file);
    return bytes;
  } catch (error) {
    out.destroy();
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** A snapshot's end line: its count of records and the hash of every byte before it (`digest` fed them all). */
export const endLine = (records: number, digest: Hash) =>
  `${JSON.stringify({ end: true, records, sha256: digest.digest('base64url') })}\n`;

/**
 * Lines of a file, streamed (the non-empty ones). Each is decoded from the bytes on its own: readline's lines are
 * slices of its decoded chunks, which keep a whole chunk alive as long as a slice of it is kept, and its search
 * for line ends took a tenth of a start (decision 101).
 */
export async function* linesOf(file: string, digest?: Hash) {
  let rest: Buffer | null = null;
  /** With `digest`: the last whole line read, not yet fed to it (it may be the file's last). */
  let held: Buffer | null = null;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const bytes: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = bytes.indexOf(10, start); end >= 0; end = bytes.indexOf(10, start)) {
      const stop = end > start && bytes[end - 1] === 13 ? end - 1 : end;
      if (stop > start) yield bytes.toString('utf8', start, stop);
      start = end + 1;
    }
    if (digest && start > 0) {
      // Every byte but the file's last line, fed in the chunks read (not line by line).
      if (held) digest.update(held);
      const last = start >= 2 ? bytes.lastIndexOf(10, start - 2) + 1 : 0;
      if (last > 0) digest.update(bytes.subarray(0, last));
      held = bytes.subarray(last, start);
    }
    rest = start < bytes.length ? bytes.subarray(start) : null;
  }
  if (rest?.length) {
    if (digest && held) digest.update(held);
    yield rest.toString('utf8');
  }
}

export type LoadedFiles = {
  header: SnapshotHeader;
  /** Each collection's records, in their order, with every log's changes applied. */
  collections: Map<string, StoredRecords>;
  /** Generation the next changes go to: the newest log's (or the snapshot's). */
  generation: number;
  snapshotBytes: number;
  /** What the logs since the snapshot hold, and the newest one alone. */
  logBytes: number;
  lastLogBytes: number;
  /** Log lines that did not parse (a write cut short by a crash, or a refused one): dropped whole. */
  dropped: number;
  /** The snapshot is as written: its end line's hash is that of every byte before it (decision 107). */
  intact: boolean;
  /** The records the logs set (over the snapshot's): not vouched for by its hash. */
  replayed: Set<object>;
};

/**
 * A copy of a string cut from a line that does not keep the line alive: V8 makes a slice of 13 characters or more a
 * view of its parent, so a record's key (a 36-character UUID, kept as its primary key) kept its whole line's text,
 * ~440 MB at 100,000 seeded cases (decision 107).
 */
const own = (text: string) => JSON.parse(JSON.stringify(text)) as string;

/**
 * The strings of a snapshot's records, each value once: JSON.parse makes a string of every value longer than ten
 * characters anew, so the names, ISO times, slide ids and texts repeated across 100,000 cases were held once per
 * record (~170 MB of a 250× network's heap; docs/performance.md). `StringTable.share` replaces each
 * such value, in place, by the first copy seen; the table lives while the snapshot is read, at most SHARED_STRINGS
 * values (then it starts again).
 *
 * A field whose values do not repeat (a record's own id, a case's record id, a slide's specimen id: a quarter of
 * the values at 250×) is looked up SAMPLE times, then no more: each lookup of a new value hashed it and grew the
 * table, and those were most of the sharing's cost in the start (docs/performance.md). A field is a
 * place in a collection's records (`cases` › `slides` › `subsections` › `id`; an array's items are its field's).
 */
const SHARED_STRINGS = 1 << 20;
/** A field's values looked up before its share of repeats is judged. */
export const SAMPLE = 256;

/** Whether a field whose values were looked up `looked` times, `found` of them already in the table, still is. */
const keepsLooking = (looked: number, found: number) => looked < SAMPLE || found * 8 >= looked;

type Field = { looked: number; found: number; fields: Map<string, Field> | undefined };
const newField = (): Field => ({ looked: 0, found: 0, fields: undefined });

function fieldOf(parent: Field, key: string): Field {
  const fields = (parent.fields ??= new Map());
  let field = fields.get(key);
  if (!field) fields.set(key, (field = newField()));
  return field;
}

export class StringTable {
  /** Each value once: its first copy. */
  readonly values = new Map<string, string>();
  readonly #collections = newField();

  /** Replaces the long strings of `record`, a record of `collection`, by their first copies (in place). */
  share(collection: string, record: object) {
    this.#walk(record, fieldOf(this.#collections, collection));
  }

  #shared(text: string, field: Field): string {
    field.looked += 1;
    const kept = this.values.get(text);
    if (kept !== undefined) {
      field.found += 1;
      return kept;
    }
    if (this.values.size >= SHARED_STRINGS) this.values.clear();
    this.values.set(text, text);
    return text;
  }

  #walk(value: object, field: Field): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === 'string') {
          if (item.length > 10 && keepsLooking(field.looked, field.found))
            value[i] = this.#shared(item, field);
        } else if (typeof item === 'object' && item !== null) this.#walk(item, field);
      }
      return;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const item = record[key];
      if (typeof item === 'string') {
        if (item.length <= 10) continue;
        const inner = fieldOf(field, key);
        if (keepsLooking(inner.looked, inner.found)) record[key] = this.#shared(item, inner);
      } else if (typeof item === 'object' && item !== null) this.#walk(item, fieldOf(field, key));
    }
  }
}

/**
 * Reads the snapshot and replays the logs after it; null when there is no whole snapshot. `wanted` limits which
 * collections are kept (all by default).
 */
export async function readStore(file: string, wanted?: ReadonlySet<string>): Promise<LoadedFiles | null> {
  if (!existsSync(file)) return null;
  let header: SnapshotHeader | null = null;
  let ended = false;
  let hash: string | undefined;
  const digest = createHash('sha256');
  const strings = new StringTable();
  const collections = new Map<string, StoredRecords>();
  const recordsOf = (name: string) => {
    let records = collections.get(name);
    if (!records) collections.set(name, (records = new Map()));
    return records;
  };
  for await (const line of linesOf(file, digest)) {
    if (!header) {
      header = JSON.parse(line) as SnapshotHeader;
      if (header.format !== SNAPSHOT_FORMAT) return null;
      for (const name of header.collections) if (!wanted || wanted.has(name)) recordsOf(name);
      continue;
    }
    const first = line.indexOf('\t');
    if (first < 0) {
      const end = JSON.parse(line) as { end?: boolean; sha256?: string };
      ended = end.end === true;
      hash = end.sha256;
      continue;
    }
    const second = line.indexOf('\t', first + 1);
    const name = line.slice(0, first);
    // Parsed as read (decision 101): a snapshot's text held whole until its records are made doubled the start's peak.
    if (!wanted || wanted.has(name)) {
      const record = JSON.parse(line.slice(second + 1)) as object;
      strings.share(name, record);
      recordsOf(name).set(own(line.slice(first + 1, second)), record);
    }
  }
  if (!header || !ended) return null;
  // The digest took every byte but the last line: the end line's hash matches only if it is that line.
  const intact = hash !== undefined && hash === digest.digest('base64url');
  const replayed = new Set<object>();

  let logBytes = 0;
  let lastLogBytes = 0;
  let dropped = 0;
  let generation = header.generation;
  for (const logGeneration of await logGenerations(file)) {
    if (logGeneration < header.generation) continue;
    generation = logGeneration;
    const text = await readFile(logFile(file, logGeneration), 'utf8');
    lastLogBytes = Buffer.byteLength(text);
    logBytes += lastLogBytes;
    for (const line of text.split('\n')) {
      if (!line) continue;
      let changes: Change[];
      try {
        changes = (JSON.parse(line) as { changes: Change[] }).changes;
      } catch {
        dropped += 1;
        continue;
      }
      for (const change of changes) {
        if (wanted && !wanted.has(change.c)) continue;
        const records = recordsOf(change.c);
        if ('clear' in change) records.clear();
        else if ('d' in change) records.delete(change.k);
        else {
          records.set(change.k, change.r as object);
          replayed.add(change.r as object);
        }
      }
    }
  }
  const { size: snapshotBytes } = await stat(file);
  return {
    header,
    collections,
    generation,
    snapshotBytes,
    logBytes,
    lastLogBytes,
    dropped,
    intact,
    replayed,
  };
}

/** Each collection's records as plain values. */
export function plainCollections(files: LoadedFiles): Record<string, Array<Record<string, unknown>>> {
  return Object.fromEntries(
    [...files.collections].map(([name, records]) => [
      name,
      [...records.values()] as Array<Record<string, unknown>>,
    ]),
  );
}

/** The stored database as plain records per collection (the tests read it so). */
export async function readCollections(file: string): Promise<Record<string, unknown[]> | null> {
  const files = await readStore(file);
  return files && plainCollections(files);
}
