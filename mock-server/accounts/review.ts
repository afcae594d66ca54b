/**
 * A facility account's review: a facility user submits the completed account (submitMyFacilityAccountForReview)
 * and the operator's staff later activate it (updateAccount, status Active) or send it back with a reason
 * (requestFacilityAccountChanges). Also the download of an account's
 * proof of address, for the facility's users and admins.
 */
import { SENTENCES } from '../../contracts';
import { db } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { canReadAccount } from '../users/access';
import { accountProfileOf, toAccount } from '../users/views';
import { fileDownload, readStoredFile } from '../store/files';
import { accountDocument } from './documents';
import { FACILITY_USERS_ONLY, myFacility } from './handlers';

type Account = ReturnType<typeof toAccount>;

/** What a complete account has, per field of FacilityAccountUpdateInput, and what to say when it is missing. */
export const REVIEW_MESSAGES = {
  incomplete: 'Complete the facility account details before submitting them for review.',
  email: 'Add the facility’s contact email.',
  phone: 'Add the facility’s phone number.',
  address: 'Add the facility’s street address.',
  city: 'Add the city.',
  postalCode: 'Add the postal code.',
  state: 'Choose the state or province.',
  proofOfAddressDocumentId: 'Upload a proof of address, such as a recent utility bill or bank statement.',
  notSubmitted: 'This facility account is not waiting for review.',
  reasonRequired: SENTENCES.accounts.reviewReasonMissing,
  notPending: (status: string) =>
    `This facility account is ${status}, so there is nothing to submit for review.`,
} as const;

/**
 * The banner the facility's provisionally active users see after login once the account waits for review.
 * The app shows the same words right after submitting (app/features/facility-account).
 */
export const UNDER_REVIEW_BANNER = SENTENCES.accounts.submittedForReview;

/** The banner the facility's provisionally active users see after an admin sent the account back. */
export const changesRequestedBanner = (reason: string) =>
  `The operator’s staff asked for changes to your facility account details: ${reason} Correct them on Facility Account Details and submit them for review again.`;

const PENDING_STATUSES = new Set(['New', 'In Progress', 'Provisionally Active']);

/** The fields a review needs that the account lacks, with their messages. */
export function missingForReview(account: Account): Record<string, string[]> {
  const blank = (value: string | null | undefined) => !value?.trim();
  const missing: Record<string, string[]> = {};
  for (const field of ['email', 'phone', 'address', 'city', 'postalCode'] as const) {
    if (blank(account[field])) missing[field] = [REVIEW_MESSAGES[field]];
  }
  if ((account.country === 'US' || account.country === 'Canada') && blank(account.state)) {
    missing.state = [REVIEW_MESSAGES.state];
  }
  if (!account.proofOfAddress) missing.proofOfAddressDocumentId = [REVIEW_MESSAGES.proofOfAddressDocumentId];
  return missing;
}

const REVIEW_ADMINS_ONLY = 'Only admins can review facility accounts.';

export const accountReviewHandlers = [
  operation('submitMyFacilityAccountForReview', FACILITY_USERS_ONLY, async ({ auth }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const { status } = accountProfileOf(facility.id);
    if (!PENDING_STATUSES.has(status)) return fail(409, REVIEW_MESSAGES.notPending(status));
    const missing = missingForReview(toAccount(facility));
    if (Object.keys(missing).length) return fail(422, REVIEW_MESSAGES.incomplete, { fieldErrors: missing });

    const now = new Date().toISOString();
    const requestedBy = personRef(auth.user);
    if (!db.accountProfiles.findFirst((q) => q.where({ facilityId: facility.id }))) {
      await db.accountProfiles.create({
        ...accountProfileOf(facility.id),
        reviewRequestedAt: now,
        reviewRequestedBy: requestedBy,
      });
    } else {
      await db.accountProfiles.update((q) => q.where({ facilityId: facility.id }), {
        data(draft) {
          draft.reviewRequestedAt = now;
          draft.reviewRequestedBy = requestedBy;
          draft.updatedAt = now;
        },
      });
    }
    // The facility's provisionally active users learn at their next login that the account is under review.
    await db.users.updateMany((q) => q.where({ facilityId: facility.id, status: 'Provisionally Active' }), {
      data(draft) {
        draft.bannerMessage = UNDER_REVIEW_BANNER;
      },
    });
    return ok('submitMyFacilityAccountForReview', toAccount(facility), {
      message: 'Submitted for review.',
    });
  }),

  operation('requestFacilityAccountChanges', REVIEW_ADMINS_ONLY, async ({ params, body }) => {
    const facility = db.facilities.findFirst((q) => q.where({ id: params.accountId }));
    if (!facility) return fail(404, 'Account not found.');
    const profile = accountProfileOf(facility.id);
    if (!PENDING_STATUSES.has(profile.status) || !profile.reviewRequestedAt) {
      return fail(409, REVIEW_MESSAGES.notSubmitted);
    }
    const reason = body.reason.trim();
    if (!reason) {
      return fail(422, REVIEW_MESSAGES.reasonRequired, {
        fieldErrors: { reason: [REVIEW_MESSAGES.reasonRequired] },
      });
    }
    const now = new Date().toISOString();
    // accountProfileOf gave a stored profile: reviewRequestedAt is only ever set on one.
    await db.accountProfiles.update((q) => q.where({ facilityId: facility.id }), {
      data(draft) {
        draft.reviewRequestedAt = null;
        draft.reviewRequestedBy = null;
        draft.updatedAt = now;
      },
    });
    await db.users.updateMany((q) => q.where({ facilityId: facility.id, status: 'Provisionally Active' }), {
      data(draft) {
        draft.bannerMessage = changesRequestedBanner(reason);
      },
    });
    return ok('requestFacilityAccountChanges', toAccount(facility), { message: 'Changes requested.' });
  }),

  operation('downloadFacilityAccountDocument', async ({ auth, params }) => {
    const facility = db.facilities.findFirst((q) => q.where({ id: params.accountId }));
    if (!facility) return fail(404, 'Account not found.');
    if (!canReadAccount(auth.user, facility.id))
      return fail(403, 'You may only see your own facility’s documents.');
    const document = accountDocument(facility.id, params.documentId);
    if (!document) return fail(404, 'Document not found.');
    const bytes = await readStoredFile(document.id);
    if (!bytes) return fail(404, 'The file is no longer available.');
    return fileDownload(bytes, document);
  }),
];
