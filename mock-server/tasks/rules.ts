/**
 * Tasks: who sees and changes which task, and the lifecycle.
 *
 *   Open ──start──► InProgress ──complete──► Completed
 *     │  └─────────complete──────────────────▲     │
 *     └──cancel──► Cancelled ◄──cancel── InProgress │
 *   Completed / Cancelled ──reopen (admin)──► Open
 *
 * - Admin: every task, every action.
 * - Provider: the tasks assigned to them; starts and completes them, ticks the checklist.
 * - MedicalFacility / Facility_NP: their facility's general tasks that the facility owns (owner group Facility
 *   or Both; manage: edit, start, complete, cancel) and any task assigned to them (work on it like a provider).
 * - Anyone who sees a task comments on it while it is Open or InProgress.
 * - Completing needs every checklist item ticked (tasks/handlers.ts).
 *
 * Owner group (spec 3.3): Operator (the operator's staff), Facility, Both. QA and onboarding tasks are the
 * operator's; Facility and Both need a facility; a facility user's own tasks are Facility or Both.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import type { UserRecord } from '../store/db';
import { isAdminRole, isFacilityRole } from '../../contracts';

export type TaskRecord = z.infer<typeof schemas.zTask>;
export type TaskStatus = TaskRecord['status'];
export type OwnerGroup = TaskRecord['ownerGroup'];
export type TaskAction = 'edit' | 'comment' | 'start' | 'complete' | 'cancel' | 'reopen';
type Viewer = Pick<UserRecord, 'id' | 'role' | 'facilityId'>;

const isFacilityUser = (v: Viewer) => isFacilityRole(v.role);

/** Admins, and facility users for their own facility's general tasks that the facility owns. */
export function canManageTask(viewer: Viewer, task: TaskRecord): boolean {
  if (isAdminRole(viewer.role)) return true;
  return (
    isFacilityUser(viewer) &&
    task.type === 1 &&
    task.ownerGroup !== 'Operator' &&
    task.facility !== null &&
    task.facility.id === viewer.facilityId
  );
}

/** The owner group of a new task when the request names none. */
export function defaultOwnerGroup(
  viewer: Viewer,
  type: TaskRecord['type'],
  hasFacility: boolean,
): OwnerGroup {
  if (isFacilityUser(viewer)) return 'Facility';
  return type === 1 && hasFacility ? 'Both' : 'Operator';
}

/** Why `ownerGroup` does not suit a task of `type` (with or without a facility) set by `viewer`; null if it does. */
export function ownerGroupError(
  viewer: Viewer,
  type: TaskRecord['type'],
  hasFacility: boolean,
  ownerGroup: OwnerGroup,
): string | null {
  if (type !== 1 && ownerGroup !== 'Operator') return 'QA and onboarding tasks are owned by the operator.';
  if (ownerGroup !== 'Operator' && !hasFacility) return 'A task owned by a facility needs a facility.';
  if (isFacilityUser(viewer) && ownerGroup === 'Operator')
    return 'Your facility owns the tasks it manages: choose Facility or Both.';
  return null;
}

export const isAssignee = (viewer: Viewer, task: TaskRecord) => task.assignee?.id === viewer.id;

export function canSeeTask(viewer: Viewer, task: TaskRecord): boolean {
  return canManageTask(viewer, task) || isAssignee(viewer, task);
}

/**
 * The postings of the task index (./task-index.ts) that hold every task canSeeTask shows the viewer (exact: only
 * those), or null for every task.
 */
export function taskScope(
  viewer: Viewer,
): null | { postings: Array<{ posting: 'facility' | 'assignee'; value: string }>; exact: boolean } {
  if (isAdminRole(viewer.role)) return null;
  const assigned = { posting: 'assignee' as const, value: viewer.id };
  if (!isFacilityUser(viewer) || viewer.facilityId === null) return { postings: [assigned], exact: true };
  return { postings: [{ posting: 'facility', value: viewer.facilityId }, assigned], exact: false };
}

/** Whether the viewer may do `action` at all (403 otherwise); `edit` by an assignee is checked per field. */
export function canActOnTask(viewer: Viewer, task: TaskRecord, action: TaskAction): boolean {
  switch (action) {
    case 'reopen':
      return isAdminRole(viewer.role);
    case 'cancel':
      return canManageTask(viewer, task);
    case 'comment':
      return canSeeTask(viewer, task);
    case 'edit':
    case 'start':
    case 'complete':
      return canManageTask(viewer, task) || isAssignee(viewer, task);
  }
}

const RULES: Record<TaskAction, { from: readonly TaskStatus[]; verb: string }> = {
  edit: { from: ['Open', 'InProgress'], verb: 'edited' },
  comment: { from: ['Open', 'InProgress'], verb: 'commented on' },
  start: { from: ['Open'], verb: 'started' },
  complete: { from: ['Open', 'InProgress'], verb: 'completed' },
  cancel: { from: ['Open', 'InProgress'], verb: 'cancelled' },
  reopen: { from: ['Completed', 'Cancelled'], verb: 'reopened' },
};

export const TASK_TARGET: Record<Exclude<TaskAction, 'edit' | 'comment'>, TaskStatus> = {
  start: 'InProgress',
  complete: 'Completed',
  cancel: 'Cancelled',
  reopen: 'Open',
};

/**
 * The status once a step of the task's own work is recorded (a QA task's blind read): an Open task has
 * begun, so it is InProgress, as Start would make it; any other status is kept (a started task stays started; a
 * closed one is refused before this).
 */
export function statusAfterWorkStep(status: TaskStatus): TaskStatus {
  return status === 'Open' ? TASK_TARGET.start : status;
}

/** null when allowed, else the 409 message. */
export function taskTransitionError(status: TaskStatus, action: TaskAction): string | null {
  const rule = RULES[action];
  return rule.from.includes(status) ? null : `A task in status ${status} cannot be ${rule.verb}.`;
}
