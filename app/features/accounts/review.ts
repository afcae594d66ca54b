/** An admin's review of a submitted facility account (decision 036): the intents and what the page says. */
import type { components } from '../../../contracts';
import { awaitsReview } from '~/features/facility-account';

type FacilityAccount = components['schemas']['FacilityAccount'];

export const APPROVE_INTENT = 'approve';
export const REQUEST_CHANGES_INTENT = 'request-changes';

/** Submitted with submitMyFacilityAccountForReview and not yet Active or Deactivated. */
export const submittedForReview = (account: FacilityAccount) =>
  awaitsReview(account) && account.reviewRequestedAt !== null;

export const ACCOUNT_MESSAGES = {
  approved: (name: string) => `${name} is now active.`,
  changesRequested: (name: string) =>
    `Changes requested: ${name}’s users see your reason when they next log in, and can submit again.`,
  reasonRequired: 'Say what the facility must change.',
  created: (name: string) => `Facility account ${name} created.`,
  saved: 'Account saved.',
  nothingChanged: 'Nothing changed.',
  unknownAction: 'This action is not known.',
} as const;

/** What the confirm and its reply carry. */
export interface ReviewReply {
  toast: { kind: 'success' | 'error'; message: string };
}
