/**
 * Records put into an @msw/data collection at once (decision 107's last point): what a scale seed
 * makes by the hundred thousand. `create()` copies each record through its sanitizer, checks the copy with zod
 * (which copies it again), and awaits its hooks: at 100,000 cases about a quarter of the seed's time, and much
 * of the garbage collection after it. `insertMany` checks each record against the collection's schema once and
 * keeps the schema's copy, as `create()` does, without the sanitizer's copy or an await per record (it is
 * async only so that a test can put `create()` in its place).
 *
 * Everything that follows a collection is told as `create()` tells it, so after an insert every index, running
 * total and change log holds what a `create()` of each record would have left (property-tested against that
 * path, ./bulk-insert.test.ts):
 * - the collection's `create` hooks, per record, before the record is appended (as `create()` emits them): the
 *   keys and unread counts (./keyed.ts, notifications/unread.ts), the sweep's flag, live events (quiet during a
 *   seed), the write marks of ./db.ts;
 * - what wraps `create()` instead of listening registers here (`onInsertMany`): the change log notes each record
 *   (./change-log.ts), and the indexes (./indexes.ts `watch`) are made again from the collection on their next
 *   read, as after a load.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { asRecord, HookEvent } from './msw-internals';

/** What a wrapper of a collection's writes is told of an insert: before the records go in, and after. */
export interface InsertListener {
  before?(): void;
  after(records: readonly object[]): void;
}

const listeners = new WeakMap<object, InsertListener[]>();

/** Tells `listener` of every `insertMany` into `collection` (in the order registered, like wrappers). */
export function onInsertMany(collection: unknown, listener: InsertListener) {
  const known = listeners.get(collection as object);
  if (known) known.push(listener);
  else listeners.set(collection as object, [listener]);
}

/** What `insertMany` reaches of an @msw/data collection: its own array (`all()`), its hooks, its schema. */
interface Internals {
  all(): object[];
  options: { schema: z.ZodType<object> };
  hooks: { emit(event: object): boolean; listenerCount(type: string): number };
}

/** What an @msw/data collection is seen as here (its `options` are private to the library's types). */
type Insertable = { all(): object[]; create(value: never): Promise<object> };

/**
 * Puts `values` into `collection` as `create()` of each would, in order, and answers the stored records. A value
 * its schema refuses throws before anything is stored.
 */
export async function insertMany<C extends Insertable>(
  collection: C,
  values: ReadonlyArray<Parameters<C['create']>[0]>,
): Promise<Array<ReturnType<C['all']>[number]>> {
  const target = collection as unknown as Internals;
  const { schema } = target.options;
  const records = values.map((value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new Error(`A record that does not match its schema: ${parsed.error.message}`, {
        cause: parsed.error,
      });
    return asRecord(parsed.data, randomUUID());
  });
  const told = listeners.get(collection) ?? [];
  for (const listener of told) listener.before?.();
  const stored = target.all();
  const hooked = target.hooks.listenerCount('create') > 0;
  records.forEach((record, i) => {
    if (hooked) target.hooks.emit(new HookEvent('create', { data: { record, initialValues: values[i] } }));
    stored.push(record);
  });
  for (const listener of told) listener.after(records);
  return records as Array<ReturnType<C['all']>[number]>;
}
