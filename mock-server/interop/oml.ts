/**
 * An order in as HL7 v2.5.1 OML^O21 (issue 49, decision 106, change 4), read with @medplum/core's Hl7Message:
 * the same `OrderInput` a FHIR Bundle gives (order-bundle.ts), or the problems that stop it, each naming its
 * segment and field as an ACK's ERR-2 does. ORC-1 says whether it is a new order (NW), a change (XO) or a cancel
 * (CA; decision 118). Pure; docs/interop.md has the mapping field by field.
 */
import type { Hl7Message, Hl7Segment } from '@medplum/core';
import { hl7Unescape, type Hl7Problem } from './hl7-build';
import type { OrderControl } from './order-control';
import type { OrderOrigin } from './order-origin';
import { ORDERABLE_CASE_TYPES, type OrderInput } from './order-input';

export type OmlOrder =
  | { ok: true; placerOrderNumber: string; control: 'new' | 'change'; input: OrderInput; origin: OrderOrigin }
  | { ok: true; placerOrderNumber: string; control: 'cancel' }
  | { ok: false; problems: Hl7Problem[] };

/** ORC-1, the order control (HL7 table 0119) the intake takes (decision 118). */
const CONTROLS = { NW: 'new', XO: 'change', CA: 'cancel' } as const;

const PRIORITY: Record<string, OrderInput['priority']> = { S: 'STAT', A: 'Rush', R: 'Routine' };
const SEX: Record<string, OrderInput['patientInfo']['gender']> = { M: 'Male', F: 'Female', O: 'Other' };

const text = (segment: Hl7Segment | undefined, field: number, component = 1) =>
  hl7Unescape(segment?.getComponent(field, component) ?? '').trim();

/** An HL7 date (YYYYMMDD…) as YYYY-MM-DD, and its time of day as written (HH:MM) when it has one. */
function hl7Date(value: string): { date: string; time: string | null } | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2}))?/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const date = `${year}-${month}-${day}`;
  if (Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date) return null;
  return { date, time: hour && minute ? `${hour}:${minute}` : null };
}

const asSent = (segment: Hl7Segment | undefined, field: number) => segment?.getField(field)?.toString() ?? '';

/** The order's identifiers and people as it wrote them, for the results to echo (order-origin.ts). */
function hl7Origin(
  message: Hl7Message,
  pid: Hl7Segment,
  orc: Hl7Segment,
  obr: Hl7Segment,
): OrderOrigin['hl7'] {
  const pv1 = message.getSegment('PV1');
  return {
    patientIds: asSent(pid, 3),
    placer: asSent(orc, 2) || asSent(obr, 2),
    orderingProvider: asSent(orc, 12) || asSent(obr, 16),
    visit: pv1 ? pv1.fields.slice(1).map((field) => field.toString()) : null,
  };
}

