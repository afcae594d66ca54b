/**
 * The QA review (submitQaReview) and the onboarding documents (uploadTaskDocument, downloadTaskDocument), and
 * the onboarding checklist's rules that updateTask applies (tasks/reviews.ts, decision 030).
 */
import { db, type UserRecord } from '../store/db';
import { recordStatusChange } from '../users/status-history';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import {
  attachmentContentType,
  attachmentLimit,
  fileDownload,
  placeholderPdf,
  readStoredFile,
  sanitizeFileName,
} from '../store/files';
import { multipartOperation, receiveUpload } from '../http/multipart';
import { fullList } from '../http/list-limits';
import { schemas, isAdminRole, isProviderRole, fileTooLargeMessage } from '../../contracts';
import { ATTACHMENT_TYPE_MESSAGE } from '../reference/data';
import {
  TASK_REVIEW_MESSAGES,
  onboardingChecklistErrors,
  qaComment,
  statusAfterApproval,
  statusAfterOnboardingProgress,
  type ApprovalStatus,
} from './reviews';
import { isAssignee, type TaskRecord } from './rules';
import { taskFor, writeTask } from './store';
import { QUALITY_TEXT, openFollowUp, sampleOfTask } from '../quality/samples';
import { tellQaResult } from '../notifications/events';
import { blindReadBy } from '../quality/blind-read';

type Checklist = TaskRecord['checklist'];
type TaskDocument = TaskRecord['documents'][number];

/** The placeholder bytes of a seeded document (made again on each download). */
const placeholderOf = (fileName: string, task: Pick<TaskRecord, 'taskNumber' | 'title'>) =>
  placeholderPdf([fileName, `${task.taskNumber}: ${task.title}`, 'Demo document']);

/** A seeded document's record (id prefixed `seed-`): a placeholder PDF, its size as it will be served. */
export function seedDocument(
  id: string,
  fileName: string,
  task: Pick<TaskRecord, 'taskNumber' | 'title'>,
  uploadedBy: TaskDocument['uploadedBy'],
  uploadedAt: string,
): TaskDocument {
  const sizeBytes = placeholderOf(fileName, task).byteLength;
  return { id, fileName, contentType: 'application/pdf', sizeBytes, uploadedBy, uploadedAt };
}

/** updateTask's onboarding rules: a refusal, or null when the checklist may be saved. */
export function onboardingChecklistProblem(
  user: UserRecord,
  task: TaskRecord,
  checklist: Checklist,
): Response | null {
  if (task.type !== 3) return null;
  if (task.submittedAt && !isAdminRole(user.role)) return fail(409, TASK_REVIEW_MESSAGES.submitted);
  const fieldErrors = onboardingChecklistErrors(task, checklist);
  return Object.keys(fieldErrors).length ? fail(422, 'Validation failed', { fieldErrors }) : null;
}

/** The provider being onboarded moves from New to In Progress once an item of their checklist is done. */
export async function onboardingProgress(task: TaskRecord, checklist: Checklist) {
  const providerId = task.assignee?.id;
  if (!providerId || !checklist.some((item) => item.done)) return;
  const provider = db.users.findFirst((q) => q.where({ id: providerId }));
  if (!provider || !isProviderRole(provider.role)) return;
  const next = statusAfterOnboardingProgress(provider.status);
  if (next === provider.status) return;
  await db.users.update((q) => q.where({ id: providerId }), {
    data(draft) {
      draft.status = next;
    },
  });
  await recordStatusChange(providerId, {
    from: provider.status,
    to: next,
    reason: 'Onboarding started: the first checklist item was done.',
    changedBy: null,
  });
  // The provider's registration (admins follow it in Registrations) moves with them.
  await db.registrations.updateMany((q) => q.where({ userId: providerId, status: provider.status }), {
    data(draft) {
      draft.status = next;
      draft.updatedAt = new Date().toISOString();
    },
  });
}

/** The provider being onboarded by this task, when the assignee is a provider. */
const onboardedProvider = (task: TaskRecord) => {
  const id = task.assignee?.id;
  const user = id ? db.users.findFirst((q) => q.where({ id })) : undefined;
  return isProviderRole(user?.role) ? user : null;
};

/** completeTask's refusal of an onboarding approval (a deactivated provider), or null. */
export function approvalProblem(task: TaskRecord, requested: ApprovalStatus | undefined): Response | null {
  if (task.type !== 3) {
    return requested
      ? fail(422, 'Validation failed', {
          fieldErrors: { providerStatus: [TASK_REVIEW_MESSAGES.providerStatusOnboardingOnly] },
        })
      : null;
  }
  const provider = onboardedProvider(task);
  const next = provider && statusAfterApproval(provider.status, requested);
  return next && !next.ok ? fail(409, next.message) : null;
}

/**
 * An approved onboarding task moves its provider on (statusAfterApproval): the status, the status history
 * (the approving admin, the task's number as the reason) and their registration. Answers the status after.
 */
