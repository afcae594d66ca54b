/**
 * A task as its caller reads it (listTasks, getTask): the stored task, and whether the caller may open the case
 * it names (`canOpenCase`), decided by the very rule getCase answers by (cases/access.ts): a QA task's
 * reviewer reads the case only while the task is not cancelled, and a general task may name a case its assignee
 * never could open. Other answers (a change's) leave it out: the page reads the task again.
 */
import { canSeeCase } from '../cases/access';
import { findCase } from '../cases/case-index';
import type { UserRecord } from '../store/db';
import type { TaskRecord } from './rules';

export function taskAsSeenBy(viewer: UserRecord, task: TaskRecord): TaskRecord {
  if (!task.case) return task;
  const caseID = task.case.caseID;
  const item = findCase(caseID);
  return { ...task, canOpenCase: item !== undefined && canSeeCase(viewer, item) };
}
