/** The tasks feature's types, from the contract. */
import type { components } from '../../../contracts';
import type { TaskPermissions } from './permissions';

export type Task = components['schemas']['Task'];
export type TaskStatus = components['schemas']['TaskStatus'];
export type TaskType = components['schemas']['TaskType'];
export type TaskPriority = components['schemas']['TaskPriority'];
export type OwnerGroup = components['schemas']['OwnerGroup'];
export type TaskComment = components['schemas']['TaskComment'];
export type TaskChecklistItem = components['schemas']['TaskChecklistItem'];

/** What a task page's loader hands its view: the task, and what the page offers for it. */
export interface TaskDetailData {
  task: Task;
  can: TaskPermissions;
}
