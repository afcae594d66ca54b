/**
 * Who may open which registration screen, decided from the session's role before anything is read (the API
 * decides again on every call; decision 020):
 * - /register?type=…: anyone logged out (the contract's register operations are public). Someone logged in is
 *   not asked to register again: an admin is sent to the matching on-behalf form, anyone else is told they are
 *   logged in.
 * - /provider-registration, /facility-registration, /other-registration: admins only, entering a registration
 *   for someone (a phone or paper application). Other roles get a 403 page.
 * - Editing: the contract's rules. A provider registration: its provider or an admin (so only the roles
 *   Provider and Admin can be let through before reading); a facility registration: the user who registered
 *   it (a MedicalFacility user) or an admin; an other registration: admins only.
 */
import { isAdminRole, normalizeRole } from '~/features/auth';
import type { RegistrationKind } from './schemas';

export function mayRegisterOnBehalf(role: string | null | undefined): boolean {
  return isAdminRole(role);
}

/** Whether this role could edit a registration of `kind` at all (the API then decides for the record). */
export function mayEditKind(role: string | null | undefined, kind: RegistrationKind): boolean {
  if (isAdminRole(role)) return true;
  const normalized = normalizeRole(role);
  if (kind === 'provider') return normalized === 'Provider';
  if (kind === 'facility') return normalized === 'MedicalFacility';
  return false;
}

export const ACCESS_MESSAGES = {
  behalf:
    'Only admins can enter a registration for someone else. A provider or facility registers itself from the Register page, while logged out.',
  edit: {
    provider: 'Only the provider who registered and admins can edit a provider registration.',
    facility: 'Only the user who registered the facility and admins can edit a facility registration.',
    other: 'Only admins can edit the registration of another organisation.',
  },
  notFound: 'There is no registration of this kind with this id. The link may be wrong.',
} as const satisfies Record<string, unknown>;
