/**
 * What a list's search matched, as the texts that contain the needle and their holders (./text-index.ts
 * `findTexts`) instead of every matching record listed (issue 46, session 57): its size counts each record once,
 * `has` asks the few texts' holders, and a page of it (./record-index.ts) merges the texts' holders in the list's
 * order (./merged-page.ts) rather than marking thousands of matches and walking the whole order to them. A view of
 * the text index as it is: read it before the next write.
 */

/** A text's holders: the one record or the set of them. */
export type Held<E> = E | ReadonlySet<E>;

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
   * How many records match, each once: the first text's holders, then each other's not held before it (those
   * `keep` keeps: each tested once).
   */
  get size(): number {
    if (this.counted === undefined) {
      let count = 0;
      if (!this.keep && this.held.length) count = heldCount(this.held[0]!);
      for (const _entry of this.entries(this.keep ? 0 : 1)) count++;
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
