/**
 * Which uploads this process is storing in the image archive (./archive-store.ts), apart from the store itself so
 * that the slide record (./uploads.ts) can read a state without importing the converter and STOW-RS.
 */
import type { components } from '../../contracts';

export type ArchiveStorage = components['schemas']['SlideArchiveStorage'];

export const INTERRUPTED = 'The server stopped before the slide was stored in the image archive.';

/** Uploads queued or being stored by this process: a record Queued or Storing that is not here was cut off. */
export const inHand = new Set<string>();

/**
 * The record's state as a link answers it: Queued or Storing that this process no longer holds (the server
 * stopped midway) is Failed, and the slide is read from its file.
 */
export function archiveStorageOf(id: string, stored: ArchiveStorage | null): ArchiveStorage | null {
  if (!stored || stored.state === 'Stored' || stored.state === 'Failed' || inHand.has(id)) return stored;
  return { state: 'Failed', message: INTERRUPTED };
}
