/**
 * The seeded QA samples (docs/quality.md), so /admin/quality has figures on a fresh start. Seeded last, from
 * their own random stream (SEED + 84), so no value seeded before moves; the seed's existing QA tasks stay the
 * ordinary, unblinded tasks they were. On signed-out cases no QA task names yet:
 * - SAMPLE_GRADES graded samples (most agree, as QA does), graded over the 80 days before SEED_NOW, each with its
 *   Completed QA task; a major discordance has the follow-up task for its signer that a grade opens now;
 * - two open samples (Open QA tasks, blinded for their reviewers): the demo provider's, at the blind read
 *   (step 1), and a generated provider's, blind read recorded (step 2); and one unassigned (nobody was eligible).
 * Every graded sample carries its blind read, half an hour before its grade.
 * Reviewers are active generated providers other than the signer (the seed's providers have no registrations
 * yet, so the eligibility rules are not applied here), and the demo provider for one open sample; signers are
 * never demo accounts. Rates stay 0 (an admin's settings): nothing is sampled until an admin sets one.
 * A scale seed draws further samples of its own cases through generateQualitySamples (store/seed-scale.ts).
 */
import { isProviderRole, sameStatus } from '../../contracts';
import { lastSerial, nextSerial, personRef } from '../http/lists';
import { DAY, SEED, SEED_NOW, createRandom, type Random } from '../store/seed-generate';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import type { TaskRecord } from '../tasks/rules';
import { newTaskRecord } from '../tasks/store';
import { QUALITY_TEXT, SYSTEM, followUpFields } from './samples';
import { seedSignerMarks } from '../annotations/seed';

type SampleRecord = Parameters<typeof db.qaSamples.create>[0];

const SEED_RATE = 5;
/** The demo provider, who has one open blinded review (docs/quality.md). */
export const DEMO_REVIEWER = 'usr-provider';

/** The graded samples' grades in turn: 18 agree, 4 minor, 2 major of 24. */
const SAMPLE_GRADES: readonly {
  grade: NonNullable<TaskRecord['qaReview']>['grade'];
  comment: string | null;
}[] = [
  ...Array.from({ length: 9 }, () => ({ grade: 'Agree' as const, comment: null })),
  { grade: 'MinorDiscrepancy', comment: 'Tumour size should read 1.4 cm; no effect on staging.' },
  ...Array.from({ length: 5 }, () => ({ grade: 'Agree' as const, comment: null })),
  {
    grade: 'MajorDiscrepancy',
    comment: 'Lymphovascular invasion is present (slide A3); the report says absent.',
  },
  { grade: 'MinorDiscrepancy', comment: 'Margin distance should read 0.8 mm, not 1.2 mm.' },
  ...Array.from({ length: 4 }, () => ({ grade: 'Agree' as const, comment: null })),
  { grade: 'MinorDiscrepancy', comment: 'Mitotic count reported per mm², not per 10 HPF.' },
  {
    grade: 'MajorDiscrepancy',
    comment: 'Atypical cells in the second pass are high-grade; the report says benign.',
  },
  { grade: 'MinorDiscrepancy', comment: 'The CPT code should be 88305, not 88304.' },
];
const OPEN_SAMPLES = 2;

const iso = (time: number) => new Date(time).toISOString();

/** How many samples of each kind, and who may draw them. */
export interface QualityPlan {
  /** Graded samples (SAMPLE_GRADES in turn), open ones (Open QA tasks), then ones nobody was eligible for. */
  graded: number;
  open: number;
  unassigned: number;
  /** Signed-out cases that may be sampled, in caseID order; samples are taken out of it. */
  cases: CaseRecord[];
  /** Active providers who review, in id order (never the signer of the case they review). */
  reviewers: readonly UserRecord[];
  /** Who reviews the first open sample (the demo provider in the seed), else one drawn. */
  firstOpenReviewer?: UserRecord;
  /** The highest task number so far: the samples' tasks are numbered after it. */
  lastTask: number;
  /** The samples' ids: `${prefix}-001` on, numbered after `first`. */
  first?: number;
}

