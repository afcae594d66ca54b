/**
 * A page cut out of several sorted lists without listing them whole: the texts a search
 * matched each keep their holders in a list's order (./record-index.ts), and the page of the search walks their
 * merge from the end nearer the page, so it reads about as many entries as the page is deep, however many match.
 */

/** Part of a list sorted ascending: its entries from `from` up to (not including) `to`. */
export interface Run<E> {
  items: readonly E[];
  from: number;
  to: number;
}

/** The merge of runs, read ascending or (descending) from their ends; an entry found in several runs once. */
export interface Segment<E> {
  runs: ReadonlyArray<Run<E>>;
  descending: boolean;
}

/**
 * Visits the entries of a segment in its order (`backwards`: the other way), each once, until `visit` answers
 * false; whether it read them all. The runs being sorted by one total order, an entry found in several runs is at
 * the head of each of them at the same step: it is visited once and every run holding it moves past it.
 */
function walk<E>(
  segment: Segment<E>,
  compare: (a: E, b: E) => number,
  backwards: boolean,
  visit: (entry: E) => boolean,
): boolean {
  const down = segment.descending !== backwards;
  const { runs } = segment;
  const at = runs.map((run) => (down ? run.to - 1 : run.from));
  const inRun = (i: number) => (down ? at[i]! >= runs[i]!.from : at[i]! < runs[i]!.to);
  for (;;) {
    let best: E | undefined;
    for (let i = 0; i < runs.length; i++) {
      if (!inRun(i)) continue;
      const entry = runs[i]!.items[at[i]!]!;
      if (best === undefined || (down ? compare(entry, best) > 0 : compare(entry, best) < 0)) best = entry;
    }
    if (best === undefined) return true;
    for (let i = 0; i < runs.length; i++)
      if (inRun(i) && runs[i]!.items[at[i]!] === best) at[i] = at[i]! + (down ? -1 : 1);
    if (!visit(best)) return false;
  }
}

/**
 * Entries `start` … `end` − 1 (0-based, `end` excluded) of the order that reads `segments` one after the other,
 * each the merge of its runs by `compare` (a total order: two entries compare 0 only when they are the same one).
 * `keep`: the entries of that order (the others are passed over); `total`: how many distinct entries it keeps.
 * It walks from the front or, for a page nearer the back, from the back: the entries read are about the page's
 * distance from that end (divided by the share kept), never every entry.
 */
export function mergedSlice<E>(
  segments: ReadonlyArray<Segment<E>>,
  compare: (a: E, b: E) => number,
  start: number,
  end: number,
  total: number,
  keep?: (entry: E) => boolean,
): E[] {
  const items: E[] = [];
  if (start >= Math.min(end, total)) return items;
  if (end <= total - start) {
    let rank = 0;
    for (const segment of segments) {
      const read = walk(segment, compare, false, (entry) => {
        if (keep && !keep(entry)) return true;
        if (rank >= start) items.push(entry);
        return ++rank < end;
      });
      if (!read) break;
    }
    return items;
  }
  let rank = total - 1;
  for (let s = segments.length - 1; s >= 0; s--) {
    const read = walk(segments[s]!, compare, true, (entry) => {
      if (keep && !keep(entry)) return true;
      if (rank < end) items.push(entry);
      return --rank >= start;
    });
    if (!read) break;
  }
  return items.reverse();
}
