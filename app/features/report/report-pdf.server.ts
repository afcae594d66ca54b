/**
 * The final report as a PDF (pdf-lib, decision 033): the same document the page shows, at the version asked for,
 * dates in spec 5's format in the zone given, the patch snapshots with their notes and scale bars, and on every
 * page a footer with the case record id and 'Page i of n'. The title in the document's information is a literal
 * string, so the record id can be found in the file's bytes (the text of the pages is compressed).
 */
import { PDFDict, PDFName, PDFString, rgb } from 'pdf-lib';
import { formatDateTime } from '~/lib/format';
import { AMENDED_LABEL, type ReportDocument } from './report-document';
import { FlowDocument, MUTED, PAGE } from './pdf-layout.server';
import type { ReportSnapshot } from './snapshots';

export interface PdfSnapshot {
  snapshot: ReportSnapshot;
  image: { bytes: Uint8Array; contentType: string } | null;
}

export interface ReportPdfInput {
  document: ReportDocument;
  /** An IANA zone; formatDateTime falls back to UTC for an unknown one. */
  timeZone: string;
  snapshots?: PdfSnapshot[];
}

const LABEL = { size: 8.5, bold: true, color: MUTED, after: 1 } as const;
const HEADING = { size: 12.5, bold: true, after: 6 } as const;

/** Printable ASCII for the information dictionary's literal strings. */
const literal = (text: string) => text.replace(/[^A-Za-z0-9 .,:_-]/g, '_');

function field(flow: FlowDocument, label: string, value: string | null | undefined) {
  const text = value && value.trim() ? value : 'N/A';
  flow.keep(flow.measure(label, LABEL) + flow.lineHeight() * Math.min(3, flow.lines(text).length));
  flow.text(label, LABEL);
  flow.text(text, { after: 7 });
}

/** A titled section; short sections are kept whole on one page. */
function section(flow: FlowDocument, title: string, estimate: number, draw: () => void) {
  flow.keep(Math.min(estimate + 30, PAGE.height / 2));
  flow.gap(4);
  flow.text(title, HEADING);
  flow.rule(8);
  draw();
}

function hexColor(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

async function drawSnapshot(flow: FlowDocument, { snapshot, image }: PdfSnapshot) {
  const maxWidth = Math.min(flow.contentWidth, 360);
  const scale = Math.min(maxWidth / snapshot.widthPx, 260 / snapshot.heightPx, 1.2);
  const width = snapshot.widthPx * scale;
  const height = snapshot.heightPx * scale;
  const caption = `${snapshot.slideName} - ${snapshot.isPoint ? 'point' : 'region'} at ${snapshot.magnification}`;
  const note = snapshot.note.trim() || 'No note.';
  flow.keep(height + 24 + flow.measure(caption, { size: 9 }) + flow.measure(note));
  const top = flow.y;
  const x = PAGE.margin;
  if (image) {
    const embedded =
      image.contentType === 'image/jpeg'
        ? await flow.pdf.embedJpg(image.bytes)
        : await flow.pdf.embedPng(image.bytes);
    flow.page.drawImage(embedded, { x, y: top - height, width, height });
  } else {
    flow.page.drawRectangle({ x, y: top - height, width, height, color: rgb(0.94, 0.95, 0.96) });
    flow.page.drawText('Image not available', {
      x: x + 8,
      y: top - 16,
      size: 9,
      font: flow.regular,
      color: MUTED,
    });
  }
  flow.page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: hexColor(snapshot.color),
    borderWidth: 2,
  });
  if (snapshot.marker) {
    flow.page.drawCircle({
      x: x + snapshot.marker.x * width,
      y: top - snapshot.marker.y * height,
      size: 6,
      borderColor: hexColor(snapshot.color),
      borderWidth: 2,
    });
  }
  flow.y = top - height - 8;
  if (snapshot.scaleBar) {
    const barWidth = snapshot.scaleBar.widthPx * scale;
    flow.page.drawRectangle({ x, y: flow.y - 4, width: barWidth, height: 3, color: rgb(0, 0, 0) });
    flow.page.drawText(flow.lines(snapshot.scaleBar.label)[0] ?? '', {
      x: x + barWidth + 6,
      y: flow.y - 6,
      size: 8.5,
      font: flow.regular,
    });
    flow.y -= 14;
  }
  flow.page.drawRectangle({ x, y: flow.y - 9, width: 8, height: 8, color: hexColor(snapshot.color) });
  flow.text(caption, { size: 9, bold: true, indent: 12, after: 2 });
  flow.text(note, { after: 12 });
}

