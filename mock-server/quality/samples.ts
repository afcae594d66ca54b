/**
 * Sampled QA in the mock (docs/quality.md, decision 084): the rates, the draw at sign-out, the blinded QA task
 * for the reviewer the rules choose (contracts/quality.ts), and who is blinded. A sample keeps only the case,
 * its signer and its tasks; the reviewer, the state and the grade are read from the QA task.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isAdminRole, isProviderRole, sameStatus, type schemas, SENTENCES } from '../../contracts';
import { QUALITY_CASE_TYPES, chooseReviewer, isSampled } from '../../contracts/quality';
import { candidateOf, caseFactsOf, today } from '../assignment/facts';
import { personRef } from '../http/lists';
import { tellUsers } from '../notifications/notify';
import { noticeDay } from '../notifications/words';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';
import type { TaskRecord } from '../tasks/rules';
import { createTaskRecord } from '../tasks/store';

export const SETTINGS_ID = 'settings';
/** Why a blinded reviewer sees no annotations. */
export const BLINDED_ANNOTATIONS = 'The annotations are shown once you have graded this blinded QA review.';
type Settings = z.infer<typeof schemas.zQualitySettings>;
export type SampleRecord = ReturnType<typeof db.qaSamples.all>[number];

export const QUALITY_TEXT = {
  taskTitle: (caseRecordId: string) => `Blinded QA review of ${caseRecordId}`,
  taskDescription:
    'Sampled at sign-out for a blinded second read. Read the case and its slides and record your own diagnosis; ' +
    "then the signer's diagnosis is shown beside it, unnamed, and you grade; the signer is named once graded.",
  blindReadRecorded: 'Your blind read is recorded and cannot be changed.',
  blindReadFirst:
    "Record your own diagnosis (the blind read) first: the signer's diagnosis is shown for grading after it.",
  notSampled: 'Only a sampled QA review has a blind read: grade this QA task with the report in hand.',
  graded: 'This QA review is graded: its blind read can no longer be recorded.',
  diagnosisRequired: SENTENCES.tasks.blindReadDiagnosis,
} as const;

export function qualitySettings(): Settings {
  const stored = db.qualitySettings.findFirst((q) => q.where({ id: SETTINGS_ID }));
  const rates = QUALITY_CASE_TYPES.map((caseType) => ({
    caseType,
    ratePercent: stored?.rates.find((r) => r.caseType === caseType)?.ratePercent ?? 0,
  }));
  return { rates, updatedAt: stored?.updatedAt ?? null, updatedBy: stored?.updatedBy ?? null };
}

export const rateOf = (caseType: string) =>
  qualitySettings().rates.find((r) => r.caseType === caseType)?.ratePercent ?? 0;

export const findTask = (id: string | null) => (id ? db.tasks.findFirst((q) => q.where({ id })) : undefined);

/** The sample a QA task belongs to, if it was sampled. */
export const sampleOfTask = (taskId: string) => db.qaSamples.findFirst((q) => q.where({ taskId }));

const activeAdmins = () =>
  db.users
    .findMany((q) => q.where({}))
    .filter((u) => isAdminRole(u.role) && sameStatus(u.status, 'Active'))
    .map((u) => u.id);

const DAY_MS = 86_400_000;
/** A QA review is due a week after the draw; the follow-up three days after the grade. */
const dueIn = (days: number) => new Date(clockNow().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The system's own name on the tasks it opens (the signer's task, the QA task). */
export const SYSTEM = { id: 'system-qa', name: 'PathBridge QA sampling' };

/** The follow-up task of a major discordance: the signer's, saying what to do. */
export function followUpFields(
  item: CaseRecord,
  signer: TaskRecord['createdBy'],
  qaTaskNumber: string,
  comment: string | null,
  dueDate: string,
) {
  return {
    type: 1 as const,
    title: `Follow up the QA discordance on ${item.caseRecordId}`,
    description:
      `A blinded QA review (${qaTaskNumber}) graded this case a major discrepancy: "${comment ?? ''}". ` +
      'Review the case and, if warranted, add an addendum to the final report; then complete this task with ' +
      'what you did.',
    priority: 'High' as const,
    assignee: signer,
    case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
    facility: item.facility,
    createdBy: SYSTEM,
    dueDate,
  };
}

/**
 * At sign-out (after the case is saved): draw; if sampled, record the sample, open the blinded QA task for the
 * reviewer the rules choose and tell them, or with nobody eligible tell the admins. `draw` is in [0, 1).
 * Answers the sample, or null when the case was not sampled.
 */
