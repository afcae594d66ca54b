/**
 * Indexes kept on write over @msw/data collections (docs/mock-server.md "Indexes"), so a list reads
 * what it shows instead of scanning, filtering and sorting every record per request:
 *
 * - `indexCollection` (./record-index.ts): records by id, postings (the records per value of a field: a case's
 *   status, facility, assignee…) and, for each sort a list offers, every record in that order (built on its first
 *   read, then kept in order on each write by binary search); `page` cuts a page out of an order the way
 *   `pageOf(sortStable(…))` does (../http/lists.ts), without sorting.
 *
 * The audit trail has none of these: it is a table read by query (../audit/trail-query.ts, decision 138).
 *
 * How they stay right (`watch`): each is made from the collection on its first read (a start loads the data
 * untouched), then told of every write. `create`, `update` and `updateMany` are wrapped, so the index hears of a
 * record once the collection stores it (the create hook runs before, the update hook before the schema makes the
 * stored copy); a delete reaches it through the collection's hook; `clear()`, wrapped too, empties it (its own
 * delete events miss every other record). A load from disk, a reset's `restoreSnapshot` and `clearDatabase` are
 * all `clear()` and `create()`, so nothing else is needed; an insert of many (./bulk-insert.ts, a scale seed)
 * makes the index again on its next read, as a load does. An update that changes a record's id (nothing does)
 * makes the index rebuild itself on its next read. Records are never changed in place: a change is always an
 * `update`.
 */

import { onInsertMany } from './bulk-insert';

export type PostingKey = string | number;
export type Keys = PostingKey | null | undefined | readonly PostingKey[];

/** What the index needs of a collection: @msw/data's Collection, seen structurally. */
export interface Watchable<R> {
  all(): readonly R[];
  clear(): void;
  create(...args: unknown[]): Promise<R>;
  update(...args: unknown[]): Promise<R | undefined>;
  updateMany(...args: unknown[]): Promise<R[]>;
  hooks: { on(event: string, listener: (event: { data: never }) => void): void };
}

interface Watcher<R> {
  /** A record created (told once it is stored; a second time changes nothing). */
  add(record: R): void;
  remove(record: R): void;
  replace(record: R): void;
  reset(): void;
  /** An update changed the record's identity: rebuild before the next read. */
  lost(): void;
}

/** Keeps `watcher` told of every change to `collection` (see the module's comment). */
export function watch<R>(collection: Watchable<R>, identity: (record: R) => PostingKey, watcher: Watcher<R>) {
  let clearing = false;
  const create = collection.create.bind(collection);
  collection.create = async (...args) => {
    const record = await create(...args);
    watcher.add(record);
    return record;
  };
  collection.hooks.on('delete', ({ data }) => {
    if (!clearing) watcher.remove((data as { deletedRecord: R }).deletedRecord);
  });
  collection.hooks.on('update', ({ data }) => {
    const { prevRecord, nextRecord } = data as { prevRecord: R; nextRecord: R };
    if (identity(prevRecord) !== identity(nextRecord)) watcher.lost();
  });
  const update = collection.update.bind(collection);
  collection.update = async (...args) => {
    const next = await update(...args);
    if (next) watcher.replace(next);
    return next;
  };
  const updateMany = collection.updateMany.bind(collection);
  collection.updateMany = async (...args) => {
    const next = await updateMany(...args);
    for (const record of next) watcher.replace(record);
    return next;
  };
  onInsertMany(collection, { after: () => watcher.reset() });
  const clear = collection.clear.bind(collection);
  collection.clear = () => {
    clearing = true;
    try {
      clear();
    } finally {
      clearing = false;
      watcher.reset();
    }
  };
}

/** Calls `each` with every value of `keys` once, without a list for a single value (a trail's hot path). */
export function forEachKey(keys: Keys, each: (value: PostingKey) => void) {
  if (keys == null) return;
  if (!Array.isArray(keys)) return each(keys as PostingKey);
  keys.forEach((value: PostingKey, i: number) => {
    if (keys.indexOf(value) === i) each(value);
  });
}

/** The first index in `items` (ascending by `below`'s order) whose item is not below the probe. */
export function lowerBound<T>(items: readonly T[], below: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(items[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function insertSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number) {
  if (!items.length || compare(items[items.length - 1]!, item) < 0) items.push(item);
  else
    items.splice(
      lowerBound(items, (other) => compare(other, item) < 0),
      0,
      item,
    );
}

export function removeSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number) {
  const at = lowerBound(items, (other) => compare(other, item) < 0);
  const index = items[at] === item ? at : items.indexOf(item);
  if (index >= 0) items.splice(index, 1);
}

/** A page as `pageOf` (../http/lists.ts) gives it. */
export interface IndexPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

// ---------------------------------------------------------------------------------------------------------------