export async function approveOnboarding(
  task: TaskRecord,
  admin: UserRecord,
  requested: ApprovalStatus | undefined,
): Promise<UserRecord['status'] | null> {
  const provider = onboardedProvider(task);
  if (!provider) return null;
  const next = statusAfterApproval(provider.status, requested);
  if (!next.ok || next.status === provider.status) return provider.status;
  await db.users.update((q) => q.where({ id: provider.id }), {
    data(draft) {
      draft.status = next.status;
    },
  });
  await recordStatusChange(provider.id, {
    from: provider.status,
    to: next.status,
    reason: TASK_REVIEW_MESSAGES.approvedReason(task.taskNumber),
    changedBy: { id: admin.id, name: `${admin.firstName} ${admin.lastName}` },
  });
  await db.registrations.updateMany((q) => q.where({ userId: provider.id }), {
    data(draft) {
      draft.status = next.status;
      draft.updatedAt = new Date().toISOString();
    },
  });
  return next.status;
}

export const taskReviewHandlers = [
  operation('submitQaReview', TASK_REVIEW_MESSAGES.qaAssigneeOnly, async ({ auth, params, body }) => {
    const task = taskFor(auth.user, params.taskId, 'complete');
    if (task instanceof Response) return task;
    if (task.type !== 2) return fail(409, TASK_REVIEW_MESSAGES.notQa);
    if (!isAssignee(auth.user, task)) return fail(403, TASK_REVIEW_MESSAGES.qaAssigneeOnly);
    const comment = qaComment(body.grade, body.comment);
    const sample = sampleOfTask(task.id);
    // A sampled review is graded after its blind read, whose diagnosis it keeps (quality/blind-read.ts).
    const blindRead = sample ? blindReadBy(task, auth.user.id) : null;
    if (sample && !blindRead) return fail(409, QUALITY_TEXT.blindReadFirst);
    const reviewerDiagnosis = blindRead?.reviewerDiagnosis ?? (body.reviewerDiagnosis?.trim() || null);
    if (!comment.ok) return fail(422, 'Validation failed', { fieldErrors: { comment: [comment.message] } });
    const saved = await writeTask(task.id, (draft, now) => {
      draft.qaReview = {
        grade: body.grade,
        comment: comment.ok ? comment.comment : null,
        reviewedBy: personRef(auth.user),
        reviewedAt: now,
        reviewerDiagnosis,
      };
      draft.status = 'Completed';
      draft.startedAt ??= now;
      draft.completedAt = now;
      draft.resolution = comment.ok ? comment.comment : null;
    });
    // A major discordance of a sampled review opens the signer's follow-up and tells the admins (quality/).
    const followUp =
      sample && saved.qaReview?.grade === 'MajorDiscrepancy'
        ? await openFollowUp(sample, saved.qaReview)
        : null;
    if (task.case && saved.qaReview) {
      const { grade, reviewedBy } = saved.qaReview;
      await tellQaResult(task.case.caseID, sample?.signer.id ?? null, {
        grade,
        reviewerId: reviewedBy.id,
        taskNumber: task.taskNumber,
      });
    }
    return ok('submitQaReview', saved, {
      message: followUp
        ? `QA review submitted. Follow-up ${followUp.taskNumber} was opened for the signer.`
        : 'QA review submitted.',
    });
  }),

  multipartOperation('uploadTaskDocument', async ({ request, auth, params }) => {
    const task = taskFor(auth.user, params.taskId, 'edit');
    if (task instanceof Response) return task;
    if (task.type !== 3) return fail(409, TASK_REVIEW_MESSAGES.notOnboarding);
    if (!isAssignee(auth.user, task) && !isAdminRole(auth.user.role))
      return fail(403, 'You may not do this to this task.');
    if (task.submittedAt && !isAdminRole(auth.user.role)) return fail(409, TASK_REVIEW_MESSAGES.submitted);
    const full = fullList(
      task.documents.length,
      schemas.zTask.shape.documents,
      (max) => `This task has ${max} documents, the most a task holds. Remove one before adding another.`,
    );
    if (full) return fail(409, full);
    const limit = attachmentLimit();
    const upload = await receiveUpload(request, {
      limit,
      tooLarge: fileTooLargeMessage(limit),
      kind: 'doc',
    });
    if (upload instanceof Response) return upload;
    const { file } = upload;
    const fileName = sanitizeFileName(file.name);
    const contentType = attachmentContentType(fileName, file.type, file.head.subarray(0, 8));
    if (!contentType) {
      await file.discard();
      return fail(415, ATTACHMENT_TYPE_MESSAGE);
    }
    const document = {
      id: file.key,
      fileName,
      contentType,
      sizeBytes: file.size,
      uploadedBy: personRef(auth.user),
      uploadedAt: new Date().toISOString(),
    };
    await writeTask(task.id, (draft) => {
      draft.documents = [...draft.documents, document];
    });
    return ok('uploadTaskDocument', document, { status: 201, message: 'File uploaded.' });
  }),

  operation('downloadTaskDocument', async ({ auth, params }) => {
    const task = taskFor(auth.user, params.taskId);
    if (task instanceof Response) return task;
    const document = task.documents.find((d) => d.id === params.documentId);
    if (!document) return fail(404, 'Document not found.');
    // A seeded document is its placeholder PDF, made from the record (its id is not a storage key).
    const bytes = document.id.startsWith('seed-')
      ? placeholderOf(document.fileName, task)
      : await readStoredFile(document.id);
    if (!bytes) return fail(404, 'The file is no longer available.');
    return fileDownload(bytes, document);
  }),
];
