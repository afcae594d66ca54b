/**
 * What the store needs of @msw/data 1.1.7 that the library does not export (decision 101): the symbols a record
 * keeps its primary key and relation map under, and its hooks' event class, each found on a probe at start (a
 * version that moves them fails the start, not a request). With them:
 *
 * - `linearClear`: the collection's clear() in one pass. The library's deletes record by record, each a findIndex
 *   and a splice of the array it iterates (O(n²): minutes for a million records, and only every other record told
 *   to the delete hooks); this one tells the delete hooks of every record, then empties the array.
 * - `refill`: a clear whose result is the given records instead of none (a load from the files). Every hook of
 *   the store that keeps something per record rebuilds it from `all()` after a clear (store/keyed.ts `afterClear`,
 *   the indexes' `watch`), so the loaded records need no create event each, no copy and no schema check: the
 *   load checks the schemas once (persistence.ts).
 *
 * No collection defines relations (the library's `defineRelations`), so every loaded record shares one relation
 * map (a new Map per record was ~100 bytes of each of a million).
 */
import { Collection } from '@msw/data';
import { z } from 'zod';

type Probe = { hooks: { on(event: string, listener: (event: object) => void): void } };

const probe = new Collection({ schema: z.object({}) });
let eventClass: (new (type: string, init: { data: unknown }) => object) | null = null;
(probe as unknown as Probe).hooks.on('create', (event) => {
  eventClass = event.constructor as typeof eventClass;
});
const probed = await probe.create({});
const symbolNamed = (name: string) => {
  const found = Object.getOwnPropertySymbols(probed).find((s) => s.description === name);
  if (!found) throw new Error(`@msw/data no longer keeps a record's ${name} (see store/msw-internals.ts).`);
  return found;
};

/** The symbol @msw/data keeps a record's primary key under. */
export const kPrimaryKey: symbol = symbolNamed('kPrimaryKey');
const kRelationMap: symbol = symbolNamed('kRelationMap');
if (!eventClass) throw new Error('@msw/data no longer tells its create hooks (see store/msw-internals.ts).');
/** The class of the events @msw/data tells its hooks (./bulk-insert.ts tells `create` hooks with it). */
export const HookEvent = eventClass as new (type: string, init: { data: unknown }) => object;

/**
 * The relation map of every loaded record: empty, and it stays so (no collection defines relations; the library's
 * update() passes it on to the record's next version).
 */
const noRelations = new Map<string, never>();

/** What the store reaches of an @msw/data collection. */
interface Internals {
  all(): object[];
  clear(): void;
  hooks: { emit(event: object): boolean; listenerCount(type: string): number };
}

/** Makes `value` a record of the library under `key`, as its create() would (without its copy and schema check). */
export function asRecord<T extends object>(value: T, key: string): T {
  return Object.defineProperties(value, {
    [kPrimaryKey]: { value: key, enumerable: false, configurable: false },
    [kRelationMap]: { value: noRelations, enumerable: false, configurable: false },
  });
}

/** Records the next clear() of a collection leaves instead of none (see `refill`). */
const refills = new WeakMap<object, readonly object[]>();

/** Replaces the collection's own clear() with one pass over its records (once, before anything wraps it). */
export function linearClear(collection: unknown) {
  const target = collection as Internals;
  const own = target.clear.bind(target);
  target.clear = () => {
    const records = target.all();
    const kept = records.splice(0, records.length);
    // The library's own clear() over the now empty array: nothing to delete, its record places forgotten
    // (patches/@msw+data+1.1.7.patch, decision 102); they are learnt again in one pass when next needed.
    own();
    if (target.hooks.listenerCount('delete') > 0)
      for (const deletedRecord of kept)
        target.hooks.emit(new HookEvent('delete', { data: { deletedRecord } }));
    const refill = refills.get(target);
    if (!refill) return;
    refills.delete(target);
    // In chunks: push(...records) of a million records would pass the engine's argument limit.
    for (let i = 0; i < refill.length; i += 10_000) records.push(...refill.slice(i, i + 10_000));
  };
}

/**
 * Replaces the collection's records with `records` (each made a record by `asRecord`) through its clear(), so
 * everything that wraps clear() or listens after it (the change log, the indexes, store/keyed.ts) rebuilds from them.
 */
export function refill(collection: unknown, records: readonly object[]) {
  const target = collection as Internals;
  refills.set(target, records);
  try {
    target.clear();
  } finally {
    refills.delete(target);
  }
}
