/**
 * Roles and statuses as the spec compares them (sections 3.2, 4.1): every spelling a backend may send is mapped
 * to one value in the contract layer (`contracts/roles.ts`, decision 066), shared with the mock and the
 * conformance command; the app's labels for them are here. Imported from the file itself, not the contract's
 * index, so the browser bundle takes only these few functions.
 */
import type { Role } from '../../../contracts/roles';

export {
  isAdminRole,
  isFacilityRole,
  isProviderRole,
  isProvisionallyActive,
  normalizeRole,
  normalizeStatus,
  sameStatus,
  type Role,
  type UserStatus,
} from '../../../contracts/roles';

export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Admin',
  Provider: 'Provider',
  MedicalFacility: 'Medical Facility',
  Facility_NP: 'Facility NP',
};
