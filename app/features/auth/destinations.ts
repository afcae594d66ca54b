import { isAdminRole, isProvisionallyActive, normalizeRole } from './roles';

/** Where a user lands after login (spec 4.1). */
export function postLoginDestination(
  role: string | null | undefined,
  status: string | null | undefined,
): string {
  const provisional = isProvisionallyActive(status);
  switch (normalizeRole(role)) {
    case 'MedicalFacility':
    case 'Facility_NP':
      return provisional ? '/facility-account-detail' : '/upload-project';
    case 'Admin':
      return '/admin';
    case 'Provider':
      return provisional ? '/selectedCases' : '/availableCases';
    default:
      return '/availableCases';
  }
}

/** What a signed-in user who is not an admin is told on arriving from an admin page. */
export const ADMIN_ONLY_TEXT = 'That page is for admins.';

/**
 * Where a signed-in user goes from a page for admins when they are not one (null for an admin): their own landing
 * page, the one the login sends them to, with a sentence saying why (shown there as a flash). Spec 6 sends them
 * to '/', the public home page, which said nothing (decision 066).
 */
export function adminPageRefusal(
  role: string | null | undefined,
  status: string | null | undefined,
): { to: string; message: string } | null {
  if (isAdminRole(role)) return null;
  return { to: postLoginDestination(role, status), message: ADMIN_ONLY_TEXT };
}

/**
 * The person's own account page (/account-detail, spec 2.5; /about-me for a role without one): a provider's
 * About Me, a facility user's Account Details, an admin's home (admins have no account page of their own).
 */
export function ownAccountPath(role: string | null | undefined): string {
  switch (normalizeRole(role)) {
    case 'MedicalFacility':
    case 'Facility_NP':
      return '/account-details';
    case 'Admin':
      return '/admin';
    default:
      return '/about-me';
  }
}
