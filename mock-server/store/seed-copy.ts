/**
 * The seeded database kept as a file beside the data file (`<file>.seed`), for the reset of a scale seed
 * (`--seed-cases N`): seeding 100,000 cases again and rewriting every table took minutes, copying the file back
 * and loading it takes what a start's load takes. Written once when the seed is made (`VACUUM INTO`: a
 * consistent copy of the committed database, in one statement of SQLite's own); a reset closes the database,
 * copies the seed back over it and loads it into the collections, as a start does.
 *
 * The copy names the seed it holds (`meta` seed: the number of cases): a copy of another seed, or none, is not
 * used, and the caller seeds again. The demo seed (400 cases) does not need it: its reset puts back in memory the
 * collections a test wrote (./snapshot.ts) and commits those alone.
 */
import { constants, copyFileSync, existsSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { untracked } from './change-log';
import { db } from './db';
import { databaseConnection, enablePersistence, loadPersisted, persistedFile } from './persistence';

const seedCopyOf = (file: string) => `${file}.seed`;
/** SQLite's files beside a database in WAL mode (a stale one left beside the copied file would be replayed). */
const SIDE_FILES = ['-wal', '-shm'];

/** Keeps the committed database as the seed `seed` names (the caller committed it); nothing while unsaved. */
export function keepSeedCopy(seed: string) {
  const file = persistedFile();
  if (!file) return;
  const copy = seedCopyOf(file);
  rmSync(copy, { force: true });
  try {
    // A file name as a bound parameter: never spliced into the statement.
    databaseConnection().prepare('VACUUM INTO ?').run(copy);
    const written = new DatabaseSync(copy);
    try {
      written
        .prepare(
          'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        )
        .run('seed', seed);
    } finally {
      written.close();
    }
  } catch (error) {
    // Without a copy a reset seeds again, as before: slower, not wrong.
    rmSync(copy, { force: true });
    const what = error instanceof Error ? error.message : String(error);
    console.log(`mock: could not keep a copy of the seed beside ${file} (${what}); a reset seeds again.`);
  }
}

/** The seed a copy holds, or undefined when there is none (or it is not one of ours). */
function seedOf(copy: string): string | undefined {
  if (!existsSync(copy)) return undefined;
  try {
    const reader = new DatabaseSync(copy, { readOnly: true });
    try {
      const row = reader.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as
        { value: string } | undefined;
      return row?.value;
    } finally {
      reader.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * Puts the database back to the seed `seed` names from its copy: the connection closed, the copy over the file,
 * its records loaded into the collections. False (nothing changed) when no copy of that seed is kept; false too
 * when the copied file would not load, the collections then emptied and the next commit rewriting every table.
 */
export async function restoreSeedCopy(seed: string): Promise<boolean> {
  const file = persistedFile();
  if (!file) return false;
  const copy = seedCopyOf(file);
  if (seedOf(copy) !== seed) return false;
  // The records go before the copy's are read: held beside them, a large seed's heap would be twice its size while
  // the load runs. The slide catalogue stays (derived from files, not saved); the trail is the file's own table.
  await untracked(async () => {
    for (const [name, collection] of Object.entries(db))
      if (name !== 'slides' && name !== 'auditEvents') collection.clear();
  });
  // Closes the connection and forgets what was committed: the file is about to be another (nothing may open it
  // again before it is copied).
  enablePersistence(file);
  for (const side of SIDE_FILES) rmSync(`${file}${side}`, { force: true });
  // A clone of the file's blocks where the file system has them (btrfs, XFS), else a copy.
  copyFileSync(copy, file, constants.COPYFILE_FICLONE);
  return loadPersisted();
}
