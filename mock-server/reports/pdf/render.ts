/**
 * The final report as a PDF (pdf-lib, decisions 033 and 076): the same document the page shows, at the version
 * asked for, in the same order (the diagnosis first), dates in spec 5's format in the zone given, the patch
 * snapshots with their notes and scale bars. Page 1 opens with a letterhead (the reading service, the sending
 * facility, who signed it out, with their credentials as recorded at sign-out, and when); every page has the patient and the case in its header and the case
 * record id and 'Page i of n' in its footer. The PDF is tagged: headings, paragraphs and figures in a structure
 * tree, the furniture as artifacts, the language and a title the reader shows.
 */
import { PDFDict, PDFName, PDFString, rgb } from 'pdf-lib';
import { formatDateTime } from '../../../contracts/time-format';
import { PRODUCT_NAME } from '../../../contracts/product';
import {
  AMENDED_LABEL,
  REPORT_SECTIONS,
  SYNOPTIC_SECTION,
  adderLine,
  type ReportDocument,
  type ReportSectionTitle,
  type ReportSynoptic,
} from '../../../contracts/report-document';
import { FlowDocument, MUTED, PAGE } from './layout';
import { drawSnapshot, type PdfSnapshot } from './snapshot';

export type { PdfSnapshot };

export interface ReportPdfInput {
  document: ReportDocument;
  /** An IANA zone; formatDateTime falls back to UTC for an unknown one. */
  timeZone: string;
  snapshots?: PdfSnapshot[];
  /**
   * When this version was issued: the file's creation and modification dates, so one version always renders to
   * the same bytes (a DocumentReference's size and hash hold). Absent: the time of rendering.
   */
  issuedAt?: string;
}

const LABEL = { size: 8.5, bold: true, color: MUTED, after: 1, tag: 'H3' } as const;
const HEADING = { size: 12.5, bold: true, after: 6, tag: 'H2' } as const;
const BRAND = rgb(0.05, 0.33, 0.55);

/** Printable ASCII for the information dictionary's literal strings. */
const literal = (text: string) => text.replace(/[^A-Za-z0-9 .,:_-]/g, '_');

function field(flow: FlowDocument, label: string, value: string | null | undefined) {
  const text = value && value.trim() ? value : 'N/A';
  flow.keep(flow.measure(label, LABEL) + flow.lineHeight() * Math.min(3, flow.lines(text).length));
  flow.text(label, LABEL);
  flow.text(text, { after: 7 });
}

/** A titled section (a Sect of the structure tree under its H2); short sections are kept whole on one page. */
async function section(
  flow: FlowDocument,
  title: string,
  estimate: number,
  draw: () => void | Promise<void>,
) {
  flow.keep(Math.min(estimate + 30, PAGE.height / 2));
  flow.gap(4);
  await flow.tags.group('Sect', async () => {
    flow.text(title, HEADING);
    flow.rule(8);
    await draw();
  });
}

/** The letterhead of page 1: the reading service, the report's title and version, who sent it and who signed it. */
function letterhead(flow: FlowDocument, doc: ReportDocument, date: (iso: string) => string) {
  flow.text(PRODUCT_NAME, { size: 16, bold: true, color: BRAND, after: 0 });
  flow.text('Pathology send-out reading service', { size: 9, color: MUTED, after: 6 });
  flow.rule(10);
  flow.text('Final Report', { size: 20, bold: true, tag: 'H1', after: 2 });
  flow.text(
    `Case ${doc.caseRecordId} - version ${doc.version} of ${doc.currentVersion}${doc.amended ? ` - ${AMENDED_LABEL}` : ''}`,
    { size: 11, bold: doc.amended, after: 6 },
  );
  const fact = { size: 9.5, after: 1 } as const;
  flow.text(`Sending facility: ${doc.facility}`, fact);
  flow.text(`Sent out: ${doc.sentOutAt ? date(doc.sentOutAt) : 'N/A'}`, fact);
  const { name, credentials } = doc.signedOutBy;
  flow.text(`Signed out by ${name}, ${date(doc.signedOutAt)}`, { ...fact, after: credentials ? 1 : 10 });
  if (credentials) flow.text(credentials, { ...fact, after: 10 });
  if (doc.version < doc.currentVersion) {
    flow.text(`This is version ${doc.version}: the report as it read before the later addenda.`, {
      size: 9,
      color: MUTED,
      after: 8,
    });
  }
}

/** The running header's patient line: name, MRN and date of birth as far as known. */
export function patientLine(doc: ReportDocument): string {
  const ids = [
    doc.patient.mrn && `MRN ${doc.patient.mrn}`,
    doc.patient.birthDate && `DOB ${doc.patient.birthDate}`,
  ];
  const known = ids.filter(Boolean);
  return `Patient: ${doc.patient.name || 'N/A'}${known.length ? ` - ${known.join(' - ')}` : ''}`;
}

