/**
 * The case's clinical information as the pathologist reads it beside the report: the patient, the case, the
 * clinical notes, the specimens with their slides (and 'Open viewer'), and the clinical attachments. The pieces
 * are the case page's own (SpecimenList, AttachmentList); everything people typed is shown as text.
 */
import { DetailView } from '~/components/detail';
import { toUsDate } from '~/components/form/date';
import { AttachmentList } from '~/features/cases';
import { billingComponentLabel } from '~/features/cases';
import { DueValue, PriorityBadge } from '~/features/cases';
import { SpecimenList } from '~/features/cases';
import type { WorkspaceData } from './labels';

export function ClinicalInfoPanel({ data }: { data: WorkspaceData }) {
  const { caseData } = data;
  const patient = caseData.patientInfo;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <DetailView
        sections={[
          {
            title: 'Clinical information',
            items: [
              { label: 'Patient', value: `${patient.lastName}, ${patient.firstName}` },
              { label: 'Birth date', value: toUsDate(patient.birthDate) },
              { label: 'Gender', value: patient.gender },
              { label: 'MRN', value: patient.mrn },
              { label: 'Case record ID', value: caseData.caseRecordId },
              { label: 'Case type', value: caseData.type.displayName },
              { label: 'Priority', value: <PriorityBadge priority={caseData.priority} /> },
              { label: 'Due', value: <DueValue item={caseData} /> },
              { label: 'Facility', value: caseData.facility.name },
              { label: 'Billing component', value: billingComponentLabel(caseData.billingComponent) },
              { label: 'Clinical notes', value: caseData.clinicalInfo, wide: true },
            ],
          },
        ]}
      />
      <SpecimenList
        returnHere
        caseData={caseData}
        thumbnails={data.thumbnails}
        orderLabels={data.referenceLabels.slideOrders}
      />
      <AttachmentList caseId={caseData.caseID} attachments={data.attachments} error={data.attachmentsError} />
    </div>
  );
}
