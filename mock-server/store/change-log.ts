/**
 * What changed since the last write to disk (decision 100): every create, update and delete of a saved collection,
 * kept as the record's new value (or its absence) under the record's own key, so a write puts on disk what
 * changed and nothing else. The key is @msw/data's primary key (a UUID each record carries under a symbol), the
 * one the library's own persist extension saves; the saved collections never change it.
 *
 * Each collection's create, update, updateMany, delete, deleteMany and clear are wrapped here, because they give
 * the final record (an update's hook sees the record before its schema is applied again, once per changed path,
 * and clear() tells its hooks of only half of the records it drops); an insert of many (./bulk-insert.ts) notes
 * each record as its create would.
 */
import { openOperation } from '../http/operation-scope';
import { onInsertMany } from './bulk-insert';
import { kPrimaryKey } from './msw-internals';
import type { CollectionName } from './db';

/**
 * One change: the record's new value (`n`: a record created, which goes last in its collection), or `d` for a
 * deletion, or a whole collection emptied.
 */
export type Change =
  | { c: CollectionName; k: string; r: unknown; n?: 1 }
  | { c: CollectionName; k: string; d: 1 }
  | { c: CollectionName; clear: 1 };

type Tracked = {
  create(value: unknown): Promise<unknown>;
  update(...args: unknown[]): Promise<unknown>;
  updateMany(...args: unknown[]): Promise<unknown[]>;
  delete(...args: unknown[]): unknown;
  deleteMany(...args: unknown[]): unknown[];
  clear(): void;
  all(): object[];
};

/** The symbol @msw/data keeps a record's primary key under (the library does not export it). */
const primaryKeySymbol = kPrimaryKey;

/** The record's @msw/data primary key. */
export function primaryKeyOf(record: object): string {
  const key = (record as Record<symbol, unknown>)[primaryKeySymbol];
  if (typeof key !== 'string') throw new Error('A stored record without its @msw/data primary key.');
  return key;
}

/** The initial values that create a record under `key` again (how @msw/data's persist extension restores one). */
export function withPrimaryKey<T extends object>(value: T, key: string): T {
  Object.defineProperty(value, primaryKeySymbol, { value: key, enumerable: false, configurable: false });
  return value;
}

/**
 * What one operation (or the work outside any) changed and has not yet committed: the changes, in order (a record
 * changed twice keeps its first place, its newest value wins), and each touched collection's records as they were
 * before its first change here (what a put-back returns to: @msw/data replaces a record on update and never
 * changes it, so the array of records taken then is that state).
 */
export class ChangeSet {
  changes = new Map<string, Change>();
  starts = new Map<CollectionName, readonly object[]>();
  clears = 0;
}

/** The changes of work outside an operation (a timer's sweep, an order over MLLP, a reset), committed by settle(). */
let outside = new ChangeSet();
/** Off while nothing is saved (the in-process tests) and while a load or a put-back runs. */
let recording = false;
let paused = 0;
const noting = () => recording && paused === 0;
/** The set a write now goes to: its operation's while that is open, else the one outside any. */
const currentSet = () => openOperation()?.changes ?? outside;

/** Turns noting on (persistence on) or off (and forgets what was noted). */
export function recordChanges(on: boolean) {
  recording = on;
  takeOutside();
}

function note(set: ChangeSet, change: Change) {
  const pending = set.changes;
  if ('clear' in change) {
    // Whatever the collection held before is gone: its earlier changes need not be written.
    for (const [id, earlier] of pending) if (earlier.c === change.c) pending.delete(id);
    pending.set(`${change.c}\u0000*${(set.clears += 1)}`, change);
    return;
  }
  const id = `${change.c}\u0000${change.k}`;
  // A deleted record created again goes to the end of its collection, as in memory.
  const earlier = pending.get(id);
  if ('d' in change || (earlier && 'd' in earlier)) pending.delete(id);
  // A record created and then updated before the write is still a new one.
  const created = 'r' in change && earlier && 'r' in earlier && earlier.n === 1;
  pending.set(id, created ? { ...change, n: 1 } : change);
}

/**
 * Wraps the collections' writing methods so each change is noted (once, at start; `slides` is never saved) in
 * the set of the operation making it. Before a collection's first change in a set, its records are taken.
 */
export function trackChanges(collections: Partial<Record<CollectionName, unknown>>) {
  for (const [name, value] of Object.entries(collections) as Array<[CollectionName, Tracked]>) {
    const ahead = () => {
      const set = noting() ? currentSet() : null;
      if (set && !set.starts.has(name)) set.starts.set(name, value.all().slice());
    };
    const noted = (change: Change) => {
      if (noting()) note(currentSet(), change);
    };
    const put = (record: unknown) => {
      if (record) noted({ c: name, k: primaryKeyOf(record as object), r: record });
      return record;
    };
    const made = (record: unknown) => {
      if (record) noted({ c: name, k: primaryKeyOf(record as object), r: record, n: 1 });
      return record;
    };
    const gone = (record: unknown) => {
      if (record) noted({ c: name, k: primaryKeyOf(record as object), d: 1 });
      return record;
    };
    const { create, update, updateMany, delete: remove, deleteMany, clear } = value;
    value.create = async (initial) => (ahead(), made(await create.call(value, initial)));
    value.update = async (...args) => (ahead(), put(await update.apply(value, args)));
    value.updateMany = async (...args) => (ahead(), (await updateMany.apply(value, args)).map(put));
    value.delete = (...args) => (ahead(), gone(remove.apply(value, args)));
    value.deleteMany = (...args) => (ahead(), deleteMany.apply(value, args).map(gone));
    value.clear = () => {
      ahead();
      noted({ c: name, clear: 1 });
      clear.call(value);
    };
    onInsertMany(value, { before: ahead, after: (records) => records.forEach(made) });
  }
}

/** Runs `work` (a load from disk, a put-back) without noting its changes: they are what the disk already holds. */
export async function untracked<T>(work: () => Promise<T>): Promise<T> {
  paused += 1;
  try {
    return await work();
  } finally {
    paused -= 1;
  }
}

/** Takes what work outside any operation changed so far (it is now the caller's to write or put back). */
export function takeOutside(): ChangeSet {
  const taken = outside;
  outside = new ChangeSet();
  return taken;
}
