/**
 * The parent/child links between cases (db.caseLinks) by child and by parent (../store/indexes.ts): a
 * new case, an edit and a case's relations read the links of one case, not every link. A child has one link
 * (linkParent, ./relations.ts, deletes its link before making another), so the child's id is the link's id.
 */
import { db } from '../store/db';
import { indexCollection } from '../store/record-index';

type CaseLink = ReturnType<typeof db.caseLinks.all>[number];

const links = indexCollection(db.caseLinks, {
  id: (link: CaseLink) => link.caseID,
  derive: () => null,
  postings: { parent: (link) => link.parentCaseId },
  sorts: {},
});

/** The id of the case's parent, if it is a linked child. */
export const parentIdOf = (caseID: string): string | undefined => links.get(caseID)?.parentCaseId;

/** The links whose parent is this case. */
export const childLinksOf = (parentCaseId: string): CaseLink[] =>
  [...links.posting('parent', parentCaseId)].map((entry) => entry.record);
