/**
 * The Quality operations (docs/quality.md): the sampling rates (getQualitySettings, updateQualitySettings) and
 * the admin's report (getQualityReport): agreement from contracts/quality.ts, the open samples, the major
 * discordances with their follow-ups.
 */
import type { z } from 'zod';
import { type schemas } from '../../contracts';
import { RATE_MESSAGE, agreementFigures, type GradedReview } from '../../contracts/quality';
import { dayOf } from '../../contracts/turnaround';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { byKey } from '../store/keyed';
import { persist } from '../store/persistence';
import { SETTINGS_ID, qualitySettings, type SampleRecord } from './samples';

type QaSample = z.input<typeof schemas.zQaSample>;
type TaskRef = NonNullable<QaSample['task']>;

const ADMINS_ONLY = 'Only admins manage QA sampling.';
const TWICE = 'This case type is listed twice.';
export const RANGE_MESSAGE = 'The end of the period is before its start.';
const PERIOD_DAYS = 365;

// Cases and tasks by id in O(1) (store/keyed.ts): the report reads one of each per sample.
const taskOf = (id: string | null) => (id ? byKey.tasks.get(id) : undefined);

const taskRef = (id: string | null): TaskRef | null => {
  const task = taskOf(id);
  return task
    ? { id: task.id, taskNumber: task.taskNumber, status: task.status, assignee: task.assignee }
    : null;
};

/** A sample as admins read it, with its state, grade and reviewer from its QA task. */
export function sampleView(sample: SampleRecord): QaSample | null {
  const item = byKey.cases.get(sample.caseId);
  if (!item) return null;
  const task = taskOf(sample.taskId);
  const review = task?.qaReview ?? null;
  const state: QaSample['state'] = !task
    ? 'Unassigned'
    : review
      ? 'Graded'
      : task.status === 'Cancelled'
        ? 'Cancelled'
        : 'Open';
  return {
    id: sample.id,
    caseId: item.caseID,
    caseRecordId: item.caseRecordId,
    caseType: item.type,
    facility: item.facility,
    signer: sample.signer,
    signerDiagnosis: item.finalReport?.primaryDiagnosis ?? item.primaryDiagnosis,
    reviewer: task?.assignee ?? null,
    task: taskRef(sample.taskId),
    ratePercent: sample.ratePercent,
    sampledAt: sample.sampledAt,
    state,
    grade: review?.grade ?? null,
    gradedAt: review?.reviewedAt ?? null,
    comment: review?.comment ?? null,
    reviewerDiagnosis: review?.reviewerDiagnosis ?? null,
    followUp: taskRef(sample.followUpTaskId),
  };
}

export function qualityReport(from: string, to: string) {
  const views = db.qaSamples
    .all()
    .map(sampleView)
    .filter((v): v is QaSample => v !== null);
  const graded: GradedReview[] = views
    .filter((v) => v.state === 'Graded' && v.grade && v.gradedAt)
    .map((v) => ({
      signerId: v.signer.id,
      signerName: v.signer.name,
      caseType: v.caseType.name,
      caseTypeLabel: v.caseType.displayName,
      grade: v.grade!,
      gradedAt: v.gradedAt!,
    }));
  const figures = agreementFigures(graded, from, to);
  const inPeriod = (at: string) => at.slice(0, 10) >= from && at.slice(0, 10) <= to;
  return {
    from,
    to,
    ...figures,
    open: views
      .filter((v) => v.state === 'Unassigned' || v.state === 'Open')
      .sort(
        (a, b) =>
          Number(a.state !== 'Unassigned') - Number(b.state !== 'Unassigned') ||
          a.sampledAt.localeCompare(b.sampledAt),
      ),
    discordances: views
      .filter((v) => v.grade === 'MajorDiscrepancy' && v.gradedAt && inPeriod(v.gradedAt))
      .sort((a, b) => b.gradedAt!.localeCompare(a.gradedAt!)),
  };
}

export const qualityHandlers = [
  operation('getQualitySettings', ADMINS_ONLY, () => ok('getQualitySettings', qualitySettings())),

  operation(
    'updateQualitySettings',
    ADMINS_ONLY,
    async ({ auth, body }) => {
      const fieldErrors: Record<string, string[]> = {};
      const seen = new Set<string>();
      body.rates.forEach((rate, i) => {
        if (seen.has(rate.caseType)) fieldErrors[`rates.${i}.caseType`] = [TWICE];
        seen.add(rate.caseType);
      });
      if (Object.keys(fieldErrors).length) return fail(422, TWICE, { fieldErrors });
      const given = new Map(body.rates.map((r) => [r.caseType, r.ratePercent]));
      const next = {
        rates: qualitySettings().rates.map((r) => ({
          caseType: r.caseType,
          ratePercent: given.get(r.caseType) ?? r.ratePercent,
        })),
        updatedAt: clockNow().toISOString(),
        updatedBy: personRef(auth.user),
      };
      await db.qualitySettings.delete((q) => q.where({ id: SETTINGS_ID }));
      await db.qualitySettings.create({ id: SETTINGS_ID, ...next });
      await persist();
      return ok('updateQualitySettings', next, { message: 'QA sampling rates saved.' });
    },
    { invalidMessage: (field) => (/^rates\.\d+\.ratePercent$/.test(field) ? RATE_MESSAGE : undefined) },
  ),

  operation('getQualityReport', 'Only admins read the quality report.', ({ query }) => {
    const to = query.to ?? dayOf(clockNow().getTime());
    const from = query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (PERIOD_DAYS - 1) * 86_400_000);
    if (to < from) return fail(400, RANGE_MESSAGE, { fieldErrors: { to: [RANGE_MESSAGE] } });
    return ok('getQualityReport', qualityReport(from, to));
  }),
];
