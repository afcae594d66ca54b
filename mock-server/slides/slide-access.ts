/**
 * Who may read a slide, wherever its links or bytes are asked for (getSlideDownloadLink, the DICOMweb proxy): a
 * slide of the catalogue anyone signed in, a slide of a case those who may see that case.
 */
import { canSeeCase } from '../cases/access';
import { db, type UserRecord } from '../store/db';
import type { FoundSlide } from './lookup';

export interface SlideRefusal {
  status: 403 | 404;
  message: string;
}

/** Why `user` may not read `slide`, or null when they may. */
export function slideRefusal(user: UserRecord, slide: Pick<FoundSlide, 'caseID'>): SlideRefusal | null {
  const { caseID } = slide;
  if (caseID === null) return null;
  const item = db.cases.findFirst((q) => q.where({ caseID }));
  if (!item) return { status: 404, message: 'Slide not found.' };
  if (!canSeeCase(user, item)) return { status: 403, message: 'You do not have access to this case.' };
  return null;
}
