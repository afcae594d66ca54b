/**
 * Which records hold a piece of text, without looking through every record (decision 120): the index a
 * list's search reads (./record-index.ts `search`), kept on write.
 *
 * It files distinct texts, not records: a text (a record id, a first name, a facility's name, in lower case) gets
 * a number when a first record holds it and keeps it while any does; the records holding it are its holders. Each
 * text is filed under every piece of one, two and three characters (UTF-16 code units) it contains, each piece's
 * posting an ascending list of text numbers in a typed array (a piece's key is a small integer: `pieceKey`). A
 * needle of up to three characters is one posting, exactly; a longer one reads the smallest posting of its three-character pieces and keeps the texts that contain
 * it (`includes`, the test the scan made). A text no record holds any more leaves its postings at once.
 *
 * Numbers are never reused (new ones are larger, so appending keeps every posting sorted); once most of the
 * numbers given out are free, the postings are made again from the texts held (`compact`).
 */

/**
 * Each code unit seen, numbered from 1 as first seen (0: not yet), up to OTHER; every later one shares OTHER. A
 * piece's key is its units' numbers in 10 bits each, so it is a small integer: a one-unit piece below 2^10, two
 * units from 2^10, three from 2^20 (below 2^30). A needle with a unit numbered OTHER may share its key with
 * another: its texts are then tested too.
 */
const unitNumbers = new Uint16Array(65536);
const OTHER = 1023;
let unitsSeen = 0;
const unitOf = (code: number) => unitNumbers[code] || (unitNumbers[code] = Math.min(++unitsSeen, OTHER));

const pieceKey = (text: string, at: number, length: number) => {
  let key = 0;
  for (let i = 0; i < length; i++) key = (key << 10) | unitOf(text.charCodeAt(at + i));
  return key;
};

/** Whether every piece of `needle` has a key of its own (no unit shares OTHER). */
const exactKeys = (needle: string) => {
  for (let i = 0; i < needle.length; i++) if (unitOf(needle.charCodeAt(i)) === OTHER) return false;
  return true;
};

/** An ascending list of text numbers, in a typed array grown by doubling. */
interface Posting {
  ids: Int32Array;
  length: number;
}