/** Each section's drawing and a guess at its height (to keep short ones whole). */
function sectionDrawers(flow: FlowDocument, doc: ReportDocument, date: (iso: string) => string) {
  return {
    Diagnosis: {
      estimate: 160,
      draw: () => {
        field(flow, 'Final diagnosis', doc.primaryDiagnosis);
        field(flow, 'Gross description', doc.grossDescription);
        field(flow, 'Microscopic description', doc.microscopicDescription);
        field(flow, 'Comments', doc.comments);
        field(flow, 'CPT codes', doc.cptCodes.join(', '));
        field(flow, 'Billing component', doc.billingComponent);
      },
    },
    'Sign-out': {
      estimate: 90,
      draw: () => {
        field(flow, 'Signed out by', doc.signedOutBy.name);
        field(flow, 'Credentials', doc.signedOutBy.credentials);
        field(flow, 'Signed out', date(doc.signedOutAt));
      },
    },
    Patient: {
      estimate: 120,
      draw: () => {
        field(flow, 'Name', doc.patient.name);
        field(flow, 'Date of birth', doc.patient.birthDate);
        field(flow, 'Sex', doc.patient.sex);
        if (doc.patient.mrn) field(flow, 'MRN', doc.patient.mrn);
      },
    },
    Specimens: {
      estimate: 40 * Math.max(1, doc.specimens.length),
      draw: () => {
        if (doc.specimens.length === 0) flow.text('No specimens.');
        for (const specimen of doc.specimens) {
          const slides = specimen.slideNames.length ? `: ${specimen.slideNames.join(', ')}` : '';
          flow.keep(40);
          flow.text(`Specimen ${specimen.name}: ${specimen.type}`, { bold: true, after: 1 });
          flow.text(`Site: ${specimen.site ?? 'N/A'}. Slides: ${specimen.slideCount}${slides}`, { after: 8 });
        }
      },
    },
    Case: {
      estimate: 120,
      draw: () => {
        field(flow, 'Facility', doc.facility);
        field(flow, 'Case record ID', doc.caseRecordId);
        field(flow, 'Case ID', doc.caseId);
        field(flow, 'Case type', doc.caseType);
      },
    },
  } satisfies Record<ReportSectionTitle, { estimate: number; draw: () => void }>;
}

/** The structured part as a table (Table > TR > TH, TD), under its template's title (decision 106). */
async function synopticSection(flow: FlowDocument, synoptic: ReportSynoptic) {
  await section(flow, SYNOPTIC_SECTION, 30 + 16 * synoptic.rows.length, async () => {
    flow.text(synoptic.title, { bold: true, after: 6 });
    await flow.tags.group('Table', async () => {
      for (const row of synoptic.rows) await flow.row(row.label, row.answer);
    });
    flow.gap(4);
  });
}

export async function renderReportPdf({ document: doc, timeZone, snapshots = [], issuedAt }: ReportPdfInput) {
  const flow = await FlowDocument.create();
  const date = (iso: string) => formatDateTime(iso, timeZone);

  letterhead(flow, doc, date);
  const drawers = sectionDrawers(flow, doc, date);
  for (const title of REPORT_SECTIONS) {
    await section(flow, title, drawers[title].estimate, drawers[title].draw);
    if (title === 'Diagnosis' && doc.synoptic) await synopticSection(flow, doc.synoptic);
  }
  if (doc.addenda.length) {
    await section(flow, 'Addenda', 90, () => {
      for (const addendum of doc.addenda) {
        flow.keep(60);
        flow.text(`Addendum - version ${addendum.version}`, { bold: true, after: 1 });
        flow.text(`Added by ${adderLine(addendum.adder)}, ${date(addendum.addedAt)}`, {
          size: 9,
          color: MUTED,
          after: 2,
        });
        flow.text(`Reason: ${addendum.reason}`, { after: 2 });
        flow.text(addendum.text, { after: 10 });
      }
    });
  }
  if (snapshots.length) {
    await section(flow, 'Annotated regions', 200, async () => {
      for (const item of snapshots) await drawSnapshot(flow, item);
    });
  }

  flow.furniture(
    { left: patientLine(doc), right: `Case ${doc.caseRecordId}` },
    `Case ${doc.caseRecordId} - Final report, version ${doc.version}`,
  );
  flow.tags.finish({ lang: 'en-US', title: `Final report ${doc.caseRecordId}, version ${doc.version}` });
  // The Subject is a literal string, so the record id can be found in the file's bytes (the pages are compressed).
  const info = flow.pdf.context.lookup(flow.pdf.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Subject'), PDFString.of(literal(doc.caseRecordId)));
  if (issuedAt) {
    flow.pdf.setCreationDate(new Date(issuedAt));
    flow.pdf.setModificationDate(new Date(issuedAt));
  }
  return flow.pdf.save({ useObjectStreams: false, updateFieldAppearances: false });
}
