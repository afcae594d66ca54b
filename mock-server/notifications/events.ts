/**
 * The notices, told where the event happens (docs/notifications.md), each through notifyUsers (so each
 * recipient's preferences apply) and never to the user who acted:
 * - CaseAssigned: an admin assigns a case → its provider (automatic assignment tells as assignment/ says);
 * - CaseAvailable: a case sent out and left Available → the providers the assignment rules let pick it up, the
 *   most room first, at most MAX_AVAILABLE_TOLD;
 * - TaskAssigned: a task created for, or reassigned to, someone → that assignee;
 * - ReportAddendum: an addendum to a signed-out report → the facility users of the case's facility and the signer;
 * - QaResult: a QA review of a signed-out case graded Agree or Minor → its signer, never naming the reviewer
 *   (Major opens the follow-up, told as QaFollowUp: docs/quality.md);
 * - AccountStatusChanged: an admin (or an approval) changes a user's status → that user.
 * The caller saves.
 */
import { isFacilityRole, sameStatus } from '../../contracts';
import { rankingFor } from '../assignment/facts';
import { db, type CaseRecord } from '../store/db';
import type { TaskRecord } from '../tasks/rules';
import { settle } from '../store/persistence';
import { notifyUsers } from './notify';
import { caseWords, noticeDay, noticeTime as when } from './words';

/** Bounded: a case sent out tells the first providers of its ranking, not every pathologist of the network. */
export const MAX_AVAILABLE_TOLD = 25;

const GRADE_WORDS = { Agree: 'agreement', MinorDiscrepancy: 'a minor discrepancy' } as const;

/** A text as a sentence: its own stop kept, one added when it has none. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const others = (userIds: Iterable<string>, actorId: string | null) =>
  [...new Set(userIds)].filter((id) => id !== actorId);

/** The providers told a case is available: those the rules let pick it up, the most room first. */
export function availableRecipients(item: CaseRecord): string[] {
  return rankingFor(item)
    .eligible.slice(0, MAX_AVAILABLE_TOLD)
    .map((candidate) => candidate.providerId);
}

/** The words of a CaseAvailable notice (a scale seed's notices say the same: store/seed-scale.ts). */
export const caseAvailableText = (item: CaseRecord) => ({
  kind: 'CaseAvailable' as const,
  title: `Case ${item.caseRecordId} is available`,
  message: `Case ${caseWords(item)} was sent out and you may pick it up.${item.dueAt ? ` It is due ${when(item.dueAt)}.` : ''}`,
});

/** After a send-out: when the case `caseId` stayed Available, tells who may pick it up, and saves. */
export async function tellCaseAvailable(caseId: string, actorId: string | null) {
  const item = db.cases.findFirst((q) => q.where({ caseID: caseId }));
  if (item?.status !== 'Available') return [];
  const told = await notifyUsers(others(availableRecipients(item), actorId), {
    ...caseAvailableText(item),
    caseId: item.caseID,
  });
  if (told.length) await settle();
  return told;
}

/** After an admin assigned case `caseId`: its provider is told (CaseAssigned), unless they assigned it. */
export async function tellCaseAssigned(caseId: string, actor: { id: string; name: string }) {
  const item = db.cases.findFirst((q) => q.where({ caseID: caseId }));
  const provider = item?.assignedProvider;
  if (!item || !provider || provider.id === actor.id) return [];
  const told = await notifyUsers([provider.id], {
    kind: 'CaseAssigned',
    title: `Case ${item.caseRecordId} is assigned to you`,
    message: `${actor.name} assigned you case ${caseWords(item)}.${item.dueAt ? ` It is due ${when(item.dueAt)}.` : ''}`,
    caseId: item.caseID,
  });
  await settle();
  return told;
}

