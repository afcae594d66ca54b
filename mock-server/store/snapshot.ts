/**
 * A copy of the database to return to: the seed is taken once (seeding 400 cases costs ~150–300 ms), and a
 * reset afterwards replaces only the collections written since, record by record, from that copy. A test that
 * only logged in restores `sessions` alone; one that changed a case restores `cases` (~50 ms).
 */
import { db, dirtyCollections, markClean, type CollectionName } from './db';

export type DatabaseSnapshot = ReadonlyMap<CollectionName, readonly unknown[]>;

type AnyCollection = { all(): unknown[]; clear(): void; create(value: unknown): Promise<unknown> };
const collection = (name: CollectionName) => db[name] as unknown as AnyCollection;

/** Deep copies of every collection's records; from now on the database counts as clean. */
export function takeSnapshot(): DatabaseSnapshot {
  const snapshot = new Map<CollectionName, unknown[]>();
  for (const name of Object.keys(db) as CollectionName[])
    snapshot.set(name, structuredClone(collection(name).all()));
  markClean();
  return snapshot;
}

/** Whether a write happened since the last snapshot or restore. */
export const isDirty = () => dirtyCollections().size > 0;

/**
 * Puts the written collections back as they were in `snapshot`, in their original order. `create` copies each
 * record (and validates it), so the snapshot itself is never shared with the live database.
 */
export async function restoreSnapshot(snapshot: DatabaseSnapshot): Promise<void> {
  for (const name of [...dirtyCollections()]) {
    const target = collection(name);
    target.clear();
    for (const record of snapshot.get(name) ?? []) await target.create(record);
  }
  markClean();
}
