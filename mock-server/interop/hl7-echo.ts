/**
 * The ORU^R01's order and patient fields in the hospital's own terms (order-origin.ts): what the order wrote, as
 * it wrote it, while it still says what the case says; PathBridge's own form when the case came from the pages,
 * or once the facility's clerk changed what the order said (an echoed MRN that is no longer the case's would file
 * the result to the wrong chart). Pure.
 */
import type { CaseRecord } from '../store/db';
import { hl7Escape, hl7Unescape, segment } from './hl7-build';
import type { OrderOrigin } from './order-origin';

type Hl7Origin = NonNullable<OrderOrigin['hl7']>;

/** The first component of each repetition of a field as written, unescaped. */
const firstComponents = (field: string) =>
  field.split('~').map((each) => hl7Unescape(each.split('^')[0] ?? ''));

/** PID-3: the order's identifiers while one of them is still the case's MRN, else the MRN under the facility. */
export function patientIds(origin: Hl7Origin | null, mrn: string | null, facilityId: string): string {
  if (origin && mrn && firstComponents(origin.patientIds).includes(mrn)) return origin.patientIds;
  return mrn ? `${hl7Escape(mrn)}^^^${hl7Escape(facilityId)}^MR` : '';
}

/** ORC-2 and OBR-2: the order's EI (with its namespace) while it names the case's placer number. */
export function placerOf(origin: Hl7Origin | null, placerNumber: string, facilityId: string): string {
  if (origin && firstComponents(origin.placer)[0] === placerNumber) return origin.placer;
  return `${hl7Escape(placerNumber)}^${hl7Escape(facilityId)}`;
}

/** The PV1 the order had, as it was; none when it had none. */
export const visitOf = (origin: Hl7Origin | null): string[][] =>
  origin?.visit ? [['PV1', ...origin.visit]] : [];

const date = (value: string | null, time: string | null) =>
  value ? `${value.replaceAll('-', '')}${time?.replace(':', '') ?? ''}` : '';

/**
 * An SPM per specimen of the case: SPM-2 the facility's specimen id and PathBridge's, SPM-4 the type, SPM-8 the
 * body site, SPM-17 when it was collected. The collection time is the facility's local time as it gave it, with
 * no offset: the case does not know the zone.
 */
export const specimenSegments = (specimens: CaseRecord['slides']): string[][] =>
  specimens.map((specimen, index) =>
    segment('SPM', {
      1: String(index + 1),
      2: `${hl7Escape(specimen.facilitySpecimenID ?? '')}^${hl7Escape(specimen.specimenID)}&PathBridge`,
      4: `^${hl7Escape(specimen.specimenType)}`,
      8: specimen.bodysite ? `^${hl7Escape(specimen.bodysite)}` : '',
      17: date(specimen.specimenCollectionDate, specimen.collectionTime),
    }),
  );