/** The order an OML^O21 holds (its first ORC/OBR, the SPMs after them), or what is wrong with it. */
export function orderFromOml(message: Hl7Message): OmlOrder {
  const problems: Hl7Problem[] = [];
  const need = (segment: string, field: number, code: Hl7Problem['code'], what: string, sequence = 1) =>
    problems.push({ segment, sequence, field, code, text: `${segment}-${field}: ${what}` });

  const type = `${text(message.header, 9, 1)}^${text(message.header, 9, 2)}`;
  if (type !== 'OML^O21') {
    need('MSH', 9, '200', `PathBridge takes orders as OML^O21, not ${type}.`);
    return { ok: false, problems };
  }
  const pid = message.getSegment('PID');
  const orc = message.getSegment('ORC');
  const obr = message.getSegment('OBR');
  if (!pid) need('PID', 0, '101', 'the patient (PID) is missing.');
  if (!orc) need('ORC', 0, '101', 'the order (ORC) is missing.');
  if (!obr) need('OBR', 0, '101', 'the observation request (OBR) is missing.');
  if (!pid || !orc || !obr) return { ok: false, problems };

  const code = text(orc, 1);
  const control = CONTROLS[code as keyof typeof CONTROLS] as OrderControl | undefined;
  if (!control) need('ORC', 1, '103', `the order control must be NW, XO or CA, not "${code}".`);
  const placer = text(orc, 2) || text(obr, 2);
  if (!placer) need('ORC', 2, '101', 'the placer order number is required (ORC-2 or OBR-2).');
  else if (placer.length > 64) need('ORC', 2, '102', 'a placer order number has at most 64 characters.');
  // A cancel names its order by the placer number; what else it says is not read.
  if (control === 'cancel')
    return problems.length ? { ok: false, problems } : { ok: true, control, placerOrderNumber: placer };

  const lastName = text(pid, 5, 1);
  const firstName = text(pid, 5, 2);
  if (!lastName || !firstName) need('PID', 5, '101', 'the patient’s family and given names are required.');
  const born = hl7Date(text(pid, 7));
  if (!born) need('PID', 7, text(pid, 7) ? '102' : '101', 'the date of birth (YYYYMMDD) is required.');
  const gender = SEX[text(pid, 8)];
  if (!gender) need('PID', 8, '103', 'the sex must be M, F or O.');
  const mrn = text(pid, 3) || null;
  if (lastName.length > 100 || firstName.length > 100)
    need('PID', 5, '102', 'a name has at most 100 characters.');
  if ((mrn?.length ?? 0) > 50) need('PID', 3, '102', 'the medical record number has at most 50 characters.');

  const service = text(obr, 4, 1);
  const serviceSystem = text(obr, 4, 3);
  if (serviceSystem === '99PB' && !ORDERABLE_CASE_TYPES.has(service))
    need('OBR', 4, '103', `unknown case type "${service}" (99PB).`);
  const caseType = (ORDERABLE_CASE_TYPES.has(service) ? service : 'surgical') as OrderInput['type'];
  const priority = PRIORITY[text(message.getSegment('TQ1'), 9) || text(obr, 5) || 'R'];
  if (!priority) need('TQ1', 9, '103', 'the priority must be S, A or R.');

  const spms = message.getAllSegments('SPM');
  if (!spms.length) need('SPM', 0, '101', 'the order needs at least one specimen (SPM).');
  if (spms.length > 50) need('SPM', 0, '102', 'an order has at most 50 specimens.');
  const specimens = spms.map((spm, index) => {
    const specimenType = text(spm, 4, 2) || text(spm, 4, 1);
    if (!specimenType) need('SPM', 4, '101', 'the specimen type is required.', index + 1);
    const rawCollected = text(spm, 17);
    const collected = rawCollected ? hl7Date(rawCollected) : null;
    if (rawCollected && !collected) need('SPM', 17, '102', 'not a date (YYYYMMDD[HHMM]).', index + 1);
    const bodysite = text(spm, 8, 2) || text(spm, 8, 1) || null;
    const facilitySpecimenID = text(spm, 2) || null;
    if (specimenType.length > 100 || (bodysite?.length ?? 0) > 100 || (facilitySpecimenID?.length ?? 0) > 50)
      need('SPM', 2, '102', 'an identifier has at most 50 characters, a type or site 100.', index + 1);
    return {
      facilitySpecimenID,
      bodysite,
      specimenType,
      specimenCollectionDate: collected?.date ?? null,
      collectionTime: collected?.time ?? null,
      subsections: [],
    };
  });

  const notes = [
    text(obr, 13),
    ...message.getAllSegments('NTE').map((nte) => hl7Unescape(nte.getField(3)?.toString() ?? '').trim()),
  ].filter(Boolean);
  const clinicalInfo = notes.join('\n') || null;
  if ((clinicalInfo?.length ?? 0) > 5000)
    need('NTE', 3, '102', 'the clinical information has at most 5000 characters.');

  if (problems.length || !control || !born || !gender || !priority) return { ok: false, problems };
  return {
    ok: true,
    control,
    placerOrderNumber: placer,
    input: {
      type: caseType,
      priority,
      patientInfo: { firstName, lastName, birthDate: born.date, gender, mrn },
      specimens,
      clinicalInfo,
    },
    origin: { hl7: hl7Origin(message, pid, orc, obr), fhir: null },
  };
}
