/**
 * POST /api/cases/{caseId}/images/{imageId}/archive-storage (retrySlideArchiveStore, decision 182): an upload
 * whose store in the site's image archive failed is queued again from its uploaded file, through the same queue
 * and bounds as an upload's (./archive-store.ts). Only a failed store: one stored, on its way, or of a kind the
 * archive does not take is refused with what it is, so a second press never stores a slide twice.
 */
import { visibleImage } from '../cases/case-image';
import { fail, ok, operation } from '../http/operation';
import { db } from '../store/db';
import type { DicomwebArchive } from './archive-config';
import { archiveStorageOf, type ArchiveStorage } from './archive-jobs';
import { facilitySeriesOf } from './archive-places';
import { archivePlan, queueArchiveStore } from './archive-store';

export const RETRY_TEXT = {
  queued: 'The slide is queued to be stored in the image archive again.',
  noArchive: 'This server keeps no image archive: the slide is read from its uploaded file.',
  notTaken: 'The image archive does not take this kind of slide: it is read from its uploaded file.',
  stored: 'This slide is already stored in the image archive.',
  underWay: 'This slide is already on its way into the image archive.',
  cancelled: 'This case was cancelled: its slides are not stored again.',
} as const;

/** Why a store may not be tried again (409), or null when it may: only a failed store of a case not cancelled. */
export function retryRefusal(input: {
  hasArchive: boolean;
  takenByArchive: boolean;
  storage: ArchiveStorage | null;
  cancelled: boolean;
}): string | null {
  if (!input.hasArchive) return RETRY_TEXT.noArchive;
  if (!input.takenByArchive || !input.storage) return RETRY_TEXT.notTaken;
  if (input.storage.state === 'Stored') return RETRY_TEXT.stored;
  if (input.storage.state !== 'Failed') return RETRY_TEXT.underWay;
  return input.cancelled ? RETRY_TEXT.cancelled : null;
}

export const archiveRetryHandlers = (archive: DicomwebArchive | null) => [
  operation('retrySlideArchiveStore', async ({ auth, params }) => {
    const item = visibleImage(auth.user, params.caseId, params.imageId);
    if (item instanceof Response) return item;
    const upload = db.slideUploads.findFirst((q) => q.where({ id: params.imageId }));
    const refusal = retryRefusal({
      hasArchive: archive !== null,
      // A series attached from a facility's own archive is read there: nothing of it is stored here.
      takenByArchive: !!upload && !facilitySeriesOf(upload) && archivePlan(upload.fileName) !== null,
      storage: upload ? archiveStorageOf(upload.id, upload.archiveStorage ?? null) : null,
      cancelled: item.status === 'Cancelled',
    });
    if (refusal) return fail(409, refusal);
    const storage = await queueArchiveStore(params.imageId, archive);
    if (!storage) return fail(409, RETRY_TEXT.underWay);
    return ok('retrySlideArchiveStore', storage, { status: 202, message: RETRY_TEXT.queued });
  }),
];
