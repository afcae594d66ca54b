/**
 * Case files: clinical attachments in the five slots of spec 3.4 (upload, list, download, delete) and slide
 * image uploads into a subsection. Bytes are stored under server-generated ids (mock-server/store/files.ts),
 * streamed to disk as they arrive (receiveUpload); on the HTTP server these two uploads are answered by express
 * ahead of MSW (mock-server/http/streamed-routes.ts), whose middleware would hold the whole body.
 */
import { unlink } from 'node:fs/promises';
import { schemas, fileTooLargeMessage, formatBytes } from '../../contracts';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';

import { fullList } from '../http/list-limits';
import { canSeeCase } from '../cases/access';
import { checkCaseChange, type CaseChange } from '../cases/change-access';
import {
  attachmentContentType,
  attachmentLimit,
  fileDownload,
  placeholderPdf,
  readStoredFile,
  sanitizeFileName,
  slideImageContentType,
  slideImageLimit,
  storagePath,
  storeFile,
} from '../store/files';
import { multipartOperation, receiveUpload } from '../http/multipart';
import { slideSignatureMatches } from '../slides/signatures';
import { addSlideImage, subsectionFull } from '../slides/uploads';
import type { DicomwebArchive } from '../slides/archive-config';
import { queueArchiveStore } from '../slides/archive-store';
import { personRef } from '../http/lists';
import { ATTACHMENT_TYPE_MESSAGE, SLIDE_TYPE_MESSAGE } from '../reference/data';

type AttachmentRecord = ReturnType<typeof db.attachments.all>[number];

/** The record as the contract shows it (without where the bytes are kept). */
const toAttachment = ({ storageKey: _key, placeholder: _placeholder, ...attachment }: AttachmentRecord) =>
  attachment;

function caseFor(user: UserRecord, caseID: string, change?: CaseChange): CaseRecord | Response {
  const item = db.cases.findFirst((q) => q.where({ caseID }));
  if (!item) return fail(404, 'Case not found.');
  if (!change) return canSeeCase(user, item) ? item : fail(403, 'You do not have access to this case.');
  const check = checkCaseChange(user, item, change);
  return check.ok ? item : fail(check.status, check.message);
}

