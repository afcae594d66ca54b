/**
 * A signed-out case as FHIR R4 (decision 106): a `DiagnosticReport` with the `Observation`s of its
 * structured part, its `Specimen`s, the `Patient`, the `ServiceRequest` it answers, the sending `Organization`
 * and the signing `Practitioner`, in one `collection` Bundle. Pure: the case, the templates and the signer's
 * credentials in, resources out; docs/interop.md has the mapping field by field.
 */
import type {
  Bundle,
  DiagnosticReport,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Resource,
  ServiceRequest,
  Specimen,
} from '@medplum/fhirtypes';
import { currentSynoptic, type components } from '../../contracts';
import type { CaseRecord } from '../store/db';
import {
  caseIdentifier,
  orderIdentifiers,
  requesterOf,
  orderIdOf,
  PATHBRIDGE_SYSTEM,
  patientIdentifiers,
  patientIdOf,
} from './fhir-identifiers';

type SynopticTemplate = components['schemas']['SynopticTemplate'];
type SynopticPart = components['schemas']['SynopticPart'];
type FinalReport = NonNullable<CaseRecord['finalReport']>;

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** The report's sections as plain text: the diagnosis, the descriptions, the comments, then each addendum. */
export function reportText(report: FinalReport): string {
  const parts: [string, string | null][] = [
    ['FINAL DIAGNOSIS', report.primaryDiagnosis],
    ['GROSS DESCRIPTION', report.grossDescription],
    ['MICROSCOPIC DESCRIPTION', report.microscopicDescription],
    ['COMMENTS', report.comments],
    ...report.addenda.map((addendum): [string, string] => [
      `ADDENDUM (version ${addendum.version}, ${addendum.addedAt})`,
      `${addendum.reason}\n${addendum.text}`,
    ]),
  ];
  return parts
    .filter((part): part is [string, string] => Boolean(part[1]))
    .map(([title, text]) => `${title}\n${text}`)
    .join('\n\n');
}

const GENDER = { Male: 'male', Female: 'female', Other: 'other' } as const;
const ref = (resource: Resource & { id?: string }) => ({
  reference: `${resource.resourceType}/${resource.id}`,
});

/** The later of two instants. */
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The meta.lastUpdated of a signed-out case's resources, each the time of what it is made from: the report's last
 * issue (its sign-out or last addendum) for the report and its results, the sign-out for the signer (their
 * credentials as they were then), the case's last change for the rest (never before the report's issue, which
 * completes the order).
 */
export function lastUpdatedOf(item: CaseRecord, report: FinalReport) {
  const issued = report.addenda.at(-1)?.addedAt ?? report.signedOutAt;
  return { report: issued, signer: report.signedOutAt, case: later(item.updatedAt, issued) };
}

function patientOf(item: CaseRecord): Patient {
  const info = item.patientInfo;
  const identifier = patientIdentifiers(item);
  return {
    resourceType: 'Patient',
    id: patientIdOf(item),
    identifier: identifier.length ? identifier : undefined,
    name: [{ family: info.lastName, given: info.firstName ? [info.firstName] : undefined }],
    gender: info.gender ? GENDER[info.gender] : 'unknown',
    birthDate: info.birthDate ?? undefined,
    managingOrganization: { reference: `Organization/${item.facility.id}`, display: item.facility.name },
  };
}

/** A facility as an Organization, by its id and name (a report's as it names it; the API's own for the caller). */
export function organization(facility: { id: string; name: string }): Organization {
  return { resourceType: 'Organization', id: facility.id, name: facility.name };
}

const organizationOf = (item: CaseRecord): Organization => organization(item.facility);

function practitionerOf(report: FinalReport): Practitioner {
  const { salutation, specialty, licensedStates } = report.signerCredentials;
  const [given, ...family] = report.signedOutBy.name.split(' ');
  return {
    resourceType: 'Practitioner',
    id: report.signedOutBy.id,
    name: [
      {
        text: report.signedOutBy.name,
        family: family.join(' ') || given,
        given: family.length ? [given!] : undefined,
        prefix: salutation && salutation !== 'None' ? [salutation] : undefined,
      },
    ],
    qualification: [
      ...(specialty ? [{ code: { text: specialty } }] : []),
      ...licensedStates.map((state) => ({
        identifier: [{ system: `${PATHBRIDGE_SYSTEM}/medical-licence-state`, value: state }],
        code: { text: `Licensed to practise medicine in ${state}` },
      })),
    ],
  };
}

function specimensOf(item: CaseRecord, order: ServiceRequest): Specimen[] {
  return item.slides.map((specimen) => ({
    resourceType: 'Specimen',
    id: specimen.specimenID,
    identifier: specimen.facilitySpecimenID
      ? [
          {
            system: `${PATHBRIDGE_SYSTEM}/facility/${item.facility.id}/specimen`,
            value: specimen.facilitySpecimenID,
          },
        ]
      : undefined,
    type: { text: specimen.specimenType },
    subject: { reference: `Patient/${patientIdOf(item)}` },
    request: [ref(order)],
    collection: {
      // The facility's local date (its time of day has no zone in the case, and FHIR's dateTime needs one).
      collectedDateTime: specimen.specimenCollectionDate ?? undefined,
      bodySite: specimen.bodysite
        ? { text: [specimen.bodysite, specimen.subsite].filter(Boolean).join(', ') }
        : undefined,
    },
  }));
}

