/**
 * Reading a task for a caller (404, 403, 409 in the API's words), creating one and writing one (stamped,
 * persisted).
 */
import type { UserRecord } from '../store/db';
import { db } from '../store/db';
import { fail } from '../http/operation';
import { settle } from '../store/persistence';
import { nextSerial } from '../http/lists';
import { TASK_TYPES } from '../reference/data';
import { taskIndex } from './task-index';
import { canActOnTask, canSeeTask, taskTransitionError, type TaskAction, type TaskRecord } from './rules';

export const findTask = (id: string) => taskIndex.get(id);

type TaskTarget = Parameters<typeof db.tasks.update>[0];

/** The task, if it exists and the caller may see it and do `action` in its current state. */
/** A change the caller may not make to this task (their role, or not their task). */
export const NOT_YOURS_TO_CHANGE = 'You may not do this to this task.';

export function taskFor(user: UserRecord, id: string, action?: TaskAction): TaskRecord | Response {
  const task = findTask(id);
  if (!task) return fail(404, 'Task not found.');
  if (!canSeeTask(user, task)) return fail(403, 'You do not have access to this task.');
  if (!action) return task;
  if (!canActOnTask(user, task, action)) return fail(403, NOT_YOURS_TO_CHANGE);
  const conflict = taskTransitionError(task.status, action);
  return conflict ? fail(409, conflict) : task;
}

/** Applies a change to a task, stamps updatedAt, saves; answers the stored task. */
export async function writeTask(id: string, change: (draft: TaskRecord, now: string) => void) {
  const now = new Date().toISOString();
  // The stored record, found by its place instead of a test of every task (decision 102).
  const updated = await db.tasks.update(
    (findTask(id) as TaskTarget | undefined) ?? ((q) => q.where({ id })),
    {
      data(draft) {
        change(draft as TaskRecord, now);
        draft.updatedAt = now;
      },
    },
  );
  await settle();
  return updated!;
}

/** What a new task is given; the rest of its record starts empty (Open, no comments, no review, no documents). */
export type NewTask = Pick<
  TaskRecord,
  'type' | 'title' | 'description' | 'priority' | 'assignee' | 'case' | 'facility' | 'createdBy' | 'dueDate'
> &
  Partial<Pick<TaskRecord, 'ownerGroup' | 'checklist'>>;

/** A new task, numbered after the last, stored (createTask, and the tasks sampled QA opens). Not persisted. */
export async function createTaskRecord(fields: NewTask, now: string): Promise<TaskRecord> {
  const id = nextSerial(
    'task',
    db.tasks.findMany().map((t) => t.id),
  );
  return db.tasks.create(newTaskRecord(id, fields, now));
}

/** A new task's record under `id` (task-0042), as createTaskRecord stores it; a seed that numbers its own uses it. */
export function newTaskRecord(id: string, fields: NewTask, now: string): TaskRecord {
  return {
    id,
    taskNumber: `TSK-${id.slice(5).padStart(6, '0')}`,
    typeKey: TASK_TYPES[fields.type].key,
    typeLabel: TASK_TYPES[fields.type].label,
    status: 'Open',
    ownerGroup: 'Operator',
    checklist: [],
    comments: [],
    resolution: null,
    qaReview: null,
    documents: [],
    submittedAt: null,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    ...fields,
  };
}
