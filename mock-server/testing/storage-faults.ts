/**
 * Real faults of the database file (decision 138), made from outside the mock's own connection as another
 * program would: the file's write lock held (every commit refused, SQLITE_BUSY), or the audit trail's table
 * refusing rows (only the trail's commits refused). Each returns what mends it.
 */
import { DatabaseSync } from 'node:sqlite';

/** Holds the database's write lock, as a second writer would; every commit of the mock fails until mended. */
export function holdWriteLock(file: string): () => void {
  const other = new DatabaseSync(file);
  other.exec('BEGIN IMMEDIATE');
  return () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

/** Makes the audit trail's table refuse every new row; the other tables take their writes. */
export function refuseTrailRows(file: string): () => void {
  const other = new DatabaseSync(file);
  other.exec(
    "CREATE TRIGGER refuse_trail BEFORE INSERT ON audit_events BEGIN SELECT RAISE(ABORT, 'the trail refuses rows'); END",
  );
  return () => {
    other.exec('DROP TRIGGER refuse_trail');
    other.close();
  };
}
