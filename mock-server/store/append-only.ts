/**
 * An append-only collection outside @msw/data (decisions 101 and 113): the audit trail, 90 % of a network's
 * records, never changed and read through its own index (audit/trail-index.ts). Its records are kept as rows of
 * columns (`Rows`: ../audit/columns.ts), not as objects; a record is made when it is read. It answers the part of
 * @msw/data's Collection the store and the tests use (create, all, count, clear, delete, and the hooks), and what
 * the index reads: the rows' seqs, a record by seq, a range of rows.
 *
 * A record is checked when it is made (`create`), not when it is loaded (`load`) or made by the seed
 * (`create(value, { trusted: true })`). `update` and `updateMany` refuse: nothing changes a record of the trail.
 *
 * Hooks: `create` ({ record, row, seq }) once the row is stored; `delete` ({ deletedRecord, row, seq }) before a
 * row goes, and once ({ deletedRecord: null }) for a `clear()` that emptied rows; `reset` after a `clear()` and
 * after a load (`endLoad`): what was read of the rows before is to be read again.
 */
import type { z } from 'zod';

/** The columns a collection keeps its records in. */
export interface Rows<R> {
  readonly length: number;
  /** Whether the rows are in ascending seq order. */
  readonly ascending: boolean;
  push(record: R): void;
  read(row: number): R;
  seqAt(row: number): number;
  /** Every row's seq, in row order (a view: valid until the next write). */
  seqs(): ArrayLike<number>;
  rowOf(seq: number): number;
  removeAt(row: number): void;
  clear(): void;
}

type Listener = (event: { data: never }) => void;

/** A query as `delete` takes it (the @msw/data form the tests use): `(q) => q.where({ id })`. */
type Where<R> = (q: { where(fields: Partial<R>): unknown }) => unknown;

export class AppendOnlyCollection<S extends z.ZodType<{ seq: number }>, C extends Rows<z.infer<S>>> {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly hooks = {
    on: (event: string, listener: Listener) => {
      let set = this.#listeners.get(event);
      if (!set) this.#listeners.set(event, (set = new Set()));
      set.add(listener);
    },
  };

  /** How many times rows went (a delete, a clear that emptied some): a file written before holds rows gone since. */
  removals = 0;

  constructor(readonly options: { schema: S; rows: C }) {}

  get rows(): C {
    return this.options.rows;
  }

  #emit(event: string, data: unknown) {
    for (const listener of this.#listeners.get(event) ?? []) listener({ data } as { data: never });
  }

  /** Appends a record: checked against the schema unless `trusted` (the seed's own, made by the trail's rule). */
  async create(value: unknown, options?: { trusted?: boolean }): Promise<z.infer<S>> {
    let record = value as z.infer<S>;
    if (!options?.trusted) {
      const parsed = this.options.schema.safeParse(value);
      if (!parsed.success)
        throw new Error(`A record that does not match its schema: ${parsed.error.message}`, {
          cause: parsed.error,
        });
      record = parsed.data;
    }
    const row = this.rows.length;
    this.rows.push(record);
    // The rows read back what they were given (../audit/columns.test.ts): no record made again.
    this.#emit('create', { record, initialValues: value, row, seq: record.seq });
    return record;
  }

  /** Appends a record as loaded from disk: no hook is told until `endLoad()` (not checked again when `trusted`). */
  load(value: unknown, trusted: boolean) {
    this.rows.push(trusted ? (value as z.infer<S>) : this.options.schema.parse(value));
  }

  /** The load is over: the readers of the rows start again from them. */
  endLoad() {
    this.#emit('reset', null);
  }

  /** Every record, made now, in the order appended (the tests' and a reset's copy: nothing else reads them all). */
  all(): Array<z.infer<S>> {
    return this.slice(0, this.rows.length);
  }

  /** Every record, as `all()`. */
  findMany(): Array<z.infer<S>> {
    return this.all();
  }

  /** The records of the rows from `from` to before `to`, made now (the journal's save). */
  slice(from: number, to: number): Array<z.infer<S>> {
    const records: Array<z.infer<S>> = [];
    for (let row = from; row < to; row++) records.push(this.rows.read(row));
    return records;
  }

  /** The record with this seq, made now. */
  get(seq: number): z.infer<S> | undefined {
    const row = this.rows.rowOf(seq);
    return row < 0 ? undefined : this.rows.read(row);
  }

  count() {
    return this.rows.length;
  }

  /** Empties the collection. */
  clear() {
    const emptied = this.rows.length > 0;
    if (emptied) this.removals += 1;
    this.rows.clear();
    if (emptied) this.#emit('delete', { deletedRecord: null });
    this.#emit('reset', null);
  }

  /** Removes the record given (by its seq), or the last one the query matches (a record the disk refused). */
  delete(which: z.infer<S> | Where<z.infer<S>>): z.infer<S> | undefined {
    let row = -1;
    if (typeof which === 'function') {
      let fields: Partial<z.infer<S>> = {};
      which({ where: (wanted) => (fields = wanted) });
      const entries = Object.entries(fields);
      // From the end: the record the recorder takes back is the last, or nearly.
      for (let at = this.rows.length - 1; at >= 0 && row < 0; at--) {
        const record = this.rows.read(at) as Record<string, unknown>;
        if (entries.every(([key, value]) => record[key] === value)) row = at;
      }
    } else row = this.rows.rowOf(which.seq);
    if (row < 0) return undefined;
    const deletedRecord = this.rows.read(row);
    this.#emit('delete', { deletedRecord, row, seq: deletedRecord.seq });
    this.rows.removeAt(row);
    this.removals += 1;
    return deletedRecord;
  }

  update(): Promise<never> {
    return Promise.reject(new Error('The audit trail is append-only: its records are never changed.'));
  }

  updateMany(): Promise<never> {
    return this.update();
  }
}
