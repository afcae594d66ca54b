/** Tasks: list, details, create, edit, comments, and the lifecycle (start, complete, cancel, reopen). */
import { schemas, isAdminRole, isProviderRole, sameStatus, SENTENCES } from '../../contracts';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { fail, ok, operation } from '../http/operation';
import { fullList } from '../http/list-limits';

import { personRef } from '../http/lists';
import { ONBOARDING_CHECKLIST, TASK_REVIEW_MESSAGES, submittedAtAfter } from './reviews';
import {
  approvalProblem,
  approveOnboarding,
  onboardingChecklistProblem,
  onboardingProgress,
} from './review-handlers';
import { createTaskRecord, findTask, NOT_YOURS_TO_CHANGE, taskFor, writeTask } from './store';
import { taskAsSeenBy } from './views';
import { listTaskPage } from './task-index';
import { tellTaskAssigned } from '../notifications/events';
import {
  TASK_TARGET,
  canManageTask,
  defaultOwnerGroup,
  isAssignee,
  ownerGroupError,
  type TaskRecord,
} from './rules';

type TaskType = TaskRecord['type'];

export { ONBOARDING_CHECKLIST } from './reviews';

/** A task is completed only with its whole checklist ticked (every item is required). */
export const UNTICKED_CHECKLIST = 'Tick every checklist item before completing the task.';
export const BLANK_COMMENT = 'Write a comment first.';

const findUser = (id: string) => db.users.findFirst((q) => q.where({ id }));

/** Field messages for an assignee of a task of `type` (about `item` when it has a case), chosen by `viewer`. */
function assigneeErrors(
  viewer: UserRecord,
  type: TaskType,
  assigneeId: string | null | undefined,
  item: CaseRecord | null,
): string | null {
  if (!assigneeId) {
    if (type === 2) return SENTENCES.tasks.qaAssigneeInactive;
    if (type === 3) return SENTENCES.tasks.onboardingAssignee;
    return null;
  }
  const assignee = findUser(assigneeId);
  if (!assignee || sameStatus(assignee.status, 'Deactivated')) return 'Choose an active user.';
  if (type === 2) {
    if (!isProviderRole(assignee.role) || !sameStatus(assignee.status, 'Active'))
      return SENTENCES.tasks.qaAssigneeInactive;
    if (item?.finalReport?.signedOutBy.id === assignee.id)
      return 'QA must be done by a provider other than the one who signed the case out.';
  }
  if (type === 3 && !isProviderRole(assignee.role)) return SENTENCES.tasks.onboardingAssignee;
  if (!isAdminRole(viewer.role) && assignee.facilityId !== viewer.facilityId)
    return 'Choose a user of your facility.';
  return null;
}

async function saveTask(id: string, change: (draft: TaskRecord, now: string) => void, message?: string) {
  return ok('getTask', await writeTask(id, change), { message });
}

