/**
 * Registration documents: the public upload (a visitor registering has no token), rate limited per client, with
 * the attachment rules of spec 5 judged by the file's bytes; and the download for the registrant or an admin.
 * Claiming a document is part of the registration's create and edit (registration/handlers.ts).
 */
import { schemas, fileTooLargeMessage } from '../../contracts';
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';

import { canUseRegistration } from '../users/access';
import { clientKey, rateLimiter, tooManyRequests, UPLOADS_PER_CLIENT } from '../http/rate-limit';
import {
  attachmentContentType,
  attachmentLimit,
  fileDownload,
  readStoredFile,
  sanitizeFileName,
} from '../store/files';
import { publicMultipartOperation, receiveUpload } from '../http/multipart';
import { ATTACHMENT_TYPE_MESSAGE } from '../reference/data';
import { DOCUMENT_TTL_MS, purgeExpiredDocuments, toRegistrationDocument } from './documents';

/** Uploads per client (every attempt counts: a refused file still costs the server its bytes). */
const uploadsByClient = rateLimiter(UPLOADS_PER_CLIENT);

export const registrationDocumentHandlers = [
  publicMultipartOperation('uploadRegistrationDocument', async ({ request }) => {
    const client = clientKey(request);
    const waitSeconds = uploadsByClient.retryAfter(client);
    if (waitSeconds > 0) return tooManyRequests('Too many uploads from this address', waitSeconds);
    uploadsByClient.record(client);
    await purgeExpiredDocuments();

    const limit = attachmentLimit();
    const upload = await receiveUpload(request, {
      limit,
      tooLarge: fileTooLargeMessage(limit),
      kind: 'doc',
    });
    if (upload instanceof Response) return upload;
    const { file, fields } = upload;
    const kind = schemas.zRegistrationDocumentKind.safeParse(fields.get('kind'));
    if (!kind.success) {
      await file.discard();
      return fail(400, 'Validation failed', {
        fieldErrors: { kind: ['Say what the document is: cv or proofOfAddress.'] },
      });
    }
    const fileName = sanitizeFileName(file.name);
    const contentType = attachmentContentType(fileName, file.type, file.head.subarray(0, 8));
    if (!contentType) {
      await file.discard();
      return fail(415, ATTACHMENT_TYPE_MESSAGE);
    }
    const now = Date.now();
    const created = await db.registrationDocuments.create({
      id: file.key,
      kind: kind.data,
      fileName,
      contentType,
      sizeBytes: file.size,
      uploadedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + DOCUMENT_TTL_MS).toISOString(),
      registrationId: null,
      sha256: file.sha256,
    });
    return ok('uploadRegistrationDocument', toRegistrationDocument(created), {
      status: 201,
      message: 'File uploaded.',
    });
  }),

  operation('downloadRegistrationDocument', async ({ auth, params }) => {
    const registration = db.registrations.findFirst((q) => q.where({ id: params.registrationId }));
    if (!registration || registration.kind !== 'provider') return fail(404, 'Registration not found.');
    if (!canUseRegistration(auth.user, registration, 'read'))
      return fail(403, 'You may only see and edit your own registration.');
    const document = db.registrationDocuments.findFirst((q) =>
      q.where({ id: params.documentId, registrationId: registration.id }),
    );
    if (!document) return fail(404, 'Document not found.');
    const bytes = await readStoredFile(document.id);
    if (!bytes) return fail(404, 'The file is no longer available.');
    return fileDownload(bytes, document);
  }),
];
