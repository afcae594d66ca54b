/** Reading a task for a caller (404, 403, 409 in the API's words) and writing one (stamped, persisted). */
import type { UserRecord } from '../store/db';
import { db } from '../store/db';
import { fail } from '../http/operation';
import { persist } from '../store/persistence';
import { canActOnTask, canSeeTask, taskTransitionError, type TaskAction, type TaskRecord } from './rules';

export const findTask = (id: string) => db.tasks.findFirst((q) => q.where({ id }));

/** The task, if it exists and the caller may see it and do `action` in its current state. */
export function taskFor(user: UserRecord, id: string, action?: TaskAction): TaskRecord | Response {
  const task = findTask(id);
  if (!task) return fail(404, 'Task not found.');
  if (!canSeeTask(user, task)) return fail(403, 'You do not have access to this task.');
  if (!action) return task;
  if (!canActOnTask(user, task, action)) return fail(403, 'You may not do this to this task.');
  const conflict = taskTransitionError(task.status, action);
  return conflict ? fail(409, conflict) : task;
}

/** Applies a change to a task, stamps updatedAt, saves; answers the stored task. */
export async function writeTask(id: string, change: (draft: TaskRecord, now: string) => void) {
  const now = new Date().toISOString();
  const updated = await db.tasks.update((q) => q.where({ id }), {
    data(draft) {
      change(draft as TaskRecord, now);
      draft.updatedAt = now;
    },
  });
  await persist();
  return updated!;
}
