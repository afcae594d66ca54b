/**
 * The facility account (getMyFacilityAccount, updateMyFacilityAccount) on two pages and their edits:
 * /facility-account is the organisation's profile (name, facility type, account type, lab arrangement; its
 * status and team), /facility-account-detail its contact details, address and proof of address (what the
 * operator's staff verify) with the review a not-yet-active account is submitted for
 * (submitMyFacilityAccountForReview). Facility roles only (a 403 page otherwise), checked before any read.
 */
import { data } from '@remix-run/node';
import { ApiError, MESSAGES, schemas, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser, updateSessionDetails } from '~/auth.server';
import { ATTACHMENT_FILE_RULES, regionCodesOf, type RegionLists } from '~/components/form';
import { fileErrorsReply, hasFileErrors, readFormWithFiles } from '~/components/form/file-upload.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { takeFlash } from '~/flash.server';
import { getRegionLists } from '~/lib/reference.server';
import type { SessionUser } from '~/session.server';
import { clientAddress, proxyDownload, uploadFile } from '~/uploads.server';
import { failPageLoad } from '~/page-failure.server';
import { requireFacilityUser } from './access.server';
import { REVIEW_STEPS, SAVED, UNDER_REVIEW } from './messages';
import { redirectWithFlash } from './redirect.server';
import { SUBMIT_REVIEW_INTENT } from './review';
import {
  FACILITY_DETAILS_FIELDS,
  FACILITY_PROFILE_FIELDS,
  changedValues,
  facilityDetailsInitial,
  facilityDetailsSchema,
  facilityProfileInitial,
  facilityProfileSchema,
  readInitial,
} from './schemas';
import { readForm } from '~/lib/read-form.server';

type FacilityAccount = components['schemas']['FacilityAccount'];

export const FACILITY_ACCOUNT_PATH = '/facility-account';
export const FACILITY_DETAILS_PATH = '/facility-account-detail';

