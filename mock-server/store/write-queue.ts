/**
 * What a refused change means (decisions 071 and 138): a commit the database file refused (a full disk, a
 * read-only folder, a lock held elsewhere) is rolled back whole, memory is put back as the file has it
 * (./persistence.ts), and the HTTP layer answers 503 with Retry-After. The next change tries the file again:
 * one failure is never an outage.
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