function orderOf(item: CaseRecord): ServiceRequest {
  return {
    resourceType: 'ServiceRequest',
    id: orderIdOf(item),
    identifier: orderIdentifiers(item),
    status: 'completed',
    intent: 'order',
    code: { text: `${item.type.displayName} consultation` },
    subject: { reference: `Patient/${patientIdOf(item)}` },
    authoredOn: item.sentOutAt ?? item.createdAt,
    requester: requesterOf(item),
    specimen: item.slides.map((specimen) => ({ reference: `Specimen/${specimen.specimenID}` })),
    note: item.clinicalInfo ? [{ text: item.clinicalInfo }] : undefined,
  };
}

/**
 * What a case's order names before its report exists: the Patient, the ServiceRequest (active until the case is
 * signed out, revoked once cancelled) and its Specimens. The Task the API answers from the order on
 * (fhir-task.ts) references the first two, so that they are read, not 404, while the case is still being read.
 */
export function orderStageResources(item: CaseRecord): Resource[] {
  const order: ServiceRequest = {
    ...orderOf(item),
    status: item.status === 'Cancelled' ? 'revoked' : 'active',
  };
  return [patientOf(item), order, ...specimensOf(item, order)];
}

function observationsOf(
  item: CaseRecord,
  report: FinalReport,
  part: SynopticPart,
  template: SynopticTemplate | undefined,
  status: 'final' | 'amended',
): Observation[] {
  const items = new Map(template?.items.map((entry) => [entry.id, entry]));
  return part.answers.map(({ itemId, value }, index) => {
    const entry = items.get(itemId);
    const code = entry
      ? { coding: [entry.coding], text: entry.label }
      : { coding: [{ system: `${PATHBRIDGE_SYSTEM}/CodeSystem/synoptic-item`, code: itemId }], text: itemId };
    const answer = entry?.answers.find((option) => option.code === value);
    const observation: Observation = {
      resourceType: 'Observation',
      id: `${item.caseID}-obs-${index + 1}`,
      status,
      category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }] }],
      code,
      subject: { reference: `Patient/${patientIdOf(item)}` },
      effectiveDateTime: report.signedOutAt,
      performer: [{ reference: `Practitioner/${report.signedOutBy.id}`, display: report.signedOutBy.name }],
      specimen: item.slides[0] ? { reference: `Specimen/${item.slides[0].specimenID}` } : undefined,
    };
    if (typeof value === 'number') {
      const unit = entry?.unit ?? undefined;
      observation.valueQuantity = { value, unit, system: unit ? UCUM : undefined, code: unit };
    } else if (answer) {
      observation.valueCodeableConcept = { coding: [answer], text: answer.display };
    } else {
      observation.valueString = value;
    }
    return observation;
  });
}

export interface FhirReportInput {
  item: CaseRecord;
  templates: readonly SynopticTemplate[];
  /** Where the report's PDF is read: the current version's FHIR Binary (fhir-documents.ts, decision 136). */
  pdfUrl: string;
  /** The FHIR base the Bundle's full URLs start with (`…/fhir/R4`). */
  fhirBase: string;
}

/** The signed-out case as one Bundle; null for a case with no final report. */
export function fhirReportBundle({ item, templates, pdfUrl, fhirBase }: FhirReportInput): Bundle | null {
  const report = item.finalReport;
  if (!report) return null;
  const status = report.addenda.length ? 'amended' : 'final';
  const part = currentSynoptic(report);
  const order = orderOf(item);
  const specimens = specimensOf(item, order);
  const observations = part
    ? observationsOf(
        item,
        report,
        part,
        templates.find((template) => template.id === part.templateId),
        status,
      )
    : [];
  const times = lastUpdatedOf(item, report);
  const issued = times.report;
  const text = reportText(report);
  const diagnosticReport: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: item.caseID,
    identifier: [caseIdentifier(item)],
    basedOn: [ref(order)],
    status,
    category: [{ coding: [{ system: LOINC, code: 'LP7839-6', display: 'Pathology' }] }],
    code: {
      coding: [{ system: LOINC, code: '11526-1', display: 'Pathology study' }],
      text: item.type.displayName,
    },
    subject: { reference: `Patient/${patientIdOf(item)}` },
    effectiveDateTime: report.signedOutAt,
    issued,
    performer: [{ reference: `Practitioner/${report.signedOutBy.id}`, display: report.signedOutBy.name }],
    resultsInterpreter: [
      { reference: `Practitioner/${report.signedOutBy.id}`, display: report.signedOutBy.name },
    ],
    specimen: specimens.map(ref),
    result: observations.map((observation) => ({ reference: `Observation/${observation.id}` })),
    conclusion: report.primaryDiagnosis,
    presentedForm: [
      {
        contentType: 'application/pdf',
        url: pdfUrl,
        title: `Final report ${item.caseRecordId}, version ${report.version}`,
      },
      {
        contentType: 'text/plain; charset=utf-8',
        data: Buffer.from(text, 'utf8').toString('base64'),
        title: `Final report ${item.caseRecordId}, version ${report.version} (text)`,
      },
    ],
  };
  const ofCase = times.case;
  const stamped: [Resource, string][] = [
    [diagnosticReport, issued],
    ...observations.map((observation): [Resource, string] => [observation, issued]),
    ...specimens.map((specimen): [Resource, string] => [specimen, ofCase]),
    [patientOf(item), ofCase],
    [order, ofCase],
    [organizationOf(item), ofCase],
    [practitionerOf(report), times.signer],
  ];
  const resources = stamped.map(([resource, lastUpdated]) => ({ ...resource, meta: { lastUpdated } }));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: issued,
    entry: resources.map((resource) => ({
      fullUrl: `${fhirBase}/${resource.resourceType}/${(resource as { id: string }).id}`,
      resource,
    })),
  };
}
