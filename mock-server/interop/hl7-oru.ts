/**
 * A signed-out case as an HL7 v2.5.1 ORU^R01 (issue 49, decision 106), built with @medplum/core's Hl7Message:
 * PID (the patient), ORC and OBR (the placer order number is the facility's case record id, the filler's
 * PathBridge's case id), an OBX per section of the report's text (TX, LOINC where one is sure), one per answer
 * of its structured part (CWE, NM with a UCUM unit, or TX) and one pointing at the PDF (RP). A report with
 * addenda is a correction (OBR-25 and every OBX-11 'C'). The library builds and parses the message; it does not
 * escape, so text goes through `hl7Escape` (the standard's five escape sequences and line breaks as \.br\).
 */
import { formatHl7DateTime, Hl7Message, Hl7Segment } from '@medplum/core';
import { currentSynoptic, type components } from '../../contracts';
import type { CaseRecord } from '../store/db';

type SynopticTemplate = components['schemas']['SynopticTemplate'];
type FinalReport = NonNullable<CaseRecord['finalReport']>;

/** HL7's coding system names: LOINC, UCUM and PathBridge's own (a local system: 99…). */
const SYSTEMS: Record<string, string> = {
  'http://loinc.org': 'LN',
  'http://unitsofmeasure.org': 'UCUM',
};
const LOCAL = '99PB';

const ESCAPES: [RegExp, string][] = [
  [/\\/g, '\\E\\'],
  [/\|/g, '\\F\\'],
  [/\^/g, '\\S\\'],
  [/&/g, '\\T\\'],
  [/~/g, '\\R\\'],
  [/\r\n|\r|\n/g, '\\.br\\'],
];

/** Text made safe for a field of a message with the default delimiters. */
export function hl7Escape(text: string): string {
  return ESCAPES.reduce((escaped, [pattern, replacement]) => escaped.replace(pattern, replacement), text);
}

/** The inverse of `hl7Escape`, for what reads a message back. */
export function hl7Unescape(text: string): string {
  return text.replace(
    /\\(E|F|S|T|R|\.br)\\/g,
    (_, code: string) => ({ E: '\\', F: '|', S: '^', T: '&', R: '~', '.br': '\n' })[code]!,
  );
}

const coded = (code: string, display: string, system: string) =>
  [code, display, SYSTEMS[system] ?? LOCAL].map(hl7Escape).join('^');

const GENDER = { Male: 'M', Female: 'F', Other: 'O' } as const;

/** A segment's fields by their numbers (OBR-25 at 25), the ones not given empty. Not for MSH (MSH-1 is its separator). */
function segment(name: string, fields: Record<number, string>): string[] {
  const last = Math.max(...Object.keys(fields).map(Number));
  return [name, ...Array.from({ length: last }, (_, index) => fields[index + 1] ?? '')];
}

export interface OruInput {
  item: CaseRecord;
  templates: readonly SynopticTemplate[];
  /** MSH-10: the message's control id, kept across retries of the same message. */
  controlId: string;
  /** MSH-5 and MSH-6: the facility's receiving application and facility. */
  receiver: { application: string; facility: string };
  pdfUrl: string;
  /** MSH-7. */
  now: Date;
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

/** The ORU^R01 of a signed-out case's current version; null for a case with no final report. */
export function oruMessage({
  item,
  templates,
  controlId,
  receiver,
  pdfUrl,
  now,
}: OruInput): Hl7Message | null {
  const report = item.finalReport;
  if (!report) return null;
  const status = report.addenda.length ? 'C' : 'F';
  const time = (iso: string) => formatHl7DateTime(iso);
  const info = item.patientInfo;
  // The facility’s own order number when the case came in as an order, else the case record id it was made under.
  const placer = `${hl7Escape(item.placerOrderNumber ?? item.caseRecordId)}^${hl7Escape(item.facility.id)}`;
  const filler = `${hl7Escape(item.caseID)}^PathBridge`;
  const resulted = report.addenda.at(-1)?.addedAt ?? report.signedOutAt;
  const signer = `${hl7Escape(report.signedOutBy.id)}^${hl7Escape(report.signedOutBy.name)}`;
  const segments = [
    [
      'MSH',
      '^~\\&',
      'PathBridge',
      'PathBridge',
      hl7Escape(receiver.application),
      hl7Escape(receiver.facility),
      formatHl7DateTime(now),
      '',
      'ORU^R01^ORU_R01',
      hl7Escape(controlId),
      'P',
      '2.5.1',
    ],
    segment('PID', {
      1: '1',
      3: info.mrn ? `${hl7Escape(info.mrn)}^^^${hl7Escape(item.facility.id)}^MR` : '',
      5: `${hl7Escape(info.lastName)}^${hl7Escape(info.firstName)}`,
      7: (info.birthDate ?? '').replaceAll('-', ''),
      8: info.gender ? GENDER[info.gender] : 'U',
    }),
    segment('ORC', { 1: 'RE', 2: placer, 3: filler, 5: 'CM' }),
    segment('OBR', {
      1: '1',
      2: placer,
      3: filler,
      4: coded('11526-1', 'Pathology study', 'http://loinc.org'),
      7: item.slides[0]?.specimenCollectionDate?.replaceAll('-', '') ?? '',
      22: time(resulted),
      24: 'SP',
      25: status,
      32: signer,
    }),
    ...observations(report, templates, status),
    segment('OBX', {
      2: 'RP',
      3: coded('report-pdf', 'Final report (PDF)', LOCAL),
      5: `${hl7Escape(pdfUrl)}^^application^pdf`,
      11: status,
    }),
  ];
  // OBX-1: the observations numbered in order (after MSH, PID, ORC and OBR).
  segments.forEach((segment, index) => {
    if (segment[0] === 'OBX') segment[1] = String(index - 3);
  });
  return new Hl7Message(segments.map((fields) => new Hl7Segment(fields)));
}
