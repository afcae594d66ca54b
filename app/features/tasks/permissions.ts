/**
 * What the page offers for a task, from the area, the task's state and its kind: the contract's rules
 * (listTasks, updateTask, startTask, completeTask, cancelTask, reopenTask, addTaskComment) as far as the page
 * can tell them without the caller's id. The API decides on every call; a refusal shows its sentence.
 *
 * - Everyone who sees a task works on it while it is Open or InProgress: start (Open only), tick the checklist,
 *   comment, complete. A facility user sees only tasks they may work on (their facility's own, or assigned to
 *   them); a provider only the tasks assigned to them.
 * - Cancel: admins, and facility users for the general tasks their facility owns (owner group Facility or Both).
 * - Reopen: admins only.
 */
import type { TaskArea } from './areas';
import type { Task } from './types';

export interface TaskPermissions {
  start: boolean;
  complete: boolean;
  cancel: boolean;
  reopen: boolean;
  comment: boolean;
  tick: boolean;
}

export function taskPermissions(area: TaskArea, task: Pick<Task, 'status' | 'type' | 'ownerGroup'>) {
  const open = task.status === 'Open' || task.status === 'InProgress';
  const manages =
    area.id === 'admin' || (area.id === 'facility' && task.type === 1 && task.ownerGroup !== 'Operator');
  return {
    start: task.status === 'Open',
    complete: open,
    cancel: open && manages,
    reopen: !open && area.id === 'admin',
    comment: open,
    tick: open,
  } satisfies TaskPermissions;
}
