/**
 * Step 1 of a sampled QA review (docs/quality.md, decision 084): the reviewer records their own diagnosis, read
 * blind (recordQaBlindRead). Only the assignee, only a sampled task not graded, only once: the blind read is what
 * the comparison (step 2) and the grade (step 3) stand on, so it cannot be changed.
 */
import { SENTENCES } from '../../contracts';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { TASK_REVIEW_MESSAGES } from '../tasks/reviews';
import { isAssignee, statusAfterWorkStep, type TaskRecord } from '../tasks/rules';
import { taskFor, writeTask } from '../tasks/store';
import { QUALITY_TEXT, sampleOfTask } from './samples';

/** A blind read counts for its reader only (a reassigned task asks its new reviewer for their own). */
export const blindReadBy = (task: TaskRecord, userId: string) =>
  task.qaBlindRead?.recordedBy.id === userId ? task.qaBlindRead : null;

export const blindReadHandlers = [
  operation(
    'recordQaBlindRead',
    TASK_REVIEW_MESSAGES.qaAssigneeOnly,
    async ({ auth, params, body }) => {
      const task = taskFor(auth.user, params.taskId);
      if (task instanceof Response) return task;
      if (task.type !== 2) return fail(409, TASK_REVIEW_MESSAGES.notQa);
      if (!isAssignee(auth.user, task)) return fail(403, TASK_REVIEW_MESSAGES.qaAssigneeOnly);
      if (!sampleOfTask(task.id)) return fail(409, QUALITY_TEXT.notSampled);
      if (task.qaReview || (task.status !== 'Open' && task.status !== 'InProgress'))
        return fail(409, QUALITY_TEXT.graded);
      if (blindReadBy(task, auth.user.id)) return fail(409, QUALITY_TEXT.blindReadRecorded);
      const reviewerDiagnosis = body.reviewerDiagnosis.trim();
      if (!reviewerDiagnosis)
        return fail(422, 'Validation failed', {
          fieldErrors: { reviewerDiagnosis: [QUALITY_TEXT.diagnosisRequired] },
        });
      const saved = await writeTask(task.id, (draft, now) => {
        draft.qaBlindRead = { reviewerDiagnosis, recordedAt: now, recordedBy: personRef(auth.user) };
        // The review has begun: an Open task is In Progress, its Start no longer offered.
        draft.status = statusAfterWorkStep(draft.status);
        draft.startedAt ??= now;
      });
      return ok('recordQaBlindRead', saved, {
        message: SENTENCES.tasks.blindReadRecorded,
      });
    },
    {
      invalidMessage: (field) => (field === 'reviewerDiagnosis' ? QUALITY_TEXT.diagnosisRequired : undefined),
    },
  ),
];
