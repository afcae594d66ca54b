/**
 * The server half of a provider registration's documents: the upload route the browser's file slot posts to
 * (public: a visitor registering has no session; the API limits uploads per client), the uploads of a form
 * posted without JavaScript, and the download of a stored document.
 */
import { schemas } from '../../../contracts';
import { getOptionalUser, requireUser } from '~/auth.server';
import { ATTACHMENT_FILE_RULES } from '~/components/form';
import type { FileTarget } from '~/components/form/file-upload.server';
import { clientAddress, proxyDownload, proxyUpload, uploadFile, type UploadTarget } from '~/uploads.server';
import { DOCUMENT_SLOTS, type DocumentField } from './documents';

function uploadTarget(token: string | null | undefined, context: unknown): UploadTarget {
  return {
    apiPath: '/api/registration-documents',
    successSchema: schemas.zUploadRegistrationDocumentResponse,
    maxBytes: ATTACHMENT_FILE_RULES.maxBytes,
    token,
    clientAddress: clientAddress(context),
  };
}

/** POST /uploads/registration-document: the browser's file, streamed to the API; its JSON answer back. */
export async function uploadRegistrationDocument(request: Request, context: unknown) {
  const { user } = await getOptionalUser(request);
  return proxyUpload(request, uploadTarget(user?.token, context));
}

/** The document slots for `readFormWithFiles` (a provider registration form posted without JavaScript). */
export function registrationDocumentTargets(
  context: unknown,
  token?: string | null,
): Record<DocumentField, FileTarget> {
  const target = uploadTarget(token, context);
  return Object.fromEntries(
    DOCUMENT_SLOTS.map((slot) => [
      slot.field,
      {
        maxBytes: target.maxBytes,
        upload: (file: File) => uploadFile(file, { ...target, fields: { kind: slot.kind } }),
      },
    ]),
  ) as Record<DocumentField, FileTarget>;
}

/** GET /provider-registration/edit/:id/documents/:documentId: logged in first; the API lets the registrant
 * and admins read it (403 otherwise). */
export async function downloadRegistrationDocument(
  request: Request,
  params: Record<string, string | undefined>,
) {
  const user = await requireUser(request);
  const registrationId = encodeURIComponent(params.id ?? '');
  const documentId = encodeURIComponent(params.documentId ?? '');
  return proxyDownload(request, {
    apiPath: `/api/registrations/providers/${registrationId}/documents/${documentId}`,
    token: user.token,
  });
}
