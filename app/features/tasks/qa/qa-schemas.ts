/**
 * The QA grade form, derived from the contract's QaReviewInput: the grade (QaGrade) and a comment that a
 * discrepancy requires (the API says so again with the same sentence). Labels and hints as pathologists read them.
 */
import { z } from 'zod';
import { schemas } from '../../../../contracts';
import type { components } from '../../../../contracts';

export type QaGrade = components['schemas']['QaGrade'];

export const QA_GRADES = schemas.zQaGrade.options as readonly QaGrade[];

export const QA_GRADE_LABELS: Record<QaGrade, string> = {
  Agree: 'Agree',
  MinorDiscrepancy: 'Minor discrepancy',
  MajorDiscrepancy: 'Major discrepancy',
};

export const QA_GRADE_HINTS: Record<QaGrade, string> = {
  Agree: 'The diagnosis and the report stand as signed out.',
  MinorDiscrepancy: 'A difference that does not change patient care.',
  MajorDiscrepancy: 'A difference that changes the diagnosis, treatment or prognosis.',
};

export const QA_TONES = {
  Agree: 'success',
  MinorDiscrepancy: 'warning',
  MajorDiscrepancy: 'danger',
} as const;

export const QA_MESSAGES = {
  commentRequired: 'Explain the discrepancy in a comment.',
  submitted: 'QA review submitted.',
  noCase: 'This QA task names no case to review.',
  caseUnavailable: 'The case under review cannot be shown.',
  diagnosisRequired: 'Write your own diagnosis before grading: a blinded review records your read.',
  blinded:
    'Blinded review: read the case and its slides, write your own diagnosis and grade. Who signed the case out ' +
    'and their diagnosis are shown once you have graded.',
} as const;

const comment = schemas.zQaReviewInput.shape.comment;
export const QA_COMMENT_MAX_LENGTH = comment.unwrap().unwrap().maxLength ?? undefined;

/**
 * intent 'review': the grade, a comment required (not blank) for a discrepancy, and for a blinded (sampled)
 * review the reviewer's own diagnosis (docs/quality.md; the API refuses a blinded grade without it too).
 */
export const qaReviewForm = z
  .object({
    intent: z.literal('review'),
    grade: schemas.zQaGrade,
    comment,
    reviewerDiagnosis: schemas.zQaReviewInput.shape.reviewerDiagnosis,
    blinded: z.literal('true').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.grade !== 'Agree' && !value.comment?.trim())
      ctx.addIssue({ code: 'custom', path: ['comment'], message: QA_MESSAGES.commentRequired });
    if (value.blinded && !value.reviewerDiagnosis?.trim())
      ctx.addIssue({ code: 'custom', path: ['reviewerDiagnosis'], message: QA_MESSAGES.diagnosisRequired });
  });

export const QA_FORM_ID = 'qa-review';
