/**
 * The PDF: a real PDF, the record id in its information, the patient and case in every page's header and the
 * footer with page numbers, the version; the diagnosis first after a letterhead; tagged for screen readers.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageText, readPdf } from '../../../tests/e2e/pdf-read';
import { reportSigner, type ReportDocument } from '../../../contracts/report-document';
import { renderReportPdf, type PdfSnapshot } from './render';

const DOC: ReportDocument = {
  caseId: 'case-0001',
  caseRecordId: 'RCH-2026-0001',
  caseType: 'Surgical Pathology',
  facility: 'Riverside Community Hospital',
  sentOutAt: '2026-10-28T13:05:00.000Z',
  patient: { name: 'Ada Lovelace', birthDate: '12/10/1961', sex: 'Female', mrn: 'MRN-123456' },
  specimens: [
    { name: 'A', type: 'Biopsy', site: 'Breast, left', slideCount: 2, slideNames: ['a.svs', 'b.svs'] },
  ],
  version: 2,
  currentVersion: 2,
  amended: true,
  primaryDiagnosis: 'Invasive ductal carcinoma, grade 2 — 12 μm margin.',
  grossDescription: 'Received in formalin. '.repeat(200),
  microscopicDescription: 'Sections show tumour.\nSecond paragraph.',
  comments: null,
  cptCodes: ['88305', '88342'],
  billingComponent: 'Global',
  signedOutAt: '2026-11-01T15:30:00.000Z',
  signedOutBy: reportSigner('Maya Okafor', {
    salutation: 'Dr.',
    specialty: 'Pathology',
    licensedStates: ['TX', 'CA'],
  }),
  addenda: [
    {
      version: 2,
      reason: 'Immunohistochemistry results',
      text: 'ER positive (95%).',
      addedAt: '2026-11-03T10:00:00.000Z',
      addedBy: { id: 'usr-provider', name: 'Maya Okafor' },
      adderCredentials: { salutation: null, specialty: 'Pathology', licensedStates: [] },
      synoptic: null,
      adder: { name: 'Maya Okafor', credentials: 'Pathology' },
    },
  ],
  synoptic: null,
};

describe('renderReportPdf', () => {
  it('is a PDF titled with the record id, with the footer and page numbers on every page', async () => {
    const bytes = await renderReportPdf({ document: DOC, timeZone: 'America/New_York' });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toContain('RCH-2026-0001');

    const read = await readPdf(bytes);
    expect(read.title).toBe('Final report RCH-2026-0001, version 2');

    const texts = read.pages.map(pageText);
    expect(texts.length).toBeGreaterThan(1);
    texts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${texts.length}`);
      expect(text).toContain('Case RCH-2026-0001 - Final report, version 2');
    });
    const all = texts.join('\n');
    expect(all).toContain('Amended');
    expect(all).toContain('Invasive ductal carcinoma, grade 2');
    expect(all).toContain('12 \u00b5m margin'); // μ drawn as the micro sign the standard fonts have
    expect(all).toContain('11/01/2026 10:30 AM EST'); // spec 5's format in the zone asked for
    expect(all).toContain('Reason: Immunohistochemistry results');
    expect(all).toContain('MRN-123456');
  });

  it('writes UTC dates when no zone is given, and an earlier version without its later addenda', async () => {
    const v1: ReportDocument = { ...DOC, version: 1, amended: false, addenda: [] };
    const read = await readPdf(await renderReportPdf({ document: v1, timeZone: 'UTC' }));
    const all = read.pages.map(pageText).join('\n');
    expect(all).toContain('11/01/2026 03:30 PM UTC');
    expect(all).toContain('version 1 of 2');
    expect(all).not.toContain('Immunohistochemistry');
    expect(all).not.toContain('Amended');
  });

  it('names the patient and the case at the top of every page', async () => {
    const read = await readPdf(await renderReportPdf({ document: DOC, timeZone: 'UTC' }));
    expect(read.pages.length).toBeGreaterThan(1);
    for (const lines of read.pages) {
      const header = lines.filter((line) => line.tag === 'Artifact').map((line) => line.text);
      expect(header).toContain('Patient: Ada Lovelace - MRN MRN-123456 - DOB 12/10/1961');
      expect(header).toContain('Case RCH-2026-0001');
    }
    const noMrn = { ...DOC, patient: { ...DOC.patient, mrn: null } };
    const without = await readPdf(await renderReportPdf({ document: noMrn, timeZone: 'UTC' }));
    expect(pageText(without.pages[0]!)).toContain('Patient: Ada Lovelace - DOB 12/10/1961');
  });

  it('opens with the letterhead and puts the diagnosis before every other section', async () => {
    const read = await readPdf(await renderReportPdf({ document: DOC, timeZone: 'America/New_York' }));
    const content = read.pages[0]!.filter((line) => line.tag !== 'Artifact').map((line) => line.text);
    expect(content.slice(0, 8)).toEqual([
      'PathBridge',
      'Pathology send-out reading service',
      'Final Report',
      'Case RCH-2026-0001 - version 2 of 2 - Amended',
      'Sending facility: Riverside Community Hospital',
      'Sent out: 10/28/2026 09:05 AM EDT',
      'Signed out by Dr. Maya Okafor, 11/01/2026 10:30 AM EST',
      'Pathology \u00b7 Licensed in TX, CA',
    ]);
    expect(content.slice(8, 11)).toEqual([
      'Diagnosis',
      'Final diagnosis',
      'Invasive ductal carcinoma, grade 2 \u2014 12 \u00b5m margin.',
    ]);
    const headings = read.structure.filter((element) => element.role === 'H2').map((element) => element.text);
    expect(headings).toEqual(['Diagnosis', 'Sign-out', 'Patient', 'Specimens', 'Case', 'Addenda']);
  });

  it('prints the structured part as a table after the diagnosis, a row of a header and a cell per answer', async () => {
    const synoptic = {
      title: 'Breast, core needle biopsy: invasive carcinoma',
      rows: [
        { label: 'Histologic type', answer: 'Invasive carcinoma of no special type (ductal)' },
        { label: 'Largest invasive focus in a core', answer: '12.5 mm' },
      ],
    };
    const read = await readPdf(await renderReportPdf({ document: { ...DOC, synoptic }, timeZone: 'UTC' }));
    const headings = read.structure.filter((element) => element.role === 'H2').map((element) => element.text);
    expect(headings).toEqual([
      'Diagnosis',
      'Synoptic report',
      'Sign-out',
      'Patient',
      'Specimens',
      'Case',
      'Addenda',
    ]);
    const cells = read.structure.filter((element) => element.role === 'TH' || element.role === 'TD');
    expect(cells.map(({ role, text }) => [role, text])).toEqual([
      ['TH', 'Histologic type'],
      ['TD', 'Invasive carcinoma of no special type (ductal)'],
      ['TH', 'Largest invasive focus in a core'],
      ['TD', '12.5 mm'],
    ]);
    const text = read.pages.flat().map((line) => line.text);
    expect(text).toContain('Breast, core needle biopsy: invasive carcinoma');
  });

  it('names the signer with the credentials recorded at sign-out, and each addendum’s author with theirs', async () => {
    const read = await readPdf(await renderReportPdf({ document: DOC, timeZone: 'UTC' }));
    const content = read.pages.flatMap((lines) => lines.filter((line) => line.tag !== 'Artifact'));
    const texts = content.map((line) => line.text);
    const signOut = texts.indexOf('Sign-out');
    expect(texts.slice(signOut + 1, signOut + 7)).toEqual([
      'Signed out by',
      'Dr. Maya Okafor',
      'Credentials',
      'Pathology \u00b7 Licensed in TX, CA',
      'Signed out',
      '11/01/2026 03:30 PM UTC',
    ]);
    expect(texts).toContain('Added by Maya Okafor (Pathology), 11/03/2026 10:00 AM UTC');
    // A signer whose profile had none: no credentials line in the letterhead, 'N/A' in the Sign-out section.
    const bare = { ...DOC, signedOutBy: { name: 'Alex Morgan', credentials: null } };
    const plain = (await readPdf(await renderReportPdf({ document: bare, timeZone: 'UTC' }))).pages[0]!;
    const lines = plain.filter((line) => line.tag !== 'Artifact').map((line) => line.text);
    expect(lines[6]).toBe('Signed out by Alex Morgan, 11/01/2026 03:30 PM UTC');
    expect(lines[7]).toBe('Diagnosis');
  });

  it('is tagged: structure tree, marked content, language, a title shown, furniture as artifacts', async () => {
    const snapshot: PdfSnapshot = {
      image: null,
      snapshot: {
        patchId: 'p1',
        imageId: 'img-1',
        slideName: 'a.svs',
        note: 'Tumour front.',
        color: '#e11d48',
        isPoint: false,
        region: { x: 0, y: 0, width: 100, height: 80, outWidth: 100 },
        widthPx: 100,
        heightPx: 80,
        magnification: '10\u00d7',
        scaleBar: { widthPx: 40, label: '100 \u00b5m' },
        marker: null,
      },
    };
    const read = await readPdf(
      await renderReportPdf({ document: DOC, timeZone: 'UTC', snapshots: [snapshot] }),
    );
    expect(read.catalog).toEqual({
      structTreeRoot: true,
      marked: true,
      lang: 'en-US',
      displayDocTitle: true,
      parentTreeMatches: true,
    });
    for (const lines of read.pages) {
      for (const line of lines) {
        expect(line.tag, line.text).not.toBeNull();
        if (line.tag !== 'Artifact') expect(line.mcid, line.text).not.toBeNull();
      }
    }
    expect(read.structure[0]).toEqual({ role: 'P', text: 'PathBridge', alt: null });
    expect(read.structure.find((element) => element.role === 'H1')?.text).toBe('Final Report');
    expect(read.structure).toContainEqual({ role: 'H3', text: 'Final diagnosis', alt: null });
    expect(read.structure).toContainEqual({
      role: 'Figure',
      text: 'Image not available 100 \u00b5m',
      alt: 'a.svs - region at 10\u00d7, scale bar 100 \u00b5m. Tumour front.',
    });
    // The furniture is no element's content.
    expect(read.structure.map((element) => element.text).join('\n')).not.toContain('Page 1 of');
  });

  it('keeps what people typed as text, never as PDF syntax', async () => {
    const hostile = ') Tj ET /StructTreeRoot << /Marked false >> BDC EMC (\\';
    const doc: ReportDocument = {
      ...DOC,
      primaryDiagnosis: hostile,
      patient: { ...DOC.patient, name: '<</Lang (fr)>>' },
    };
    const read = await readPdf(await renderReportPdf({ document: doc, timeZone: 'UTC' }));
    expect(read.structure).toContainEqual({ role: 'P', text: hostile, alt: null });
    expect(pageText(read.pages[0]!)).toContain('Patient: <</Lang (fr)>> - MRN MRN-123456');
    expect(read.catalog).toMatchObject({ marked: true, lang: 'en-US', parentTreeMatches: true });
  });

  it('renders a version to the same bytes every time when given its issue time, which are the file’s dates', async () => {
    const issuedAt = '2026-11-03T10:00:00.000Z';
    const first = await renderReportPdf({ document: DOC, timeZone: 'UTC', issuedAt });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await renderReportPdf({ document: DOC, timeZone: 'UTC', issuedAt });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const pdf = await PDFDocument.load(first, { updateMetadata: false });
    expect(pdf.getCreationDate()?.toISOString()).toBe(issuedAt);
    expect(pdf.getModificationDate()?.toISOString()).toBe(issuedAt);
  });
});
