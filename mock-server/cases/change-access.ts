/**
 * Who may change the case extras (diagnosis, clinical info, billing component, relations, files) and in which
 * case statuses. A caller with no rule for the change answers 403; a status outside the rule answers 409.
 *
 * | change            | case's facility     | assigned provider | admin                              |
 * | ----------------- | ------------------- | ----------------- | ---------------------------------- |
 * | primaryDiagnosis  | –                   | Assigned          | Assigned                           |
 * | reportDraft       | –                   | Assigned          | Assigned                           |
 * | addendum          | –                   | SignOutCompleted  | SignOutCompleted                   |
 * | clinicalInfo      | Draft               | Assigned          | every status but Cancelled         |
 * | billing/relations | Draft               | –                 | any                                |
 * | uploadAttachment  | Draft, Available    | –                 | Draft, Available, Assigned         |
 * | deleteAttachment  | Draft, Available    | –                 | any                                |
 * | uploadSlide       | Draft, Available    | –                 | Draft, Available, Assigned         |
 */
import type { CaseRecord, UserRecord } from '../store/db';
import { canSeeCase } from './access';
import { isAdminRole, isFacilityRole, isProviderRole } from '../../contracts';

export type CaseChange =
  | 'primaryDiagnosis'
  | 'reportDraft'
  | 'addendum'
  | 'clinicalInfo'
  | 'billing'
  | 'relations'
  | 'uploadAttachment'
  | 'deleteAttachment'
  | 'uploadSlide';
type Status = CaseRecord['status'];
type Viewer = Pick<UserRecord, 'id' | 'role' | 'status' | 'facilityId'>;

const ALL: readonly Status[] = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'];
const RULES: Record<
  CaseChange,
  { facility?: readonly Status[]; provider?: readonly Status[]; admin: readonly Status[] }
> = {
  // After sign-out the report is locked: a correction is an addendum.
  primaryDiagnosis: { provider: ['Assigned'], admin: ['Assigned'] },
  reportDraft: { provider: ['Assigned'], admin: ['Assigned'] },
  addendum: { provider: ['SignOutCompleted'], admin: ['SignOutCompleted'] },
  clinicalInfo: {
    facility: ['Draft'],
    provider: ['Assigned'],
    admin: ['Draft', 'Available', 'Assigned', 'SignOutCompleted'],
  },
  billing: { facility: ['Draft'], admin: ALL },
  relations: { facility: ['Draft'], admin: ALL },
  uploadAttachment: { facility: ['Draft', 'Available'], admin: ['Draft', 'Available', 'Assigned'] },
  deleteAttachment: { facility: ['Draft', 'Available'], admin: ALL },
  uploadSlide: { facility: ['Draft', 'Available'], admin: ['Draft', 'Available', 'Assigned'] },
};

const VERBS: Record<CaseChange, string> = {
  primaryDiagnosis: 'have its primary diagnosis changed',
  reportDraft: 'have its report drafted',
  addendum: 'receive a report addendum',
  clinicalInfo: 'have its clinical information changed',
  billing: 'have its billing component changed',
  relations: 'have its relations changed',
  uploadAttachment: 'receive attachments',
  deleteAttachment: 'lose attachments',
  uploadSlide: 'receive slide images',
};

export type CaseChangeCheck = { ok: true } | { ok: false; status: 403 | 409; message: string };

/** Whether the case's facility may make `change` to a case in `status` (the order interface acts as it). */
export const facilityMayChange = (change: CaseChange, status: Status) =>
  RULES[change].facility?.includes(status) ?? false;

export function checkCaseChange(viewer: Viewer, item: CaseRecord, change: CaseChange): CaseChangeCheck {
  if (!canSeeCase(viewer, item))
    return { ok: false, status: 403, message: 'You do not have access to this case.' };
  const rule = RULES[change];
  const facilityUser = isFacilityRole(viewer.role);
  const allowed = isAdminRole(viewer.role)
    ? rule.admin
    : facilityUser && viewer.facilityId === item.facility.id
      ? rule.facility
      : isProviderRole(viewer.role) && item.assignedProvider?.id === viewer.id
        ? rule.provider
        : undefined;
  if (!allowed) return { ok: false, status: 403, message: 'You may not do this to this case.' };
  if (!allowed.includes(item.status))
    return { ok: false, status: 409, message: `A case in status ${item.status} cannot ${VERBS[change]}.` };
  return { ok: true };
}