export const taskHandlers = [
  operation('listTasks', ({ auth, query }) => {
    const page = listTaskPage(auth.user, query);
    return ok('listTasks', { ...page, items: page.items.map((t) => taskAsSeenBy(auth.user, t)) });
  }),

  operation('getTask', ({ auth, params }) => {
    const task = taskFor(auth.user, params.taskId);
    return task instanceof Response ? task : ok('getTask', taskAsSeenBy(auth.user, task));
  }),

  operation('createTask', 'Only admins and facility users create tasks.', async ({ auth, body }) => {
    const { user } = auth;
    const admin = isAdminRole(user.role);
    if (!admin && body.type !== 1) return fail(403, 'Facility users create general tasks only.');
    if (!admin && body.facilityId && body.facilityId !== user.facilityId)
      return fail(403, 'Facility users create tasks for their own facility only.');

    const errors: Record<string, string[]> = {};
    const facilityId = admin ? body.facilityId : user.facilityId;
    let facility = facilityId ? db.facilities.findFirst((q) => q.where({ id: facilityId })) : undefined;
    if (facilityId && !facility) errors.facilityId = ['No such facility.'];

    let item: CaseRecord | null = null;
    if (body.caseId) {
      item = db.cases.findFirst((q) => q.where({ caseID: body.caseId! })) ?? null;
      if (!item) errors.caseId = ['No such case.'];
      else if (!admin && item.facility.id !== user.facilityId)
        errors.caseId = ['Choose a case of your facility.'];
      else if (body.type === 2 && item.status !== 'SignOutCompleted')
        errors.caseId = ['A QA task reviews a signed-out case.'];
      if (item && !facility) facility = db.facilities.findFirst((q) => q.where({ id: item!.facility.id }));
    } else if (body.type === 2) {
      errors.caseId = [SENTENCES.tasks.qaCaseMissing];
    }
    const assigneeError = assigneeErrors(user, body.type, body.assigneeId, item);
    if (assigneeError) errors.assigneeId = [assigneeError];
    const ownerGroup = body.ownerGroup ?? defaultOwnerGroup(user, body.type, Boolean(facility));
    const ownerError = ownerGroupError(user, body.type, Boolean(facility), ownerGroup);
    if (ownerError) errors.ownerGroup = [ownerError];
    if (Object.keys(errors).length) return fail(422, 'Validation failed', { fieldErrors: errors });

    const assignee = body.assigneeId ? findUser(body.assigneeId)! : null;
    const created = await createTaskRecord(
      {
        type: body.type,
        title: body.title,
        description: body.description ?? null,
        priority: body.priority ?? 'Normal',
        ownerGroup,
        assignee: assignee ? personRef(assignee) : null,
        facility: facility ? { id: facility.id, name: facility.name } : null,
        case: item ? { caseID: item.caseID, caseRecordId: item.caseRecordId } : null,
        createdBy: personRef(user),
        dueDate: body.dueDate ?? null,
        checklist:
          body.checklist ??
          (body.type === 3 ? ONBOARDING_CHECKLIST.map((label) => ({ label, done: false })) : []),
      },
      new Date().toISOString(),
    );
    await tellTaskAssigned(created, personRef(user));
    return ok('createTask', created, { status: 201, message: 'Task created.' });
  }),

  operation('updateTask', async ({ auth, params, body }) => {
    const { user } = auth;
    const task = taskFor(user, params.taskId, 'edit');
    if (task instanceof Response) return task;
    if (!canManageTask(user, task)) {
      // The assignee only ticks the checklist: same items, same order.
      const others = Object.keys(body).filter((key) => key !== 'checklist');
      const sameItems =
        body.checklist?.length === task.checklist.length &&
        body.checklist.every((item, i) => item.label === task.checklist[i]!.label);
      if (others.length || !sameItems || !isAssignee(user, task))
        return fail(403, 'As the assignee you may only tick the checklist.');
    }
    if (body.assigneeId !== undefined) {
      const item = task.case
        ? (db.cases.findFirst((q) => q.where({ caseID: task.case!.caseID })) ?? null)
        : null;
      const error = assigneeErrors(user, task.type, body.assigneeId, item);
      if (error) return fail(422, 'Validation failed', { fieldErrors: { assigneeId: [error] } });
    }
    if (body.ownerGroup !== undefined) {
      const error = ownerGroupError(user, task.type, task.facility !== null, body.ownerGroup);
      if (error) return fail(422, 'Validation failed', { fieldErrors: { ownerGroup: [error] } });
    }
    // Onboarding: documents behind every done item, a submitted checklist locked for the provider.
    const problem = body.checklist && onboardingChecklistProblem(user, task, body.checklist);
    if (problem) return problem;
    if (body.checklist && task.type === 3) await onboardingProgress(task, body.checklist);
    const saved = await saveTask(task.id, (draft, now) => {
      if (body.title !== undefined) draft.title = body.title;
      if (body.description !== undefined) draft.description = body.description;
      if (body.priority !== undefined) draft.priority = body.priority;
      if (body.ownerGroup !== undefined) draft.ownerGroup = body.ownerGroup;
      if (body.dueDate !== undefined) draft.dueDate = body.dueDate;
      if (body.checklist !== undefined) draft.checklist = body.checklist;
      if (body.checklist !== undefined && task.type === 3)
        draft.submittedAt = submittedAtAfter(body.checklist, task.submittedAt, now);
      if (body.assigneeId !== undefined)
        draft.assignee = body.assigneeId ? personRef(findUser(body.assigneeId)!) : null;
    });
    const reassigned = body.assigneeId && body.assigneeId !== task.assignee?.id && findTask(task.id);
    if (reassigned) await tellTaskAssigned(reassigned, personRef(user));
    return saved;
  }),

  operation('startTask', async ({ auth, params }) => {
    const task = taskFor(auth.user, params.taskId, 'start');
    if (task instanceof Response) return task;
    return saveTask(task.id, (draft, now) => {
      draft.status = TASK_TARGET.start;
      draft.startedAt = now;
    });
  }),

  operation('completeTask', async ({ auth, params, body }) => {
    const task = taskFor(auth.user, params.taskId, 'complete');
    if (task instanceof Response) return task;
    if (task.type === 2) return fail(409, TASK_REVIEW_MESSAGES.qaByReview);
    if (task.type === 3 && !isAdminRole(auth.user.role))
      return fail(403, TASK_REVIEW_MESSAGES.approvedByAdmin);
    const problem = approvalProblem(task, body.providerStatus);
    if (problem) return problem;
    if (task.checklist.some((item) => !item.done)) return fail(409, UNTICKED_CHECKLIST);
    // Approving an onboarding task moves the provider on (decision 041).
    const providerStatus =
      task.type === 3 ? await approveOnboarding(task, auth.user, body.providerStatus) : null;
    return saveTask(
      task.id,
      (draft, now) => {
        draft.status = TASK_TARGET.complete;
        draft.startedAt ??= now;
        draft.completedAt = now;
        draft.resolution = body.resolution ?? null;
      },
      providerStatus
        ? `Onboarding approved: ${task.assignee!.name} is now ${providerStatus}.`
        : 'Task completed.',
    );
  }),

  operation(
    'addTaskComment',
    async ({ auth, params, body }) => {
      const task = taskFor(auth.user, params.taskId, 'comment');
      if (task instanceof Response) return task;
      const text = body.body.trim();
      const full = fullList(
        task.comments.length,
        schemas.zTask.shape.comments,
        (max) => `This task has ${max} comments, the most a task holds. Start a new task to go on.`,
      );
      if (full) return fail(409, full);
      const saved = await writeTask(task.id, (draft, now) => {
        const comment = {
          id: `${task.id}-c${draft.comments.length + 1}`,
          author: personRef(auth.user),
          body: text,
          createdAt: now,
        };
        draft.comments = [...draft.comments, comment];
      });
      return ok('addTaskComment', saved, { status: 201, message: 'Comment added.' });
    },
    // A blank comment is refused by the contract's pattern, before the task is looked up.
    { requiredMessages: { body: BLANK_COMMENT } },
  ),

  operation('cancelTask', NOT_YOURS_TO_CHANGE, async ({ auth, params, body }) => {
    const task = taskFor(auth.user, params.taskId, 'cancel');
    if (task instanceof Response) return task;
    return saveTask(task.id, (draft, now) => {
      draft.status = TASK_TARGET.cancel;
      draft.cancelledAt = now;
      draft.resolution = body.resolution ?? null;
    });
  }),

  operation('reopenTask', NOT_YOURS_TO_CHANGE, async ({ auth, params }) => {
    const task = taskFor(auth.user, params.taskId, 'reopen');
    if (task instanceof Response) return task;
    return saveTask(task.id, (draft) => {
      draft.status = TASK_TARGET.reopen;
      draft.startedAt = null;
      draft.completedAt = null;
      draft.cancelledAt = null;
      draft.resolution = null;
      // A reopened QA task is graded again; a reopened onboarding task goes back to the provider.
      draft.qaReview = null;
      draft.submittedAt = null;
    });
  }),
];
