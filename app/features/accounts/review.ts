/** An admin's review of a submitted facility account (decision 036): the intents and what the page says. */
import { SENTENCES } from '../../../contracts';
import type { components } from '../../../contracts';
import { awaitsReview } from '~/features/facility-account';

type FacilityAccount = components['schemas']['FacilityAccount'];
type UserStatus = components['schemas']['User']['status'];

/** `Its 1 user is`, `Its 3 users are`: a count of the account's users with its words. */
const plural = (count: number, one: string, many: string) => `Its ${count} ${count === 1 ? one : many}`;

export const APPROVE_INTENT = 'approve';
export const REQUEST_CHANGES_INTENT = 'request-changes';
export const DEACTIVATE_INTENT = 'deactivate';
export const REACTIVATE_INTENT = 'reactivate';

/** Submitted with submitMyFacilityAccountForReview and not yet Active or Deactivated. */
export const submittedForReview = (account: FacilityAccount) =>
  awaitsReview(account) && account.reviewRequestedAt !== null;

export const ACCOUNT_MESSAGES = {
  /** `promoted`: how many Provisionally Active users the approval made Active (null: not known). */
  approved: (name: string, promoted: number | null) => {
    if (promoted === 0) return `${name} is now active.`;
    const users =
      promoted === null
        ? 'Its Provisionally Active users are'
        : plural(promoted, 'Provisionally Active user is', 'Provisionally Active users are');
    return `${name} is now active. ${users} now Active.`;
  },
  deactivated: (name: string) =>
    `${name} is deactivated. Its users are logged out and cannot log in until it is reactivated.`,
  reactivated: (name: string) =>
    `${name} is active again. The users deactivated with it have their earlier status back.`,
  changesRequested: (name: string) =>
    `Changes requested: ${name}’s users see your reason when they next log in, and can submit again.`,
  reasonRequired: SENTENCES.accounts.reviewReasonMissing,
  created: (name: string) => `Facility account ${name} created.`,
  saved: 'Account saved.',
  nothingChanged: 'Nothing changed.',
  unknownAction: 'This action is not known.',
} as const;

/** What the confirm and its reply carry. */
export interface ReviewReply {
  toast: { kind: 'success' | 'error'; message: string };
}

/**
 * What approving an account does to its users (updateAccount, decision 068), said before the admin confirms:
 * counted when the page holds every user of the account, else the rule in words.
 */
export function approvalEffect(users: ReadonlyArray<{ status: UserStatus }> | null, total: number): string {
  if (users === null || users.length < total)
    return 'Its Provisionally Active users become Active, with the full menu from their next login; deactivated users stay deactivated.';
  const count = (status: UserStatus) => users.filter((u) => u.status === status).length;
  const provisional = count('Provisionally Active');
  const deactivated = count('Deactivated');
  const unchecked = count('New') + count('In Progress');
  const parts = [
    provisional
      ? `${plural(provisional, 'Provisionally Active user becomes', 'Provisionally Active users become')} Active, with the full menu from their next login.`
      : 'None of its users is Provisionally Active, so no user’s status changes.',
  ];
  if (deactivated)
    parts.push(`${plural(deactivated, 'deactivated user stays', 'deactivated users stay')} deactivated.`);
  if (unchecked)
    parts.push(
      `${plural(unchecked, 'user still New or In Progress keeps', 'users still New or In Progress keep')} that status.`,
    );
  return parts.join(' ');
}

/**
 * What deactivating an account does to its users (updateAccount, decision 068), said before the admin confirms:
 * every user not deactivated already is deactivated and logged out at once; counted when the page holds them all.
 */
export function deactivationEffect(
  users: ReadonlyArray<{ status: UserStatus }> | null,
  total: number,
): string {
  const rule = 'They cannot log in until the account is reactivated.';
  if (users === null || users.length < total)
    return `Every user of the account is deactivated and logged out at once. ${rule}`;
  const active = users.filter((u) => u.status !== 'Deactivated').length;
  if (active === 0) return 'None of its users can log in now, so no user’s status changes.';
  return `${plural(active, 'user is', 'users are')} deactivated and logged out at once. ${rule}`;
}
