/**
 * A signed-out case as an HL7 v2.5.1 ORU^R01 (decision 106), built with @medplum/core's Hl7Message:
 * PID (the patient), the order's PV1 when it had one, ORC and OBR (the placer order number is the order's, or
 * the facility's case record id; the filler's PathBridge's case id; OBR-16 the ordering provider), an OBX per
 * section of the report's text (TX, LOINC where one is sure), one per answer of its structured part (CWE, NM with
 * a UCUM unit, or TX), one pointing at the PDF's FHIR Binary (RP), the PDF itself (ED) when the facility asks for it
 * and it fits (decision 136), and an SPM per specimen. Identifiers an order gave come back
 * as it wrote them (hl7-echo.ts). A report with addenda is a correction (OBR-25 and every OBX-11 'C'). Text is
 * escaped, times carry their offset and the MSH names UTF-8 when needed (hl7-build.ts).
 */
import type { Hl7Message } from '@medplum/core';
import { currentSynoptic, type components } from '../../contracts';
import type { CaseRecord } from '../store/db';
import { hl7Escape, hl7Message, hl7Time, segment } from './hl7-build';
import { patientIds, placerOf, specimenSegments, visitOf } from './hl7-echo';
import type { OrderOrigin } from './order-origin';

type SynopticTemplate = components['schemas']['SynopticTemplate'];
type FinalReport = NonNullable<CaseRecord['finalReport']>;

/** HL7's coding system names: LOINC, UCUM and PathBridge's own (a local system: 99…). */
const SYSTEMS: Record<string, string> = {
  'http://loinc.org': 'LN',
  'http://unitsofmeasure.org': 'UCUM',
};
const LOCAL = '99PB';

const coded = (code: string, display: string, system: string) =>
  [code, display, SYSTEMS[system] ?? LOCAL].map(hl7Escape).join('^');

const GENDER = { Male: 'M', Female: 'F', Other: 'O' } as const;

export interface OruInput {
  item: CaseRecord;
  templates: readonly SynopticTemplate[];
  /** MSH-10: the message's control id, kept across retries of the same message. */
  controlId: string;
  /** MSH-5 and MSH-6: the facility's receiving application and facility. */
  receiver: { application: string; facility: string };
  /** The RP OBX's pointer: the version's FHIR Binary, which the facility's own credential reads. */
  pdfUrl: string;
  /** The PDF for an ED OBX (embedReportPdf), null or absent for none; one past `maxEmbeddedBytes` is left out. */
  pdf?: Uint8Array | null;
  maxEmbeddedBytes?: number;
  /** MSH-7. */
  now: Date;
  /** The signing pathologist's names (OBR-32); else read from the name the report keeps, given names first. */
  signer?: { family: string; given: string };
  /** What the case's HL7 order said of itself, echoed (hl7-echo.ts); null when it came otherwise. */
  origin?: OrderOrigin['hl7'];
}

function observations(
  report: FinalReport,
  templates: readonly SynopticTemplate[],
  status: string,
): string[][] {
  const sections: [string, string, string, string | null][] = [
    ['22637-3', 'Pathology report final diagnosis', 'http://loinc.org', report.primaryDiagnosis],
    ['22634-0', 'Pathology report gross observation', 'http://loinc.org', report.grossDescription],
    [
      '22635-7',
      'Pathology report microscopic observation',
      'http://loinc.org',
      report.microscopicDescription,
    ],
    ['comments', 'Comments', LOCAL, report.comments],
    ...report.addenda.map((addendum): [string, string, string, string] => [
      `addendum-${addendum.version}`,
      `Addendum (version ${addendum.version})`,
      LOCAL,
      `${addendum.reason}\n${addendum.text}`,
    ]),
  ];
  const rows = sections
    .filter((section): section is [string, string, string, string] => Boolean(section[3]))
    .map(([code, display, system, text]) => ['TX', coded(code, display, system), hl7Escape(text), '']);
  const part = currentSynoptic(report);
  const template = part && templates.find((candidate) => candidate.id === part.templateId);
  const items = new Map(template?.items.map((entry) => [entry.id, entry]));
  for (const { itemId, value } of part?.answers ?? []) {
    const entry = items.get(itemId);
    const code = entry
      ? coded(entry.coding.code, entry.label, entry.coding.system)
      : coded(itemId, itemId, LOCAL);
    if (typeof value === 'number') {
      const unit = entry?.unit ?? '';
      rows.push(['NM', code, String(value), unit ? [unit, unit, 'UCUM'].map(hl7Escape).join('^') : '']);
      continue;
    }
    const answer = entry?.answers.find((option) => option.code === value);
    rows.push(
      answer
        ? ['CWE', code, coded(answer.code, answer.display, LOCAL), '']
        : ['TX', code, hl7Escape(value), ''],
    );
  }
  return rows.map(([type, code, value, units]) =>
    segment('OBX', { 2: type!, 3: code!, 5: value!, 6: units!, 11: status }),
  );
}

