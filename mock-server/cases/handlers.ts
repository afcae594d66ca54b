/** Cases: list, details, create, edit, and the lifecycle changes (send out, pick up, assign, sign out, cancel). */
import { isAutomatic, planAutoAssign } from '../assignment/auto-assign';
import { pickUpRefusal, withPickUpVerdicts } from '../assignment/pick-up';
import { sampleAtSignOut } from '../quality/samples';
import { clockNow } from '../qa/clock';
import { tellCaseAssigned, tellCaseAvailable } from '../notifications/events';
import { db, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { credentialsOf } from '../users/credentials';
import { canCreateCase, canSeeCase } from './access';
import { caseFor, saveCase } from './case-change';
import { CASE_TYPE_LABELS, buildSpecimens, newCaseId, newDraftCase, referenceProblems } from './build';
import {
  IDEMPOTENCY_MESSAGES,
  bindKey,
  bodyFingerprint,
  claimKey,
  findBinding,
  readIdempotencyKey,
  releaseKey,
  replayOf,
} from './idempotency';
import { FOREIGN_IMAGE, imageProblems, imagesAllowedFor } from './images';
import { checkParent, linkParent } from './relations';
import { childLinksOf } from './link-index';
import { CREATED_RANGE_MESSAGE, caseAsSeenBy, listCasePage } from './views';
import { findCase, nextRecordIdOf } from './case-index';
import { dueAtOf, withDueState } from './turnaround';
import { structuredPart } from './synoptic-part';
import { queueDelivery } from '../interop/deliveries';
import { isProviderRole, sameStatus, slidesToSendRefusal } from '../../contracts';

/** A lifecycle change saved, answered as getCase. */
const savedCase = async (...args: Parameters<typeof saveCase>) => ok('getCase', await saveCase(...args));

type CaseBody = Parameters<typeof referenceProblems>[0];

/**
 * 422 with field messages when the input names unknown reference values, a parent it may not have, or slide
 * images that are neither the case's own nor uploads of its facility (./images.ts).
 */
function inputProblem(body: CaseBody, facilityId: string, caseID?: string) {
  const images = imageProblems(body.specimens, imagesAllowedFor(facilityId, caseID));
  const fieldErrors = { ...referenceProblems(body), ...images };
  const parent = checkParent(body.caseRelation, body.parentCaseId, facilityId, caseID);
  if (!parent.ok) fieldErrors.parentCaseId = [parent.message];
  const count = Object.keys(fieldErrors).length;
  if (count || !parent.ok) {
    const onlyImages = count === Object.keys(images).length;
    return fail(422, onlyImages ? FOREIGN_IMAGE : 'Validation failed', { fieldErrors });
  }
  return parent;
}

/** createCase itself: checks the input, stores the Draft case and links its parent (which saves). */
async function createDraft(user: UserRecord, facility: { id: string; name: string }, body: CaseBody) {
  const problem = inputProblem(body, facility.id);
  if (problem instanceof Response) return problem;
  const now = new Date();
  const caseID = newCaseId();
  const created = await db.cases.create(
    newDraftCase(body, facility, user, { caseID, caseRecordId: nextRecordIdOf(facility, now) }, now),
  );
  await linkParent(caseID, problem.parent);
  return findCase(caseID) ?? created;
}

const FACILITY_CREATES = 'Only facility users create cases.';

export const caseHandlers = [
  operation('listCases', ({ auth, query }) => {
    if (query.createdFrom && query.createdTo && query.createdTo < query.createdFrom)
      return fail(400, CREATED_RANGE_MESSAGE, { fieldErrors: { createdTo: [CREATED_RANGE_MESSAGE] } });
    return ok('listCases', withPickUpVerdicts(listCasePage(auth.user, query), auth.user));
  }),

  operation('getCase', ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId);
    if (item instanceof Response) return item;
    return ok('getCase', caseAsSeenBy(auth.user, item));
  }),

  operation('createCase', FACILITY_CREATES, async ({ auth, body, request }) => {
    const { user } = auth;
    if (!canCreateCase(user)) return fail(403, FACILITY_CREATES);
    const key = readIdempotencyKey(request.headers.get('idempotency-key'));
    if (key !== null && typeof key === 'object') {
      return fail(400, IDEMPOTENCY_MESSAGES.malformed, {
        fieldErrors: { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.malformed] },
      });
    }
    const facility = db.facilities.findFirst((q) => q.where({ id: user.facilityId! }));
    if (!facility) return fail(422, 'Your account is not linked to a facility.');
    const created = { status: 201, message: 'Case created.' };
    if (key === null) {
      const item = await createDraft(user, facility, body);
      if (item instanceof Response) return item;
      return ok('createCase', withDueState(item), created);
    }

    // The same key, caller and body within the window: the case the first create made, nothing new.
    const fingerprint = bodyFingerprint(body);
    const replay = replayOf(findBinding(user.id, key), fingerprint, clockNow().getTime());
    const earlier = replay.kind === 'new' ? undefined : findCase(replay.caseID);
    if (earlier && canSeeCase(user, earlier)) {
      if (replay.kind === 'other-body')
        return fail(422, IDEMPOTENCY_MESSAGES.otherBody(earlier.caseRecordId));
      return ok('createCase', caseAsSeenBy(user, earlier), {
        ...created,
        headers: { 'Idempotent-Replayed': 'true' },
      });
    }
    if (!claimKey(user.id, key)) return fail(409, IDEMPOTENCY_MESSAGES.inFlight);
    try {
      const item = await createDraft(user, facility, body);
      if (item instanceof Response) return item;
      await bindKey(user.id, key, fingerprint, item.caseID, clockNow().getTime());
      return ok('createCase', withDueState(item), created);
    } finally {
      releaseKey(user.id, key);
    }
  }),

  operation('updateCase', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'edit');
    if (item instanceof Response) return item;
    const problem = inputProblem(body, item.facility.id, item.caseID);
    if (problem instanceof Response) return problem;
    if (body.caseRelation !== 'Parent' && childLinksOf(item.caseID).length > 0)
      return fail(409, `Case ${item.caseRecordId} still has child cases; unlink them first.`);
    await linkParent(item.caseID, problem.parent);
    return savedCase(item.caseID, (draft) => {
      draft.type = { name: body.type, displayName: CASE_TYPE_LABELS[body.type] };
      draft.patientInfo = {
        ...body.patientInfo,
        race: body.patientInfo.race ?? null,
        mrn: body.patientInfo.mrn ?? null,
      };
      draft.slides = buildSpecimens(item.caseID, body.specimens);
      draft.clinicalInfo = body.clinicalInfo ?? null;
      draft.billingComponent = body.billingComponent;
      draft.caseRelation = body.caseRelation;
      draft.slideDelivery = body.slideDelivery;
      draft.insurancePayer = body.insurancePayer ?? null;
      if (body.priority) draft.priority = body.priority;
      // A case already sent out follows its new type and priority from its send-out (docs/turnaround.md).
      if (draft.dueAt) draft.dueAt = dueAtOf(draft);
    });
  }),

  operation('sendOutCase', async ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'send-out');
    if (item instanceof Response) return item;
    if (item.slides.length === 0) {
      return fail(422, 'Add at least one specimen before sending the case out.', {
        fieldErrors: { slides: ['Add at least one specimen before sending the case out.'] },
      });
    }
    // Slides to read: the review page refuses the same case in the same sentence (decision 170).
    const noSlide = slidesToSendRefusal(item);
    if (noSlide) return fail(422, noSlide, { fieldErrors: { slides: [noSlide] } });
    // Under automatic assignment the first-ranked provider gets it at once (docs/assignment.md), and is told
    // once it is saved (or the admins, when nobody is eligible).
    const plan = isAutomatic(item) ? planAutoAssign(item) : null;
    const provider = plan?.provider ?? null;
    const answer = await savedCase(item.caseID, (draft, now) => {
      draft.status = provider ? 'Assigned' : 'Available';
      draft.sentOutAt = now;
      draft.dueAt = dueAtOf(draft);
      if (provider) {
        draft.assignedProvider = provider;
        draft.assignedAt = now;
      }
    });
    await plan?.tell();
    await tellCaseAvailable(item.caseID, auth.user.id); // left Available: who may pick it up is told
    return answer;
  }),

  operation('pickUpCase', async ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'pick-up');
    if (item instanceof Response) return item;
    // The assignment rules apply to a provider's own pick-up (docs/assignment.md).
    const refusal = pickUpRefusal(auth.user, item);
    if (refusal) return fail(403, refusal, { details: refusal });
    return savedCase(item.caseID, (draft, now) => {
      draft.status = 'Assigned';
      draft.assignedProvider = personRef(auth.user);
      draft.assignedAt = now;
    });
  }),

  operation('releaseCase', async ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'release');
    if (item instanceof Response) return item;
    // A saved draft report is the provider's work: returning the case would hand it to the next reader or
    // lose it, so the draft keeps the case (decision 075).
    if (item.reportDraft) {
      return fail(
        409,
        `Case ${item.caseRecordId} has a saved draft report. Sign it out, or ask an admin to reassign the case.`,
      );
    }
    return savedCase(item.caseID, (draft) => {
      draft.status = 'Available';
      draft.assignedProvider = null;
      draft.assignedAt = null;
    });
  }),

  operation('assignCase', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'assign');
    if (item instanceof Response) return item;
    const provider = db.users.findFirst((q) => q.where({ id: body.providerId }));
    if (!provider || !isProviderRole(provider.role) || !sameStatus(provider.status, 'Active')) {
      return fail(422, 'Choose an active provider.', {
        fieldErrors: { providerId: ['Choose an active provider.'] },
      });
    }
    const answer = await savedCase(item.caseID, (draft, now) => {
      draft.status = 'Assigned';
      draft.assignedProvider = personRef(provider);
      draft.assignedAt = now;
    });
    if (item.assignedProvider?.id !== provider.id) await tellCaseAssigned(item.caseID, personRef(auth.user));
    return answer;
  }),

  operation('signOutCase', async ({ auth, params, body }) => {
    const item = caseFor(auth.user, params.caseId, 'sign-out');
    if (item instanceof Response) return item;
    const synoptic = structuredPart(item, body.synoptic, true);
    if (synoptic instanceof Response) return synoptic;
    const answer = await savedCase(item.caseID, (draft, now) => {
      draft.status = 'SignOutCompleted';
      const text = (value: string | null | undefined) => value?.trim() || null;
      const billingComponent = body.billingComponent ?? draft.billingComponent;
      draft.primaryDiagnosis = body.primaryDiagnosis.trim();
      draft.billingComponent = billingComponent;
      draft.reportDraft = null;
      draft.finalReport = {
        version: 1,
        primaryDiagnosis: body.primaryDiagnosis.trim(),
        grossDescription: text(body.grossDescription),
        microscopicDescription: text(body.microscopicDescription),
        comments: text(body.comments),
        cptCodes: body.cptCodes ?? [],
        billingComponent,
        signedOutAt: now,
        signedOutBy: personRef(auth.user),
        signerCredentials: credentialsOf(auth.user),
        addenda: [],
        synoptic,
      };
    });
    // Sampled QA (docs/quality.md): the draw, once the case is saved; a sample saves its task and notices.
    await sampleAtSignOut(findCase(item.caseID)!, Math.random());
    if (answer.ok) await queueDelivery(item.caseID, 1);
    return answer;
  }),

  operation('cancelCase', async ({ auth, params }) => {
    const item = caseFor(auth.user, params.caseId, 'cancel');
    if (item instanceof Response) return item;
    return savedCase(item.caseID, (draft, now) => {
      draft.status = 'Cancelled';
      draft.cancelledAt = now;
      draft.dueAt = null;
    });
  }),
];
