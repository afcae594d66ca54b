/**
 * How a slide stands with an image archive, in words (decision 175): read from the facility's own archive (an
 * attached series or an order's accession number), or an upload on its way into the site's archive. One home for
 * these sentences: the case's slide lists, the archive stage and the viewer all say them the same way, in text,
 * never by colour alone.
 */
import type { components } from '../../contracts';

type SlideImage = Pick<components['schemas']['CaseSlideImage'], 'archiveSeries' | 'archiveStorage'>;

export const SLIDE_ARCHIVE_TEXT = {
  fromArchive: (accession: string | null | undefined) =>
    accession ? `From the image archive (accession ${accession})` : 'From the image archive',
  /** A case list's mark after its counts ("2 / 4"): how many of the case's images are read from the archive. */
  inList: (count: number) => `(${count} from the image archive)`,
  queued: 'Waiting to be stored in the image archive…',
  storing: 'Storing in the image archive…',
  stored: 'Stored in the image archive',
  failed: (reason: string | null) =>
    `Not stored in the image archive: ${reason ?? 'the archive did not say why.'} The slide is read from its uploaded file, so the case can still be sent out.`,
  retry: 'Try storing again',
  retryNamed: (name: string) => `Try storing ${name} in the image archive again`,
} as const;

/**
 * Whether a page showing these slides should follow their stores live (decision 182): one is queued or storing
 * (it moves on by itself), or failed (someone may try it again).
 */
export function storesMayMove(images: Iterable<SlideImage>): boolean {
  for (const { archiveStorage } of images)
    if (archiveStorage && archiveStorage.state !== 'Stored') return true;
  return false;
}

/** A live event saying that a slide of case `caseId` moved on its way into the image archive. */
export const storeMovedOn = (caseId: string) => (event: components['schemas']['LiveEvent']) =>
  event.type === 'slide.storage.changed' && event.data.caseId === caseId;

/** The app's resource route that tries a failed store again (app/resource-routes.js). */
export const archiveStoreRetryPath = (caseId: string, imageId: string) =>
  `/cases/${encodeURIComponent(caseId)}/images/${encodeURIComponent(imageId)}/archive-storage`;

export interface SlideArchiveNote {
  text: string;
  /** A failed store: the words say so; the colour only repeats it. */
  failed: boolean;
}

/** What to say of a slide and the archive, or null for a slide that has nothing to do with one. */
export function slideArchiveNote(image: SlideImage): SlideArchiveNote | null {
  if (image.archiveSeries)
    return { text: SLIDE_ARCHIVE_TEXT.fromArchive(image.archiveSeries.accessionNumber), failed: false };
  const storage = image.archiveStorage;
  switch (storage?.state) {
    case 'Queued':
      return { text: SLIDE_ARCHIVE_TEXT.queued, failed: false };
    case 'Storing':
      return { text: SLIDE_ARCHIVE_TEXT.storing, failed: false };
    case 'Stored':
      return { text: SLIDE_ARCHIVE_TEXT.stored, failed: false };
    case 'Failed':
      return { text: SLIDE_ARCHIVE_TEXT.failed(storage.message), failed: true };
    default:
      return null;
  }
}
