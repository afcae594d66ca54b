/**
 * Who may do what with people resources, decided on the server (403 otherwise):
 * - Admin: everything.
 * - Anyone logged in: read and edit themself (not status or staff role), read the banner, open support requests.
 * - MedicalFacility and Facility_NP: read and edit their own facility's account (not its status), read their team;
 *   a MedicalFacility user also creates MedicalFacility or Facility_NP users of its own facility.
 * - Registrations: the registered user (provider); the facility's users read and the registering user edits
 *   (facility); admins only (other).
 */
import type { UserRecord } from '../store/db';
import { isAdminRole, isFacilityRole, normalizeRole } from '../../contracts';

type Viewer = Pick<UserRecord, 'id' | 'role' | 'facilityId'>;

export const isAdmin = (v: Viewer) => isAdminRole(v.role);
export const isFacilityUser = (v: Viewer) => isFacilityRole(v.role);

export function canReadUser(viewer: Viewer, userId: string): boolean {
  return isAdmin(viewer) || viewer.id === userId;
}

/** Status and staff role are admin fields; everything else a user may edit on themself. */
export function canEditUser(viewer: Viewer, userId: string, fields: readonly string[]): boolean {
  if (isAdmin(viewer)) return true;
  return viewer.id === userId && !fields.some((f) => f === 'status' || f === 'staffRole');
}

export function canCreateUser(
  viewer: Viewer,
  input: { role: UserRecord['role']; facilityId?: string | undefined },
): boolean {
  if (isAdmin(viewer)) return true;
  return (
    normalizeRole(viewer.role) === 'MedicalFacility' &&
    isFacilityRole(input.role) &&
    (input.facilityId === undefined || input.facilityId === viewer.facilityId)
  );
}

export function canReadAccount(viewer: Viewer, accountId: string): boolean {
  return isAdmin(viewer) || (isFacilityUser(viewer) && viewer.facilityId === accountId);
}

export function canEditAccount(viewer: Viewer, accountId: string, fields: readonly string[]): boolean {
  if (isAdmin(viewer)) return true;
  return canReadAccount(viewer, accountId) && !fields.includes('status');
}

export function canUseRegistration(
  viewer: Viewer,
  registration: { kind: 'provider' | 'facility' | 'other'; userId: string | null; facilityId: string | null },
  use: 'read' | 'edit',
): boolean {
  if (isAdmin(viewer)) return true;
  switch (registration.kind) {
    case 'provider':
      return registration.userId === viewer.id;
    case 'facility':
      // Every user of the facility reads it; only the user who registered edits it.
      return use === 'read'
        ? isFacilityUser(viewer) && registration.facilityId === viewer.facilityId
        : registration.userId === viewer.id;
    case 'other':
      return false;
  }
}
