import { isProvisionallyActive, normalizeRole } from './roles';

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
