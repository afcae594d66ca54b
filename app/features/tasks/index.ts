/**
 * The tasks feature's public entry (browser-safe): one feature for the facility's Tasks, the provider's My
 * Tasks and, later, the admins' Tasks (areas.ts). Loaders and actions are in list.server.ts and
 * detail.server.ts.
 */
export { TASK_AREAS, areaForRole, taskDetailHref, type TaskArea, type TaskAreaId } from './areas';
export { TaskListView, type TaskListData } from './task-list';
export { TaskDetailView } from './task-detail';
export { TaskErrorBoundary } from './error-boundary';
export { taskPermissions, type TaskPermissions } from './permissions';
export type { Task } from './types';
// The QA and onboarding task pages (decision 030); loaders and actions in qa-task.server.ts, onboarding-task.server.ts.
export { QaTaskView, QaGradeBadge } from './qa/qa-task-view';
export { OnboardingTaskView } from './onboarding/onboarding-view';
export { TASK_STATUS_LABELS } from './labels';
