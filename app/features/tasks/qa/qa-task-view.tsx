/**
 * The QA task page: the task (status, Start), the grade once given, the signed-out case read-only (clinical
 * information, diagnosis, final report, specimens and slides with 'Open viewer'), the grade form while the task is
 * open, and the task's comments. A sampled review goes in three steps (docs/quality.md): the blind read (the case
 * without signer or diagnosis, the form for the reviewer's own), the comparison (their read beside the signer's
 * diagnosis, unnamed, and the grade form), then today's view with the signer named. Everything people typed is shown as text.
 */
import { Link } from '@remix-run/react';
import { ActionBar, Breadcrumbs, DetailView, StatusBadge, type DetailSectionSpec } from '~/components/detail';
import { PageHeading } from '~/components/layout/page-heading';
import { SpecimenList } from '~/features/cases';
import { TASK_AREAS, taskDetailHref } from '../areas';
import { TASK_STATUS_LABELS, TASK_STATUS_TONES } from '../labels';
import { StartTaskButton, useLifecycleToasts } from '../task-actions';
import { TaskComments } from '../task-comments';
import { dueDateText } from '../columns';
import type { Task } from '../types';
import { QaBlindReadForm } from './qa-blind-read-form';
import { QaGradeForm } from './qa-grade-form';
import { QA_GRADE_LABELS, QA_MESSAGES, QA_TONES } from './qa-schemas';
import type { QaCase, QaTaskData } from './qa-types';

const AREA = TASK_AREAS.provider;
const LINK = 'text-primary underline-offset-4 hover:underline';

export function QaGradeBadge({ grade }: { grade: keyof typeof QA_GRADE_LABELS }) {
  return <StatusBadge status={grade} tones={QA_TONES} labels={QA_GRADE_LABELS} />;
}

function resultSection(task: Task, caseData: QaCase | null): DetailSectionSpec[] {
  const review = task.qaReview;
  if (!review) return [];
  const report = caseData?.finalReport;
  // A blinded review's own read, beside what the signer wrote (shown once graded, docs/quality.md).
  const blind = review.reviewerDiagnosis
    ? [
        { label: 'Your diagnosis', value: review.reviewerDiagnosis, wide: true },
        { label: 'Signed out by', value: report?.signedOutBy.name ?? caseData?.assignedProvider?.name },
        {
          label: "Signer's diagnosis",
          value: report?.primaryDiagnosis ?? caseData?.primaryDiagnosis,
          wide: true,
        },
      ]
    : [];
  return [
    {
      title: 'QA result',
      items: [
        { label: 'Grade', value: <QaGradeBadge grade={review.grade} /> },
        { label: 'Reviewed by', value: review.reviewedBy.name },
        { label: 'Reviewed', value: review.reviewedAt, type: 'dateTime' },
        { label: 'Comment', value: review.comment, wide: true },
        ...blind,
      ],
    },
  ];
}

/** The step of a sampled review the case is answered at (docs/quality.md): the API's blinding says which. */
export function qaStep(caseData: QaCase | null): 'blindRead' | 'compare' | null {
  if (!caseData?.blinded) return null;
  return caseData.qaComparison ? 'compare' : 'blindRead';
}

/** Step 2: the reviewer's blind read beside the signer's diagnosis, the signer unnamed. */
function comparisonSections(caseData: QaCase): DetailSectionSpec[] {
  const comparison = caseData.qaComparison;
  if (!comparison) return [];
  const signers = caseData.primaryDiagnosis ?? comparison.reportDiagnosis;
  const report =
    comparison.reportDiagnosis && comparison.reportDiagnosis !== signers
      ? [{ label: "The final report's diagnosis", value: comparison.reportDiagnosis, wide: true }]
      : [];
  return [
    {
      title: 'Compare',
      items: [
        { label: 'Your diagnosis (blind read)', value: comparison.reviewerDiagnosis, wide: true },
        { label: 'Recorded', value: comparison.blindReadAt, type: 'dateTime' },
        { label: "The signing pathologist's diagnosis", value: signers, wide: true },
        ...report,
      ],
    },
  ];
}

