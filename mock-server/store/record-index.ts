/**
 * An index of a collection of records that change (cases, tasks, billing records): by id, postings, the orders of
 * its sorts and a search text (./indexes.ts says how it stays right), and the page a list cuts out of it.
 */
import { SEARCH_JOIN, compareSortKeys, type SortKey } from '../http/lists';
import {
  forEachKey,
  insertSorted,
  lowerBound,
  removeSorted,
  watch,
  type IndexPage,
  type Keys,
  type PostingKey,
  type Watchable,
} from './indexes';
import { TextIndex } from './text-index';
import { TextMatches, newStamp, type Held } from './text-matches';
import { TextOrders } from './text-orders';

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
  /**
   * Running values kept beside the index (a facility's highest record number): told of each record as it is
   * filed and, `out`, taken out (an update is both, the record before then after), and of the index emptied.
   */
  tally?: { file(record: R, out: boolean): void; reset(): void };
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

type Matches<E> = ReadonlySet<E> | readonly E[] | TextMatches<E> | null;

type Part<E> = ReadonlySet<E> | readonly E[] | TextMatches<E>;

/**
 * A search matching more texts than this lists its records (`search`) instead of merging the texts' holders
 * (`matching`): a one-character needle matches most record ids.
 */
export const MERGED_TEXTS = 32;

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

const sizeOf = <E>(part: Part<E>) => ('size' in part ? part.size : part.length);

