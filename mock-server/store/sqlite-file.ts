/**
 * The database file (decision 138): one SQLite database (node:sqlite, in the runtime, no native build), in WAL
 * mode. Each saved collection is a table of its records as JSON under their @msw/data key, in the order the
 * collection holds them (`pos`, the rowid: a created record goes last, an updated one keeps its place); the audit
 * trail is a table of its own with the columns its filters and pages look up (by case, actor, action, outcome,
 * time). `meta` says which data version and schemas the records were written under.
 *
 * synchronous=NORMAL: in WAL mode a commit is in the operating system's hands when it returns, so a process
 * killed (kill -9, a crash) loses no acknowledged change; only a power cut may lose the last few (FULL would
 * sync the disk at every commit, several ms each, for a failure the mock does not have to survive).
 */
import { mkdirSync, openSync, readSync, closeSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

/** A table's name for a collection (collection names are identifiers: quoted, never user text). */
export const tableOf = (collection: string) => `"c_${collection}"`;

/**
 * The audit trail's table: the record as JSON (`r`) and, beside it, what its filters and pages look up, lower-cased
 * in JavaScript where the filter compares so (SQLite's lower() folds ASCII only): the case's id and record id, the
 * actor (a `person`: the few actors' id, e-mail and name are in `audit_people`, so the user filter's substring
 * search reads that small table, then the index by person), the e-mail a login tried, the UTC day, and the
 * once-per-session key. `audit_counts` keeps how many records each action, outcome and the two together have,
 * `audit_people.n` each actor's and `audit_tried.n` each e-mail a login tried (with the actor, if any), as each
 * record is inserted (a trigger, so the seed's bulk insert and the recorder's count alike, and a rolled-back insert
 * not at all): a page filtered by one of them carries its total without counting a range of the trail.
 */
const TRAIL_TABLE = `
  CREATE TABLE IF NOT EXISTS audit_events (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    day TEXT NOT NULL,
    case_id TEXT,
    case_key TEXT,
    record_key TEXT,
    actor_id TEXT,
    person INTEGER,
    attempted TEXT,
    action TEXT NOT NULL,
    outcome TEXT NOT NULL,
    dedupe_key TEXT,
    r TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS audit_by_case ON audit_events (case_key, seq);
  CREATE INDEX IF NOT EXISTS audit_by_record ON audit_events (record_key, seq) WHERE record_key IS NOT NULL;
  CREATE INDEX IF NOT EXISTS audit_by_action ON audit_events (action, seq);
  CREATE INDEX IF NOT EXISTS audit_by_outcome ON audit_events (outcome, seq);
  CREATE INDEX IF NOT EXISTS audit_by_action_outcome ON audit_events (action, outcome, seq);
  CREATE INDEX IF NOT EXISTS audit_by_day ON audit_events (day, seq);
  CREATE INDEX IF NOT EXISTS audit_by_dedupe ON audit_events (dedupe_key) WHERE dedupe_key IS NOT NULL;
  CREATE INDEX IF NOT EXISTS audit_by_person ON audit_events (person, seq);
  CREATE INDEX IF NOT EXISTS audit_by_attempted ON audit_events (attempted, seq) WHERE attempted IS NOT NULL;
  CREATE TABLE IF NOT EXISTS audit_people (
    id INTEGER PRIMARY KEY,
    actor_key TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    actor_name TEXT NOT NULL,
    n INTEGER NOT NULL DEFAULT 0,
    UNIQUE (actor_key, actor_email, actor_name)
  );
  CREATE TABLE IF NOT EXISTS audit_counts (key TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS audit_tried (
    attempted TEXT NOT NULL,
    person INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (attempted, person)
  ) WITHOUT ROWID;
  CREATE TRIGGER IF NOT EXISTS audit_counted AFTER INSERT ON audit_events BEGIN
    INSERT INTO audit_counts (key, n)
      VALUES ('a:' || NEW.action, 1), ('o:' || NEW.outcome, 1), ('ao:' || NEW.action || ':' || NEW.outcome, 1)
      ON CONFLICT (key) DO UPDATE SET n = n + 1;
    UPDATE audit_people SET n = n + 1 WHERE id = NEW.person;
    INSERT INTO audit_tried (attempted, person, n) SELECT NEW.attempted, coalesce(NEW.person, 0), 1
      WHERE NEW.attempted IS NOT NULL
      ON CONFLICT (attempted, person) DO UPDATE SET n = n + 1;
  END;
`;

/** The trail's columns, in the order the insert names them. */
export const TRAIL_COLUMNS = [
  'seq',
  'at',
  'day',
  'case_id',
  'case_key',
  'record_key',
  'actor_id',
  'person',
  'attempted',
  'action',
  'outcome',
  'dedupe_key',
  'r',
] as const;

/**
 * Drops the trail's tables of an older shape (before data version 16 actors' counts were not kept): the file is
 * reseeded then anyway, as its data version differs (./persistence.ts).
 */
function dropOlderTrail(db: DatabaseSync) {
  const columnsOf = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(({ name }) => name);
  if (columnsOf('audit_events').length && !columnsOf('audit_people').includes('n'))
    db.exec(
      'DROP TABLE audit_events; DROP TABLE IF EXISTS audit_people; DROP TABLE IF EXISTS audit_counts; DROP TABLE IF EXISTS audit_tried',
    );
}

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\u0000';

/** Whether `file` exists and is not a SQLite database (the snapshot and change logs of an older mock). */
export function isOlderFormat(file: string): boolean {
  if (!existsSync(file)) return false;
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, 16, 0);
    return read > 0 && head.toString('latin1', 0, read) !== SQLITE_HEADER.slice(0, read);
  } finally {
    closeSync(fd);
  }
}

