/**
 * Indexes kept on write over @msw/data collections (docs/mock-server.md "Indexes"), so a list reads
 * what it shows instead of scanning, filtering and sorting every record per request:
 *
 * - `indexCollection` (./record-index.ts): records by id, postings (the records per value of a field: a case's
 *   status, facility, assignee…) and, for each sort a list offers, every record in that order (built on its first
 *   read, then kept in order on each write by binary search); `page` cuts a page out of an order the way
 *   `pageOf(sortStable(…))` does (../http/lists.ts), without sorting.
 * - `indexTrail` (here): an append-only collection kept in rows (the audit trail) filed by `seq`, whole and per
 *   posting, as lists of seqs, so a page of newest-first records is a slice (decision 113).
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
// An append-only trail in seq order, kept in rows (./append-only.ts) and filed by seq (decision 113).

/** What the trail's index needs of its collection (./append-only.ts): its rows, and its hooks. */
export interface TrailSource {
  rows: {
    readonly length: number;
    readonly ascending: boolean;
    seqAt(row: number): number;
    seqs(): ArrayLike<number>;
  };
  hooks: { on(event: string, listener: (event: { data: never }) => void): void };
}

export interface TrailSpec<P extends string> {
  /** For each posting, the value(s) a row is filed under (none: null or undefined). */
  postings: Record<P, (row: number) => Keys>;
}

/** Inserts `seq` into an ascending list (at its end, nearly always); false when it is there already. */
function insertSeq(list: number[], seq: number): boolean {
  if (!list.length || list[list.length - 1]! < seq) {
    list.push(seq);
    return true;
  }
  const at = lowerBound(list, (other) => other < seq);
  if (list[at] === seq) return false;
  list.splice(at, 0, seq);
  return true;
}

function removeSeq(list: number[], seq: number) {
  const at = list[list.length - 1] === seq ? list.length - 1 : lowerBound(list, (other) => other < seq);
  if (list[at] === seq) list.splice(at, 1);
}

/**
 * The trail in seq order, whole and per posting, as lists of seqs (numbers, no record objects): each posting is
 * made on its first read from the rows, then told of each row created and deleted through the collection's
 * hooks, and made again after a `reset` (a clear, a load). A page's records are made from its seqs when read.
 */
export function indexTrail<P extends string>(source: TrailSource, spec: TrailSpec<P>) {
  const { rows } = source;
  /** The postings read so far, each kept from then on. */
  const postings = new Map<P, Map<PostingKey, number[]>>();
  /** Every seq in order, when the rows are not (made on read, dropped on each change). */
  let sorted: number[] | null = null;

  const file = (posting: Map<PostingKey, number[]>, name: P, row: number, seq: number) =>
    forEachKey(spec.postings[name](row), (value) => {
      const list = posting.get(value);
      if (list) insertSeq(list, seq);
      else posting.set(value, [seq]);
    });

  source.hooks.on('create', ({ data }) => {
    const { row, seq } = data as { row: number; seq: number };
    sorted = null;
    for (const [name, posting] of postings) file(posting, name, row, seq);
  });
  source.hooks.on('delete', ({ data }) => {
    const { row, seq } = data as { row?: number; seq?: number };
    sorted = null;
    if (row === undefined || seq === undefined) return;
    for (const [name, posting] of postings)
      forEachKey(spec.postings[name](row), (value) => {
        const list = posting.get(value);
        if (list) removeSeq(list, seq);
        if (list?.length === 0) posting.delete(value);
      });
  });
  source.hooks.on('reset', () => {
    postings.clear();
    sorted = null;
  });

  /** Every seq, ascending: the rows' own column when they are in order (nearly always). */
  function all(): ArrayLike<number> {
    if (rows.ascending) return rows.seqs();
    return (sorted ??= Array.from(rows.seqs()).sort((a, b) => a - b));
  }

  function posting(name: P): Map<PostingKey, number[]> {
    let built = postings.get(name);
    if (!built) {
      built = new Map();
      for (let row = 0; row < rows.length; row++) file(built, name, row, rows.seqAt(row));
      // Each list as long as it is: grown by push, a list has room for half as many again (200,000 lists of a
      // case's ~10 seqs had room for 17 each: 11 MB of the case posting's 52 at 250×).
      for (const [value, list] of built) built.set(value, list.slice());
      postings.set(name, built);
    }
    return built;
  }

  return {
    /** Every seq, ascending (a view of the rows when they are in order: read it before the next write). */
    all,
    /** The seqs filed under `value`, ascending. */
    posting: (name: P, value: PostingKey): readonly number[] => posting(name).get(value) ?? NO_SEQS,
    /** Each value of a posting with its seqs, ascending. */
    postings: (name: P): ReadonlyMap<PostingKey, readonly number[]> => posting(name),
  };
}

const NO_SEQS: readonly number[] = [];

/** The page of newest-first records out of records in seq order (as pageOf gives them sorted by seq, desc). */
export function newestFirstPage<R>(bySeq: ArrayLike<R>, page = 1, pageSize = 20): IndexPage<R> {
  const total = bySeq.length;
  const from = Math.max(0, total - page * pageSize);
  const to = Math.max(0, total - (page - 1) * pageSize);
  const items: R[] = [];
  for (let i = to - 1; i >= from; i--) items.push(bySeq[i]!);
  return {
    items,
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
