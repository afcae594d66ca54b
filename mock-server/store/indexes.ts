/**
 * Indexes kept on write over @msw/data collections (issue 46, docs/mock-server.md "Indexes"), so a list reads
 * what it shows instead of scanning, filtering and sorting every record per request.
 *
 * - `indexCollection`: records by id, postings (the records per value of a field: a case's status, facility,
 *   assignee…) and, for each sort a list offers, every record in that order (built on its first read, then kept
 *   in order on each write by binary search); `page` cuts a page out of an order the way `pageOf(sortStable(…))`
 *   does (../http/lists.ts), without sorting.
 * - `indexTrail`: an append-only collection (the audit trail) kept in `seq` order, whole and per posting, so a page
 *   of newest-first records is a slice. Each is made on its first read (a start loads the trail untouched), then
 *   kept on each write.
 *
 * How they stay right: each is made from the collection on its first read (a start loads the data untouched), then
 * told of every write. `create`, `update` and `updateMany` are wrapped here, so the index hears of a record once
 * the collection stores it (the create hook runs before, the update hook before the schema makes the stored copy);
 * a delete reaches it through the collection's hook; `clear()`, wrapped too, empties it (its own delete events
 * miss every other record). A load from disk, a reset's `restoreSnapshot` and `clearDatabase` are all `clear()`
 * and `create()`, so nothing else is needed. An update that changes a record's id (nothing does) makes the index
 * rebuild itself on its next read. Records are never changed in place: a change is always an `update`.
 */
import { SEARCH_JOIN, compareSortKeys, type SortKey } from '../http/lists';

export type PostingKey = string | number;
type Keys = PostingKey | null | undefined | readonly PostingKey[];

