/**
 * The QA report read by id (issue 46): for any grades, task states and periods it answers what the view of every
 * sample, filtered, answers (the report as it was: a view per sample, then the agreement figures over the graded
 * ones in the period, the open samples and the period's major discordances).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementFigures } from '../../contracts/quality';
import { db } from '../store/db';
import { qualityReport, sampleView } from './handlers';

type View = NonNullable<ReturnType<typeof sampleView>>;

function reference(from: string, to: string) {
  const views = db.qaSamples
    .all()
    .map(sampleView)
    .filter((v): v is View => v !== null);
  const graded = views
    .filter((v) => v.state === 'Graded' && v.grade && v.gradedAt)
    .map((v) => ({
      signerId: v.signer.id,
      signerName: v.signer.name,
      caseType: v.caseType.name,
      caseTypeLabel: v.caseType.displayName,
      grade: v.grade!,
      gradedAt: v.gradedAt!,
    }));
  const inPeriod = (at: string) => at.slice(0, 10) >= from && at.slice(0, 10) <= to;
  return {
    from,
    to,
    ...agreementFigures(graded, from, to),
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

const GRADES = ['Agree', 'MinorDiscrepancy', 'MajorDiscrepancy'] as const;
const STATUSES = ['Open', 'InProgress', 'Completed', 'Cancelled'] as const;
const DAY = 86_400_000;

describe('the QA report', () => {
  it('answers what a view of every sample answers, for any grades, task states and periods', async () => {
    const start = Date.parse('2026-11-15T12:00:00Z');
    const day = (d: number) => new Date(start + d * DAY).toISOString();
    const change = fc.record({
      sample: fc.nat(),
      status: fc.constantFrom(...STATUSES),
      grade: fc.option(fc.constantFrom(...GRADES), { nil: null }),
      gradedDay: fc.integer({ min: -400, max: 10 }),
    });
    const period = fc
      .tuple(fc.integer({ min: -420, max: 20 }), fc.integer({ min: 0, max: 400 }))
      .map(([from, length]) => [day(from).slice(0, 10), day(from + length).slice(0, 10)] as const);
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 6 }), period, async (changes, [from, to]) => {
        const sampled = db.qaSamples.all().filter((s) => s.taskId);
        for (const each of changes) {
          const sample = sampled[each.sample % sampled.length]!;
          await db.tasks.update((q) => q.where({ id: sample.taskId! }), {
            data(draft) {
              draft.status = each.status;
              draft.qaReview = each.grade && {
                grade: each.grade,
                comment: 'Seen again.',
                reviewedBy: sample.signer,
                reviewedAt: day(each.gradedDay),
                reviewerDiagnosis: null,
              };
            },
          });
        }
        expect(qualityReport(from, to)).toEqual(reference(from, to));
      }),
      { numRuns: 30 },
    );
  });
});
