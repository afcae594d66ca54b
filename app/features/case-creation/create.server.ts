/**
 * Create New Case (`/upload-project`), the server's half: who may open it (facility users; the API decides
 * again), what the form offers (reference lists, the facility's cases a new one may be a child of), and the
 * action that creates the case from the same schema the browser checks. The action answers the created case's
 * ids instead of redirecting: the page then uploads the files the browser kept (decision 028).
 */
import { createHash } from 'node:crypto';
import { data } from '@remix-run/node';
import { ApiError, schemas, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { requireUser } from '~/auth.server';
import { failPageLoad } from '~/page-failure.server';
import { takeFlash } from '~/flash.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { isFacilityRole } from '~/features/auth';
import { getReferenceLists } from '~/lib/reference.server';
import { toUsDate } from '~/components/form';
import { CASE_FORM_MESSAGES, caseForm, toCaseInput } from './schema';
import { readForm } from '~/lib/read-form.server';
import { archiveStageOf } from './archive.server';

type Case = components['schemas']['Case'];

const CASE_NOT_FOUND =
  'There is no case with this id. The link may be wrong, or the case may have been removed.';

export const ONLY_DRAFTS_EDITED = (record: string, status: string) =>
  `Case ${record} is ${status === 'Available' ? 'already sent out' : status}; only a draft can be edited.`;

/** The case to edit (`?caseId=`), which must be a draft (409 otherwise; the API decides who may see it). */
async function draftToEdit(request: Request, token: string): Promise<Case | null> {
  const caseId = new URL(request.url).searchParams.get('caseId');
  if (!caseId) return null;
  const path = { caseId };
  const [{ data: item }, relations] = await Promise.all([
    unwrap(api(token).GET('/api/cases/{caseId}', { params: { path }, signal: request.signal })),
    unwrap(api(token).GET('/api/cases/{caseId}/relations', { params: { path }, signal: request.signal })),
  ]);
  if (item.status !== 'Draft')
    throw data(ONLY_DRAFTS_EDITED(item.caseRecordId, item.status), { status: 409 });
  return { ...item, parentCaseId: relations.data.parent?.caseID ?? null } as Case & {
    parentCaseId: string | null;
  };
}

/** A stored draft case as the form's values (the blocks' uids are their subsection ids). */
function formValuesOf(item: Case & { parentCaseId?: string | null }) {
  return {
    type: item.type.name,
    priority: item.priority,
    billingComponent: String(item.billingComponent),
    caseRelation: item.caseRelation,
    parentCaseId: item.parentCaseId ?? undefined,
    slideDelivery: item.slideDelivery,
    insurancePayer: item.insurancePayer ?? undefined,
    clinicalInfo: item.clinicalInfo ?? undefined,
    patientInfo: { ...item.patientInfo, birthDate: toUsDate(item.patientInfo.birthDate) },
    specimens: item.slides.map((specimen) => ({
      uid: specimen.specimenID,
      specimenType: specimen.specimenType,
      bodysite: specimen.bodysite ?? undefined,
      subsite: specimen.subsite ?? undefined,
      facilitySpecimenID: specimen.facilitySpecimenID ?? undefined,
      specimenCollectionDate: toUsDate(specimen.specimenCollectionDate),
      collectionTime: specimen.collectionTime ?? undefined,
      totalNumberSlides: String(specimen.totalNumberSlides),
      subsections: specimen.subsections.map((sub) => ({
        uid: sub.id,
        facilityId: sub.facilityId ?? undefined,
        slideType: sub.slideType,
        stain: sub.stain ?? undefined,
        slideCount: String(sub.slideCount),
        slideOrders: sub.slideOrders,
      })),
    })),
  };
}

export const CREATE_CASE_ONLY_FACILITY =
  'Creating a case is for facility users (Medical Facility and Facility NP). Ask your facility to create it.';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

async function requireFacilityUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isFacilityRole(user.role)) throw data(CREATE_CASE_ONLY_FACILITY, { status: 403 });
  return user;
}

/** The key the browser keeps this user's draft under: a digest of the email, never the email itself. */
export const draftOwner = (user: Pick<SessionUser, 'email'>) =>
  createHash('sha256').update(user.email.trim().toLowerCase()).digest('hex').slice(0, 24);

/**
 * The page's data, and the flash of a redirect here: /upload-project is a facility user's landing page, where
 * one sent from a page for admins is told so.
 */
