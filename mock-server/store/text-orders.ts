/**
 * The page of a search, from the texts it matched: each text held by many records keeps
 * its holders in each list order a search has read, kept as records are written (./record-index.ts tells it), and
 * a page merges the matched texts' holders in that order (./merged-page.ts) instead of walking the whole order to
 * every match. A text of a few holders has them sorted when read.
 */
import type { SortKey } from '../http/lists';
import { insertSorted, lowerBound, removeSorted } from './indexes';
import { mergedSlice, type Segment } from './merged-page';
import { SEARCH_JOIN } from '../http/lists';
import { heldCount, heldEntries, type Held, type TextMatches } from './text-matches';

/** A text held by more records than this keeps its holders in each list order read. */
export const KEPT_HOLDERS = 16;

interface Keyed {
  /** The record's key in each sort, by the sort's slot (undefined: not in that order). */
  keys: ReadonlyArray<SortKey | undefined>;
}

export interface SearchPageOptions<E> {
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The entries put last whichever the order (record-index.ts PageOptions). */
  last?: (entry: E) => boolean;
}

export class TextOrders<E extends Keyed, S extends string> {
  private readonly kept = new Map<string, Map<S, E[]>>();

  constructor(
    private readonly slot: (sort: S) => number,
    private readonly compare: (sort: S) => (a: E, b: E) => number,
  ) {}

  clear() {
    this.kept.clear();
  }

  /**
   * Puts the entry in the kept orders of its texts (`keys`: its search keys, joined), or (`out`) takes it out, by
   * its sort keys as they are now: out before its keys or texts change, back in after.
   */
  place(entry: E, keys: string | undefined, out = false) {
    if (!this.kept.size || !keys) return;
    for (const text of new Set(keys.split(SEARCH_JOIN))) {
      const own = this.kept.get(text);
      if (!own) continue;
      for (const [sort, list] of own) {
        if (entry.keys[this.slot(sort)] === undefined) continue;
        if (!out) insertSorted(list, entry, this.compare(sort));
        else {
          removeSorted(list, entry, this.compare(sort));
          // Made again on its next read (the text may be held by no one now).
          if (!list.length) this.kept.delete(text);
        }
      }
    }
  }

  /** Whether any order is kept (a write then moves its entry in them). */
  get any() {
    return this.kept.size > 0;
  }

  /** A text's holders in a sort's order; undefined when some of them are not in that order. */
  order(text: string, held: Held<E>, sort: S): readonly E[] | undefined {
    const i = this.slot(sort);
    const count = heldCount(held);
    let list = count > KEPT_HOLDERS ? this.kept.get(text)?.get(sort) : undefined;
    if (!list) {
      list = [...heldEntries(held)].filter((entry) => entry.keys[i] !== undefined).sort(this.compare(sort));
      if (count > KEPT_HOLDERS) {
        let own = this.kept.get(text);
        if (!own) this.kept.set(text, (own = new Map()));
        own.set(sort, list);
      }
    }
    return list.length === count ? list : undefined;
  }

  /**
   * The page of a search's matches, merged from its texts' holders in the sort's order: in the asked direction,
   * the entries that go last (`last`, at the head of each ascending list) after the others. Undefined when a
   * text's holders are not all in that order.
   */
  page(matches: TextMatches<E>, sort: S, options: SearchPageOptions<E>): E[] | undefined {
    const lists: Array<readonly E[]> = [];
    for (const [t, text] of matches.texts.entries()) {
      const list = this.order(text, matches.held[t]!, sort);
      if (!list) return undefined;
      lists.push(list);
    }
    const { order: direction, page, pageSize, last } = options;
    const heads = lists.map((list) => (last && direction === 'asc' ? lowerBound(list, last) : 0));
    const segments: Array<Segment<E>> =
      direction === 'desc'
        ? [{ runs: lists.map((items) => ({ items, from: 0, to: items.length })), descending: true }]
        : [
            {
              runs: lists.map((items, i) => ({ items, from: heads[i]!, to: items.length })),
              descending: false,
            },
            { runs: lists.map((items, i) => ({ items, from: 0, to: heads[i]! })), descending: false },
          ];
    const start = (page - 1) * pageSize;
    return mergedSlice(segments, this.compare(sort), start, start + pageSize, matches.size, matches.keep);
  }
}
