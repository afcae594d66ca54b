/**
 * One tasks feature, configured per area (spec 2.2, 2.5): the facility's Tasks, the provider's My Tasks, and
 * the admins' Tasks (configured here so its pages are configuration when the admin issue builds them; no route
 * uses it yet). An area says who may open it, where its pages are, what the list asks the API for on top of
 * the URL's state, which columns it shows, and what its people may do. The API decides again on every call.
 */
import { isAdminRole, isFacilityRole, normalizeRole } from '~/features/auth';

export type TaskAreaId = 'facility' | 'provider' | 'admin';

export interface TaskArea {
  id: TaskAreaId;
  /** Route-table ids of the list and detail pages. */
  listPageId: string;
  detailPageId: string;
  listPath: string;
  /** The detail page's path with `:taskId`. */
  detailPath: string;
  /** Whether a session's role belongs in this area. */
  admits: (role: string | null | undefined) => boolean;
  /** Added to every list query (the API already limits the list to the caller's own tasks). */
  filter: { assignedToMe?: boolean };
  /** The list's columns beyond the common ones. */
  showAssignee: boolean;
  /** Said when the list itself is empty (no search, no filter). */
  emptyText: string;
  /** The breadcrumb of the list on a detail page. */
  listLabel: string;
}

export const TASK_AREAS: Record<TaskAreaId, TaskArea> = {
  facility: {
    id: 'facility',
    listPageId: 'facility-tasks',
    detailPageId: 'facility-task-details',
    listPath: '/tasks-list',
    detailPath: '/facility/tasks-detail/:taskId',
    admits: isFacilityRole,
    filter: {},
    showAssignee: true,
    emptyText: 'Your facility has no tasks yet.',
    listLabel: 'Tasks',
  },
  provider: {
    id: 'provider',
    listPageId: 'provider-tasks',
    detailPageId: 'provider-task-details',
    listPath: '/task',
    detailPath: '/provider/tasks-detail/:taskId',
    admits: (role) => normalizeRole(role) === 'Provider',
    filter: { assignedToMe: true },
    showAssignee: false,
    emptyText: 'You have no tasks yet. Tasks assigned to you appear here.',
    listLabel: 'My Tasks',
  },
  admin: {
    id: 'admin',
    listPageId: 'admin-tasks',
    detailPageId: 'admin-task-detail',
    listPath: '/tasks',
    detailPath: '/task-detail/:taskId',
    admits: isAdminRole,
    filter: {},
    showAssignee: true,
    emptyText: 'There are no tasks yet.',
    listLabel: 'Tasks',
  },
};

export const taskDetailHref = (area: TaskArea, taskId: string) =>
  area.detailPath.replace(':taskId', encodeURIComponent(taskId));

/** The QA and onboarding pages of the areas that have them (decision 030), by task type. */
const TASK_SCREENS: Partial<Record<TaskAreaId, Partial<Record<1 | 2 | 3, string>>>> = {
  provider: { 2: '/pathologist/qa-task', 3: '/pathologist/onboarding-task' },
  admin: { 3: '/onboarding-task' },
};

/** Where a task of the list opens: its type's own page (QA, onboarding) where the area has one, else its details. */
export function taskScreenHref(area: TaskArea, task: { id: string; type: 1 | 2 | 3 }): string {
  const screen = TASK_SCREENS[area.id]?.[task.type];
  return screen ? `${screen}?taskId=${encodeURIComponent(task.id)}` : taskDetailHref(area, task.id);
}

/** The area a role works in, or null for a role without tasks. */
export function areaForRole(role: string | null | undefined): TaskArea | null {
  return Object.values(TASK_AREAS).find((area) => area.admits(role)) ?? null;
}

export const TASK_ACCESS_MESSAGE = 'Tasks are for providers, facility users and admins.';