export async function loadCreateCase(request: Request) {
  const page = await readCreateCase(request);
  const { flash, headers } = takeFlash(request);
  return data({ ...page, flash }, { headers });
}

async function readCreateCase(request: Request) {
  const user = await requireFacilityUser(request);
  const [editing, archive, lists, recent] = await Promise.all([
    draftToEdit(request, user.token),
    archiveStageOf(request, user.token),
    getReferenceLists(['insurancePayers', 'specialStains', 'ihcMarkers', 'slideOrderOptions'], user.token),
    unwrap(
      api(user.token).GET('/api/cases', {
        params: { query: { createdByMyFacility: true, pageSize: 100, sort: 'createdAt', order: 'desc' } },
        signal: request.signal,
      }),
    ),
  ]).catch((error: unknown) => failPageLoad(request, user, error, { notFound: CASE_NOT_FOUND }));
  // A new case may be the child of any case of the facility that is still open to change.
  const parentCases = recent.data.items
    .filter((item) => item.status !== 'Cancelled' && item.caseID !== editing?.caseID)
    .map((item) => ({
      value: item.caseID,
      label: `${item.caseRecordId} · ${item.patient.lastName}, ${item.patient.firstName}`,
      group: null,
    }));
  return {
    // An edit keeps its own draft beside the new case's.
    owner: editing ? `${draftOwner(user)}.${editing.caseID}` : draftOwner(user),
    editing: editing
      ? {
          caseId: editing.caseID,
          caseRecordId: editing.caseRecordId,
          values: formValuesOf(editing),
          images: editing.slides.flatMap((specimen) =>
            specimen.subsections.map((sub) => ({
              blockUid: sub.id,
              names: sub.images.map((i) => i.fileName),
            })),
          ),
        }
      : null,
    archive,
    lists: {
      insurancePayers: lists.insurancePayers,
      stains: [...lists.specialStains, ...lists.ihcMarkers],
      slideOrders: lists.slideOrderOptions,
      parentCases,
    },
  };
}

export type CreateCaseLoader = Awaited<ReturnType<typeof readCreateCase>>;
export type CreateCaseLists = CreateCaseLoader['lists'];

/** What the browser needs to upload into the new case: its ids, and each block's subsection id by position. */
export interface CreatedCase {
  caseId: string;
  caseRecordId: string;
  subsectionIds: string[][];
}

/** The browser's key for this draft's create, when it is one the contract allows (else none is sent). */
const idempotencyKeyOf = (formData: FormData) => {
  const key = formData.get('idempotencyKey');
  return typeof key === 'string' && schemas.zIdempotencyKey.safeParse(key).success ? key : undefined;
};

/** A failure after which the case may exist: no answer, or a server error (the client retried those already). */
const mayHaveBeenCreated = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === null || error.status >= 500) &&
  error.failure.kind !== 'offline';

export async function createCaseAction(request: Request) {
  const user = await requireFacilityUser(request);
  const formData = await readForm(request);
  const submission = await parseForm(formData, caseForm);
  if (submission.status !== 'success') return invalidReply(submission);
  const idempotencyKey = idempotencyKeyOf(formData);
  let editing: Awaited<ReturnType<typeof draftToEdit>> = null;
  try {
    editing = await draftToEdit(request, user.token);
    // The stored images of the blocks that stay (by subsection id); never taken from the browser.
    const images = new Map(
      editing?.slides.flatMap((specimen) => specimen.subsections.map((sub) => [sub.id, sub.images] as const)),
    );
    const body = toCaseInput(submission.value, (uid) => images.get(uid) ?? []);
    const { data: created } = await unwrap(
      editing
        ? api(user.token).PUT('/api/cases/{caseId}', { params: { path: { caseId: editing.caseID } }, body })
        : api(user.token).POST('/api/cases', {
            body,
            params: { header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
          }),
    );
    const reply: { created: CreatedCase } = {
      created: {
        caseId: created.caseID,
        caseRecordId: created.caseRecordId,
        subsectionIds: created.slides.map((specimen) => specimen.subsections.map((sub) => sub.id)),
      },
    };
    return data(reply, { status: editing ? 200 : 201 });
  } catch (error) {
    if (!editing && idempotencyKey && mayHaveBeenCreated(error)) {
      const message = CASE_FORM_MESSAGES.createUnconfirmed;
      return data(
        {
          result: submission.reply({ formErrors: [message] }),
          toast: { kind: 'error' as const, message },
          unconfirmed: true as const,
        },
        { status: 502 },
      );
    }
    return apiErrorReply(submission, error);
  }
}