/** What the index needs of a collection: @msw/data's Collection, seen structurally. */
interface Watchable<R> {
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
function watch<R>(collection: Watchable<R>, identity: (record: R) => PostingKey, watcher: Watcher<R>) {
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
function forEachKey(keys: Keys, each: (value: PostingKey) => void) {
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

function insertSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number) {
  if (!items.length || compare(items[items.length - 1]!, item) < 0) items.push(item);
  else
    items.splice(
      lowerBound(items, (other) => compare(other, item) < 0),
      0,
      item,
    );
}

function removeSorted<T>(items: T[], item: T, compare: (a: T, b: T) => number) {
  const at = lowerBound(items, (other) => compare(other, item) < 0);
  const index = items[at] === item ? at : items.indexOf(item);
  if (index >= 0) items.splice(index, 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Records by id, postings and sort orders.

/** One record in the index, the same object while the record changes (its order, its postings follow it). */
export interface Entry<R, D> {
  readonly id: string;
  record: R;
  /** What `derive` computed from the record when it was written (search keys…). */
  derived: D;
  /** Each sort's key as last indexed, in the spec's order of sorts (undefined: not in that order). */
  keys: Array<SortKey | undefined>;
  /** A stamp a query marks its matches with (page, union). */
  mark: number;
}

export interface IndexSpec<R, D, P extends string, S extends string> {
  /** The record's id, unique in the collection (a case's caseID). */
  id(record: R): string;
  derive(record: R): D;
  /** For each posting, the value(s) a record is filed under (none: null or undefined). */
  postings: Record<P, (record: R, derived: D) => Keys>;
  /** For each sort, the record's key (undefined: the record is left out of that order). */
  sorts: Record<S, (record: R, derived: D) => SortKey | undefined>;
  /** The record's search keys (searchKeys, ../http/lists.ts), for `search`. */
  search?: (record: R, derived: D) => string;
}

export interface PageOptions<E> {
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  /**
   * Entries put after the others whichever the order (a case without a due time in the due-time sort). They must
   * have the order's smallest key, so they open the ascending order.
   */
  last?: (entry: E) => boolean;
}

/** A page as `pageOf` (../http/lists.ts) gives it. */
export interface IndexPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

type Matches<E> = ReadonlySet<E> | readonly E[] | null;

type Part<E> = ReadonlySet<E> | readonly E[];

/** The entries of several sets, each once when iterated; `size` counts repeats (at most that many). */
export interface Union<E> extends Iterable<E> {
  readonly parts: ReadonlyArray<Part<E>>;
  readonly size: number;
}

/** The entries that can meet one condition of a query (exact: only they meet it). */
export interface Candidates<E> {
  entries: Part<E> | Union<E>;
  exact: boolean;
}

let stamps = 0;

const sizeOf = <E>(part: Part<E>) => ('size' in part ? part.size : part.length);

/** The entries of `parts`, each once (by a stamp on the entry), listed only when iterated. */
export function union<E extends { mark: number }>(parts: ReadonlyArray<Part<E>>): Union<E> {
  return {
    parts,
    size: parts.reduce((sum, part) => sum + sizeOf(part), 0),
    [Symbol.iterator]() {
      const stamp = ++stamps;
      const all: E[] = [];
      for (const part of parts)
        for (const entry of part)
          if (entry.mark !== stamp) {
            entry.mark = stamp;
            all.push(entry);
          }
      return all[Symbol.iterator]();
    },
  };
}

export function indexCollection<R, D, P extends string, S extends string>(
  collection: unknown,
  spec: IndexSpec<R, D, P, S>,
) {
  type E = Entry<R, D>;
  const source = collection as Watchable<R>;
  const postingNames = Object.keys(spec.postings) as P[];
  const sortNames = Object.keys(spec.sorts) as S[];
  const byId = new Map<string, E>();
  const postings = new Map<P, Map<PostingKey, Set<E>>>(postingNames.map((name) => [name, new Map()]));
  /** The orders read so far, each kept sorted from then on. */
  const orders = new Map<S, E[]>();
  /** Every entry's search keys in one string, and where each starts (made again after a change to any). */
  let texts: { joined: string; starts: number[]; entries: E[] } | null = null;
  const textOf = (entry: E) => spec.search?.(entry.record, entry.derived);
  /** Whether the index holds the collection (it is made on its first read). */
  let built = false;
  let lost = false;

  const slot = new Map<S, number>(sortNames.map((name, i) => [name, i]));
  const comparators = sortNames.map(
    (_name, i) => (a: E, b: E) => compareSortKeys(a.keys[i]!, b.keys[i]!) || a.id.localeCompare(b.id),
  );
  const compare = (name: S) => comparators[slot.get(name)!]!;

  /** Files the entry under its postings' values, or (`out`) takes it out of them: a record never changes in place,
   * so its values are what they were when it was filed. */
  function file(entry: E, out = false) {
    for (const name of postingNames) {
      const posting = postings.get(name)!;
      forEachKey(spec.postings[name](entry.record, entry.derived), (value) => {
        let set = posting.get(value);
        if (out) {
          set?.delete(entry);
          if (set?.size === 0) posting.delete(value);
        } else {
          if (!set) posting.set(value, (set = new Set()));
          set.add(entry);
        }
      });
    }
  }

  const sortKeysOf = (entry: E) => sortNames.map((name) => spec.sorts[name](entry.record, entry.derived));

  function add(record: R): void {
    if (!built) return;
    const id = spec.id(record);
    if (byId.has(id)) return replace(record);
    const entry: E = { id, record, derived: spec.derive(record), keys: [], mark: 0 };
    entry.keys = sortKeysOf(entry);
    texts = null;
    byId.set(id, entry);
    file(entry);
    for (const [name, order] of orders)
      if (entry.keys[slot.get(name)!] !== undefined) insertSorted(order, entry, compare(name));
  }

  function remove(record: R) {
    if (!built) return;
    const entry = byId.get(spec.id(record));
    if (!entry) return;
    byId.delete(entry.id);
    texts = null;
    file(entry, true);
    for (const [name, order] of orders)
      if (entry.keys[slot.get(name)!] !== undefined) removeSorted(order, entry, compare(name));
  }

  function replace(record: R): void {
    if (!built) return;
    const entry = byId.get(spec.id(record));
    if (!entry) return add(record);
    file(entry, true);
    const text = textOf(entry);
    entry.record = record;
    entry.derived = spec.derive(record);
    if (textOf(entry) !== text) texts = null;
    const keys = sortKeysOf(entry);
    for (const [name, order] of orders) {
      const i = slot.get(name)!;
      if (keys[i] === entry.keys[i]) continue;
      if (entry.keys[i] !== undefined) removeSorted(order, entry, compare(name));
      entry.keys[i] = keys[i];
      if (keys[i] !== undefined) insertSorted(order, entry, compare(name));
    }
    entry.keys = keys;
    file(entry);
  }

  function reset() {
    byId.clear();
    for (const posting of postings.values()) posting.clear();
    orders.clear();
    texts = null;
    built = false;
    lost = false;
  }

  /** Before any read: made on the first, and again after an update that changed an id. */
  function current() {
    if (built && !lost) return;
    reset();
    built = true;
    for (const record of source.all()) add(record);
  }

  function order(name: S): readonly E[] {
    current();
    let built = orders.get(name);
    if (!built) {
      const i = slot.get(name)!;
      built = [...byId.values()].filter((entry) => entry.keys[i] !== undefined).sort(compare(name));
      orders.set(name, built);
    }
    return built;
  }

  const EMPTY: ReadonlySet<E> = new Set();

  /**
   * The entries whose search keys hold `needle` (one without SEARCH_JOIN): one look through every entry's keys
   * joined in one string, skipping to the next entry at each match.
   */
  function search(needle: string): E[] {
    current();
    if (!texts) {
      const entries = [...byId.values()];
      const starts: number[] = [];
      let at = 0;
      const parts = entries.map((entry) => {
        const text = textOf(entry) ?? '';
        starts.push(at);
        at += text.length + SEARCH_JOIN.length;
        return text;
      });
      texts = { joined: parts.join(SEARCH_JOIN), starts, entries };
    }
    const { joined, starts, entries: all } = texts;
    const found: E[] = [];
    for (let at = joined.indexOf(needle); at >= 0;) {
      const i = lowerBound(starts, (start) => start <= at) - 1;
      found.push(all[i]!);
      if (i + 1 >= starts.length) break;
      at = joined.indexOf(needle, starts[i + 1]);
    }
    return found;
  }

  /**
   * The entries a query matches, for `page`: starting from the smallest of `sets` (each holding every entry that
   * can meet one condition of the query; exact: only those), those that pass `test` (the whole query). null when
   * the query has no condition (every entry); the set itself when it is the query's one condition and exact.
   * `others`: the query has conditions no set stands for.
   */
  function select(
    sets: ReadonlyArray<Candidates<E>>,
    others: boolean,
    test: (entry: E) => boolean,
  ): Matches<E> {
    const count = (set: Candidates<E>['entries']) => ('parts' in set ? set.size : sizeOf(set));
    let smallest: Candidates<E> | undefined;
    for (const set of sets) if (!smallest || count(set.entries) < count(smallest.entries)) smallest = set;
    if (!smallest && !others) return null;
    const from = smallest ? smallest.entries : entries();
    if (smallest && sets.length === 1 && !others && smallest.exact)
      return 'parts' in from ? [...from] : (from as Part<E>);
    const found: E[] = [];
    for (const entry of from) if (test(entry)) found.push(entry);
    return found;
  }

  function entries(): IterableIterator<E> {
    current();
    return byId.values();
  }

  /**
   * The page `pageOf(sortStable(matches, sort's key, order, id), page, pageSize)` gives, `matches` being a set,
   * an array without repeats, or null for every entry of the order. Matches sparse in the order are sorted; the
   * others are found by walking the order from the end nearer the page, without sorting.
   */
  function page(sort: S, matches: Matches<E>, options: PageOptions<E> = {}): IndexPage<R> {
    const { order: direction = 'desc', page = 1, pageSize = 20, last } = options;
    const sorted = order(sort);
    const n = sorted.length;
    const total = matches === null ? n : 'size' in matches ? matches.size : matches.length;
    const start = (page - 1) * pageSize;
    const end = Math.min(start + pageSize, total);
    const answer = (items: E[]) => ({
      items: items.map((entry) => entry.record),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    });
    if (start >= end) return answer([]);

    // Sorting the matches against walking the order to the page from its nearer end: a comparison costs about as
    // much as 16 steps of the walk.
    const nearer = Math.min(end, total - start);
    if (matches !== null && total * Math.log2(total + 1) * 16 < Math.min(n, (nearer * n) / total)) {
      const cmp = compare(sort);
      const list = [...matches].sort(direction === 'asc' ? cmp : (a, b) => cmp(b, a));
      const ordered = last ? [...list.filter((e) => !last(e)), ...list.filter(last)] : list;
      return answer(ordered.slice(start, end));
    }

    // The i-th entry in the asked order: ascending, the entries that go last open the order and are rotated past
    // its end; descending, they close it already.
    const rotate = last && direction === 'asc' ? lowerBound(sorted, last) : 0;
    const at = (i: number) => (direction === 'asc' ? sorted[(i + rotate) % n]! : sorted[n - 1 - i]!);
    if (matches === null) return answer(Array.from({ length: end - start }, (_, i) => at(start + i)));

    let has: (entry: E) => boolean;
    if ('size' in matches) has = (entry) => matches.has(entry);
    else {
      const stamp = ++stamps;
      for (const entry of matches) entry.mark = stamp;
      has = (entry) => entry.mark === stamp;
    }
    const items: E[] = [];
    if (end <= total - start) {
      for (let i = 0, rank = 0; i < n && rank < end; i++) {
        const entry = at(i);
        if (!has(entry)) continue;
        if (rank >= start) items.push(entry);
        rank++;
      }
      return answer(items);
    }
    for (let i = n - 1, rank = total - 1; i >= 0 && rank >= start; i--) {
      const entry = at(i);
      if (!has(entry)) continue;
      if (rank < end) items.push(entry);
      rank--;
    }
    return answer(items.reverse());
  }

  watch(source, (record) => spec.id(record), {
    add,
    remove,
    replace,
    reset,
    lost: () => void (lost = true),
  });

  return {
    get(id: string): R | undefined {
      current();
      return byId.get(id)?.record;
    },
    get size() {
      current();
      return byId.size;
    },
    entries,
    select,
    /** The entries filed under `value` (none: an empty set). */
    posting(name: P, value: PostingKey): ReadonlySet<E> {
      current();
      return postings.get(name)!.get(value) ?? EMPTY;
    },
    /** Every entry of the sort's order, ascending by its key then id (as sortStable compares). */
    order,
    /** The entry's key in a sort. */
    sortKey: (name: S, entry: E) => entry.keys[slot.get(name)!],
    page,
    /** The entries of several sets and arrays, each once (made when iterated). */
    union: (parts: ReadonlyArray<Part<E>>) => union(parts),
    search,
  };
}

export type RecordIndex<R, D, P extends string, S extends string> = ReturnType<
  typeof indexCollection<R, D, P, S>
>;

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
