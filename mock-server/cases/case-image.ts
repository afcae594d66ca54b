/**
 * One slide image of a case, by its file reference, as the operations on an image find it (annotations, regions,
 * a retried archive store): the case, then whether the caller may see it, then whether the image is the case's.
 */
import { fail } from '../http/operation';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { canSeeCase } from './access';

/** Whether `imageId` is the file reference of one of the case's images. */
export function caseHasImage(item: CaseRecord, imageId: string): boolean {
  return (item.slides ?? []).some((specimen) =>
    (specimen.subsections ?? []).some((subsection) =>
      (subsection.images ?? []).some((image) => image.fileContent === imageId),
    ),
  );
}

/** The case holding the image when the caller may see it; otherwise the answer (404, 403). */
export function visibleImage(user: UserRecord, caseID: string, imageId: string): CaseRecord | Response {
  const item = db.cases.findFirst((q) => q.where({ caseID }));
  if (!item) return fail(404, 'Case not found.');
  if (!canSeeCase(user, item)) return fail(403, 'You do not have access to this case.');
  if (!caseHasImage(item, imageId)) return fail(404, 'This case has no such slide image.');
  return item;
}
