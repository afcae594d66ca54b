/**
 * POST /api/cases/{caseId}/subsections/{subsectionId}/slide-uploads (createSlideUpload): a signed tus creation
 * URL, valid 24 hours, for one slide image of a subsection. The upload itself goes to mock-server/slides/tus.ts.
 */
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { checkCaseChange } from '../cases/change-access';
import { sanitizeFileName, slideImageContentType, slideImageLimit } from '../store/files';
import { formatBytes } from '../../contracts';
import { SLIDE_TYPE_MESSAGE } from '../reference/data';
import { UPLOAD_URL_LIFETIME_SECONDS, uploadUrlFor } from './upload-grants';
import { subsectionFull } from './uploads';

export function slideUploadHandlers(linkSecret: string) {
  return [
    operation('createSlideUpload', ({ request, auth, params, body }) => {
      const item = db.cases.findFirst((q) => q.where({ caseID: params.caseId }));
      if (!item) return fail(404, 'Case not found.');
      const check = checkCaseChange(auth.user, item, 'uploadSlide');
      if (!check.ok) return fail(check.status, check.message);
      if (!item.slides.some((s) => s.subsections.some((sub) => sub.id === params.subsectionId)))
        return fail(404, 'Subsection not found.');
      const full = subsectionFull(item, params.subsectionId);
      if (full) return fail(409, full);
      const limit = slideImageLimit();
      if (body.sizeBytes > limit) return fail(413, `The slide image is larger than ${formatBytes(limit)}.`);
      const fileName = sanitizeFileName(body.fileName);
      if (!slideImageContentType(fileName)) return fail(415, SLIDE_TYPE_MESSAGE);

      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_LIFETIME_SECONDS;
      const binding = {
        caseID: item.caseID,
        subsectionId: params.subsectionId,
        userId: auth.user.id,
        fileName,
        sizeBytes: body.sizeBytes,
      };
      return ok(
        'createSlideUpload',
        {
          uploadUrl: uploadUrlFor(new URL(request.url).origin, linkSecret, binding, expires),
          expiresAt: new Date(expires * 1000).toISOString(),
          maxBytes: limit,
        },
        { status: 201 },
      );
    }),
  ];
}
