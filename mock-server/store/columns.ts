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

/** Shared values, each kept once by its text (null is -1); its lower case made once when asked. */
export class SharedStrings {
  readonly #places = new Map<string, number>();
  readonly #values: string[] = [];
  #lower: string[] = [];

  placeOf(value: string | null): number {
    if (value === null) return -1;
    let place = this.#places.get(value);
    if (place === undefined) {
      place = this.#values.length;
      this.#places.set(value, place);
      this.#values.push(value);
    }
    return place;
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
