/**
 * Who may see and change a case, decided on the server before any data is returned:
 * - Admin: every case, every action.
 * - Provider: sees available cases (unless provisionally active) and the cases assigned to them; an active
 *   provider picks up; the assigned provider signs out or returns the case to the pool (release). A provider with a QA task for a signed-out case (not
 *   cancelled) reads that case too, read-only (tasks/reviews.ts, decision 030); so does a provider invited to or
 *   present in an active consult on it, only while the consult's rule lends it to them (consults/membership.ts,
 *   decisions 086 and 097: someone present reads the case on their own, and they would be invited now).
 * - MedicalFacility and Facility_NP: see their facility's cases; create, edit, send out and cancel them.
 */
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { readsThroughConsult } from '../consults/membership';
import { reviewsCase } from '../tasks/reviews';
import type { CaseAction } from './lifecycle';
import { isAdminRole, isFacilityRole, isProviderRole, normalizeRole, sameStatus } from '../../contracts';

type Viewer = Pick<UserRecord, 'id' | 'role' | 'status' | 'facilityId'>;

const isFacilityUser = (v: Viewer) => isFacilityRole(v.role);
const ownsCase = (v: Viewer, c: CaseRecord) => isFacilityUser(v) && v.facilityId === c.facility.id;
const isAssignedTo = (v: Viewer, c: CaseRecord) => c.assignedProvider?.id === v.id;

/** A QA reviewer of the signed-out case: reads it, changes nothing (canActOnCase has no rule for them). */
const isQaReviewer = (v: Viewer, c: CaseRecord) =>
  c.status === 'SignOutCompleted' && reviewsCase(v.id, c.caseID, db.tasks.all());

/** The cases in the viewer's lists (listCases): a QA reviewer reaches the reviewed case through the task only. */
export function canListCase(viewer: Viewer, item: CaseRecord): boolean {
  switch (normalizeRole(viewer.role)) {
    case 'Admin':
      return true;
    case 'Provider':
      return (
        isAssignedTo(viewer, item) || (item.status === 'Available' && sameStatus(viewer.status, 'Active'))
      );
    default:
      return ownsCase(viewer, item);
  }
}

/**
 * The postings of the case index (./case-index.ts) that hold exactly the cases canListCase lets the viewer list,
 * or null for every case: where a list starts.
 */
export function listScope(
  viewer: Viewer,
): null | Array<{ posting: 'assignee' | 'status' | 'facility'; value: string }> {
  switch (normalizeRole(viewer.role)) {
    case 'Admin':
      return null;
    case 'Provider':
      return [
        { posting: 'assignee', value: viewer.id },
        ...(sameStatus(viewer.status, 'Active') ? [{ posting: 'status' as const, value: 'Available' }] : []),
      ];
    default:
      return isFacilityUser(viewer) && viewer.facilityId !== null
        ? [{ posting: 'facility', value: viewer.facilityId }]
        : [];
  }
}

/** Whether the viewer reads the case on their own: everything canSeeCase allows but a consult. */
export function readsCaseOnOwn(viewer: Viewer, item: CaseRecord): boolean {
  return canListCase(viewer, item) || (isProviderRole(viewer.role) && isQaReviewer(viewer, item));
}

/** Whether the viewer may read the case (details, attachments, slide links, annotations). */
export function canSeeCase(viewer: Viewer, item: CaseRecord): boolean {
  return (
    readsCaseOnOwn(viewer, item) ||
    (isProviderRole(viewer.role) && readsThroughConsult(viewer, item, readsCaseOnOwn))
  );
}

export function canCreateCase(viewer: Viewer): boolean {
  return isFacilityUser(viewer) && Boolean(viewer.facilityId);
}

export function canActOnCase(viewer: Viewer, item: CaseRecord, action: CaseAction): boolean {
  // Pick-up and release are a provider's own: an admin assigns or reassigns instead.
  if (isAdminRole(viewer.role)) return action !== 'pick-up' && action !== 'release';
  switch (action) {
    case 'edit':
    case 'send-out':
    case 'cancel':
      return ownsCase(viewer, item);
    case 'pick-up':
      return isProviderRole(viewer.role) && sameStatus(viewer.status, 'Active');
    case 'sign-out':
      return isProviderRole(viewer.role) && isAssignedTo(viewer, item);
    case 'release':
      // Another provider's assigned case is out of reach; a case no longer assigned (an Undo sent twice) is the
      // lifecycle's 409.
      return isProviderRole(viewer.role) && (isAssignedTo(viewer, item) || item.status !== 'Assigned');
    case 'assign':
      return false;
  }
}
