/**
 * The case's own page (/case-details/:caseId, shared by every role that may see the case) and its review before
 * send-out (/review-project?caseId=): the case, its attachments, how it relates to other cases and the slides'
 * thumbnails, read with the session's token. The API decides who may see the case: its 403 and 404 become those
 * pages. What the reader may do (edit, send out, cancel, pick up) is decided here from role and state; the API
 * decides again when it is done.
 */
import { data, redirect } from '@remix-run/node';
import {
  ApiError,
  ContractViolationError,
  MESSAGES,
  schemas,
  slidesToSendRefusal,
  unwrap,
} from '../../../contracts';
import { api } from '~/api.server';
import { failPageLoad } from '~/page-failure.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { isFacilityRole, isProvisionallyActive, normalizeRole } from '~/features/auth';
import { takeFlash } from '~/flash.server';
import { getReferenceList, type ReferenceListName } from '~/lib/reference.server';
import { requireFacilityUser } from './facility-access.server';
import { facilityChanges } from './facility-lists';
import { casePaths, type CaseAbilities, type CaseDetails, type CaseDetailsData } from './case-labels';
import { UNKNOWN_STANDING, type CaseStanding } from './case-standing';
import { readCaseStanding } from './case-standing.server';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

/** At most this many slide thumbnails per page (one signed-link call each); the rest show the placeholder. */
export const MAX_THUMBNAILS = 40;

export const CASE_DETAIL_MESSAGES = {
  forbidden:
    'You do not have access to this case. A case is open to the facility that created it, the provider working on it and admins; providers also see cases that are available to pick up.',
  notFound: 'There is no case with this id. The link may be wrong, or the case may have been removed.',
  attachments: 'The attachments could not be loaded.',
} as const;

/**
 * What this reader may do with the case in its state (the API decides again). `standing`: whether an Assigned case
 * is the provider's own, and their live consult on it (case-standing.ts): a consult participant reads another's
 * case, so its owner's actions are not theirs; they get the way back into the consult.
 */
export function caseAbilities(
  user: Pick<SessionUser, 'role' | 'status'>,
  caseData: CaseDetails,
  standing: CaseStanding = UNKNOWN_STANDING,
): CaseAbilities {
  const facility = isFacilityRole(user.role) ? facilityChanges(caseData.status) : null;
  const admin = normalizeRole(user.role) === 'Admin';
  const provider = normalizeRole(user.role) === 'Provider';
  // Not known to be someone else's: the API shows a provider an Assigned case of another only through a consult.
  const own = provider && standing.assignee !== false;
  // The API refuses the same case in the same sentence (decision 170); the page says it instead of a button.
  const sendOutRefusal = facility?.sendOut ? slidesToSendRefusal(caseData) : null;
  return {
    edit: facility?.edit ?? false,
    sendOut: (facility?.sendOut ?? false) && !sendOutRefusal,
    ...(sendOutRefusal ? { sendOutRefusal } : {}),
    // Admins cancel as the facility does, before anyone works on the case (decision 035).
    cancel: facility?.cancel ?? (admin && facilityChanges(caseData.status).cancel),
    assign: admin && (caseData.status === 'Available' || caseData.status === 'Assigned'),
    bill: admin && caseData.status === 'SignOutCompleted',
    storeInArchive: (admin || isFacilityRole(user.role)) && caseData.status !== 'Cancelled',
    pickUp:
      normalizeRole(user.role) === 'Provider' &&
      !isProvisionallyActive(user.status) &&
      caseData.status === 'Available',
    // The provider it is assigned to (decision 032); a saved draft report keeps the case with them (decision 075).
    release: own && caseData.status === 'Assigned' && !caseData.reportDraft,
    diagnose: caseData.status === 'Assigned' && (own || admin),
    ...(standing.consult ? { consult: standing.consult } : {}),
  };
}

/** The reader's own list the case belongs to (spec 2.2's menus). */
export function parentList(user: Pick<SessionUser, 'role'>, caseData: CaseDetails) {
  switch (normalizeRole(user.role)) {
    case 'MedicalFacility':
    case 'Facility_NP':
      return { label: 'Send-Out Cases', to: casePaths.sendOutList };
    case 'Admin':
      return { label: 'Cases', to: '/case' };
    default:
      if (caseData.status === 'Available') return { label: 'Available Cases', to: '/availableCases' };
      if (caseData.status === 'SignOutCompleted') return { label: 'Completed Cases', to: '/completedCases' };
      return { label: 'My Cases', to: '/selectedCases' };
  }
}