export async function renderReportPdf({ document: doc, timeZone, snapshots = [] }: ReportPdfInput) {
  const flow = await FlowDocument.create();
  const date = (iso: string) => formatDateTime(iso, timeZone);

  flow.text('Final Report', { size: 20, bold: true, after: 2 });
  flow.text(
    `Case ${doc.caseRecordId} - version ${doc.version} of ${doc.currentVersion}${doc.amended ? ` - ${AMENDED_LABEL}` : ''}`,
    { size: 11, bold: doc.amended, after: 10 },
  );
  if (doc.version < doc.currentVersion) {
    flow.text(`This is version ${doc.version}: the report as it read before the later addenda.`, {
      size: 9,
      color: MUTED,
      after: 8,
    });
  }

  section(flow, 'Case', 120, () => {
    field(flow, 'Facility', doc.facility);
    field(flow, 'Case record ID', doc.caseRecordId);
    field(flow, 'Case ID', doc.caseId);
    field(flow, 'Case type', doc.caseType);
  });
  section(flow, 'Patient', 120, () => {
    field(flow, 'Name', doc.patient.name);
    field(flow, 'Date of birth', doc.patient.birthDate);
    field(flow, 'Sex', doc.patient.sex);
    if (doc.patient.mrn) field(flow, 'MRN', doc.patient.mrn);
  });
  section(flow, 'Specimens', 40 * Math.max(1, doc.specimens.length), () => {
    if (doc.specimens.length === 0) flow.text('No specimens.');
    for (const specimen of doc.specimens) {
      const slides = specimen.slideNames.length ? `: ${specimen.slideNames.join(', ')}` : '';
      flow.keep(40);
      flow.text(`Specimen ${specimen.name}: ${specimen.type}`, { bold: true, after: 1 });
      flow.text(`Site: ${specimen.site ?? 'N/A'}. Slides: ${specimen.slideCount}${slides}`, { after: 8 });
    }
  });
  section(flow, 'Diagnosis', 160, () => {
    field(flow, 'Final diagnosis', doc.primaryDiagnosis);
    field(flow, 'Gross description', doc.grossDescription);
    field(flow, 'Microscopic description', doc.microscopicDescription);
    field(flow, 'Comments', doc.comments);
    field(flow, 'CPT codes', doc.cptCodes.join(', '));
    field(flow, 'Billing component', doc.billingComponent);
  });
  section(flow, 'Sign-out', 60, () => {
    field(flow, 'Signed out by', doc.signedOutBy);
    field(flow, 'Signed out', date(doc.signedOutAt));
  });
  if (doc.addenda.length) {
    section(flow, 'Addenda', 90, () => {
      for (const addendum of doc.addenda) {
        flow.keep(60);
        flow.text(`Addendum - version ${addendum.version}`, { bold: true, after: 1 });
        flow.text(`Added by ${addendum.addedBy.name}, ${date(addendum.addedAt)}`, {
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
    section(flow, 'Annotated regions', 200, () => undefined);
    for (const item of snapshots) await drawSnapshot(flow, item);
  }

  flow.footers(`Case ${doc.caseRecordId} - Final report, version ${doc.version}`);
  flow.pdf.setTitle('Final report'); // creates the information dictionary if there is none
  const info = flow.pdf.context.lookup(flow.pdf.context.trailerInfo.Info, PDFDict);
  info.set(
    PDFName.of('Title'),
    PDFString.of(literal(`Final report ${doc.caseRecordId}, version ${doc.version}`)),
  );
  info.set(PDFName.of('Subject'), PDFString.of(literal(doc.caseRecordId)));
  return flow.pdf.save({ useObjectStreams: false, updateFieldAppearances: false });
}
