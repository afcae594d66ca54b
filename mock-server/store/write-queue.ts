/**
 * The order of the database's writes to disk, and what a failed one means (decision 071). Writes run one at a
 * time in the order they were asked for; each carries the whole database as it was when asked, so it also
 * carries every change made before it.
 *
 * - A write that fails (full disk, EIO) puts memory back as it was at the last write that succeeded (`restore`)
 *   and rejects with `StorageUnavailableError`, which the HTTP layer answers 503 with Retry-After.
 * - The writes already queued behind it were taken from memory that held the refused change: they fail too,
 *   without touching the disk, and their own changes went with the restore.
 * - The next write asked for after the failure tries the disk again: one failure is never an outage.
 *
 * So what a client was told was saved is exactly what is on disk, and memory never shows what is not.
 */

/** The sentence a refused change answers with (in the envelope, status 503). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'The server could not save this just now, so nothing was changed. Please try again in a moment.';
/** Seconds the 503's Retry-After asks a client to wait. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** A change refused because the database could not be written; memory no longer holds it. */
export class StorageUnavailableError extends Error {
  readonly status = 503;
  readonly retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS;
  constructor(options?: { cause?: unknown }) {
    super(STORAGE_UNAVAILABLE_MESSAGE, options);
    this.name = 'StorageUnavailableError';
  }
}

export interface WriteQueue<T> {
  /** Queues a write of `body` (memory as it is now); resolves once it is on disk. */
  write(body: T): Promise<void>;
  /** Records `body` as what storage holds (a database just loaded from disk). */
  stored(body: T): void;
}

export function createWriteQueue<T>(options: {
  /** Puts `body` on disk; rejects when it could not. */
  save(body: T): Promise<void>;
  /** Puts memory back to `body`, the last write that succeeded (null: none has yet, so nothing to go back to). */
  restore(body: T | null): Promise<void>;
  /** Told once per failed write, with the cause (the server's log). */
  onFailure?(cause: unknown): void;
}): WriteQueue<T> {
  let lastStored: T | null = null;
  // Bumped by each failed write: a write asked for under an older value carries the refused change.
  let failures = 0;
  let tail: Promise<void> = Promise.resolve();
  return {
    write(body) {
      const askedAfter = failures;
      const done = tail.then(async () => {
        if (askedAfter !== failures) throw new StorageUnavailableError();
        try {
          await options.save(body);
        } catch (cause) {
          failures += 1;
          options.onFailure?.(cause);
          await options.restore(lastStored).catch((error: unknown) => options.onFailure?.(error));
          throw new StorageUnavailableError({ cause });
        }
        lastStored = body;
      });
      // The queue itself never stays rejected: the next write runs whatever this one did.
      tail = done.catch(() => undefined);
      return done;
    },
    stored(body) {
      lastStored = body;
    },
  };
}
