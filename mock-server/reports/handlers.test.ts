/**
 * getReportPdf: the signed-out report as the backend renders it, to whoever may read the case (its facility, a
 * consult's or a task's reader), refused before anything is read to anyone else; the page's own sentences for a
 * blinded reviewer and a case without a report; the same bytes every time for one version.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { FACILITY, OTHER_FACILITY, clientFor, type Client } from '../testing/test-clients';
import { sampled } from '../testing/quality-samples';

const pdfOf = (client: Client, caseId: string, query: { version?: number; tz?: string } = {}) =>
  client.GET('/api/cases/{caseId}/report/pdf', {
    params: { path: { caseId }, query },
    parseAs: 'arrayBuffer',
  });

const signedOf = (facilityId: string) =>
  db.cases.all().find((item) => item.facility.id === facilityId && item.finalReport)!;

describe('getReportPdf', () => {
  it('gives the facility its report as a PDF named after the record and version, the same bytes each time', async () => {
    const facility = await clientFor(FACILITY);
    const item = signedOf('fac-001');
    const answer = await pdfOf(facility, item.caseID, { tz: 'America/New_York' });
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('content-type')).toBe('application/pdf');
    expect(answer.response.headers.get('content-disposition')).toContain(
      `filename="${item.caseRecordId}-report-v${item.finalReport!.version}.pdf"`,
    );
    const bytes = new Uint8Array(answer.data!);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Final report ${item.caseRecordId}, version ${item.finalReport!.version}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const again = new Uint8Array((await pdfOf(facility, item.caseID, { tz: 'America/New_York' })).data!);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('renders an earlier version, and answers 404 for a version the report does not have', async () => {
    const facility = await clientFor(FACILITY);
    const item = db.cases
      .all()
      .find((c) => c.facility.id === 'fac-001' && (c.finalReport?.addenda.length ?? 0) > 0);
    const base = item ?? signedOf('fac-001');
    const current = base.finalReport!.version;
    const first = await pdfOf(facility, base.caseID, { version: 1 });
    expect(first.response.status).toBe(200);
    expect((await PDFDocument.load(first.data!)).getTitle()).toBe(
      `Final report ${base.caseRecordId}, version 1`,
    );
    const none = await pdfOf(facility, base.caseID, { version: current + 1 });
    expect(none.response.status).toBe(404);
    expect((none.error as { message: string }).message).toBe(
      `This report has no version ${current + 1}: its versions are 1 to ${current}.`,
    );
  });

  it('refuses another facility (403), an unknown case (404) and a case not signed out (409)', async () => {
    const other = await clientFor(OTHER_FACILITY);
    const item = signedOf('fac-001');
    const refused = await pdfOf(other, item.caseID);
    expect(refused.response.status).toBe(403);
    expect((refused.error as { message: string }).message).toBe('You do not have access to this case.');
    expect((await pdfOf(other, 'case-9999')).response.status).toBe(404);
    const facility = await clientFor(FACILITY);
    const open = db.cases.all().find((c) => c.facility.id === 'fac-001' && c.status === 'Assigned')!;
    const early = await pdfOf(facility, open.caseID);
    expect(early.response.status).toBe(409);
    expect((early.error as { message: string }).message).toBe(
      `Case ${open.caseRecordId} has no final report yet: it is Assigned. The report appears here once the case is signed out.`,
    );
  });

  it('gives a QA reviewer the report only once graded: before, the page’s sentence (403)', async () => {
    const { item, reviewer } = await sampled();
    const blinded = await pdfOf(reviewer, item.caseID);
    expect(blinded.response.status).toBe(403);
    expect((blinded.error as { message: string }).message).toBe(
      `The report of case ${item.caseRecordId} is shown once you have graded your blinded QA review of it.`,
    );
  });
});
