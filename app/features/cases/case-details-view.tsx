/**
 * A case's page (/case-details/:caseId) and its review before send-out (/review-project?caseId=): the status and
 * the reader's actions, the patient, the case's fields, specimens and slides, clinical attachments, the history,
 * and the final report once signed out. Everything people typed is shown as text.
 */
import { Fragment } from 'react';
import { Link } from '@remix-run/react';
import { Breadcrumbs, DetailView, type DetailSectionSpec } from '~/components/detail';
import { toUsDate } from '~/components/form/date';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { AttachmentList } from './attachment-list';
import { CaseActionBar } from './case-action-bar';
import { SEND_OUT_DESCRIPTION } from './case-change-dialogs';
import {
  billingComponentLabel,
  caseRelationLabel,
  casePaths,
  slideDeliveryLabel,
  type CaseDetails,
  type CaseDetailsData,
  type CaseRelations,
} from './case-labels';
import { CaseReportHistory } from './case-report-history';
import { CaseTimeline } from './case-timeline';
import { DueValue, PriorityBadge } from './due-badges';
import { SpecimenList } from './specimen-list';

const LINK = 'text-primary underline-offset-4 hover:underline';

/** 'Child of RCH-2026-0003', 'Parent of RCH-2026-0007, RCH-2026-0009', each a link; else the relation. */
function RelationValue({ caseData, relations }: { caseData: CaseDetails; relations: CaseRelations | null }) {
  const label = caseRelationLabel(caseData.caseRelation);
  const linked = relations?.parent ? [relations.parent] : (relations?.children ?? []);
  if (linked.length === 0) return <span>{label}</span>;
  return (
    <span>
      {`${label} of `}
      {linked.map((related, i) => (
        <Fragment key={related.caseID}>
          {i > 0 ? ', ' : null}
          <Link to={casePaths.details(related.caseID)} className={LINK}>
            {related.caseRecordId}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}

function sections({ caseData, relations, referenceLabels }: CaseDetailsData): DetailSectionSpec[] {
  const patient = caseData.patientInfo;
  return [
    {
      title: 'Patient',
      items: [
        { label: 'Last name', value: patient.lastName },
        { label: 'First name', value: patient.firstName },
        { label: 'Birth date', value: toUsDate(patient.birthDate) },
        { label: 'Gender', value: patient.gender },
        { label: 'Race', value: patient.race },
        { label: 'MRN', value: patient.mrn },
      ],
    },
    {
      title: 'Case',
      items: [
        { label: 'Case record ID', value: caseData.caseRecordId },
        // A case ordered by the facility's own system names its order (docs/interop.md); others have no row.
        ...(caseData.placerOrderNumber
          ? [{ label: 'Placer order number', value: caseData.placerOrderNumber }]
          : []),
        { label: 'Case type', value: caseData.type.displayName },
        { label: 'Priority', value: <PriorityBadge priority={caseData.priority} /> },
        { label: 'Due', value: <DueValue item={caseData} /> },
        { label: 'Billing component', value: billingComponentLabel(caseData.billingComponent) },
        {
          label: 'Case relation',
          value: <RelationValue caseData={caseData} relations={relations} />,
        },
        { label: 'Slide delivery', value: slideDeliveryLabel(caseData.slideDelivery) },
        {
          label: 'Insurance payer',
          value: caseData.insurancePayer
            ? (referenceLabels.insurancePayers[caseData.insurancePayer] ?? caseData.insurancePayer)
            : null,
        },
        { label: 'Facility', value: caseData.facility.name },
        { label: 'Created by', value: caseData.createdBy.name },
        { label: 'Provider', value: caseData.assignedProvider?.name },
        { label: 'Clinical information', value: caseData.clinicalInfo, wide: true },
      ],
    },
  ];
}

export function CaseDetailsView({ data, mode }: { data: CaseDetailsData; mode: 'details' | 'review' }) {
  const { caseData } = data;
  const crumbs =
    mode === 'review'
      ? [
          { label: 'Send-Out Cases', to: casePaths.sendOutList },
          { label: 'Review Project', to: '/review-project' },
          { label: caseData.caseRecordId },
        ]
      : [data.parent, { label: caseData.caseRecordId }];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHeading className="mb-4">
        {mode === 'review' ? `Review case ${caseData.caseRecordId}` : `Case ${caseData.caseRecordId}`}
      </PageHeading>
      <FlashMessage flash={data.flash} className="mb-4" />
      {mode === 'review' ? (
        <p className="mb-4 max-w-3xl rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {`Check the case below before you send it out. ${SEND_OUT_DESCRIPTION}`}
        </p>
      ) : null}
      <CaseActionBar caseData={caseData} can={data.can} mode={mode} />
      <div className="flex flex-col gap-6">
        <DetailView sections={sections(data)} />
        <SpecimenList
          caseData={caseData}
          thumbnails={data.thumbnails}
          orderLabels={data.referenceLabels.slideOrders}
          retryStoreOf={data.can.storeInArchive ? caseData.caseID : undefined}
        />
        <AttachmentList
          caseId={caseData.caseID}
          attachments={data.attachments}
          error={data.attachmentsError}
        />
        <CaseTimeline caseData={caseData} />
        <CaseReportHistory caseData={caseData} />
      </div>
    </>
  );
}
