/**
 * Parent/child links between cases (db.caseLinks): the one rule for naming a parent, used by createCase,
 * updateCase and updateCaseRelations, and the link writes they share.
 */
import { db, type CaseRecord } from '../store/db';
import { schemas } from '../../contracts';
import { maxItems } from '../http/list-limits';

import { caseToUpdate, findCase } from './case-index';
import { childLinksOf, parentIdOf } from './link-index';

/**
 * The parent `relation` + `parentCaseId` name for a case of `facilityId` (`caseID` undefined while creating),
 * or the sentence saying why not.
 */
export function checkParent(
  relation: CaseRecord['caseRelation'],
  parentCaseId: string | null | undefined,
  facilityId: string,
  caseID?: string,
): { ok: true; parent: CaseRecord | undefined } | { ok: false; message: string } {
  const parentId = parentCaseId ?? null;
  if (relation !== 'Child') {
    return parentId
      ? { ok: false, message: 'Only a child case names a parent case.' }
      : { ok: true, parent: undefined };
  }
  const parent = parentId ? findCase(parentId) : undefined;
  if (!parentId) return { ok: false, message: 'A child case needs its parent case.' };
  if (!parent) return { ok: false, message: 'No such case.' };
  if (parent.caseID === caseID) return { ok: false, message: 'A case cannot be its own parent.' };
  if (parent.facility.id !== facilityId)
    return { ok: false, message: 'The parent case must belong to the same facility.' };
  if (parent.caseRelation === 'Child') return { ok: false, message: 'A child case cannot be a parent.' };
  const most = maxItems(schemas.zCaseRelations.shape.children);
  const children = childLinksOf(parent.caseID);
  if (children.filter((link) => link.caseID !== caseID).length >= most)
    return { ok: false, message: `The parent case has ${most} child cases, the most a case has.` };
  return { ok: true, parent };
}

/** Links `caseID` to `parent` (or to none), and makes the parent name itself a parent; the caller saves, with its change. */
export async function linkParent(caseID: string, parent: CaseRecord | undefined): Promise<void> {
  // A new case, or one without a parent, has no link to delete: no look through every link.
  if (parentIdOf(caseID) !== undefined) await db.caseLinks.deleteMany((q) => q.where({ caseID }));
  if (parent) {
    await db.caseLinks.create({ caseID, parentCaseId: parent.caseID });
    if (parent.caseRelation !== 'Parent') {
      await db.cases.update(caseToUpdate(parent.caseID), {
        data(draft) {
          draft.caseRelation = 'Parent';
          draft.updatedAt = new Date().toISOString();
        },
      });
    }
  }
}
