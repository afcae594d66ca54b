/**
 * The pieces a table kept in columns is made of (decision 113): growable typed arrays, one number per row, and
 * tables of shared values, each value kept once and named by its place. A million rows of the audit trail take
 * ~60 bytes each so, where a million objects took ~325 (../audit/columns.ts).
 */

type Typed = Float64Array | Int32Array | Uint16Array;
type TypedConstructor<A extends Typed> = new (length: number) => A;

/** One number per row; grows by doubling, never shrinks until cleared. */
export class Column<A extends Typed> {
  #data: A;
  constructor(readonly make: TypedConstructor<A>) {
    this.#data = new make(1024);
  }

  /** Bytes a row takes. */
  get width(): number {
    return this.#data.BYTES_PER_ELEMENT;
  }

  get(row: number): number {
    return this.#data[row]!;
  }

  /** Sets a row's value, growing the column to hold it. */
  set(row: number, value: number) {
    if (row >= this.#data.length) this.#grow(row + 1);
    this.#data[row] = value;
  }

  #grow(length: number) {
    const grown = new this.make(Math.max(length, this.#data.length * 2));
    grown.set(this.#data);
    this.#data = grown;
  }

  /** The rows from `from` to before `to` as bytes (a view: valid until the next write; little-endian). */
  bytes(from: number, to: number): Uint8Array {
    const size = this.#data.BYTES_PER_ELEMENT;
    return new Uint8Array(this.#data.buffer, this.#data.byteOffset + from * size, (to - from) * size);
  }

  /** Sets `count` rows from `row` on from bytes as `bytes()` gave them (a copy, so any alignment will do). */
  setBytes(row: number, count: number, bytes: Uint8Array) {
    if (row + count > this.#data.length) this.#grow(row + count);
    this.bytes(row, row + count).set(bytes);
  }

  /** Moves the rows after `row` (up to `length`) one place down, over it. */
  removeAt(row: number, length: number) {
    this.#data.copyWithin(row, row + 1, length);
  }

  /** The first `length` rows, as a view (valid until the next write). */
  view(length: number): A {
    return this.#data.subarray(0, length) as A;
  }

  clear() {
    this.#data = new this.make(1024);
  }
}

/** Values of a table read from a file filed by their text a step at a time (~10 ms a step). */
const FILED_A_STEP = 50_000;

/** Shared values, each kept once by its text (null is -1); its lower case made once when asked. */
export class SharedStrings {
  readonly #places = new Map<string, number>();
  readonly #values: string[] = [];
  #lower: string[] = [];
  /**
   * The values before this place are in `#places`. Values read from a file are filed there after the load, a
   * chunk at a time between requests (decision 119: ~370,000 of them at 250×, a start need not wait), or all at
   * once by the first `placeOf` that comes before.
   */
  #filed = 0;
  #filing = false;

  placeOf(value: string | null): number {
    if (value === null) return -1;
    if (this.#filed < this.#values.length) this.#file(this.#values.length);
    let place = this.#places.get(value);
    if (place === undefined) {
      place = this.#values.length;
      this.#places.set(value, place);
      this.#values.push(value);
      this.#filed = this.#values.length;
    }
    return place;
  }

  #file(upTo: number) {
    for (; this.#filed < upTo; this.#filed++) this.#places.set(this.#values[this.#filed]!, this.#filed);
  }

  /** The values from place `from` on, in order (what a file of the table does not hold yet). */
  valuesFrom(from: number): string[] {
    return this.#values.slice(from);
  }

  /** Appends values read from a file, each at the next place (they are unique: a table written by `valuesFrom`). */
  append(values: readonly string[]) {
    for (const value of values) this.#values.push(value);
    if (this.#filing) return;
    this.#filing = true;
    const step = () => {
      this.#file(Math.min(this.#values.length, this.#filed + FILED_A_STEP));
      if (this.#filed < this.#values.length) setImmediate(step);
      else this.#filing = false;
    };
    setImmediate(step);
  }

  value(place: number): string | null {
    return place < 0 ? null : this.#values[place]!;
  }

  /** The value in lower case (the trail's filters compare so), made once per value. */
  lower(place: number): string | null {
    if (place < 0) return null;
    return (this.#lower[place] ??= this.#values[place]!.toLowerCase());
  }

  get size() {
    return this.#values.length;
  }

  clear() {
    this.#places.clear();
    this.#values.length = 0;
    this.#filed = 0;
    this.#lower = [];
  }
}

/** The first index in [0, length) of an ascending column whose value is not below `value`. */
export function lowerBoundOf(values: ArrayLike<number>, length: number, value: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
