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
