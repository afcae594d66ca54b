/**
 * Who may see and change a case, decided on the server before any data is returned:
 * - Admin: every case, every action.
 * - Provider: sees available cases (unless provisionally active) and the cases assigned to them; an active
 *   provider picks up; the assigned provider signs out.
 * - MedicalFacility and Facility_NP: see their facility's cases; create, edit, send out and cancel them.
 */
import type { CaseRecord, UserRecord } from '../db';
import type { CaseAction } from './lifecycle';

type Viewer = Pick<UserRecord, 'id' | 'role' | 'status' | 'facilityId'>;

const isFacilityUser = (v: Viewer) => v.role === 'MedicalFacility' || v.role === 'Facility_NP';
const ownsCase = (v: Viewer, c: CaseRecord) => isFacilityUser(v) && v.facilityId === c.facility.id;
const isAssignedTo = (v: Viewer, c: CaseRecord) => c.assignedProvider?.id === v.id;

export function canSeeCase(viewer: Viewer, item: CaseRecord): boolean {
  switch (viewer.role) {
    case 'Admin':
      return true;
    case 'Provider':
      return isAssignedTo(viewer, item) || (item.status === 'Available' && viewer.status === 'Active');
    default:
      return ownsCase(viewer, item);
  }
}

export function canCreateCase(viewer: Viewer): boolean {
  return isFacilityUser(viewer) && Boolean(viewer.facilityId);
}

export function canActOnCase(viewer: Viewer, item: CaseRecord, action: CaseAction): boolean {
  if (viewer.role === 'Admin') return action !== 'pick-up';
  switch (action) {
    case 'edit':
    case 'send-out':
    case 'cancel':
      return ownsCase(viewer, item);
    case 'pick-up':
      return viewer.role === 'Provider' && viewer.status === 'Active';
    case 'sign-out':
      return viewer.role === 'Provider' && isAssignedTo(viewer, item);
    case 'assign':
      return false;
  }
}
