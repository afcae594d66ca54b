/**
 * The Quality operations (docs/quality.md): the sampling rates (getQualitySettings, updateQualitySettings) and
 * the admin's report (getQualityReport, decisions 108 and 114): the agreement, a page of the open samples and a
 * page of the major discordances with their follow-ups, read from the report's index (./report-index.ts,
 * ./report-store.ts).
 */
import type { z } from 'zod';
import { type schemas, SENTENCES } from '../../contracts';
import { RATE_MESSAGE } from '../../contracts/quality';
import { dayOf } from '../../contracts/turnaround';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';
import { byKey } from '../store/keyed';

import { stateOf } from './report-index';
import { qaReportIndex, qaSamples } from './report-store';
import { SETTINGS_ID, qualitySettings, type SampleRecord } from './samples';

type QaSample = z.input<typeof schemas.zQaSample>;
type TaskRef = NonNullable<QaSample['task']>;

const ADMINS_ONLY = 'Only admins manage QA sampling.';
const TWICE = 'This case type is listed twice.';
export const RANGE_MESSAGE = SENTENCES.quality.periodEndsBeforeStart;
const PERIOD_DAYS = 365;

// Tasks by id in O(1) (store/keyed.ts): a view reads a sample's QA task and its follow-up.
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
    state: stateOf(task),
    grade: review?.grade ?? null,
    gradedAt: review?.reviewedAt ?? null,
    comment: review?.comment ?? null,
    reviewerDiagnosis: review?.reviewerDiagnosis ?? null,
    followUp: taskRef(sample.followUpTaskId),
  };
}

const viewOf = (id: string) => {
  const sample = qaSamples.get(id);
  return sample ? sampleView(sample) : null;
};
const views = (ids: readonly string[]) => ids.map(viewOf).filter((view) => view !== null);

/** The pages the report answers (decisions 108 and 114): of the open samples and of the major discordances. */
export interface ReportPages {
  page?: number;
  pageSize?: number;
  discordancePage?: number;
  discordancePageSize?: number;
}

/**
 * The report over the period: the agreement from the running counts of its days (decision 108), one page of the
 * open samples and one of the period's major discordances (decision 114), each row viewed from its sample, case
 * and task.
 */
export function qualityReport(
  from: string,
  to: string,
  { page = 1, pageSize = 20, discordancePage = 1, discordancePageSize = 20 }: ReportPages = {},
) {
  const reportIndex = qaReportIndex();
  const open = reportIndex.openPage(page, pageSize);
  const majors = reportIndex.majorsPage(from, to, discordancePage, discordancePageSize);
  return {
    from,
    to,
    ...reportIndex.agreement(from, to),
    open: views(open.ids),
    page,
    pageSize,
    openTotal: open.total,
    openTotalPages: open.totalPages,
    discordances: views(majors.ids),
    discordancePage,
    discordancePageSize,
    discordanceTotal: majors.total,
    discordanceTotalPages: majors.totalPages,
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
      return ok('updateQualitySettings', next, { message: SENTENCES.quality.ratesSaved });
    },
    { invalidMessage: (field) => (/^rates\.\d+\.ratePercent$/.test(field) ? RATE_MESSAGE : undefined) },
  ),

  operation('getQualityReport', 'Only admins read the quality report.', ({ query }) => {
    const to = query.to ?? dayOf(clockNow().getTime());
    const from = query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (PERIOD_DAYS - 1) * 86_400_000);
    if (to < from) return fail(400, RANGE_MESSAGE, { fieldErrors: { to: [RANGE_MESSAGE] } });
    return ok('getQualityReport', qualityReport(from, to, query));
  }),
];
