/**
 * The QA report from its index kept on write (decision 108): after any grades, task states, new samples
 * and case types, for any period and pages, it answers what the view of every sample, filtered, answers (the
 * report as it was: a view per sample, then the agreement figures over the graded ones in the period, a page of
 * the open samples and a page of the period's major discordances, decision 114).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementFigures } from '../../contracts/quality';
import { db } from '../store/db';
import { qualityReport, sampleView } from './handlers';

type View = NonNullable<ReturnType<typeof sampleView>>;

const byId = (a: View, b: View) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function reference(
  from: string,
  to: string,
  [page, pageSize, discordancePage, discordancePageSize]: readonly [number, number, number, number],
) {
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
  const open = views
    .filter((v) => v.state === 'Unassigned' || v.state === 'Open')
    .sort(
      (a, b) =>
        Number(a.state !== 'Unassigned') - Number(b.state !== 'Unassigned') ||
        a.sampledAt.localeCompare(b.sampledAt) ||
        byId(a, b),
    );
  const majors = views
    .filter((v) => v.grade === 'MajorDiscrepancy' && v.gradedAt && inPeriod(v.gradedAt))
    .sort((a, b) => b.gradedAt!.localeCompare(a.gradedAt!) || byId(a, b));
  return {
    from,
    to,
    ...agreementFigures(graded, from, to),
    open: open.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    openTotal: open.length,
    openTotalPages: Math.ceil(open.length / pageSize),
    discordances: majors.slice(
      (discordancePage - 1) * discordancePageSize,
      discordancePage * discordancePageSize,
    ),
    discordancePage,
    discordancePageSize,
    discordanceTotal: majors.length,
    discordanceTotalPages: Math.ceil(majors.length / discordancePageSize),
  };
}

const GRADES = ['Agree', 'MinorDiscrepancy', 'MajorDiscrepancy'] as const;
const STATUSES = ['Open', 'InProgress', 'Completed', 'Cancelled'] as const;
const DAY = 86_400_000;

describe('the QA report', () => {
  it('answers what a view of every sample answers after any writes, for any period and page', async () => {
    const start = Date.parse('2026-11-15T12:00:00Z');
    const day = (d: number) => new Date(start + d * DAY).toISOString();
    const grading = fc.record({
      kind: fc.constant('grade' as const),
      sample: fc.nat(),
      status: fc.constantFrom(...STATUSES),
      grade: fc.option(fc.constantFrom(...GRADES), { nil: null }),
      gradedDay: fc.integer({ min: -400, max: 10 }),
    });
    // A new sample of a sampled case (with its QA task or none yet), one gone, a sampled case's type changed.
    const drawn = fc.record({
      kind: fc.constant('draw' as const),
      sample: fc.nat(),
      withTask: fc.boolean(),
      sampledDay: fc.integer({ min: -30, max: 0 }),
    });
    const dropped = fc.record({ kind: fc.constant('drop' as const), sample: fc.nat() });
    const retyped = fc.record({ kind: fc.constant('retype' as const), sample: fc.nat(), like: fc.nat() });
    const change = fc.oneof(grading, drawn, dropped, retyped);
    const period = fc
      .tuple(fc.integer({ min: -420, max: 20 }), fc.integer({ min: 0, max: 400 }))
      .map(([from, length]) => [day(from).slice(0, 10), day(from + length).slice(0, 10)] as const);
    const paging = fc.tuple(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 3 }),
    );
    let drawnCount = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 6 }),
        period,
        paging,
        async (changes, [from, to], pages) => {
          for (const each of changes) {
            const sampled = db.qaSamples.all().filter((s) => s.taskId);
            const sample = sampled[each.sample % sampled.length]!;
            if (each.kind === 'grade')
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
            else if (each.kind === 'draw')
              await db.qaSamples.create({
                ...sample,
                id: `qas-prop-${++drawnCount}`,
                taskId: each.withTask ? sample.taskId : null,
                followUpTaskId: null,
                sampledAt: day(each.sampledDay),
              });
            else if (each.kind === 'drop' && sampled.length > 3)
              await db.qaSamples.delete((q) => q.where({ id: sample.id }));
            else if (each.kind === 'retype') {
              const cases = db.cases.all();
              const like = cases[each.like % cases.length]!;
              await db.cases.update((q) => q.where({ caseID: sample.caseId }), {
                data(draft) {
                  draft.type = like.type;
                },
              });
            }
          }
          const [page, pageSize, discordancePage, discordancePageSize] = pages;
          expect(qualityReport(from, to, { page, pageSize, discordancePage, discordancePageSize })).toEqual(
            reference(from, to, pages),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
