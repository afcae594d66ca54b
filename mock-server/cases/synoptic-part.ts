/** The structured part a report request sends (decision 106), checked against its template. */
import { fail } from '../http/operation';
import { synopticTemplate } from '../reference/synoptic-templates';
import type { CaseRecord } from '../store/db';
import { checkSynoptic, type SynopticPart } from './synoptic';

/** The part to store (null when none was sent), or the 422 naming what its template does not allow. */
export function structuredPart(
  item: CaseRecord,
  part: SynopticPart | null | undefined,
  complete: boolean,
): SynopticPart | null | Response {
  if (!part) return null;
  const checked = checkSynoptic(part, item.type, synopticTemplate(part.templateId), complete);
  return checked.ok ? checked.part : fail(422, checked.message, { fieldErrors: checked.fieldErrors });
}
