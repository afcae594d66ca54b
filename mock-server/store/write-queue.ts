/**
 * The order of the database's writes to disk, and what a failed one means (decisions 071 and 072). One write is
 * under way at a time; the changes asked to be saved meanwhile wait together for the next write, which takes
 * the whole database as it is when it starts, so it carries every one of them. However many changes come at
 * once (a flood of logins), at most one copy of the database waits as text beside the one being written.
 *
 * - A write that fails (full disk, EIO) puts memory back as it was at the last write that succeeded (`restore`)
 *   and rejects its changes with `StorageUnavailableError`, which the HTTP layer answers 503 with Retry-After.
 * - The changes made while it was failing were made on memory that held the refused change, and the restore
 *   took them away too: they are refused as well, without touching the disk.
 * - The next change asked to be saved after the failure tries the disk again: one failure is never an outage.
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
  /** Saves memory as it is when the write starts (`take`); resolves once a write that carries it is on disk. */
  write(take: () => T): Promise<void>;
  /** Records `body` as what storage holds (a database just loaded from disk). */
  stored(body: T): void;
}

type Round = { done: Promise<void>; resolve(): void; reject(error: unknown): void };

function newRound(): Round {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { done, resolve, reject };
}

export function createWriteQueue<T>(options: {
  /** Puts `body` on disk; rejects when it could not. */
  save(body: T): Promise<void>;
  /**
   * Puts memory back to `body`, the last write that succeeded (null: none has yet, so nothing to go back to);
   * `failed` is the write that failed, for a store that undoes what it carried instead.
   */
  restore(body: T | null, failed: T): Promise<void>;
  /** Told once per failed write, with the cause (the server's log). */
  onFailure?(cause: unknown): void;
}): WriteQueue<T> {
  let lastStored: T | null = null;
  // The changes waiting for the next write, and whether a write is under way.
  let waiting: Round | null = null;
  let writing = false;

  async function drain(take: () => T) {
    writing = true;
    while (waiting) {
      const round = waiting;
      waiting = null;
      const body = take();
      try {
        await options.save(body);
        lastStored = body;
        round.resolve();
      } catch (cause) {
        options.onFailure?.(cause);
        await options.restore(lastStored, body).catch((error: unknown) => options.onFailure?.(error));
        const refused = new StorageUnavailableError({ cause });
        round.reject(refused);
        // Changes made during the failed write went with the restore.
        (waiting as Round | null)?.reject(refused);
        waiting = null;
      }
    }
    writing = false;
  }

  return {
    write(take) {
      waiting ??= newRound();
      const { done } = waiting;
      if (!writing) void drain(take);
      return done;
    },
    stored(body) {
      lastStored = body;
    },
  };
}
