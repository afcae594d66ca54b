/**
 * Records ordered by a time and a window over them that moves with the clock: what the dashboard's
 * clock-dependent figures are kept from. Each entry is told to its figures as it comes into the window and as it
 * leaves it, whether the window moved (the clock went on, or back) or the entry changed; moving the window costs the
 * entries it crosses, not every entry. Pure: the database side is ./running-totals.ts.
 */

export interface Timed {
  /** One entry per id. */
  id: string;
  ms: number;
}

/** What a window's figures do with an entry coming in (+1) or going out (-1). */
export type Count<E> = (entry: E, sign: 1 | -1) => void;

const before = (a: Timed, b: Timed) => a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class TimeWindow<E extends Timed> {
  #sorted: E[] = [];
  #byId = new Map<string, E>();
  #from = Infinity;
  #to = -Infinity;

  constructor(private readonly count: Count<E>) {}

  #inside = (entry: E) => entry.ms >= this.#from && entry.ms <= this.#to;

  /** Where `entry` is, or would go, in the order. */
  #place(entry: Timed): number {
    let [lo, hi] = [0, this.#sorted.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.#sorted[mid]!, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first place at or after time `ms`. */
  #firstAt(ms: number) {
    return this.#place({ id: '', ms });
  }

  /** Sets the entry of `id` (null: none), telling the figures if it was or is in the window. */
  set(id: string, entry: E | null) {
    const old = this.#byId.get(id);
    if (old) {
      if (this.#inside(old)) this.count(old, -1);
      this.#sorted.splice(this.#place(old), 1);
      this.#byId.delete(id);
    }
    if (!entry) return;
    this.#sorted.splice(this.#place(entry), 0, entry);
    this.#byId.set(id, entry);
    if (this.#inside(entry)) this.count(entry, 1);
  }

  /**
   * Every entry at once (a first load, or most of them changed): `reset` empties the figures, and the window is
   * empty until moved again.
   */
  load(entries: Iterable<E>, reset: () => void) {
    reset();
    this.#sorted = [...entries].sort(before);
    this.#byId = new Map(this.#sorted.map((entry) => [entry.id, entry]));
    [this.#from, this.#to] = [Infinity, -Infinity];
  }

  /** Moves the window to [from, to] (ms, both inclusive), telling the figures of each entry it crossed. */
  moveTo(from: number, to: number) {
    const [oldFrom, oldTo] = [this.#from, this.#to];
    if (from === oldFrom && to === oldTo) return;
    // Only entries between an old bound and its new one can change sides.
    const spans = [
      [Math.min(from, oldFrom), Math.max(from, oldFrom)],
      [Math.min(to, oldTo), Math.max(to, oldTo)],
    ] as const;
    const changed: E[] = [];
    const seen = new Set<string>();
    for (const [a, b] of spans) {
      for (let i = this.#firstAt(a); i < this.#sorted.length; i++) {
        const entry = this.#sorted[i]!;
        if (entry.ms > b) break;
        if (seen.has(entry.id)) continue;
        seen.add(entry.id);
        changed.push(entry);
      }
    }
    const wasIn = changed.map(this.#inside);
    [this.#from, this.#to] = [from, to];
    changed.forEach((entry, i) => {
      const isIn = this.#inside(entry);
      if (isIn !== wasIn[i]) this.count(entry, isIn ? 1 : -1);
    });
  }

  /** Takes every entry in the window out and puts it back (its figures were reset: other holidays). */
  recount(reset: () => void) {
    reset();
    for (let i = this.#firstAt(this.#from); i < this.#sorted.length; i++) {
      const entry = this.#sorted[i]!;
      if (entry.ms > this.#to) break;
      this.count(entry, 1);
    }
  }

  get size() {
    return this.#sorted.length;
  }
}

/** Numbers kept sorted, for medians: insertion and removal by binary search. */
export class SortedNumbers {
  values: number[] = [];
  #place(value: number) {
    let [lo, hi] = [0, this.values.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.values[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  add(value: number) {
    this.values.splice(this.#place(value), 0, value);
  }
  remove(value: number) {
    const at = this.#place(value);
    if (this.values[at] === value) this.values.splice(at, 1);
  }
  /** The median (mean of the two middle ones for an even count); null for none. */
  median(): number | null {
    const sorted = this.values;
    if (!sorted.length) return null;
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  }
}