async function myAccount(request: Request, user: SessionUser): Promise<FacilityAccount> {
  try {
    return (await unwrap(api(user.token).GET('/api/me/facility-account', { signal: request.signal }))).data;
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}

/** /facility-account and /facility-account-detail: the account, and the message of the last change. */
export async function loadFacilityAccount(request: Request) {
  const user = await requireFacilityUser(request, 'facilityAccount');
  const { flash, headers } = takeFlash(request);
  const account = await myAccount(request, user);
  return data({ account, flash }, { headers });
}

/** Sends the changed fields; a Response (the form's refusal) when the API refused them. */
async function sendChanges(
  request: Request,
  user: SessionUser,
  submission: Parameters<typeof invalidReply>[0],
  changes: Record<string, string | null>,
) {
  try {
    await unwrap(
      api(user.token).PATCH('/api/me/facility-account', {
        body: schemas.zFacilityAccountUpdateInput.parse(changes),
      }),
    );
    return null;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
}

// --- /edit-facility-account -----------------------------------------------------------------------------------

export async function loadEditFacilityProfile(request: Request) {
  const user = await requireFacilityUser(request, 'facilityAccount');
  const account = await myAccount(request, user);
  return { account, initial: facilityProfileInitial(account) };
}

export async function saveFacilityProfile(request: Request) {
  const user = await requireFacilityUser(request, 'facilityAccount');
  const formData = await readForm(request);
  const submission = await parseForm(formData, facilityProfileSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const changes = changedValues(
    submission.value,
    readInitial(formData.get('initial')),
    FACILITY_PROFILE_FIELDS,
  );
  if (Object.keys(changes).length) {
    const refused = await sendChanges(request, user, submission, changes);
    if (refused) return refused;
  }
  const message = Object.keys(changes).length ? SAVED.facilityProfile : SAVED.nothingChanged;
  return redirectWithFlash(FACILITY_ACCOUNT_PATH, { kind: 'success', message });
}

// --- /edit-facility-account-detail ----------------------------------------------------------------------------

export async function loadEditFacilityDetails(request: Request) {
  const user = await requireFacilityUser(request, 'facilityAccount');
  const [account, regions] = await Promise.all([
    myAccount(request, user),
    getRegionLists(user.token).catch((error: unknown) => failPageLoad(request, user, error)),
  ]);
  return { account, regions, initial: facilityDetailsInitial(account) };
}

/** The proof of address slot when the form comes without JavaScript: its file uploaded first (decision 021). */
export function proofTarget(user: SessionUser, context: unknown) {
  const target = {
    apiPath: '/api/registration-documents',
    successSchema: schemas.zUploadRegistrationDocumentResponse,
    maxBytes: ATTACHMENT_FILE_RULES.maxBytes,
    token: user.token,
    clientAddress: clientAddress(context),
  };
  return {
    proofOfAddressDocumentId: {
      maxBytes: target.maxBytes,
      upload: (file: File) => uploadFile(file, { ...target, fields: { kind: 'proofOfAddress' } }),
    },
  };
}

export async function saveFacilityDetails(request: Request, context: unknown) {
  const user = await requireFacilityUser(request, 'facilityAccount');
  const read = await readFormWithFiles(request, proofTarget(user, context));
  const regions: RegionLists | undefined = await getRegionLists(user.token).catch(() => undefined);
  const submission = await parseForm(read.formData, facilityDetailsSchema(regions && regionCodesOf(regions)));
  if (submission.status !== 'success' || hasFileErrors(read)) return fileErrorsReply(submission, read);
  const changes = changedValues(
    submission.value,
    readInitial(read.formData.get('initial')),
    FACILITY_DETAILS_FIELDS,
  );
  if (Object.keys(changes).length) {
    const refused = await sendChanges(request, user, submission, changes);
    if (refused) return refused;
  }
  const message = Object.keys(changes).length ? SAVED.facilityDetails : SAVED.nothingChanged;
  return redirectWithFlash(FACILITY_DETAILS_PATH, { kind: 'success', message });
}

// --- Submitting for review (/facility-account-detail, intent=submit-review) -------------------------------------

/** The review action's refusal: the API's sentence and what it says is missing. */
export interface ReviewRefusal {
  error: string;
  missing: string[];
}

export async function submitForReview(request: Request) {
  const user = await requireFacilityUser(request, 'facilityAccount');
  const intent = (await readForm(request)).get('intent');
  if (intent !== SUBMIT_REVIEW_INTENT) {
    return data<ReviewRefusal>({ error: 'This action is not known.', missing: [] }, { status: 400 });
  }
  try {
    await unwrap(api(user.token).POST('/api/me/facility-account/review'));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError)) throw error;
    // A 422 names what is missing per field (its message joins them, spec 8): said as a list under one sentence.
    const missing = [...new Set(Object.values(error.fieldErrors).flat())];
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 502;
    const sentence = missing.length ? REVIEW_STEPS.refused : error.message || MESSAGES.other;
    return data<ReviewRefusal>({ error: sentence, missing }, { status });
  }
  // The banner says what happens next until it is dismissed; the page says it too.
  const session = updateSessionDetails(request, { banner: UNDER_REVIEW.banner });
  return redirectWithFlash(FACILITY_DETAILS_PATH, { kind: 'success', message: UNDER_REVIEW.flash }, session);
}

// --- Downloading the proof of address -------------------------------------------------------------------------

/**
 * GET /facility-account-detail/:accountId/documents/:documentId: logged in first; the API lets the facility's
 * users and admins read the account's documents (403 otherwise, 404 for a document it does not hold).
 */
export async function downloadAccountDocument(request: Request, params: Record<string, string | undefined>) {
  const user = await requireUser(request);
  const accountId = encodeURIComponent(params.accountId ?? '');
  const documentId = encodeURIComponent(params.documentId ?? '');
  return proxyDownload(request, {
    apiPath: `/api/accounts/${accountId}/documents/${documentId}`,
    token: user.token,
  });
}
