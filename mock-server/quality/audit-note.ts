/**
 * What the audit trail notes of sampled QA (docs/audit.md, docs/quality.md): a sign-out that drew a sample names
 * its QA task (or says nobody could review it); a grade names itself and the follow-up a major discordance opened.
 * Read by the audit hook after the answer, so the rule (audit/rules.ts) stays pure.
 */
import { QA_GRADE_LABELS } from '../tasks/reviews';
import { db } from '../store/db';

const taskNumberOf = (id: string | null) =>
  (id && db.tasks.findFirst((q) => q.where({ id }))?.taskNumber) || null;

export function qaAuditNote(operationId: string, params: Readonly<Record<string, string | undefined>>) {
  if (operationId === 'signOutCase' && params['caseId']) {
    const samples = db.qaSamples.findMany((q) => q.where({ caseId: params['caseId']! }));
    const latest = samples.sort((a, b) => b.sampledAt.localeCompare(a.sampledAt))[0];
    if (!latest) return null;
    const task = taskNumberOf(latest.taskId);
    return task ? `Sampled for QA: ${task}` : 'Sampled for QA: no eligible reviewer';
  }
  if (operationId === 'submitQaReview' && params['taskId']) {
    const task = db.tasks.findFirst((q) => q.where({ id: params['taskId']! }));
    if (!task?.qaReview) return null;
    const grade = QA_GRADE_LABELS[task.qaReview.grade];
    const sample = db.qaSamples.findFirst((q) => q.where({ taskId: task.id }));
    const followUp = taskNumberOf(sample?.followUpTaskId ?? null);
    return followUp ? `${grade}; follow-up ${followUp}` : grade;
  }
  return null;
}
