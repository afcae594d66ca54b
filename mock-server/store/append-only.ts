/**
 * An append-only collection outside @msw/data (decision 101): the audit trail, 90 % of a network's records,
 * never changed and read through its own index (audit/trail-index.ts). It answers the part of @msw/data's
 * Collection the store and the trail use (create, all, count, clear, delete, and the create and delete hooks),
 * and keeps each record as the plain object it is: @msw/data's create copied it, checked it against its schema,
 * gave it a primary key and a relation map, ~1,300 bytes a record; here a record is checked when it is made
 * (`create`) and not when it is loaded (`refill`) or made by the seed (`create(value, { trusted: true })`), and
 * `compact` lets it share what it has in common with others (its actor, its target, its case's ids).
 *
 * `update` and `updateMany` refuse: nothing changes a record of the trail.
 */
import type { z } from 'zod';

export interface Compactor<R> {
  keep<T extends R>(record: T): T;
  forget(): void;
}

type Listener = (event: { data: never }) => void;

/** A query as `delete` takes it (the @msw/data form the tests use): `(q) => q.where({ id })`. */
type Where<R> = (q: { where(fields: Partial<R>): unknown }) => unknown;

export class AppendOnlyCollection<S extends z.ZodType<object>> {
  #records: Array<z.infer<S>> = [];
  #refill: ReadonlyArray<z.infer<S>> | null = null;
  #refillKept = false;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly hooks = {
    on: (event: string, listener: Listener) => {
      let set = this.#listeners.get(event);
      if (!set) this.#listeners.set(event, (set = new Set()));
      set.add(listener);
    },
  };

  constructor(
    readonly options: {
      schema: S;
      /** Makes the record kept share what it repeats of others; forgets what it shares when the records go. */
      compact?: Compactor<z.infer<S>>;
    },
  ) {}

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
    record = this.options.compact?.keep(record) ?? record;
    this.#emit('create', { record, initialValues: value });
    this.#records.push(record);
    return record;
  }

  /** Every record, in the order appended (the collection's own array, as @msw/data's all() gives it). */
  all(): Array<z.infer<S>> {
    return this.#records;
  }

  /** Every record, a copy (the oracle of the tests; nothing else scans the trail). */
  findMany(): Array<z.infer<S>> {
    return [...this.#records];
  }

  count() {
    return this.#records.length;
  }

  /**
   * Makes a record about to be loaded share what it repeats of the records kept (a load does so as it parses, so
   * the repeated copies die young instead of all being held until the load ends; decision 107). Such records are
   * then given to `refill(records, { kept: true })`, after a `clear()`.
   */
  keep(record: z.infer<S>): z.infer<S> {
    return this.options.compact?.keep(record) ?? record;
  }

  /** Empties the collection. */
  clear() {
    const gone = this.#records;
    this.#records = [];
    if (!this.#refillKept) this.options.compact?.forget();
    if (this.#listeners.get('delete')?.size)
      for (const deletedRecord of gone) this.#emit('delete', { deletedRecord });
    const refill = this.#refill;
    this.#refill = null;
    if (!refill) return;
    const compact = this.#refillKept ? undefined : this.options.compact;
    this.#records = compact ? refill.map((record) => compact.keep(record)) : [...refill];
  }

  /**
   * Replaces the records with `records` (a load from disk: not checked again) through clear(), so what wraps it
   * (the trail's index) starts again from them. `kept`: each went through `keep()` since the last `clear()`, so
   * they share with one another already (the compactor remembers them).
   */
  refill(records: ReadonlyArray<z.infer<S>>, options?: { kept?: boolean }) {
    this.#refill = records;
    this.#refillKept = options?.kept === true;
    try {
      this.clear();
    } finally {
      this.#refill = null;
      this.#refillKept = false;
    }
  }

  /** Removes the record given, or the last one the query matches (a record the disk refused: the newest). */
  delete(which: z.infer<S> | Where<z.infer<S>>): z.infer<S> | undefined {
    let at: number;
    if (typeof which === 'function') {
      let fields: Partial<z.infer<S>> = {};
      which({ where: (wanted) => (fields = wanted) });
      const entries = Object.entries(fields);
      at = this.#records.findLastIndex((record) =>
        entries.every(([key, value]) => (record as Record<string, unknown>)[key] === value),
      );
    } else at = this.#records.lastIndexOf(which);
    if (at < 0) return undefined;
    const [deletedRecord] = this.#records.splice(at, 1);
    this.#emit('delete', { deletedRecord });
    return deletedRecord;
  }

  update(): Promise<never> {
    return Promise.reject(new Error('The audit trail is append-only: its records are never changed.'));
  }

  updateMany(): Promise<never> {
    return this.update();
  }
}
