/**
 * The ids and identifiers the FHIR resources of a case carry (fhir-report.ts), in one home: the resources are made
 * with them and the FHIR API's searches by identifier compare with them, so a change of system reaches both. A
 * case a FHIR order made carries the order's own identifiers, systems and all (order-origin.ts), while they still
 * say what the case says: the hospital finds its results by the identifiers it sent.
 */
import type { Identifier, ServiceRequest } from '@medplum/fhirtypes';
import type { CaseRecord } from '../store/db';
import { originOfCase } from './order-input';

const fhirOrigin = (item: CaseRecord) => originOfCase(item)?.fhir ?? null;

export const PATHBRIDGE_SYSTEM = 'https://pathbridge.example/fhir';
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/** The case's Patient's id: one Patient per case. */
export const patientIdOf = (item: CaseRecord) => `${item.caseID}-patient`;

/** The case's ServiceRequest's id: the order the case answers. */
export const orderIdOf = (item: CaseRecord) => `${item.caseID}-order`;

/** The Patient's identifiers (its MRN at the facility), which a search by identifier compares with. */
export function patientIdentifiers(item: CaseRecord): Identifier[] {
  const { mrn } = item.patientInfo;
  if (!mrn) return [];
  // The order's, unless the clerk has since changed the MRN to one it did not name.
  const sent = fhirOrigin(item)?.patientIdentifiers ?? [];
  if (sent.some((identifier) => identifier.value === mrn)) return sent;
  return [
    {
      type: { coding: [{ system: V2_0203, code: 'MR', display: 'Medical record number' }] },
      system: `${PATHBRIDGE_SYSTEM}/facility/${item.facility.id}/mrn`,
      value: mrn,
    },
  ];
}

/** The case as an identifier: the DiagnosticReport's and every version's DocumentReference's. */
export const caseIdentifier = (item: CaseRecord): Identifier => ({
  system: `${PATHBRIDGE_SYSTEM}/case`,
  value: item.caseID,
});

/** The ServiceRequest's identifiers (placer and filler), which a search by identifier compares with. */
export function orderIdentifiers(item: CaseRecord): Identifier[] {
  const sent = fhirOrigin(item)?.placer;
  return [
    sent && sent.value === item.placerOrderNumber
      ? sent
      : {
          type: { coding: [{ system: V2_0203, code: 'PLAC', display: 'Placer Identifier' }] },
          system: `${PATHBRIDGE_SYSTEM}/facility/${item.facility.id}/order`,
          // The facility’s own order number when the case came in as an order (createOrder, OML^O21).
          value: item.placerOrderNumber ?? item.caseRecordId,
        },
    {
      type: { coding: [{ system: V2_0203, code: 'FILL', display: 'Filler Identifier' }] },
      system: `${PATHBRIDGE_SYSTEM}/case`,
      value: item.caseID,
    },
  ];
}

/** Who ordered: the order's requester as it gave it (by identifier and name), else the facility. */
export function requesterOf(item: CaseRecord): NonNullable<ServiceRequest['requester']> {
  const sent = fhirOrigin(item)?.requester;
  return sent && (sent.display || sent.identifier)
    ? {
        ...(sent.identifier && { identifier: sent.identifier }),
        ...(sent.display && { display: sent.display }),
      }
    : { reference: `Organization/${item.facility.id}`, display: item.facility.name };
}

/** The id of version `version`'s Binary and DocumentReference. */
export const documentIdOf = (caseID: string, version: number) => `${caseID}-v${version}`;

/** The case and version a Binary's or DocumentReference's id names, or null when it names none. */
export function documentOfId(id: string): { caseID: string; version: number } | null {
  const match = /^(.+)-v([1-9]\d{0,3})$/.exec(id);
  return match ? { caseID: match[1]!, version: Number(match[2]) } : null;
}

/** The absolute URL of version `version`'s Binary. */
export const binaryUrlOf = (base: string, caseID: string, version: number) =>
  `${base}/Binary/${documentIdOf(caseID, version)}`;

/** A version's DocumentReference's master identifier: its id, under PathBridge's report-document system. */
export const documentIdentifier = (caseID: string, version: number): Identifier => ({
  system: `${PATHBRIDGE_SYSTEM}/report-document`,
  value: documentIdOf(caseID, version),
});