function caseSections(caseData: QaCase): DetailSectionSpec[] {
  const report = caseData.finalReport;
  // Blinded (a sampled review not graded yet): neither who signed the case out nor when, nor the report.
  const signer: DetailSectionSpec['items'] = caseData.blinded
    ? []
    : [
        { label: 'Read by', value: report?.signedOutBy.name ?? caseData.assignedProvider?.name },
        { label: 'Signed out', value: report?.signedOutAt, type: 'dateTime' },
      ];
  const underReview: DetailSectionSpec = {
    title: 'Case under review',
    items: [
      { label: 'Case record ID', value: caseData.caseRecordId },
      { label: 'Case type', value: caseData.type.displayName },
      { label: 'Facility', value: caseData.facility.name },
      { label: 'Patient gender', value: caseData.patientInfo.gender },
      ...signer,
      { label: 'Clinical information', value: caseData.clinicalInfo, wide: true },
    ],
  };
  if (caseData.blinded) return [underReview];
  return [
    underReview,
    {
      title: 'Final report',
      actions: report ? (
        <Link to={`/final-report/${encodeURIComponent(caseData.caseID)}`} className={`text-sm ${LINK}`}>
          Open the final report
        </Link>
      ) : undefined,
      items: report
        ? [
            { label: 'Primary diagnosis', value: report.primaryDiagnosis, wide: true },
            { label: 'Gross description', value: report.grossDescription, wide: true },
            { label: 'Microscopic description', value: report.microscopicDescription, wide: true },
            { label: 'Comments', value: report.comments, wide: true },
            { label: 'CPT codes', value: report.cptCodes },
            { label: 'Report version', value: report.version },
            ...report.addenda.map((addendum) => ({
              label: `Addendum (version ${addendum.version})`,
              value: `${addendum.reason}\n${addendum.text}`,
              wide: true,
            })),
          ]
        : [{ label: 'Primary diagnosis', value: caseData.primaryDiagnosis, wide: true }],
    },
  ];
}

export function QaTaskView({ data }: { data: QaTaskData }) {
  const { task, can, caseData } = data;
  useLifecycleToasts();
  const open = task.status === 'Open' || task.status === 'InProgress';
  const step = qaStep(caseData);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: AREA.listLabel, to: AREA.listPath },
          { label: task.taskNumber, to: taskDetailHref(AREA, task.id) },
          { label: 'QA review' },
        ]}
      />
      <PageHeading className="mb-4 break-words">{task.title}</PageHeading>
      <ActionBar
        label="Task actions"
        start={
          <>
            <StatusBadge status={task.status} tones={TASK_STATUS_TONES} labels={TASK_STATUS_LABELS} />
            <span className="text-sm text-muted-foreground">{`${task.taskNumber} · due ${dueDateText(task)}`}</span>
          </>
        }
      >
        {open ? (
          <p className="text-sm text-muted-foreground">
            {step === 'blindRead'
              ? 'Read the case, then record your diagnosis below.'
              : 'Review the case, then grade it below.'}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {`This task is ${TASK_STATUS_LABELS[task.status]}; there is nothing more to do on it.`}
          </p>
        )}
        {can.start ? <StartTaskButton /> : null}
      </ActionBar>
      <div className="flex flex-col gap-6">
        <DetailView sections={resultSection(task, caseData)} />
        {step ? (
          <p role="note" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
            {step === 'compare' ? QA_MESSAGES.compare : QA_MESSAGES.blindRead}
          </p>
        ) : null}
        {caseData ? <DetailView sections={comparisonSections(caseData)} /> : null}
        {caseData ? (
          <>
            <DetailView sections={caseSections(caseData)} />
            <SpecimenList caseData={caseData} thumbnails={data.thumbnails} orderLabels={data.orderLabels} />
          </>
        ) : (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
          >
            {data.caseError}
          </p>
        )}
        {open && !task.qaReview && caseData ? (
          step === 'blindRead' ? (
            <QaBlindReadForm />
          ) : (
            <QaGradeForm />
          )
        ) : null}
        <TaskComments task={task} canComment={can.comment} />
      </div>
    </>
  );
}
