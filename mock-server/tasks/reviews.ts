/**
 * The rules of the two special tasks (decision 030):
 *
 * QA task (type 2): the assignee reviews a signed-out case and grades it (submitQaReview): Agree,
 * MinorDiscrepancy or MajorDiscrepancy, a comment required for a discrepancy. The review completes the task;
 * completeTask answers 409 for a QA task. Unless the task is cancelled, its assignee may read the case
 * (cases/access.ts: details, slides, annotations).
 *
 * Onboarding task (type 3, physicianOnboarding): each checklist item is a document uploaded to the task
 * (uploadTaskDocument) and named by the item's documentId; an item is done only with one.
 *
 *   provider New ──first item done──► In Progress        (the provider's status, users/lifecycle.ts)
 *   task ──last item done──► submittedAt set (the provider's checklist is locked: 409)
 *        ──admin completes──► Completed (approval: the provider moves to Provisionally Active or Active,
 *                                          the admin's choice; statusAfterApproval, decision 041)
 *        ──admin unticks an item──► submittedAt null (back to the provider)
 */
import { SENTENCES } from '../../contracts';
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import type { UserRecord } from '../store/db';
import type { TaskRecord } from './rules';

export type QaGrade = z.infer<typeof schemas.zQaGrade>;
type Checklist = TaskRecord['checklist'];

export const QA_GRADE_LABELS: Record<QaGrade, string> = {
  Agree: 'Agree',
  MinorDiscrepancy: 'Minor discrepancy',
  MajorDiscrepancy: 'Major discrepancy',
};

/** The onboarding checklist of a new onboarding task: each item is a document the provider uploads. */
export const ONBOARDING_CHECKLIST = [
  'Curriculum vitae (CV)',
  'Medical license',
  'Board certification',
  'Proof of address',
  'DEA registration',
  'Malpractice insurance certificate',
] as const;

/** The seed's file names for the documents of the checklist above, item by item. */
export const ONBOARDING_FILE_NAMES = [
  'CV.pdf',
  'Medical license.pdf',
  'Board certification.pdf',
  'Proof of address.pdf',
  'DEA registration.pdf',
  'Malpractice insurance.pdf',
] as const;

/** The grades of the seed's completed QA tasks, in turn (most reads agree). */
export const QA_SEED_REVIEWS: readonly { grade: QaGrade; comment: string | null }[] = [
  { grade: 'Agree', comment: null },
  { grade: 'Agree', comment: 'Agree with the diagnosis and the margins.' },
  { grade: 'MinorDiscrepancy', comment: 'Tumour size should read 1.4 cm; no effect on staging.' },
  { grade: 'Agree', comment: null },
  {
    grade: 'MajorDiscrepancy',
    comment: 'Lymphovascular invasion is present (slide A3); the report says absent.',
  },
];

export const TASK_REVIEW_MESSAGES = {
  notQa: 'Only a QA task is graded.',
  qaByReview: 'Grade the case to complete a QA task.',
  qaAssigneeOnly: 'Only the reviewer assigned to this QA task grades it.',
  commentRequired: SENTENCES.tasks.discrepancyComment,
  notOnboarding: 'Documents are uploaded to onboarding tasks only.',
  approvedByAdmin: 'An admin approves an onboarding task once every item is done.',
  submitted: 'Your onboarding checklist was submitted for approval; it can no longer be changed.',
  unknownDocument: 'That document is not part of this task. Upload it again.',
  approveDeactivated: 'The provider is deactivated: reactivate them before approving their onboarding.',
  providerStatusOnboardingOnly: 'A provider status is given only when approving an onboarding task.',
  approvedReason: (taskNumber: string) => `Onboarding approved (${taskNumber}).`,
  needsDocument: (label: string) => `Upload the document for '${label}' before marking it done.`,
} as const;

/** The comment as kept (trimmed, null when blank), or the field message when the grade needs one. */
export function qaComment(
  grade: QaGrade,
  comment: string | null | undefined,
): { ok: true; comment: string | null } | { ok: false; message: string } {
  const text = comment?.trim() || null;
  if (grade !== 'Agree' && !text) return { ok: false, message: TASK_REVIEW_MESSAGES.commentRequired };
  return { ok: true, comment: text };
}

/**
 * Field messages for an onboarding checklist as sent: each documentId must be one of the task's documents, and
 * an item is done only with a document. Keys are the contract's paths (`checklist.2.documentId`).
 */
export function onboardingChecklistErrors(task: TaskRecord, checklist: Checklist): Record<string, string[]> {
  const known = new Set(task.documents.map((d) => d.id));
  const errors: Record<string, string[]> = {};
  checklist.forEach((item, i) => {
    if (item.documentId && !known.has(item.documentId))
      errors[`checklist.${i}.documentId`] = [TASK_REVIEW_MESSAGES.unknownDocument];
    else if (item.done && !item.documentId)
      errors[`checklist.${i}.documentId`] = [TASK_REVIEW_MESSAGES.needsDocument(item.label)];
  });
  return errors;
}

/** The provider's status once they marked an onboarding item done: New moves to In Progress. */
export function statusAfterOnboardingProgress(status: UserRecord['status']): UserRecord['status'] {
  return status === 'New' ? 'In Progress' : status;
}

export type ApprovalStatus = 'Provisionally Active' | 'Active';

/**
 * The provider's status once an admin approves their onboarding (completeTask, docs/provider-status.md): New,
 * In Progress and Provisionally Active move to the chosen status (Provisionally Active unless Active is
 * chosen); Active stays Active (approval never demotes); a Deactivated provider is refused.
 */
export function statusAfterApproval(
  status: UserRecord['status'],
  requested: ApprovalStatus | undefined,
): { ok: true; status: UserRecord['status'] } | { ok: false; message: string } {
  if (status === 'Deactivated') return { ok: false, message: TASK_REVIEW_MESSAGES.approveDeactivated };
  if (status === 'Active') return { ok: true, status };
  return { ok: true, status: requested ?? 'Provisionally Active' };
}

/** When the onboarding task is submitted after this checklist: the old time, now, or null (not complete). */
export function submittedAtAfter(checklist: Checklist, previous: string | null, now: string): string | null {
  const complete = checklist.length > 0 && checklist.every((item) => item.done);
  return complete ? (previous ?? now) : null;
}

/** Completed QA tasks per grade (the admin dashboard's qaResults). */
export function qaResults(tasks: readonly TaskRecord[]): Record<QaGrade, number> {
  const counts: Record<QaGrade, number> = { Agree: 0, MinorDiscrepancy: 0, MajorDiscrepancy: 0 };
  for (const task of tasks)
    if (task.type === 2 && task.status === 'Completed' && task.qaReview) counts[task.qaReview.grade] += 1;
  return counts;
}

/**
 * Whether the viewer holds a QA task for this case that is not cancelled: they read it while reviewing, and
 * afterwards beside the grade they gave (a cancelled or reassigned task takes the access away).
 */
export function reviewsCase(
  viewerId: string,
  caseID: string,
  tasks: readonly Pick<TaskRecord, 'type' | 'status' | 'assignee' | 'case'>[],
): boolean {
  return tasks.some(
    (t) =>
      t.type === 2 && t.status !== 'Cancelled' && t.assignee?.id === viewerId && t.case?.caseID === caseID,
  );
}
