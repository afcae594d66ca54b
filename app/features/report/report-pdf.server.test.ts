/** The PDF: a real PDF, the record id in its information and every page's footer, page numbers, the version. */
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ReportDocument } from './report-document';
import { renderReportPdf } from './report-pdf.server';

const DOC: ReportDocument = {
  caseId: 'case-0001',
  caseRecordId: 'RCH-2026-0001',
  caseType: 'Surgical Pathology',
  facility: 'Riverside Community Hospital',
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
  signedOutBy: 'Maya Okafor',
  addenda: [
    {
      version: 2,
      reason: 'Immunohistochemistry results',
      text: 'ER positive (95%).',
      addedAt: '2026-11-03T10:00:00.000Z',
      addedBy: { id: 'usr-provider', name: 'Maya Okafor' },
    },
  ],
};

/** Every page's drawn text, as the hex strings of the standard fonts decoded back to text. */
async function pageTexts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    return streams
      .map((ref) => pdf.context.lookup(ref!) as PDFRawStream)
      .map((stream) => inflateSync(Buffer.from(stream.getContents())).toString('latin1'))
      .join('\n')
      .replace(/<([0-9A-Fa-f]*)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
  });
}

describe('renderReportPdf', () => {
  it('is a PDF titled with the record id, with the footer and page numbers on every page', async () => {
    const bytes = await renderReportPdf({ document: DOC, timeZone: 'America/New_York' });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toContain('RCH-2026-0001');

    const pdf = await PDFDocument.load(bytes);
    const info = pdf.context.lookup(pdf.context.trailerInfo.Info) as unknown as {
      get(name: PDFName): PDFString;
    };
    expect(info.get(PDFName.of('Title')).decodeText()).toBe('Final report RCH-2026-0001, version 2');

    const texts = await pageTexts(bytes);
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
    const all = (await pageTexts(await renderReportPdf({ document: v1, timeZone: 'UTC' }))).join('\n');
    expect(all).toContain('11/01/2026 03:30 PM UTC');
    expect(all).toContain('version 1 of 2');
    expect(all).not.toContain('Immunohistochemistry');
    expect(all).not.toContain('Amended');
  });
});