/** The entries of `parts`, each once (by a stamp on the entry), listed only when iterated. */
export function union<E extends { mark: number }>(parts: ReadonlyArray<Part<E>>): Union<E> {
  return {
    parts,
    size: parts.reduce((sum, part) => sum + sizeOf(part), 0),
    [Symbol.iterator]() {
      const stamp = newStamp();
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
  /**
   * A posting's own orders (a provider's completed cases by creation), each made when a page of that posting
   * alone is first cut in that sort and kept sorted from then on, as its set is: the page is then a slice, however
   * far apart its entries are in the whole order.
   */
  const postingOrders = new WeakMap<ReadonlySet<E>, Map<S, E[]>>();
  /** The sets the postings file entries in (a page of one of them alone reads its own order). */
  const postingSets = new WeakSet<ReadonlySet<E>>();
  /** Which entries hold which search texts (./text-index.ts): made on the first search, kept on each write. */
  let texts: TextIndex<E> | null = null;
  const textOf = (entry: E) => spec.search?.(entry.record, entry.derived);
  /**
   * Files the entry under each of its search keys' texts (a needle without SEARCH_JOIN is in the joined keys where
   * it is in one of them), or (`out`) takes it out of them; `keys`: the ones it was filed with.
   */
  function fileTexts(entry: E, out = false, keys = textOf(entry)) {
    if (!texts || !keys) return;
    for (const text of keys.split(SEARCH_JOIN))
      if (!text) continue;
      else if (out) texts.remove(text, entry);
      else texts.add(text, entry);
  }
  /** Whether the index holds the collection (it is made on its first read). */
  let built = false;
  let lost = false;

  const slot = new Map<S, number>(sortNames.map((name, i) => [name, i]));
  const comparators = sortNames.map(
    (_name, i) => (a: E, b: E) => compareSortKeys(a.keys[i]!, b.keys[i]!) || a.id.localeCompare(b.id),
  );
  const compare = (name: S) => comparators[slot.get(name)!]!;
  /** The holders of the texts searched, in the list orders read (./text-orders.ts), kept on write. */
  const textOrders = new TextOrders<E, S>((name) => slot.get(name)!, compare);

  /** Files the entry under its postings' values, or (`out`) takes it out of them: a record never changes in place,
   * so its values are what they were when it was filed. */
  function file(entry: E, out = false) {
    for (const name of postingNames) {
      const posting = postings.get(name)!;
      forEachKey(spec.postings[name](entry.record, entry.derived), (value) => {
        let set = posting.get(value);
        if (out) {
          if (!set?.delete(entry)) return;
          if (set.size === 0) posting.delete(value);
        } else {
          if (!set) {
            posting.set(value, (set = new Set()));
            postingSets.add(set);
          } else if (set.has(entry)) return;
          set.add(entry);
        }
        // Its own orders follow it (the entry's keys are the ones it was filed with).
        for (const [sort, own] of postingOrders.get(set) ?? []) {
          if (entry.keys[slot.get(sort)!] === undefined) continue;
          if (out) removeSorted(own, entry, compare(sort));
          else insertSorted(own, entry, compare(sort));
        }
      });
    }
    spec.tally?.file(entry.record, out);
  }

  const sortKeysOf = (entry: E) => sortNames.map((name) => spec.sorts[name](entry.record, entry.derived));

  function add(record: R): void {
    if (!built) return;
    const id = spec.id(record);
    if (byId.has(id)) return replace(record);
    const entry: E = { id, record, derived: spec.derive(record), keys: [], mark: 0 };
    entry.keys = sortKeysOf(entry);
    byId.set(id, entry);
    fileTexts(entry);
    textOrders.place(entry, textOf(entry));
    file(entry);
    for (const [name, order] of orders)
      if (entry.keys[slot.get(name)!] !== undefined) insertSorted(order, entry, compare(name));
  }

  function remove(record: R) {
    if (!built) return;
    const entry = byId.get(spec.id(record));
    if (!entry) return;
    byId.delete(entry.id);
    fileTexts(entry, true);
    textOrders.place(entry, textOf(entry), true);
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
    const keys = sortKeysOf(entry);
    const retexted = textOf(entry) !== text;
    // Out of its texts' kept orders by its keys before the write, back in by those after.
    const reorder = textOrders.any && (retexted || keys.some((key, i) => key !== entry.keys[i]));
    if (reorder) textOrders.place(entry, text, true);
    if (retexted) {
      fileTexts(entry, true, text);
      fileTexts(entry);
    }
    for (const [name, order] of orders) {
      const i = slot.get(name)!;
      if (keys[i] === entry.keys[i]) continue;
      if (entry.keys[i] !== undefined) removeSorted(order, entry, compare(name));
      entry.keys[i] = keys[i];
      if (keys[i] !== undefined) insertSorted(order, entry, compare(name));
    }
    entry.keys = keys;
    if (reorder) textOrders.place(entry, textOf(entry));
    file(entry);
  }

  function reset() {
    byId.clear();
    for (const posting of postings.values()) posting.clear();
    orders.clear();
    spec.tally?.reset();
    texts = null;
    textOrders.clear();
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

  /** The posting's entries in the sort's order (made on the first read, kept from then on); undefined when some
   * of them are not in that order (the whole order's walk answers then). */
  function postingOrder(set: ReadonlySet<E>, sort: S): readonly E[] | undefined {
    if (!postingSets.has(set)) return undefined;
    let own = postingOrders.get(set);
    if (!own) postingOrders.set(set, (own = new Map()));
    let sorted = own.get(sort);
    if (!sorted) {
      const i = slot.get(sort)!;
      sorted = [...set].filter((entry) => entry.keys[i] !== undefined).sort(compare(sort));
      own.set(sort, sorted);
    }
    return sorted.length === set.size ? sorted : undefined;
  }

  /**
   * The entries whose search keys hold `needle` (one without SEARCH_JOIN), each once, in no particular order: from
   * the text index (made on the first search from every entry, then kept on write) instead of a look at every
   * entry's keys.
   */
  function search(needle: string): E[] {
    const found: E[] = [];
    const stamp = newStamp();
    textIndex().find(needle, (entry) => {
      if (entry.mark === stamp) return;
      entry.mark = stamp;
      found.push(entry);
    });
    return found;
  }

  function textIndex(): TextIndex<E> {
    current();
    if (!texts) {
      texts = new TextIndex<E>();
      for (const entry of byId.values()) fileTexts(entry);
    }
    return texts;
  }

  /**
   * What `search` finds, for a list: while the needle is in at most MERGED_TEXTS texts, those texts and their
   * holders (a TextMatches: its page merges them), else the entries listed.
   */
  function matching(needle: string): TextMatches<E> | E[] {
    const found: Array<[string, Held<E>]> = [];
    let many = false;
    textIndex().findTexts(needle, (text, held) => {
      if (found.length === MERGED_TEXTS) return !(many = true);
      found.push([text, held]);
    });
    return many ? search(needle) : TextMatches.of(found);
  }

  /**
   * The entries a query matches, for `page`: starting from the smallest of `sets` (each holding every entry that
   * can meet one condition of the query; exact: only those), those that pass `test` (the whole query). null when
   * the query has no condition (every entry); the set itself when it is the query's one condition and exact.
   * `others`: the query has conditions no set stands for. When every set is exact and nothing else is asked, the
   * entries of the smallest that the others hold, without `test`; an exact union with another exact set among
   * its parts holds all that set's entries, so it asks nothing more and is left out.
   */
  function select(
    given: ReadonlyArray<Candidates<E>>,
    others: boolean,
    test: (entry: E) => boolean,
  ): Matches<E> {
    const count = (set: Candidates<E>['entries']) => ('parts' in set ? set.size : sizeOf(set));
    const holdsAnother = (set: Candidates<E>) =>
      set.exact &&
      'parts' in set.entries &&
      set.entries.parts.some((part) => given.some((other) => other.exact && other.entries === part));
    const sets = given.filter((set) => !holdsAnother(set));
    let smallest: Candidates<E> | undefined;
    for (const set of sets) if (!smallest || count(set.entries) < count(smallest.entries)) smallest = set;
    if (!smallest && !others) return null;
    const from = smallest ? smallest.entries : entries();
    if (smallest && sets.length === 1 && !others && smallest.exact)
      return 'parts' in from ? [...from] : (from as Part<E>);
    const found: E[] = [];
    let keep = test;
    if (smallest && !others && sets.every((set) => set.exact)) {
      const rest = sets.filter((set) => set !== smallest).map((set) => hasOf(set.entries));
      keep = (entry) => rest.every((has) => has(entry));
    }
    // A search's matches stay its texts, with the other conditions to keep: its page merges them (`page`).
    if (from instanceof TextMatches) return from.filtered(keep);
    for (const entry of from) if (keep(entry)) found.push(entry);
    return found;
  }

  /** Whether an entry is in a set, an array or a union (an array is marked once, here). */
  function hasOf(entries: Candidates<E>['entries']): (entry: E) => boolean {
    if ('parts' in entries) {
      const parts = entries.parts.map((part) => hasOf(part));
      return (entry) => parts.some((has) => has(entry));
    }
    if ('has' in entries) return (entry) => entries.has(entry);
    const inArray = new Set(entries);
    return (entry) => inArray.has(entry);
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
    if (matches instanceof TextMatches) {
      const items = textOrders.page(matches, sort, { order: direction, page, pageSize, last });
      if (items) {
        const total = matches.size;
        return {
          items: items.map((entry) => entry.record),
          page,
          pageSize,
          total,
          totalPages: Math.ceil(total / pageSize),
        };
      }
      matches = [...matches];
    }
    // A posting alone (a provider's completed cases) reads its own order: every entry of it matches.
    const own = matches !== null && 'size' in matches ? postingOrder(matches, sort) : undefined;
    if (own) matches = null;
    const sorted = own ?? order(sort);
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
      const stamp = newStamp();
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
    /** Makes the index (and its tally) if it is not made yet. */
    ready: () => current(),
    /** Makes the search texts' index if it is not made yet (else the first search makes it). */
    readySearch: () => void textIndex(),
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
    matching,
  };
}

export type RecordIndex<R, D, P extends string, S extends string> = ReturnType<
  typeof indexCollection<R, D, P, S>
>;
