/**
 * Who reads a case blinded, and how (docs/quality.md, the three steps of a sampled review): the reader's step from
 * the pure rule (contracts/quality.ts `blindingPhase`) over the case's sampled QA tasks, and the case as that step
 * lets them read it.
 */
import { isAdminRole } from '../../contracts';
import { blindedNotice } from '../../contracts/blinded-view';
import { blindingPhase, type BlindingPhase } from '../../contracts/quality';
import type { CaseRecord } from '../store/db';
import { byKey } from '../store/keyed';
import { samplesOfCase } from './report-store';

// A case's samples from the QA report's index and their tasks by id: no look at every sample and task.
const taskOf = (id: string | null) => (id ? byKey.tasks.get(id) : undefined);

/**
 * Where the viewer stands in the sampled reviews of this case (blindingPhase, docs/quality.md): `BlindRead`
 * (signer and diagnosis withheld), `Compare` (their blind read recorded: the diagnosis shown, the signer
 * withheld), or null (not blinded: admins, others, graded).
 */
export function blindingPhaseOf(viewer: { id: string; role: string }, caseID: string): BlindingPhase {
  // An admin is never blinded (blindingPhase): no look at the samples, which every notice to an admin would cost.
  if (isAdminRole(viewer.role)) return null;
  const reviews = samplesOfCase(caseID)
    .flatMap((sample) => {
      const task = taskOf(sample.taskId);
      return task ? [task] : [];
    })
    .map((task) => ({
      assigneeId: task.assignee?.id ?? null,
      status: task.status,
      graded: Boolean(task.qaReview),
      blindReadBy: task.qaBlindRead?.recordedBy.id ?? null,
    }));
  return blindingPhase({ id: viewer.id, isAdmin: isAdminRole(viewer.role) }, reviews);
}

/** Whether the signer is withheld from the viewer: a sampled review of theirs is not graded yet. */
export const isBlinded = (viewer: { id: string; role: string }, caseID: string) =>
  blindingPhaseOf(viewer, caseID) !== null;

/** The viewer's blind read of this case's open sampled review, if recorded. */
function blindReadOf(viewerId: string, caseID: string) {
  return samplesOfCase(caseID)
    .map((sample) => taskOf(sample.taskId)?.qaBlindRead)
    .find((read) => read?.recordedBy.id === viewerId);
}

/**
 * The case as a blinded reviewer may read it: who signed it out is withheld, and before their blind read what
 * they wrote too; once it is recorded (`Compare`) the diagnosis and the final report's diagnosis text are given.
 */
export function blindedCase<T extends CaseRecord>(
  item: T,
  phase: Exclude<BlindingPhase, null> = 'BlindRead',
  viewerId = '',
) {
  const read = phase === 'Compare' ? blindReadOf(viewerId, item.caseID) : undefined;
  const reportDiagnosis = item.finalReport?.primaryDiagnosis ?? null;
  return {
    ...item,
    assignedProvider: null,
    primaryDiagnosis: read ? (item.primaryDiagnosis ?? reportDiagnosis) : null,
    finalReport: null,
    reportDraft: null,
    blinded: true as const,
    qaComparison: read
      ? { reviewerDiagnosis: read.reviewerDiagnosis, blindReadAt: read.recordedAt, reportDiagnosis }
      : null,
  };
}

/** A notice as its reader sees it: about a case they review blinded, without its message (blinded-view.ts). */
export function noticeAsSeenBy<
  N extends { kind: string; message: string; caseId: string | null; caseRecordId: string | null },
>(reader: { id: string; role: string }, notice: N): N {
  return notice.caseId && isBlinded(reader, notice.caseId) ? blindedNotice(notice) : notice;
}