/** The first place in `posting` whose number is not below `id`. */
function placeOf(posting: Posting, id: number) {
  let low = 0;
  let high = posting.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (posting.ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class TextIndex<H extends object> {
  /** @param compactAbove how many numbers may be given out before compacting is considered (tests lower it). */
  constructor(private readonly compactAbove = 1024) {}

  /** The number of each text held. */
  private readonly numbers = new Map<string, number>();
  /** By number: the text, and the one holder or the set of them (undefined once no record holds it). */
  private texts: Array<string | undefined> = [];
  private holders: Array<H | Set<H> | undefined> = [];
  private readonly postings = new Map<number, Posting>();

  /** How many distinct texts are held. */
  get size() {
    return this.numbers.size;
  }

  /** How many numbers the postings hold in all (the index's size, for the figures). */
  get filed() {
    let sum = 0;
    for (const posting of this.postings.values()) sum += posting.length;
    return sum;
  }

  /** `holder` holds `text` (a second time for the same holder changes nothing). */
  add(text: string, holder: H): void {
    const id = this.numbers.get(text);
    if (id === undefined) {
      const next = this.texts.length;
      this.numbers.set(text, next);
      this.texts.push(text);
      this.holders.push(holder);
      this.file(text, next);
      return;
    }
    const held = this.holders[id]!;
    if (held instanceof Set) held.add(holder);
    else if (held !== holder) this.holders[id] = new Set([held, holder]);
  }

  /** `holder` no longer holds `text`; a text no one holds leaves the postings. */
  remove(text: string, holder: H): void {
    const id = this.numbers.get(text);
    if (id === undefined) return;
    const held = this.holders[id]!;
    if (held instanceof Set) {
      held.delete(holder);
      if (held.size > 1) return;
      if (held.size === 1) {
        this.holders[id] = held.values().next().value as H;
        return;
      }
    } else if (held !== holder) return;
    this.numbers.delete(text);
    this.texts[id] = undefined;
    this.holders[id] = undefined;
    this.unfile(text, id);
    if (this.texts.length > this.compactAbove && this.numbers.size * 2 < this.texts.length) this.compact();
  }

  /** Every holder of a text that contains `needle` (not empty), each as often as it holds such texts. */
  find(needle: string, visit: (holder: H) => void): void {
    this.findTexts(needle, (_text, held) => {
      if (held instanceof Set) for (const holder of held) visit(holder);
      else visit(held as H);
    });
  }

  /**
   * Each text that contains `needle` (not empty) with its holders: the one holder or the set of them, as held
   * now (read them before the next write). `visit` answers false to stop.
   */
  findTexts(needle: string, visit: (text: string, held: H | ReadonlySet<H>) => boolean | void): void {
    const each = (id: number) => visit(this.texts[id]!, this.holders[id]!) !== false;
    if (!needle)
      throw new Error('TextIndex.find: an empty needle matches everything; filter nothing instead.');
    if (needle.length <= 3) {
      const posting = this.postings.get(pieceKey(needle, 0, needle.length));
      const exact = exactKeys(needle);
      if (posting)
        for (let i = 0; i < posting.length; i++) {
          const id = posting.ids[i]!;
          if ((exact || this.texts[id]!.includes(needle)) && !each(id)) return;
        }
      return;
    }
    let smallest: Posting | undefined;
    for (let at = 0; at + 3 <= needle.length; at++) {
      const posting = this.postings.get(pieceKey(needle, at, 3));
      if (!posting) return;
      if (!smallest || posting.length < smallest.length) smallest = posting;
    }
    for (let i = 0; i < smallest!.length; i++) {
      const id = smallest!.ids[i]!;
      if (this.texts[id]!.includes(needle) && !each(id)) return;
    }
  }

  clear(): void {
    this.numbers.clear();
    this.texts = [];
    this.holders = [];
    this.postings.clear();
  }

  /** Files text number `id` (the largest yet) under each of its pieces, once each. */
  private file(text: string, id: number) {
    for (let at = 0; at < text.length; at++)
      for (let length = 1; length <= 3 && at + length <= text.length; length++) {
        const key = pieceKey(text, at, length);
        let posting = this.postings.get(key);
        if (!posting) this.postings.set(key, (posting = { ids: new Int32Array(2), length: 0 }));
        else if (posting.ids[posting.length - 1] === id) continue;
        if (posting.length === posting.ids.length) {
          const grown = new Int32Array(posting.length * 2);
          grown.set(posting.ids);
          posting.ids = grown;
        }
        posting.ids[posting.length++] = id;
      }
  }

  private unfile(text: string, id: number) {
    for (let at = 0; at < text.length; at++)
      for (let length = 1; length <= 3 && at + length <= text.length; length++) {
        const key = pieceKey(text, at, length);
        const posting = this.postings.get(key);
        if (!posting) continue;
        const place = placeOf(posting, id);
        if (place >= posting.length || posting.ids[place] !== id) continue;
        posting.ids.copyWithin(place, place + 1, posting.length);
        posting.length--;
        if (posting.length === 0) this.postings.delete(key);
      }
  }

  /** Numbers the held texts again from 0, in their order, and files them anew. */
  private compact() {
    const held = [...this.numbers.keys()].map((text) => {
      const id = this.numbers.get(text)!;
      return { text, holders: this.holders[id]!, id };
    });
    held.sort((a, b) => a.id - b.id);
    this.clear();
    for (const { text, holders } of held) {
      const id = this.texts.length;
      this.numbers.set(text, id);
      this.texts.push(text);
      this.holders.push(holders);
      this.file(text, id);
    }
  }
}
