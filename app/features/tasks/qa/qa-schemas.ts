/**
 * The QA forms, derived from the contract: the blind read of a sampled review (QaBlindReadInput), and the grade
 * (QaReviewInput: QaGrade and a comment that a discrepancy requires; the API says so again with the same sentence). Labels and hints as pathologists read them.
 */
import { z } from 'zod';
import { schemas, SENTENCES } from '../../../../contracts';
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
  commentRequired: SENTENCES.tasks.discrepancyComment,
  submitted: 'QA review submitted.',
  noCase: 'This QA task names no case to review.',
  caseUnavailable: 'The case under review cannot be shown.',
  diagnosisRequired: SENTENCES.tasks.blindReadDiagnosis,
  blindReadRecorded: SENTENCES.tasks.blindReadRecorded,
  blindRead:
    'Blinded review, step 1 of 3: read the case and its slides and record your own diagnosis. Neither who ' +
    'signed the case out nor their diagnosis is shown yet. Once recorded, your diagnosis cannot be changed.',
  compare:
    "Step 2 of 3: the signing pathologist's diagnosis is shown beside yours, without their name. Grade how " +
    'they agree; the signer is named once you have graded.',
} as const;

const comment = schemas.zQaReviewInput.shape.comment;
export const QA_COMMENT_MAX_LENGTH = comment.unwrap().unwrap().maxLength ?? undefined;

/** intent 'review': the grade and a comment required (not blank) for a discrepancy. */
export const qaReviewForm = z
  .object({ intent: z.literal('review'), grade: schemas.zQaGrade, comment })
  .superRefine((value, ctx) => {
    if (value.grade !== 'Agree' && !value.comment?.trim())
      ctx.addIssue({ code: 'custom', path: ['comment'], message: QA_MESSAGES.commentRequired });
  });

const blindRead = schemas.zQaBlindReadInput.shape.reviewerDiagnosis;
export const QA_DIAGNOSIS_MAX_LENGTH = blindRead.maxLength ?? 2000;

/** intent 'blind-read': the reviewer's own diagnosis (the contract's QaBlindReadInput), not blank. */
export const qaBlindReadForm = z.object({
  intent: z.literal('blind-read'),
  reviewerDiagnosis: z
    .string({ error: QA_MESSAGES.diagnosisRequired })
    .regex(/\S/, { error: QA_MESSAGES.diagnosisRequired })
    .max(QA_DIAGNOSIS_MAX_LENGTH),
});

export const QA_BLIND_READ_FORM_ID = 'qa-blind-read';
export const QA_FORM_ID = 'qa-review';
