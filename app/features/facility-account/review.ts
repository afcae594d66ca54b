/**
 * Whether a facility account can be submitted for review, by the contract's rule
 * (submitMyFacilityAccountForReview): while it is not yet active, once its contact details, address and proof
 * of address are all there. The page lists what is missing; the API decides.
 */
import type { components } from '../../../contracts';

type FacilityAccount = components['schemas']['FacilityAccount'];

/** The form field that asks /facility-account-detail's action to submit the account for review. */
export const SUBMIT_REVIEW_INTENT = 'submit-review';

const PENDING: ReadonlySet<FacilityAccount['status']> = new Set([
  'New',
  'In Progress',
  'Provisionally Active',
]);

/** The account is waiting to become active (a review applies). */
export const awaitsReview = (account: Pick<FacilityAccount, 'status'>) => PENDING.has(account.status);

/** What a review needs, in the order the page lists it. */
export const REVIEW_REQUIREMENTS = [
  { field: 'email', label: 'Contact email' },
  { field: 'phone', label: 'Phone' },
  { field: 'address', label: 'Street address' },
  { field: 'city', label: 'City' },
  { field: 'state', label: 'State or province' },
  { field: 'postalCode', label: 'Postal code' },
  { field: 'proofOfAddress', label: 'Proof of address' },
] as const;

const blank = (value: string | null | undefined) => !value?.trim();

/** The labels of what the account still lacks for a review (empty when it is complete). */
export function missingForReview(account: FacilityAccount): string[] {
  return REVIEW_REQUIREMENTS.filter(({ field }) => {
    if (field === 'proofOfAddress') return !account.proofOfAddress;
    if (field === 'state')
      return (account.country === 'US' || account.country === 'Canada') && blank(account.state);
    return blank(account[field]);
  }).map(({ label }) => label);
}
