/**
 * Who may open the user screens, decided from the session's role before anything is read (the API decides
 * again on every call): the contract's createUser lets admins create any user and a MedicalFacility user create
 * MedicalFacility or Facility_NP users of its own facility; everyone else is refused.
 */
import { normalizeRole } from '~/features/auth';

/** How /user-registration is offered: the full form (admin), the own-facility form, or not at all. */
export type UserRegistrationMode = 'admin' | 'facility';

export function userRegistrationMode(role: string | null | undefined): UserRegistrationMode | null {
  const normalized = normalizeRole(role);
  if (normalized === 'Admin') return 'admin';
  if (normalized === 'MedicalFacility') return 'facility';
  return null;
}

export const USER_REGISTRATION_FORBIDDEN =
  'Only admins and medical facility users can create users. Ask your facility’s administrator or the operator’s staff to add the person for you.';
export const STAFF_REGISTRATION_FORBIDDEN = 'Only admins can create and edit the operator’s staff users.';
export const USER_EDIT_FORBIDDEN = 'You can only edit your own user record; admins edit anyone’s.';
export const USER_NOT_FOUND =
  'There is no user with this id. It may have been removed, or the link is wrong.';
