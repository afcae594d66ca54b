/** Case extras: primary diagnosis, clinical information, billing component and parent/child relations. */
import { findCase } from './case-index';
import type { CaseRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { credentialsOf } from '../users/credentials';
import { fullList } from '../http/list-limits';
import { schemas } from '../../contracts';
import { canSeeCase } from './access';
import { checkParent, linkParent } from './relations';
import { childLinksOf, parentIdOf } from './link-index';
import { caseFor, saveCase } from './case-change';
import { tellReportAddendum } from '../notifications/events';
import { structuredPart } from './synoptic-part';
import { queueDelivery } from '../interop/deliveries';

const link = (item: CaseRecord) => ({
  caseID: item.caseID,
  caseRecordId: item.caseRecordId,
  status: item.status,
});

export function relationsOf(item: CaseRecord) {
  const parentId = parentIdOf(item.caseID);
  const parent = parentId ? findCase(parentId) : undefined;
  const children: CaseRecord[] = [];
  for (const l of childLinksOf(item.caseID)) {
    const child = findCase(l.caseID);
    if (child) children.push(child);
  }
  children.sort((a, b) => a.caseID.localeCompare(b.caseID));
  return {
    caseID: item.caseID,
    caseRelation: item.caseRelation,
    parent: parent ? link(parent) : null,
    children: children.map(link),
  };
}

export const caseExtraHandlers = [
  operation('updateCasePrimaryDiagnosis', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'primaryDiagnosis');
    if (item instanceof Response) return item;
    const updated = await saveCase(item.caseID, (draft) => {
      draft.primaryDiagnosis = body.primaryDiagnosis.trim();
    });
    return ok('updateCasePrimaryDiagnosis', updated);
  }),

  operation('saveReportDraft', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'reportDraft');
    if (item instanceof Response) return item;
    const synoptic = structuredPart(item, body.synoptic, false);
    if (synoptic instanceof Response) return synoptic;
    const text = (value: string | null | undefined) => value?.trim() || null;
    const updated = await saveCase(item.caseID, (draft) => {
      draft.reportDraft = {
        primaryDiagnosis: text(body.primaryDiagnosis),
        grossDescription: text(body.grossDescription),
        microscopicDescription: text(body.microscopicDescription),
        comments: text(body.comments),
        cptCodes: body.cptCodes ?? [],
        billingComponent: body.billingComponent ?? null,
        savedAt: new Date().toISOString(),
        savedBy: personRef(auth.user),
        synoptic,
      };
    });
    return ok('saveReportDraft', updated, { message: 'Draft saved.' });
  }),

  operation('addReportAddendum', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'addendum');
    if (item instanceof Response) return item;
    const report = item.finalReport;
    if (!report) return fail(409, 'This case has no signed-out report to add to.');
    const full = fullList(
      report.addenda.length,
      schemas.zFinalReport.shape.addenda,
      (max) =>
        `This report has ${max} addenda, the most a report holds. Contact support to amend it further.`,
    );
    if (full) return fail(409, full);
    const synoptic = structuredPart(item, body.synoptic, true);
    if (synoptic instanceof Response) return synoptic;
    const updated = await saveCase(item.caseID, (draft) => {
      const version = report.version + 1;
      draft.finalReport = {
        ...report,
        version,
        addenda: [
          ...report.addenda,
          {
            version,
            reason: body.reason.trim(),
            text: body.text.trim(),
            addedAt: new Date().toISOString(),
            addedBy: personRef(auth.user),
            adderCredentials: credentialsOf(auth.user),
            synoptic,
          },
        ],
      };
    });
    await tellReportAddendum(item.caseID, personRef(auth.user), body.reason.trim());
    await queueDelivery(item.caseID, report.version + 1);
    return ok('addReportAddendum', updated, { message: 'Addendum added.' });
  }),

  operation('updateCaseClinicalInfo', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'clinicalInfo');
    if (item instanceof Response) return item;
    const updated = await saveCase(item.caseID, (draft) => {
      draft.clinicalInfo = body.clinicalInfo?.trim() || null;
    });
    return ok('updateCaseClinicalInfo', updated);
  }),

  operation('updateCaseBillingComponent', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'billing');
    if (item instanceof Response) return item;
    const updated = await saveCase(item.caseID, (draft) => {
      draft.billingComponent = body.billingComponent;
    });
    return ok('updateCaseBillingComponent', updated);
  }),

  operation('getCaseRelations', ({ auth, params }) => {
    const item = findCase(params.caseId);
    if (!item) return fail(404, 'Case not found.');
    if (!canSeeCase(auth.user, item)) return fail(403, 'You do not have access to this case.');
    return ok('getCaseRelations', relationsOf(item));
  }),

  operation('updateCaseRelations', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'relations');
    if (item instanceof Response) return item;
    const current = relationsOf(item);
    if (body.caseRelation !== 'Parent' && current.children.length)
      return fail(409, `Case ${item.caseRecordId} still has child cases; unlink them first.`);

    const check = checkParent(body.caseRelation, body.parentCaseId, item.facility.id, item.caseID);
    if (!check.ok) return fail(422, 'Validation failed', { fieldErrors: { parentCaseId: [check.message] } });
    await linkParent(item.caseID, check.parent);
    const updated = await saveCase(item.caseID, (draft) => {
      draft.caseRelation = body.caseRelation;
    });
    return ok('updateCaseRelations', relationsOf(updated), { message: 'Case relations updated.' });
  }),
];