/** The samples and their tasks (in the order they are stored), drawn from `random` as `plan` says. */
export function generateQualitySamples(random: Random, plan: QualityPlan) {
  const { cases, reviewers } = plan;
  const samples: SampleRecord[] = [];
  const tasks: TaskRecord[] = [];
  let lastTask = plan.lastTask;
  const newTask = (fields: Parameters<typeof newTaskRecord>[1], at: string) => {
    const task = newTaskRecord(nextSerial('task', [`task-${lastTask++}`]), fields, at);
    tasks.push(task);
    return task;
  };
  const total = plan.graded + plan.open + plan.unassigned;
  for (let i = 0; i < total && cases.length; i++) {
    const item = cases.splice(random.int(0, cases.length - 1), 1)[0]!;
    const report = item.finalReport!;
    const signer = report.signedOutBy;
    const sampledAt = Math.min(Date.parse(report.signedOutAt), SEED_NOW - DAY);
    const id = `qas-seed-${String((plan.first ?? 0) + i + 1).padStart(3, '0')}`;
    const sample = { id, caseId: item.caseID, signer, followUpTaskId: null, ratePercent: SEED_RATE };
    if (i >= plan.graded + plan.open) {
      samples.push({ ...sample, taskId: null, sampledAt: iso(sampledAt) });
      continue;
    }
    const others = reviewers.filter((r) => r.id !== signer.id);
    const drawn = others[random.int(0, others.length - 1)]!;
    // The first open sample is the demo provider's: their blinded QA task on a fresh start.
    const reviewer = i === plan.graded ? (plan.firstOpenReviewer ?? drawn) : drawn;
    const seeded = i < plan.graded ? SAMPLE_GRADES[i % SAMPLE_GRADES.length] : undefined;
    const gradedAt = SEED_NOW - random.int(1, 80) * DAY + random.int(0, 36_000) * 1000;
    const drawnAt = seeded ? Math.min(sampledAt, gradedAt - DAY) : SEED_NOW - random.int(1, 4) * DAY;
    const task = newTask(
      {
        type: 2,
        title: QUALITY_TEXT.taskTitle(item.caseRecordId),
        description: QUALITY_TEXT.taskDescription,
        priority: 'Normal',
        assignee: personRef(reviewer),
        case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
        facility: item.facility,
        createdBy: SYSTEM,
        dueDate: iso(drawnAt + 7 * DAY).slice(0, 10),
      },
      iso(drawnAt),
    );
    const stored: SampleRecord = { ...sample, taskId: task.id, sampledAt: iso(drawnAt) };
    samples.push(stored);
    // The blind read (step 1): graded samples and the open ones not the first reviewer's (at step 2) have one.
    const readAt = seeded ? gradedAt - 1_800_000 : drawnAt + 3_600_000;
    const reviewerDiagnosis =
      !seeded || seeded.grade === 'Agree'
        ? report.primaryDiagnosis
        : `${report.primaryDiagnosis} ${seeded.comment ?? ''}`.trim();
    if (seeded || reviewer.id !== plan.firstOpenReviewer?.id)
      task.qaBlindRead = { reviewerDiagnosis, recordedAt: iso(readAt), recordedBy: personRef(reviewer) };
    if (!seeded) continue;
    if (seeded.grade === 'MajorDiscrepancy') {
      const followUp = newTask(
        followUpFields(item, signer, task.taskNumber, seeded.comment, iso(gradedAt + 3 * DAY).slice(0, 10)),
        iso(gradedAt),
      );
      stored.followUpTaskId = followUp.id;
    }
    Object.assign(task, {
      qaReview: {
        grade: seeded.grade,
        comment: seeded.comment,
        reviewedBy: personRef(reviewer),
        reviewedAt: iso(gradedAt),
        reviewerDiagnosis,
      },
      status: 'Completed',
      startedAt: iso(gradedAt - 3_600_000),
      completedAt: iso(gradedAt),
      updatedAt: iso(gradedAt),
      resolution: seeded.comment,
    } satisfies Partial<TaskRecord>);
  }
  return { samples, tasks };
}

/** `demoIds`: the demo accounts (README), who neither review nor sign a seeded sample. */
export async function seedQuality(demoIds: ReadonlySet<string>) {
  const random = createRandom(SEED + 84);
  const demoReviewer = db.users.findFirst((q) => q.where({ id: DEMO_REVIEWER }));
  const reviewers = db.users
    .all()
    .filter((u) => isProviderRole(u.role) && sameStatus(u.status, 'Active') && !demoIds.has(u.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  const reviewed = new Set(db.tasks.all().flatMap((t) => (t.case ? [t.case.caseID] : [])));
  const cases = db.cases
    .all()
    .filter(
      (c) =>
        c.status === 'SignOutCompleted' &&
        c.finalReport !== null &&
        !demoIds.has(c.finalReport.signedOutBy.id) &&
        !reviewed.has(c.caseID),
    )
    .sort((a, b) => a.caseID.localeCompare(b.caseID));
  const { samples, tasks } = generateQualitySamples(random, {
    graded: SAMPLE_GRADES.length,
    open: OPEN_SAMPLES,
    unassigned: 1,
    cases,
    reviewers,
    firstOpenReviewer: demoReviewer,
    lastTask: lastSerial(
      'task',
      db.tasks.all().map((t) => t.id),
    ),
  });
  for (const task of tasks) await db.tasks.create(task);
  for (const sample of samples) await db.qaSamples.create(sample);
  // The signer's marks on the case the demo provider reviews blind, so the blinding has marks to withhold.
  const open = tasks.find((t) => t.assignee?.id === DEMO_REVIEWER && t.status !== 'Completed');
  const item = open?.case && db.cases.findFirst((q) => q.where({ caseID: open.case!.caseID }));
  if (item) await seedSignerMarks(item);
}
