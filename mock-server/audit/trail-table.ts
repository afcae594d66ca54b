/**
 * The audit trail is the `audit_events` table (decision 138), not a collection in memory: each record a row, read
 * back when a query asks for it (./trail-query.ts). It answers the part of a collection the store, the reset and
 * the tests use (create, all, get, count, clear, and the hooks db.ts counts writes by); `update` refuses, as
 * nothing changes a record of the trail.
 *
 * The table is the database file's when persistence is on (the recorder's row goes in the operation's commit,
 * ../store/persistence.ts), else a database in memory of its own (the in-process tests), so every read is SQL.
 */
import type { z } from 'zod';
import { SqliteFile, TRAIL_COLUMNS } from '../store/sqlite-file';
import type { AuditEvent } from './rules';

export type StoredAuditEvent = AuditEvent & {
  seq: number;
  sessionKey: string | null;
  dedupeKey: string | null;
};

const INSERT = `INSERT INTO audit_events (${TRAIL_COLUMNS.join(', ')}) VALUES (${TRAIL_COLUMNS.map(() => '?').join(', ')})`;

const lower = (text: string | null | undefined) => (text == null ? null : text.toLowerCase());

/** The record in the order the contract lists its fields (what GET /api/admin/audit answers, byte for byte). */
function canonical(record: StoredAuditEvent): StoredAuditEvent {
  const { actor, target } = record;
  return {
    id: record.id,
    at: record.at,
    actor: actor && { userId: actor.userId, name: actor.name, email: actor.email, role: actor.role },
    attemptedEmail: record.attemptedEmail,
    action: record.action,
    target: { type: target.type, id: target.id },
    caseId: record.caseId,
    caseRecordId: record.caseRecordId,
    outcome: record.outcome,
    status: record.status,
    clientAddress: record.clientAddress,
    detail: record.detail,
    seq: record.seq,
    sessionKey: record.sessionKey,
    dedupeKey: record.dedupeKey,
  };
}

/** Each connection's people (an actor's lower-cased id, e-mail and name) by those, as `audit_people` numbers them. */
const peopleOf = new WeakMap<SqliteFile, Map<string, number>>();

/**
 * The actor's number in `audit_people`, added if new. Known ones are remembered per connection: a commit that
 * fails closes its connection, so a number a rolled-back insert gave is never reused.
 */