/** The case, or the 403/404/502 page the reader should see instead. */
async function readCase(request: Request, user: SessionUser, caseId: string): Promise<CaseDetails> {
  try {
    const { data: caseData } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}', { params: { path: { caseId } }, signal: request.signal }),
    );
    return caseData;
  } catch (error) {
    return failPageLoad(request, user, error, {
      forbidden: CASE_DETAIL_MESSAGES.forbidden,
      notFound: CASE_DETAIL_MESSAGES.notFound,
    });
  }
}

async function readAttachments(request: Request, user: SessionUser, caseId: string) {
  try {
    const { data: attachments } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}/attachments', {
        params: { path: { caseId } },
        signal: request.signal,
      }),
    );
    return { attachments, attachmentsError: null };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const reason = error instanceof ApiError ? error.message : MESSAGES.other;
    return { attachments: [], attachmentsError: `${CASE_DETAIL_MESSAGES.attachments} ${reason}` };
  }
}

/** The related cases when the case is not standalone; a failure only hides them. */
async function readRelations(request: Request, user: SessionUser, caseId: string) {
  try {
    const { data: relations } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}/relations', {
        params: { path: { caseId } },
        signal: request.signal,
      }),
    );
    return relations;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return null;
  }
}

/** The blob ids of the case's slide images, in order, without repeats. */
export function slideBlobIds(caseData: CaseDetails): string[] {
  const ids = caseData.slides.flatMap((specimen) =>
    specimen.subsections.flatMap((subsection) => subsection.images.map((image) => image.fileContent)),
  );
  return [...new Set(ids)];
}

/** Signed thumbnail URLs of the first MAX_THUMBNAILS slides (get-download-link's `thumbnailUrl`). */
async function readThumbnails(request: Request, user: SessionUser, caseData: CaseDetails) {
  const client = api(user.token);
  const entries = await Promise.all(
    slideBlobIds(caseData)
      .slice(0, MAX_THUMBNAILS)
      .map(async (blobId) => {
        try {
          const { data: link } = await unwrap(
            client.GET('/api/wsi/get-download-link/{blobId}', {
              params: { path: { blobId } },
              signal: request.signal,
            }),
          );
          return [blobId, link.thumbnailUrl ?? null] as const;
        } catch (error) {
          await endSessionOnUnauthorized(request, user, error);
          if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
          return [blobId, null] as const;
        }
      }),
  );
  return Object.fromEntries(entries);
}

/** A reference list as value → label; a list that cannot be read leaves the values as they are. */
async function labelsOf(name: ReferenceListName, token: string): Promise<Record<string, string>> {
  try {
    const list = await getReferenceList(name, token);
    return Object.fromEntries(list.map((option) => [option.value, option.label]));
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return {};
  }
}

/** The case id of the URL, as the contract allows it; anything else is an unknown case. */
export function parseCaseId(raw: string | null | undefined): string {
  const parsed = schemas.zGetCasePath.shape.caseId.safeParse(raw ?? '');
  if (!parsed.success) throw data(CASE_DETAIL_MESSAGES.notFound, { status: 404 });
  return parsed.data;
}

async function loadCase(request: Request, user: SessionUser, caseId: string) {
  const [caseData, files, relations] = await Promise.all([
    readCase(request, user, caseId),
    readAttachments(request, user, caseId),
    readRelations(request, user, caseId),
  ]);
  const [thumbnails, insurancePayers, slideOrders, standing] = await Promise.all([
    readThumbnails(request, user, caseData),
    labelsOf('insurancePayers', user.token),
    labelsOf('slideOrderOptions', user.token),
    readCaseStanding(request, user, caseData),
  ]);
  const { flash, headers } = takeFlash(request);
  const result: CaseDetailsData = {
    caseData,
    ...files,
    relations: caseData.caseRelation === 'Standalone' ? null : relations,
    thumbnails,
    referenceLabels: { insurancePayers, slideOrders },
    can: caseAbilities(user, caseData, standing),
    parent: parentList(user, caseData),
    flash,
  };
  return data(result, { headers });
}

/** GET /case-details/:caseId. */
export async function loadCaseDetails(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  return loadCase(request, user, parseCaseId(params.caseId));
}

/**
 * GET /review-project?caseId=: a facility user's draft before send-out. A case that is no longer a draft has
 * nothing to review: its details page.
 */
export async function loadCaseReview(request: Request, caseId: string) {
  const user = await requireUser(request);
  requireFacilityUser(user, 'review-project');
  const result = await loadCase(request, user, parseCaseId(caseId));
  if (result.data.caseData.status !== 'Draft') {
    throw redirect(casePaths.details(result.data.caseData.caseID));
  }
  return result;
}