export type Statements = {
  insert: StatementSync;
  upsert: StatementSync;
  remove: StatementSync;
  clear: StatementSync;
  all: StatementSync;
};

export class SqliteFile {
  readonly db: DatabaseSync;
  readonly #statements = new Map<string, Statements>();
  /** The trail's statements by their text, prepared on first use (../audit/trail-table.ts). */
  readonly #prepared = new Map<string, StatementSync>();

  constructor(
    readonly file: string,
    collections: readonly string[],
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    // timeout 0: the mock is the file's one writer, so a lock held elsewhere is a fault, answered 503 at once.
    this.db = new DatabaseSync(file, { timeout: 0 });
    try {
      this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      this.db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
      for (const name of collections)
        this.db.exec(
          `CREATE TABLE IF NOT EXISTS ${tableOf(name)} (pos INTEGER PRIMARY KEY, k TEXT NOT NULL UNIQUE, r TEXT NOT NULL)`,
        );
      dropOlderTrail(this.db);
      this.db.exec(TRAIL_TABLE);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  statements(collection: string): Statements {
    let found = this.#statements.get(collection);
    if (found) return found;
    const table = tableOf(collection);
    found = {
      insert: this.db.prepare(`INSERT INTO ${table} (k, r) VALUES (?, ?)`),
      upsert: this.db.prepare(
        `INSERT INTO ${table} (k, r) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET r = excluded.r`,
      ),
      remove: this.db.prepare(`DELETE FROM ${table} WHERE k = ?`),
      clear: this.db.prepare(`DELETE FROM ${table}`),
      all: this.db.prepare(`SELECT k, r FROM ${table} ORDER BY pos`),
    };
    this.#statements.set(collection, found);
    return found;
  }

  /** A statement prepared once per connection (a page's query differs only by which filters it has). */
  prepared(sql: string): StatementSync {
    let found = this.#prepared.get(sql);
    if (!found) this.#prepared.set(sql, (found = this.db.prepare(sql)));
    return found;
  }

  meta(key: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
      { value: string } | undefined;
    return row?.value;
  }

  setMeta(key: string, value: string) {
    this.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  /** Runs `work` in one transaction: committed whole, or rolled back whole when it throws. */
  transaction(work: () => void) {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      work();
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.isTransaction) {
        try {
          this.db.exec('ROLLBACK');
        } catch {
          // The connection is closed after a failure anyway (persistence.ts): the file keeps its last commit.
        }
      }
      throw error;
    }
  }

  /**
   * Puts back, from the database file `copy` (the seed's), the tables of these collections and the trail as the copy
   * has it, in one transaction: the trail is only ever appended to, so the rows after the copy's last go, and its
   * counts and people are the copy's.
   */
  putBackFrom(copy: string, collections: readonly string[]) {
    this.db.prepare('ATTACH DATABASE ? AS copy').run(copy);
    try {
      this.transaction(() => {
        for (const table of [...collections.map(tableOf), 'audit_counts', 'audit_people', 'audit_tried'])
          this.db.exec(`DELETE FROM main.${table}; INSERT INTO main.${table} SELECT * FROM copy.${table}`);
        this.db.exec(
          'DELETE FROM main.audit_events WHERE seq > (SELECT coalesce(max(seq), 0) FROM copy.audit_events)',
        );
      });
    } finally {
      this.db.exec('DETACH DATABASE copy');
    }
  }

  close() {
    try {
      this.db.close();
    } catch {
      // Already closed, or the file went: nothing more to release.
    }
  }
}

/**
 * The stored database as plain records per collection, the audit trail's under `auditEvents` (what the tests and
 * the bench read back); null when the file holds none.
 */
export function readCollections(file: string): Record<string, Array<Record<string, unknown>>> | null {
  if (!existsSync(file) || isOlderFormat(file)) return null;
  const reader = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = reader
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'c\\_%' ESCAPE '\\'")
      .all() as Array<{ name: string }>;
    if (!tables.length) return null;
    const parse = (rows: unknown[]) =>
      rows.map((row) => JSON.parse((row as { r: string }).r) as Record<string, unknown>);
    const collections: Record<string, Array<Record<string, unknown>>> = {};
    for (const { name } of tables)
      collections[name.slice(2)] = parse(reader.prepare(`SELECT r FROM "${name}" ORDER BY pos`).all());
    collections['auditEvents'] = parse(reader.prepare('SELECT r FROM audit_events ORDER BY seq').all());
    return collections;
  } finally {
    reader.close();
  }
}
