/**
 * The seeded database kept as a file beside the data file (`<file>.seed`), for the reset of a scale seed
 * (`--seed-cases N`): seeding 100,000 cases again and rewriting every table took minutes, and copying the whole
 * file back and loading it a start's load. Written once when the seed is made (`VACUUM INTO`: a consistent copy
 * of the committed database, in one statement of SQLite's own); a reset puts back from it only the tables written
 * since, and loads only those collections again.
 *
 * The copy names the seed it holds (`meta` seed: the number of cases): a copy of another seed, or none, is not
 * used, and the caller seeds again. The demo seed (400 cases) does not need it: its reset puts back in memory the
 * collections a test wrote (./snapshot.ts) and commits those alone.
 */
import { existsSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { db, dirtyCollections } from './db';
import { databaseFile, isSaved, persistedFile, reloadCollections } from './persistence';

const seedCopyOf = (file: string) => `${file}.seed`;

/** Keeps the committed database as the seed `seed` names (the caller committed it); nothing while unsaved. */
export function keepSeedCopy(seed: string) {
  const file = persistedFile();
  if (!file) return;
  const copy = seedCopyOf(file);
  rmSync(copy, { force: true });
  try {
    // A file name as a bound parameter: never spliced into the statement.
    databaseFile().db.prepare('VACUUM INTO ?').run(copy);
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
 * Puts the database back to the seed `seed` names from its copy: the tables of the collections written since the
 * seed (and the trail) put back from the copy, in one transaction, and those collections loaded again; the others
 * are as seeded already, in memory and in the file. False (nothing changed) when no copy of that seed is kept, or
 * the file refused the put-back (the caller seeds again).
 */
export async function restoreSeedCopy(seed: string): Promise<boolean> {
  const file = persistedFile();
  if (!file) return false;
  const copy = seedCopyOf(file);
  if (seedOf(copy) !== seed) return false;
  const written = [...dirtyCollections()].filter(isSaved);
  try {
    databaseFile().putBackFrom(copy, written);
  } catch (error) {
    const what = error instanceof Error ? error.message : String(error);
    console.log(`mock: could not put back the seed from ${copy} (${what}); the database is seeded again.`);
    return false;
  }
  db.auditEvents.forget();
  await reloadCollections(written);
  return true;
}
