/**
 * What the FHIR API serves of a facility (decision 106, change 5): its signed-out cases a user of the facility may
 * see by the pages' rules (cases/access.ts), and a case's resources as fhir-report.ts makes them.
 */
import type { Resource } from '@medplum/fhirtypes';
import { canSeeCase } from '../cases/access';
import { caseIndex } from '../cases/case-index';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import type { CaseRecord } from '../store/db';
import { fhirReportBundle } from './fhir-report';
import { binaryUrlOf } from './fhir-identifiers';

/** The viewer the pages' rules judge: a user of the credential's facility. */
export const viewerOf = (facilityId: string) =>
  ({ id: `fhir-${facilityId}`, role: 'MedicalFacility', status: 'Active', facilityId }) as const;

/** The case's report as resources (null before its sign-out). */
export function resourcesOf(item: CaseRecord, base: string): Resource[] | null {
  const bundle = fhirReportBundle({
    item,
    templates: SYNOPTIC_TEMPLATES,
    pdfUrl: binaryUrlOf(base, item.caseID, item.finalReport?.version ?? 1),
    fhirBase: base,
  });
  return bundle ? bundle.entry!.map(({ resource }) => resource!) : null;
}

/** The facility's cases its users may see, in any state (a Task follows a case from its order on). */
export function casesOf(facilityId: string): CaseRecord[] {
  const viewer = viewerOf(facilityId);
  caseIndex.ready();
  return [...caseIndex.posting('facility', facilityId)]
    .map((entry) => entry.record)
    .filter((item) => canSeeCase(viewer, item));
}

/** The facility's signed-out cases its users may see. */
export const signedCasesOf = (facilityId: string): CaseRecord[] =>
  casesOf(facilityId).filter((item) => item.finalReport);
