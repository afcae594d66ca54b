/**
 * A collection's records by a key, in O(1), and the keys written since a reader last looked: what the
 * escalation sweep, the QA report and the dashboard's running totals read instead of a `findFirst` per record or
 * a scan per request. Kept from the collection's hooks, outside the database (nothing here is persisted).
 *
 * `get` answers the stored record itself: it remembers where each key sits in the collection's array (an update
 * replaces a record in place; a create appends) and checks the record found there. A delete shifts the records
 * after it, so the places are found again by one scan at the next miss; so are a create's whose hook ran before
 * another write put a record ahead of it.
 */

import { db } from './db';

interface Watchable<R> {
  all(): R[];
  clear(): void;
  hooks: {
    on(event: 'create', listener: (event: { data: { record: R } }) => void): unknown;
    on(event: 'update', listener: (event: { data: { prevRecord: R; nextRecord: R } }) => void): unknown;
    on(event: 'delete', listener: (event: { data: { deletedRecord: R } }) => void): unknown;
  };
}

/**
 * The keys written since the last `take()`. `rebuild`: forget what was built and build again from `keys`, every
 * key of the collection (the first take, and after a `clear()`).
 */
export interface Changes {
  take(): { rebuild: boolean; keys: Iterable<string> };
}

export interface KeyedRecords<R> {
  get(key: string): R | undefined;
  /** A new reader of the keys written (created, updated or deleted): its first `take()` is every key. */
  changes(): Changes;
}

const clearListeners = new WeakMap<object, Set<() => void>>();

/**
 * Calls `listener` after every `clear()` of the collection: @msw/data 1.1.7's clear() deletes while iterating the
 * array it splices, so only every other record is told as deleted; whatever is kept from the hooks is built again.
 */
export function afterClear(collection: { clear(): void }, listener: () => void) {
  let listeners = clearListeners.get(collection);
  if (!listeners) {
    const all = (listeners = new Set());
    clearListeners.set(collection, all);
    const clear = collection.clear.bind(collection);
    collection.clear = () => {
      clear();
      for (const each of all) each();
    };
  }
  listeners.add(listener);
}

export function keyedRecords<R>(collection: Watchable<R>, keyOf: (record: R) => string): KeyedRecords<R> {
  const places = new Map<string, number>();
  let placesHold = false;
  /** Keys created whose record may not be in the array yet (the create hook runs before the record is added). */
  const arriving = new Set<string>();
  const readers = new Set<{ all: boolean; keys: Set<string> }>();
  const touch = (key: string) => {
    for (const reader of readers) if (!reader.all) reader.keys.add(key);
  };

  collection.hooks.on('create', ({ data }) => {
    const key = keyOf(data.record);
    if (placesHold) places.set(key, collection.all().length);
    // Keys arrived long ago are settled by a look for them or the next search of places; this bounds the rest.
    if (arriving.size > 1024 && arriving.size > collection.all().length) findPlaces();
    arriving.add(key);
    touch(key);
  });
  collection.hooks.on('update', ({ data }) => {
    const [before, after] = [keyOf(data.prevRecord), keyOf(data.nextRecord)];
    if (before !== after) placesHold = false;
    touch(before);
    touch(after);
  });
  collection.hooks.on('delete', ({ data }) => {
    placesHold = false;
    touch(keyOf(data.deletedRecord));
  });

  afterClear(collection, () => {
    placesHold = false;
    arriving.clear();
    for (const reader of readers) reader.all = true;
  });

  function findPlaces() {
    places.clear();
    collection.all().forEach((record, i) => places.set(keyOf(record), i));
    for (const key of arriving) if (places.has(key)) arriving.delete(key);
    placesHold = true;
  }

  return {
    get(key) {
      const records = collection.all();
      const at = places.get(key);
      const found = at === undefined ? undefined : records[at];
      if (found !== undefined && keyOf(found) === key) {
        arriving.delete(key);
        return found;
      }
      if (placesHold && at === undefined && !arriving.has(key)) return undefined;
      findPlaces();
      const again = places.get(key);
      return again === undefined ? undefined : records[again];
    },
    changes() {
      const reader = { all: true, keys: new Set<string>() };
      readers.add(reader);
      return {
        take() {
          if (reader.all) {
            reader.all = false;
            reader.keys.clear();
            return { rebuild: true, keys: collection.all().map(keyOf) };
          }
          const keys = [...reader.keys];
          reader.keys.clear();
          return { rebuild: false, keys };
        },
      };
    },
  };
}

/** The collections read by key outside a request's own write (mock-server/notifications/, quality/, dashboard/). */
export const byKey = {
  cases: keyedRecords(db.cases, (item) => item.caseID),
  tasks: keyedRecords(db.tasks, (task) => task.id),
  users: keyedRecords(db.users, (user) => user.id),
  escalations: keyedRecords(db.escalations, (escalation) => escalation.id),
  enquiries: keyedRecords(db.enquiries, (enquiry) => enquiry.id),
  supportRequests: keyedRecords(db.supportRequests, (request) => request.id),
  billingRecords: keyedRecords(db.billingRecords, (record) => record.id),
};
