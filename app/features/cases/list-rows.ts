/**
 * What a provider's case list sends the browser per row: the fields its columns, row actions, live
 * updates and exports read, not the API's whole case summary. The page embeds its loader data, so every field
 * no one reads was bytes in every list page and every reload of it.
 */
import type { components } from '../../../contracts';

type CaseSummary = components['schemas']['CaseSummary'];

/** A case list row: the case summary's displayed fields (columns.tsx) and those its actions read. */
export type CaseListRow = Pick<
  CaseSummary,
  | 'caseID'
  | 'caseRecordId'
  | 'status'
  | 'specimenCount'
  | 'imageCount'
  | 'archiveImageCount'
  | 'createdAt'
  | 'priority'
  | 'dueAt'
  | 'dueState'
  | 'pickUp'
> & {
  patient: Pick<CaseSummary['patient'], 'firstName' | 'lastName'>;
  facility: Pick<CaseSummary['facility'], 'name'>;
  type: Pick<CaseSummary['type'], 'displayName'>;
};

/**
 * The row of a case summary: left out are its ids of the facility and case type, its provider and its last
 * change, which no column shows. `archiveImageCount` only when some images are the archive's; `pickUp` only when it refuses (why this provider may not take the case): a row
 * without one offers Pick up, as a row whose `pickUp.allowed` is true did.
 */
export function caseListRow(item: CaseSummary): CaseListRow {
  const row: CaseListRow = {
    caseID: item.caseID,
    caseRecordId: item.caseRecordId,
    status: item.status,
    patient: { firstName: item.patient.firstName, lastName: item.patient.lastName },
    facility: { name: item.facility.name },
    type: { displayName: item.type.displayName },
    specimenCount: item.specimenCount,
    imageCount: item.imageCount,
    createdAt: item.createdAt,
    priority: item.priority,
    dueAt: item.dueAt,
    dueState: item.dueState,
  };
  if (item.archiveImageCount) row.archiveImageCount = item.archiveImageCount;
  if (item.pickUp?.allowed === false) row.pickUp = { allowed: false, reason: item.pickUp.reason };
  return row;
}
