/**
 * An order in as HL7 v2.5.1 OML^O21, or ORM^O01 of v2.3 to 2.5.1 (decision 106), read with @medplum/core's
 * Hl7Message: the same `OrderInput` a FHIR Bundle gives (order-bundle.ts), and what the order says of itself in its
 * own terms (order-origin.ts), or the problems that stop it, each naming its segment and field as an ACK's ERR-2
 * does. ORC-1 says whether it is a new order (NW), a change (XO) or a cancel (CA; decision 118). Pure;
 * docs/interop.md has the mapping field by field.
 */
import type { Hl7Message, Hl7Segment } from '@medplum/core';
import { hl7Unescape, type Hl7Problem } from './hl7-build';
import type { OrderControl } from './order-control';
import type { OrderOrigin } from './order-origin';
import { ORDERABLE_CASE_TYPES, type IncomingOrder, type OrderInput } from './order-input';
import { accessionNumberOf } from './dicomweb/accession-rules';

/** An order read from HL7: as from FHIR, but its problems are HL7's (answered in the ACK's ERR segments). */
export type OmlOrder = Extract<IncomingOrder, { ok: true }> | { ok: false; problems: Hl7Problem[] };

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

type Need = (
  segment: string,
  field: number,
  code: Hl7Problem['code'],
  what: string,
  sequence?: number,
) => void;
type Specimen = OrderInput['specimens'][number];

function specimen(
  fields: Pick<Specimen, 'facilitySpecimenID' | 'bodysite' | 'specimenType'>,
  rawCollected: string,
  at: { segment: string; sequence: number; collected: number; type: number },
  need: Need,
): Specimen {
  const { segment, sequence } = at;
  if (!fields.specimenType) need(segment, at.type, '101', 'the specimen type is required.', sequence);
  const collected = rawCollected ? hl7Date(rawCollected) : null;
  if (rawCollected && !collected)
    need(segment, at.collected, '102', 'not a date (YYYYMMDD[HHMM]).', sequence);
  if (
    fields.specimenType.length > 100 ||
    (fields.bodysite?.length ?? 0) > 100 ||
    (fields.facilitySpecimenID?.length ?? 0) > 50
  )
    need(segment, at.type, '102', 'an identifier has at most 50 characters, a type or site 100.', sequence);
  return {
    ...fields,
    specimenCollectionDate: collected?.date ?? null,
    collectionTime: collected?.time ?? null,
    subsections: [],
  };
}

/** An SPM: SPM-2 the facility's id, SPM-4 the type, SPM-8 the body site, SPM-17 when collected. */
const specimenOfSpm = (spm: Hl7Segment, sequence: number, need: Need) =>
  specimen(
    {
      facilitySpecimenID: text(spm, 2) || null,
      bodysite: text(spm, 8, 2) || text(spm, 8, 1) || null,
      specimenType: text(spm, 4, 2) || text(spm, 4, 1),
    },
    text(spm, 17),
    { segment: 'SPM', sequence, collected: 17, type: 4 },
    need,
  );

/** An ORM's OBR: OBR-15's source (its code's text, or the code) and body site (its 4th part), OBR-7 when collected. */
function specimenOfObr(obr: Hl7Segment, sequence: number, need: Need) {
  const part = (component: number, subcomponent: number) =>
    hl7Unescape(obr.getComponent(15, component, subcomponent) ?? '').trim();
  return specimen(
    {
      facilitySpecimenID: null,
      bodysite: part(4, 1) || part(4, 0) || null,
      specimenType: part(1, 1) || part(1, 0),
    },
    text(obr, 7),
    { segment: 'OBR', sequence, collected: 7, type: 15 },
    need,
  );
}

/** The order an OML^O21 or ORM^O01 holds (its first ORC/OBR, its specimens), or what is wrong with it. */
export function orderFromOml(message: Hl7Message): OmlOrder {
  const problems: Hl7Problem[] = [];
  const need = (segment: string, field: number, code: Hl7Problem['code'], what: string, sequence = 1) =>
    problems.push({ segment, sequence, field, code, text: `${segment}-${field}: ${what}` });

  const type = `${text(message.header, 9, 1)}^${text(message.header, 9, 2)}`;
  if (type !== 'OML^O21' && type !== 'ORM^O01') {
    need('MSH', 9, '200', `PathBridge takes orders as OML^O21 or ORM^O01, not ${type}.`);
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
  // TQ1-9 (v2.5 on), else the priority of ORC-7's or OBR-27's TQ (an ORM of v2.3 or 2.4), else OBR-5.
  const priority =
    PRIORITY[
      text(message.getSegment('TQ1'), 9) || text(orc, 7, 6) || text(obr, 27, 6) || text(obr, 5) || 'R'
    ];
  if (!priority) need('TQ1', 9, '103', 'the priority must be S, A or R.');

  // An ORM^O01 without SPM (there is none before v2.5) says each specimen in an OBR's OBR-15.
  const specimens =
    type === 'ORM^O01' && !message.getSegment('SPM')
      ? message.getAllSegments('OBR').map((each, index) => specimenOfObr(each, index + 1, need))
      : message.getAllSegments('SPM').map((spm, index) => specimenOfSpm(spm, index + 1, need));
  if (!specimens.length) need('SPM', 0, '101', 'the order needs at least one specimen (SPM).');
  if (specimens.length > 50) need('SPM', 0, '102', 'an order has at most 50 specimens.');

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
    // OBR-18 (Placer Field 1), where IHE's scheduled workflow puts the accession number, else IPC-1 (v2.5.1).
    accessionNumber: accessionNumberOf(text(obr, 18) || text(message.getSegment('IPC'), 1)),
  };
}