/** A task created for or given to someone other than `actor`: its assignee is told, and it is saved. */
export async function tellTaskAssigned(task: TaskRecord, actor: { id: string; name: string }) {
  const assignee = task.assignee;
  if (!assignee || assignee.id === actor.id) return [];
  const about = task.case ? ` about case ${task.case.caseRecordId}` : '';
  const told = await notifyUsers([assignee.id], {
    kind: 'TaskAssigned',
    title: `Task ${task.taskNumber} is assigned to you`,
    message:
      `${actor.name} assigned you the ${task.typeLabel.toLowerCase()} task ${task.taskNumber} “${task.title}”${about}` +
      `, priority ${task.priority}${task.dueDate ? `, due ${noticeDay(task.dueDate)}` : ''}. Open it from My Tasks.`,
    caseId: task.case?.caseID ?? null,
  });
  await settle();
  return told;
}

/** The ids of the facility's users who read its cases (its Active ones). */
export const activeFacilityUsers = (facilityId: string) =>
  db.users
    .findMany((q) => q.where({ facilityId }))
    .filter((user) => isFacilityRole(user.role) && sameStatus(user.status, 'Active'))
    .map((user) => user.id);

/** The facility's users who read its cases (Active ones) and the signer, less the author of the addendum. */
export function addendumRecipients(item: CaseRecord, actorId: string): string[] {
  const facilityUsers = activeFacilityUsers(item.facility.id);
  const signer = item.finalReport?.signedOutBy.id;
  return others([...facilityUsers, ...(signer ? [signer] : [])], actorId);
}

/** After an addendum to the report of case `caseId` by `actor`: the facility's users and the signer are told. */
export async function tellReportAddendum(
  caseId: string,
  actor: { id: string; name: string },
  reason: string,
) {
  const item = db.cases.findFirst((q) => q.where({ caseID: caseId }));
  if (!item?.finalReport) return [];
  const version = item.finalReport.version;
  const told = await notifyUsers(addendumRecipients(item, actor.id), {
    kind: 'ReportAddendum',
    title: `Addendum to the report of case ${item.caseRecordId}`,
    message: `${actor.name} added an addendum to the signed-out report of case ${caseWords(item)} (version ${version}): ${sentence(reason)}`,
    caseId: item.caseID,
  });
  await settle();
  return told;
}

/**
 * The signer of a QA-reviewed case, told the grade without the reviewer's name (a blinded review stays
 * anonymous to the signer). Major discrepancies are told as QaFollowUp instead, with the task to act on.
 */
export async function tellQaResult(
  caseId: string,
  sampledSignerId: string | null,
  review: {
    grade: 'Agree' | 'MinorDiscrepancy' | 'MajorDiscrepancy';
    reviewerId: string;
    taskNumber: string;
  },
) {
  const item = db.cases.findFirst((q) => q.where({ caseID: caseId }));
  const signerId = sampledSignerId ?? item?.finalReport?.signedOutBy.id ?? null;
  if (!item || !signerId || signerId === review.reviewerId || review.grade === 'MajorDiscrepancy') return [];
  const told = await notifyUsers([signerId], {
    kind: 'QaResult',
    title: `QA result for case ${item.caseRecordId}`,
    message:
      `A QA review (${review.taskNumber}) of case ${item.caseRecordId} (${item.type.displayName}, ` +
      `${item.facility.name}), which you signed out, found ${GRADE_WORDS[review.grade]} with your diagnosis.`,
    caseId: item.caseID,
  });
  await settle();
  return told;
}

export async function tellAccountStatus(
  userId: string,
  change: { from: string; to: string; reason: string | null; changedBy: { id: string } | null },
) {
  if (change.changedBy?.id === userId || change.from === change.to) return [];
  const what =
    change.to === 'Active'
      ? 'You can sign in and work in PathBridge.'
      : change.to === 'Deactivated'
        ? 'You can no longer sign in; contact your administrator if this is unexpected.'
        : 'Some of PathBridge may not be open to you until it is Active.';
  return notifyUsers([userId], {
    kind: 'AccountStatusChanged',
    title: `Your account is now ${change.to}`,
    message: `Your PathBridge account changed from ${change.from} to ${change.to}${change.reason ? `: ${sentence(change.reason)}` : '.'} ${what}`,
  });
}