/**
 * OBX-5 of an ED OBX carrying `pdf` (HL7 2.5.1 ED: source application, type of data, data subtype, encoding,
 * data): `^AP^PDF^Base64^<base64>`; null when the PDF is larger than `maxBytes`. Base64's alphabet (A-Z, a-z, 0-9,
 * +, /, =) holds none of the message's delimiters (| ^ ~ \ &) nor a segment's end, so the data needs no escaping.
 */
export function embeddedPdfValue(pdf: Uint8Array, maxBytes: number): string | null {
  if (pdf.byteLength > maxBytes) return null;
  return ['', 'AP', 'PDF', 'Base64', Buffer.from(pdf).toString('base64')].join('^');
}

function embedded(pdf: Uint8Array | null, maxBytes: number, status: string): string[][] {
  const value = pdf && embeddedPdfValue(pdf, maxBytes);
  if (!value) return [];
  return [
    segment('OBX', { 2: 'ED', 3: coded('report-pdf', 'Final report (PDF)', LOCAL), 5: value, 11: status }),
  ];
}

/** A name as the report keeps it ("Maya Okafor"): the last word the family name, the rest given names. */
function namesOf(name: string): { family: string; given: string } {
  const words = name.trim().split(/\s+/);
  return { family: words.at(-1) ?? '', given: words.slice(0, -1).join(' ') };
}

/** The ORU^R01 of a signed-out case's current version; null for a case with no final report. */
export function oruMessage({
  item,
  templates,
  controlId,
  receiver,
  pdfUrl,
  now,
  signer,
  origin = null,
  pdf = null,
  maxEmbeddedBytes = Number.POSITIVE_INFINITY,
}: OruInput): Hl7Message | null {
  const report = item.finalReport;
  if (!report) return null;
  const status = report.addenda.length ? 'C' : 'F';
  const info = item.patientInfo;
  // The facility’s own order number when the case came in as an order, else the case record id it was made under.
  const placer = placerOf(origin, item.placerOrderNumber ?? item.caseRecordId, item.facility.id);
  const orderingProvider = origin?.orderingProvider ?? '';
  const filler = `${hl7Escape(item.caseID)}^PathBridge`;
  const resulted = report.addenda.at(-1)?.addedAt ?? report.signedOutAt;
  const names = signer ?? namesOf(report.signedOutBy.name);
  // OBR-32 is an NDL: its first component a CNN, whose parts are subcomponents (id&family&given).
  const interpreter = [report.signedOutBy.id, names.family, names.given].map(hl7Escape).join('&');
  const segments = [
    segment('PID', {
      1: '1',
      3: patientIds(origin, info.mrn ?? null, item.facility.id),
      5: `${hl7Escape(info.lastName)}^${hl7Escape(info.firstName)}`,
      7: (info.birthDate ?? '').replaceAll('-', ''),
      8: info.gender ? GENDER[info.gender] : 'U',
    }),
    ...visitOf(origin),
    segment('ORC', { 1: 'RE', 2: placer, 3: filler, 5: 'CM', 12: orderingProvider }),
    segment('OBR', {
      1: '1',
      2: placer,
      3: filler,
      4: coded('11526-1', 'Pathology study', 'http://loinc.org'),
      7: item.slides[0]?.specimenCollectionDate?.replaceAll('-', '') ?? '',
      16: orderingProvider,
      22: hl7Time(resulted),
      24: 'SP',
      25: status,
      32: interpreter,
    }),
    ...observations(report, templates, status),
    segment('OBX', {
      2: 'RP',
      3: coded('report-pdf', 'Final report (PDF)', LOCAL),
      5: `${hl7Escape(pdfUrl)}^^application^pdf`,
      11: status,
    }),
    ...embedded(pdf, maxEmbeddedBytes, status),
    ...specimenSegments(item.slides),
  ];
  // OBX-1: the observations numbered in order.
  segments
    .filter((fields) => fields[0] === 'OBX')
    .forEach((fields, index) => {
      fields[1] = String(index + 1);
    });
  return hl7Message(
    {
      sender: { application: 'PathBridge', facility: 'PathBridge' },
      receiver: { application: hl7Escape(receiver.application), facility: hl7Escape(receiver.facility) },
      type: 'ORU^R01^ORU_R01',
      controlId: hl7Escape(controlId),
      processingId: 'P',
      at: now,
    },
    segments,
  );
}