/** `archive`: the site's image archive (DICOMWEB_URL), where an uploaded slide image is then stored. */
export const attachmentHandlers = (archive: DicomwebArchive | null = null) => [
  operation('listCaseAttachments', ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId);
    if (item instanceof Response) return item;
    const attachments = db.attachments
      .findMany((q) => q.where({ caseID: item.caseID }))
      .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt) || a.id.localeCompare(b.id))
      .map(toAttachment);
    return ok('listCaseAttachments', attachments);
  }),

  multipartOperation('uploadCaseAttachment', async ({ request, auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'uploadAttachment');
    if (item instanceof Response) return item;
    const full = fullList(
      db.attachments.findMany((q) => q.where({ caseID: item.caseID })).length,
      schemas.zCaseAttachmentListEnvelope.shape.data,
      (max) => `This case has ${max} attachments, the most a case holds. Remove one before adding another.`,
    );
    if (full) return fail(409, full);
    const limit = attachmentLimit();
    const upload = await receiveUpload(request, {
      limit,
      tooLarge: fileTooLargeMessage(limit),
      kind: 'att',
    });
    if (upload instanceof Response) return upload;
    const { file, fields } = upload;
    const slot = schemas.zAttachmentSlot.safeParse(fields.get('slot'));
    if (!slot.success) {
      await file.discard();
      return fail(400, 'Validation failed', { fieldErrors: { slot: ['Choose the attachment slot.'] } });
    }
    const fileName = sanitizeFileName(file.name);
    const contentType = attachmentContentType(fileName, file.type, file.head.subarray(0, 8));
    if (!contentType) {
      await file.discard();
      return fail(415, ATTACHMENT_TYPE_MESSAGE);
    }
    const created = await db.attachments.create({
      id: file.key,
      caseID: item.caseID,
      slot: slot.data,
      fileName,
      contentType,
      sizeBytes: file.size,
      sha256: file.sha256,
      uploadedBy: personRef(auth.user),
      uploadedAt: new Date().toISOString(),
      storageKey: file.key,
      placeholder: false,
    });
    return ok('uploadCaseAttachment', toAttachment(created), { status: 201, message: 'File uploaded.' });
  }),

  operation('downloadCaseAttachment', async ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId);
    if (item instanceof Response) return item;
    const attachment = db.attachments.findFirst((q) =>
      q.where({ id: params.attachmentId, caseID: item.caseID }),
    );
    if (!attachment) return fail(404, 'Attachment not found.');
    let bytes = await readStoredFile(attachment.storageKey);
    if (!bytes && attachment.placeholder) {
      // Seeded attachments get their placeholder PDF written on first download.
      bytes = seededPlaceholder(attachment, item);
      await storeFile(attachment.storageKey, bytes).catch(() => undefined);
    }
    if (!bytes) return fail(404, 'The file is no longer available.');
    return fileDownload(bytes, attachment);
  }),

  operation('deleteCaseAttachment', async ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'deleteAttachment');
    if (item instanceof Response) return item;
    const attachment = db.attachments.findFirst((q) =>
      q.where({ id: params.attachmentId, caseID: item.caseID }),
    );
    if (!attachment) return fail(404, 'Attachment not found.');
    await db.attachments.delete((q) => q.where({ id: attachment.id }));
    // The bytes go once the deletion is saved: a refused one (503) puts the record back, and its file is still there.
    await unlink(storagePath(attachment.storageKey)).catch(() => undefined);
    return ok('deleteCaseAttachment', toAttachment(attachment), { message: 'Attachment removed.' });
  }),

  multipartOperation('uploadSubsectionImage', async ({ request, auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'uploadSlide');
    if (item instanceof Response) return item;
    const specimen = item.slides.find((s) => s.subsections.some((sub) => sub.id === params.subsectionId));
    if (!specimen) return fail(404, 'Subsection not found.');
    const full = subsectionFull(item, params.subsectionId);
    if (full) return fail(409, full);
    const limit = slideImageLimit();
    const upload = await receiveUpload(request, {
      limit,
      tooLarge: `The slide image is larger than ${formatBytes(limit)}.`,
      kind: 'sld',
    });
    if (upload instanceof Response) return upload;
    const { file } = upload;
    const fileName = sanitizeFileName(file.name);
    const contentType = slideImageContentType(fileName);
    if (!contentType || !slideSignatureMatches(fileName, file.head)) {
      await file.discard();
      return fail(415, SLIDE_TYPE_MESSAGE);
    }
    const image = await addSlideImage({
      item,
      subsectionId: params.subsectionId,
      id: file.key,
      fileName,
      contentType,
      sizeBytes: file.size,
      sha256: file.sha256,
      uploadedBy: auth.user,
    });
    // As a finished tus upload: the archive takes it in the background (slides/archive-store.ts).
    await queueArchiveStore(file.key, archive).catch((error: unknown) =>
      console.error(`mock: archive store of ${file.key} was not queued: ${String(error)}`),
    );
    return ok(
      'uploadSubsectionImage',
      {
        caseID: item.caseID,
        specimenID: specimen.specimenID,
        subsectionId: params.subsectionId,
        image,
        contentType,
        sizeBytes: file.size,
      },
      { status: 201, message: 'Slide image uploaded.' },
    );
  }),
];

/** The placeholder bytes of a seeded attachment (the same bytes its size and checksum were computed from). */
export function seededPlaceholder(
  attachment: Pick<AttachmentRecord, 'fileName' | 'slot'>,
  item: Pick<CaseRecord, 'caseRecordId'>,
): Buffer {
  return placeholderPdf([
    'Placeholder document (mock backend seed)',
    `Case ${item.caseRecordId}`,
    `Slot: ${attachment.slot}`,
    `File: ${attachment.fileName}`,
  ]);
}
