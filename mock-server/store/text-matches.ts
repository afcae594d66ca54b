/**
 * What a list's search matched, as the texts that contain the needle and their holders (./text-index.ts
 * `findTexts`) instead of every matching record listed: its size counts each record once
 * (one text: its holders' count; more: the holders of all but the largest looked at once), `has` asks the few
 * texts' holders, and a page of it (./text-orders.ts) merges the texts' holders in the list's order
 * (./merged-page.ts) rather than listing and marking every match and walking the whole order to them. A view of the
 * text index as it is: read it before the next write.
 */

/** A text's holders: the one record or the set of them. */
export type Held<E> = E | ReadonlySet<E>;

/** What a query stamps the records it has counted or listed with (./record-index.ts Entry.mark: every entry). */
interface Stamped {
  mark: number;
}

let stamps = 0;
/** A stamp no record holds yet (a query's marks: each record once). */
export const newStamp = () => ++stamps;

const holds = <E>(held: Held<E>, entry: E) =>
  held instanceof Set ? (held as ReadonlySet<E>).has(entry) : held === entry;
export const heldCount = <E>(held: Held<E>) => (held instanceof Set ? (held as ReadonlySet<E>).size : 1);
export const heldEntries = <E>(held: Held<E>): Iterable<E> =>
  held instanceof Set ? (held as ReadonlySet<E>) : [held as E];

export class TextMatches<E> implements Iterable<E> {
  private counted: number | undefined;

  /** The texts found and their holders, those with the most holders first (their count needs no test then). */
  static of<E>(found: ReadonlyArray<readonly [string, Held<E>]>): TextMatches<E> {
    const sorted = [...found].sort((a, b) => heldCount(b[1]) - heldCount(a[1]));
    return new TextMatches(
      sorted.map(([text]) => text),
      sorted.map(([, held]) => held),
    );
  }

  /**
   * @param texts the matched texts; @param held their holders; @param keep the other conditions of the query
   *   (only the holders it keeps match).
   */
  private constructor(
    readonly texts: readonly string[],
    readonly held: ReadonlyArray<Held<E>>,
    readonly keep?: (entry: E) => boolean,
  ) {}

  /** These matches that `keep` keeps as well (a query's other conditions), counted and paged alike. */
  filtered(keep: (entry: E) => boolean): TextMatches<E> {
    const own = this.keep;
    return new TextMatches(this.texts, this.held, own ? (entry) => own(entry) && keep(entry) : keep);
  }

  /** Whether a text before the i-th holds the entry (it was counted there). */
  private earlier(i: number, entry: E) {
    for (let j = 0; j < i; j++) if (holds(this.held[j]!, entry)) return true;
    return false;
  }

  /**
   * How many records match, each once: the first text's holders (counted without a look, unless `keep` tests
   * them), then those of the others not held by the first, each stamped once (a record holding two of them).
   */
  get size(): number {
    if (this.counted === undefined) {
      const [first, ...others] = this.held;
      let count = 0;
      if (first !== undefined)
        if (!this.keep) count = heldCount(first);
        else for (const entry of heldEntries(first)) if (this.keep(entry)) count++;
      const stamp = newStamp();
      for (const held of others)
        for (const entry of heldEntries(held) as Iterable<E & Stamped>)
          if (entry.mark !== stamp && !holds(first!, entry)) {
            entry.mark = stamp;
            if (!this.keep || this.keep(entry)) count++;
          }
      this.counted = count;
    }
    return this.counted;
  }

  has(entry: E): boolean {
    return this.earlier(this.held.length, entry) && (!this.keep || this.keep(entry));
  }

  [Symbol.iterator](): Iterator<E> {
    return this.entries(0);
  }

  /** Each match once, from the `from`-th text's holders on. */
  private *entries(from: number): Generator<E> {
    for (let i = from; i < this.held.length; i++)
      for (const entry of heldEntries(this.held[i]!))
        if (!this.earlier(i, entry) && (!this.keep || this.keep(entry))) yield entry;
  }
}
