/**
 * Indexes kept on write over @msw/data collections (issue 46, docs/mock-server.md "Indexes"), so a list reads
 * what it shows instead of scanning, filtering and sorting every record per request:
 *
 * - `indexCollection` (./record-index.ts): records by id, postings (the records per value of a field: a case's
 *   status, facility, assignee…) and, for each sort a list offers, every record in that order (built on its first
 *   read, then kept in order on each write by binary search); `page` cuts a page out of an order the way
 *   `pageOf(sortStable(…))` does (../http/lists.ts), without sorting.
 * - `indexTrail` (here): an append-only collection (the audit trail) kept in `seq` order, whole and per posting, so
 *   a page of newest-first records is a slice.
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
// An append-only trail in seq order.

export interface TrailSpec<R, P extends string> {
  /** The record's place in the trail, unique and (almost always) growing with each create. */
  seq(record: R): number;
  /** For each posting, the value(s) a record is filed under (none: null or undefined). */
  postings: Record<P, (record: R) => Keys>;
}

export function indexTrail<R, P extends string>(collection: unknown, spec: TrailSpec<R, P>) {
  const source = collection as Watchable<R>;
  const bySeq = (a: R, b: R) => spec.seq(a) - spec.seq(b);
  /** Every record by seq once read (null until then: a start loads the trail without indexing it). */
  let all: R[] | null = null;
  /** The postings read so far, each kept from then on. */
  const postings = new Map<P, Map<PostingKey, R[]>>();
  let lost = false;

  const file = (posting: Map<PostingKey, R[]>, name: P, record: R) =>
    forEachKey(spec.postings[name](record), (value) => {
      const list = posting.get(value);
      if (list) insertSorted(list, record, bySeq);
      else posting.set(value, [record]);
    });

  function add(record: R): void {
    if (!all) return;
    const seq = spec.seq(record);
    // Told a second time (the trail was read between the record's store and its create's answer): nothing to do.
    if (all[lowerBound(all, (item) => spec.seq(item) < seq)] === record) return;
    insertSorted(all, record, bySeq);
    for (const [name, posting] of postings) file(posting, name, record);
  }

  function remove(record: R) {
    if (!all) return;
    // The stored record with this seq (an update's result replaces it): it was filed by its own values.
    const seq = spec.seq(record);
    const kept = all[lowerBound(all, (item) => spec.seq(item) < seq)];
    if (kept === undefined || spec.seq(kept) !== seq) return;
    removeSorted(all, kept, bySeq);
    for (const [name, posting] of postings)
      forEachKey(spec.postings[name](kept), (value) => {
        const list = posting.get(value);
        if (list) removeSorted(list, kept, bySeq);
        if (list?.length === 0) posting.delete(value);
      });
  }

  function reset() {
    all = null;
    postings.clear();
    lost = false;
  }

  function sorted(): R[] {
    if (lost) reset();
    return (all ??= [...source.all()].sort(bySeq));
  }

  function posting(name: P): Map<PostingKey, R[]> {
    const records = sorted();
    let built = postings.get(name);
    if (!built) {
      built = new Map();
      for (const record of records) file(built, name, record);
      postings.set(name, built);
    }
    return built;
  }

  watch(source, (record) => spec.seq(record), {
    add,
    remove,
    replace(record) {
      remove(record);
      add(record);
    },
    reset,
    lost: () => void (lost = true),
  });

  return {
    /** Every record, by seq. */
    all: (): readonly R[] => sorted(),
    /** The records filed under `value`, by seq. */
    posting: (name: P, value: PostingKey): readonly R[] => posting(name).get(value) ?? NO_RECORDS,
    /** Each value of a posting with its records, by seq. */
    postings: (name: P): ReadonlyMap<PostingKey, readonly R[]> => posting(name),
  };
}

const NO_RECORDS: readonly never[] = [];

/** The page of newest-first records out of records in seq order (as pageOf gives them sorted by seq, desc). */
export function newestFirstPage<R>(bySeq: readonly R[], page = 1, pageSize = 20): IndexPage<R> {
  const total = bySeq.length;
  const from = Math.max(0, total - page * pageSize);
  const to = Math.max(0, total - (page - 1) * pageSize);
  return {
    items: bySeq.slice(from, to).reverse(),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