export async function sampleAtSignOut(item: CaseRecord, draw: number): Promise<SampleRecord | null> {
  const signer = item.finalReport?.signedOutBy;
  const ratePercent = rateOf(item.type.name);
  if (!signer || !isSampled(ratePercent, draw)) return null;
  const now = clockNow().toISOString();
  const candidates = db.users
    .findMany((q) => q.where({}))
    .filter(
      (u) =>
        isProviderRole(u.role) &&
        (sameStatus(u.status, 'Active') || sameStatus(u.status, 'Provisionally Active')),
    )
    .map(candidateOf);
  const consulted = db.consults
    .findMany((q) => q.where({ caseId: item.caseID }))
    .flatMap((consult) => consult.participants.map((each) => each.userId));
  const { reviewer, ineligible } = chooseReviewer(
    caseFactsOf(item),
    candidates,
    signer.id,
    today(),
    consulted,
  );
  const user = reviewer && db.users.findFirst((q) => q.where({ id: reviewer.providerId }));
  const task = user
    ? await createTaskRecord(
        {
          type: 2,
          title: QUALITY_TEXT.taskTitle(item.caseRecordId),
          description: QUALITY_TEXT.taskDescription,
          priority: 'Normal',
          assignee: personRef(user),
          case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
          facility: item.facility,
          createdBy: SYSTEM,
          dueDate: dueIn(7),
        },
        now,
      )
    : null;
  const sample = await db.qaSamples.create({
    id: `qas-${randomUUID()}`,
    caseId: item.caseID,
    signer,
    taskId: task?.id ?? null,
    followUpTaskId: null,
    ratePercent,
    sampledAt: now,
  });
  const what = `${item.caseRecordId} (${item.type.displayName}, ${item.facility.name})`;
  if (task && user) {
    await tellUsers(
      [user.id],
      item,
      {
        kind: 'QaReviewAssigned',
        title: `Blinded QA review of ${item.caseRecordId}`,
        message:
          `Case ${what} was sampled for a blinded QA review, ${task.taskNumber}, due ${task.dueDate ? noticeDay(task.dueDate) : 'N/A'}. ` +
          'Record your own diagnosis first; the diagnosis is then shown for grading, the signer once graded.',
      },
      now,
    );
  } else {
    const why = ineligible
      .slice(0, 8)
      .map((c) => `${c.name}: ${c.why.join(', ')}`)
      .join('. ');
    await tellUsers(
      activeAdmins(),
      item,
      {
        kind: 'QaReviewUnassigned',
        title: `No QA reviewer for case ${item.caseRecordId}`,
        message:
          `Case ${what} was sampled for QA, but no provider other than the signer meets the rules. ` +
          `Create a QA task by hand. ${why ? `${why}.` : 'No provider is active.'}`,
      },
      now,
    );
  }
  return sample;
}

/**
 * After a sampled review was graded a major discrepancy: the follow-up task for the signer (review the case and,
 * if warranted, add an addendum) and the notices to the signer and the admins. Answers the follow-up task.
 */
export async function openFollowUp(sample: SampleRecord, review: NonNullable<TaskRecord['qaReview']>) {
  const item = db.cases.findFirst((q) => q.where({ caseID: sample.caseId }));
  if (!item || sample.followUpTaskId) return null;
  const now = clockNow().toISOString();
  const qaTask = findTask(sample.taskId);
  const followUp = await createTaskRecord(
    followUpFields(item, sample.signer, qaTask?.taskNumber ?? 'QA', review.comment, dueIn(3)),
    now,
  );
  await db.qaSamples.update((q) => q.where({ id: sample.id }), {
    data(draft) {
      draft.followUpTaskId = followUp.id;
    },
  });
  await tellUsers(
    [sample.signer.id],
    item,
    {
      kind: 'QaFollowUp',
      title: `QA follow-up for case ${item.caseRecordId}`,
      message: `A QA review found a major discrepancy in case ${item.caseRecordId}: ${review.comment ?? ''} Task ${followUp.taskNumber} asks you to review it and, if warranted, add an addendum.`,
    },
    now,
  );
  await tellUsers(
    activeAdmins(),
    item,
    {
      kind: 'QaMajorDiscordance',
      title: `Major QA discordance on case ${item.caseRecordId}`,
      message: `${review.reviewedBy.name} graded case ${item.caseRecordId} (signed out by ${sample.signer.name}) a major discrepancy: ${review.comment ?? ''} Follow-up ${followUp.taskNumber} is assigned to ${sample.signer.name}.`,
    },
    now,
  );
  return followUp;
}
