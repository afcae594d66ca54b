/**
 * importCases (POST /api/cases/import, decision 040): an admin creates several Draft cases for one facility at
 * once, as the specimen spreadsheet upload does. Admins only (403); the body is checked against the contract
 * before this runs (400 per field, e.g. `cases.1.patientInfo.birthDate`); then every case is checked as
 * createCase checks one (reference lists, parent case, slide images) and any problem answers 422 naming it by its path in
 * the body. All or nothing: nothing is created unless every case may be.
 */
import { db, type CaseRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { newCaseId, newDraftCase, referenceProblems } from './build';
import { imageProblems, imagesAllowedFor } from './images';
import { checkParent, linkParent } from './relations';
import { toSummary } from './views';
import { findCase, nextRecordIdOf } from './case-index';

export const UNKNOWN_FACILITY = 'Choose a facility account that exists.';

export const caseImportHandlers = [
  operation('importCases', 'Only admins import cases.', async ({ auth, body }) => {
    const facility = db.facilities.findFirst((q) => q.where({ id: body.facilityId }));
    if (!facility) {
      return fail(422, UNKNOWN_FACILITY, { fieldErrors: { facilityId: [UNKNOWN_FACILITY] } });
    }
    const fieldErrors: Record<string, string[]> = {};
    const allowed = imagesAllowedFor(facility.id);
    const parents = body.cases.map((item, index) => {
      for (const [field, messages] of Object.entries(referenceProblems(item))) {
        fieldErrors[`cases.${index}.${field}`] = messages;
      }
      Object.assign(fieldErrors, imageProblems(item.specimens, allowed, `cases.${index}.`));
      const parent = checkParent(item.caseRelation, item.parentCaseId, facility.id);
      if (!parent.ok) fieldErrors[`cases.${index}.parentCaseId`] = [parent.message];
      return parent.ok ? parent.parent : undefined;
    });
    if (Object.keys(fieldErrors).length) return fail(422, 'Validation failed', { fieldErrors });

    const now = new Date();
    const created: CaseRecord[] = [];
    for (const [index, item] of body.cases.entries()) {
      // The running highest number counts each case created before this one.
      const caseRecordId = nextRecordIdOf(facility, now);
      const record = newDraftCase(item, facility, auth.user, { caseID: newCaseId(), caseRecordId }, now);
      created.push(await db.cases.create(record));
      const parent = parents[index];
      if (parent) await linkParent(record.caseID, parent);
    }
    const plural = created.length === 1 ? 'case' : 'cases';
    return ok(
      'importCases',
      {
        items: created.map((item) => toSummary(findCase(item.caseID) ?? item)),
      },
      { status: 201, message: `${created.length} ${plural} created.` },
    );
  }),
];
