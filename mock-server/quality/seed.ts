/**
 * The seeded QA samples (docs/quality.md), so /admin/quality has figures on a fresh start. Seeded last, with no
 * random draw of the seed's streams, so no seeded value moves:
 * - every graded QA task of the seed counts as a sample of its case (rate 5 %), its grade in the figures;
 * - its major discordances, when the signer is not a demo account, have the follow-up task a grade opens now;
 * - two samples are open: an unassigned one (nobody was eligible) and the seed's open QA tasks of generated
 *   reviewers (the demo provider's own demo QA task, task-0073, stays an ordinary, unblinded QA task).
 * Rates stay 0 (the settings are an admin's), so nothing is sampled until an admin sets one.
 */
import { SEED_NOW } from '../store/seed-generate';
import { db } from '../store/db';
import { createTaskRecord } from './samples';

const SEED_RATE = 5;
const DAY = 86_400_000;

/** `demoIds`: the demo accounts (README), whose own tasks the seed leaves as they were. */
export async function seedQuality(demoIds: ReadonlySet<string>) {
  const qaTasks = db.tasks
    .all()
    .filter((t) => t.type === 2 && t.case && t.id !== 'task-0073')
    .sort((a, b) => a.id.localeCompare(b.id));
  let n = 0;
  for (const task of qaTasks) {
    const item = db.cases.findFirst((q) => q.where({ caseID: task.case!.caseID }));
    const signer = item?.finalReport?.signedOutBy;
    if (!item || !signer || signer.id === task.assignee?.id) continue;
    const graded = task.status === 'Completed' && task.qaReview;
    // Open QA tasks of a demo reviewer stay unblinded (the demo and its tests read them as they were).
    const open =
      (task.status === 'Open' || task.status === 'InProgress') && !demoIds.has(task.assignee?.id ?? '');
    if (!graded && !open) continue;
    n += 1;
    const sample = await db.qaSamples.create({
      id: `qas-seed-${String(n).padStart(3, '0')}`,
      caseId: item.caseID,
      signer,
      taskId: task.id,
      followUpTaskId: null,
      ratePercent: SEED_RATE,
      sampledAt: task.createdAt,
    });
    const review = task.qaReview;
    if (review?.grade === 'MajorDiscrepancy' && !demoIds.has(signer.id)) {
      const followUp = await createTaskRecord(
        {
          type: 1,
          title: `Follow up the QA discordance on ${item.caseRecordId}`,
          description:
            `A blinded QA review (${task.taskNumber}) graded this case a major discrepancy: "${review.comment ?? ''}". ` +
            'Review the case and, if warranted, add an addendum to the final report; then complete this task with what you did.',
          priority: 'High',
          assignee: signer,
          case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
          facility: item.facility,
          createdBy: { id: 'system-qa', name: 'PathBridge QA sampling' },
          dueDate: new Date(Date.parse(review.reviewedAt) + 3 * DAY).toISOString().slice(0, 10),
        },
        review.reviewedAt,
      );
      await db.qaSamples.update((q) => q.where({ id: sample.id }), {
        data(draft) {
          draft.followUpTaskId = followUp.id;
        },
      });
    }
  }
  // One sample nobody could review: a signed-out case not yet sampled.
  const sampled = new Set(db.qaSamples.all().map((s) => s.caseId));
  const unassigned = db.cases
    .all()
    .sort((a, b) => a.caseID.localeCompare(b.caseID))
    .find((c) => c.status === 'SignOutCompleted' && c.finalReport && !sampled.has(c.caseID));
  if (unassigned?.finalReport) {
    await db.qaSamples.create({
      id: 'qas-seed-unassigned',
      caseId: unassigned.caseID,
      signer: unassigned.finalReport.signedOutBy,
      taskId: null,
      followUpTaskId: null,
      ratePercent: SEED_RATE,
      sampledAt: new Date(SEED_NOW - DAY).toISOString(),
    });
  }
}