function personOf(store: SqliteFile, actor: StoredAuditEvent['actor']): number | null {
  if (!actor) return null;
  const person = [actor.userId.toLowerCase(), actor.email.toLowerCase(), actor.name.toLowerCase()];
  const key = person.join('\u0000');
  let people = peopleOf.get(store);
  if (!people) peopleOf.set(store, (people = new Map()));
  let id = people.get(key);
  if (id === undefined) {
    store
      .prepared(
        'INSERT INTO audit_people (actor_key, actor_email, actor_name) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(...person);
    const row = store
      .prepared('SELECT id FROM audit_people WHERE actor_key = ? AND actor_email = ? AND actor_name = ?')
      .get(...person) as { id: number };
    people.set(key, (id = row.id));
  }
  return id;
}

/** The row's values, in TRAIL_COLUMNS' order. */
function rowOf(store: SqliteFile, record: StoredAuditEvent) {
  const { actor } = record;
  return [
    record.seq,
    record.at,
    record.at.slice(0, 10),
    record.caseId,
    lower(record.caseId),
    lower(record.caseRecordId),
    actor?.userId ?? null,
    personOf(store, actor),
    lower(record.attemptedEmail),
    record.action,
    record.outcome,
    record.dedupeKey,
    JSON.stringify(canonical(record)),
  ];
}

/** Inserts a record as a row of the trail's table on `store`'s connection (the bench's scaled files too). */
export const putTrailRow = (store: SqliteFile, record: StoredAuditEvent) =>
  void store.prepared(INSERT).run(...rowOf(store, record));

export const recordOfRow = (row: unknown) => JSON.parse((row as { r: string }).r) as StoredAuditEvent;

type Listener = (event: { data: never }) => void;

export class TrailTable<S extends z.ZodType<StoredAuditEvent>> {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly hooks = {
    on: (event: string, listener: Listener) => {
      let set = this.#listeners.get(event);
      if (!set) this.#listeners.set(event, (set = new Set()));
      set.add(listener);
    },
  };
  #own: SqliteFile | null = null;
  #store: () => SqliteFile = () => (this.#own ??= new SqliteFile(':memory:', []));
  /** The rows' count, kept while the same connection is read (a page without filters needs no count(*)). */
  #count: { store: SqliteFile; rows: number } | null = null;

  constructor(readonly options: { schema: S }) {}

  /** Where the table is: the database file's connection when persistence is on (../store/persistence.ts). */
  useStore(store: () => SqliteFile | null) {
    this.#store = () => store() ?? (this.#own ??= new SqliteFile(':memory:', []));
    this.#count = null;
  }

  /** The connection the trail is read and written through now. */
  get store(): SqliteFile {
    return this.#store();
  }

  #emit(event: string, data: unknown) {
    for (const listener of this.#listeners.get(event) ?? []) listener({ data } as { data: never });
  }

  /** The record as the schema has it, or an error saying why not. */
  check(value: unknown): z.infer<S> {
    const parsed = this.options.schema.safeParse(value);
    if (!parsed.success)
      throw new Error(`A record that does not match its schema: ${parsed.error.message}`, {
        cause: parsed.error,
      });
    return parsed.data;
  }

  /** Inserts a checked record now, on the current connection (inside its transaction when one is open). */
  insert(record: StoredAuditEvent) {
    const store = this.store;
    putTrailRow(store, record);
    if (this.#count?.store === store) this.#count.rows += 1;
    this.#emit('create', { record });
  }

  /** Appends a record, checked against the schema (a test's or a reset's; the recorder's goes by its commit). */
  async create(value: unknown): Promise<z.infer<S>> {
    const record = this.check(value);
    this.insert(record);
    return record;
  }

  /** Inserts records made by the trail's own rule (a seed), unchecked, in one transaction. */
  insertMany(records: Iterable<StoredAuditEvent>): number {
    const store = this.store;
    const insert = store.prepared(INSERT);
    let rows = 0;
    store.transaction(() => {
      for (const record of records) {
        insert.run(...rowOf(store, record));
        rows += 1;
      }
    });
    this.#count = null;
    if (rows) this.#emit('create', { rows });
    return rows;
  }

  /** Every record in seq order (the tests' and a reset's copy: no page reads them all). */
  all(): z.infer<S>[] {
    return this.store
      .prepared('SELECT r FROM audit_events ORDER BY seq')
      .all()
      .map(recordOfRow) as z.infer<S>[];
  }

  /** The record with this seq. */
  get(seq: number): z.infer<S> | undefined {
    const row = this.store.prepared('SELECT r FROM audit_events WHERE seq = ?').get(seq);
    return row ? (recordOfRow(row) as z.infer<S>) : undefined;
  }

  count(): number {
    const store = this.store;
    if (this.#count?.store !== store) {
      const { n } = store.prepared('SELECT count(*) AS n FROM audit_events').get() as { n: number };
      this.#count = { store, rows: n };
    }
    return this.#count.rows;
  }

  /** Forgets what it keeps of the rows (their count, the people's numbers): the table was put back under it. */
  forget() {
    this.#count = null;
    peopleOf.delete(this.store);
  }

  /** Empties the trail. */
  clear() {
    const store = this.store;
    store.prepared('DELETE FROM audit_events').run();
    store.prepared('DELETE FROM audit_counts').run();
    store.prepared('DELETE FROM audit_tried').run();
    store.prepared('UPDATE audit_people SET n = 0').run();
    this.#count = { store, rows: 0 };
    this.#emit('delete', { deletedRecord: null });
  }

  update(): Promise<never> {
    return Promise.reject(new Error('The audit trail is append-only: its records are never changed.'));
  }

  updateMany(): Promise<never> {
    return this.update();
  }
}
