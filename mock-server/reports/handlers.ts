/**
 * GET /api/cases/{caseId}/report/pdf (getReportPdf, decision 136): the signed-out report as a PDF. Access is
 * getCase's (cases/access.ts: the facility, the assigned provider, a consult's or a task's reader), checked before
 * anything of the case is read; a blinded QA reviewer is refused with the page's own sentence.
 */
import { CASE_STATUS_LABELS } from '../../contracts/enumerations';
import { REPORT_ACCESS_MESSAGES } from '../../contracts/report-document';
import { canSeeCase } from '../cases/access';
import { findCase } from '../cases/case-index';
import { fail, operation } from '../http/operation';
import { isBlinded } from '../quality/blinding';
import { contentDisposition } from '../store/files';
import { reportPdfOf } from './report-pdf';

export const REPORT_PDF_TEXT = {
  noSuchVersion: (version: number, current: number) =>
    `This report has no version ${version}: its versions are 1 to ${current}.`,
} as const;

export const reportHandlers = [
  operation('getReportPdf', async ({ auth, params, query }) => {
    const item = findCase(params.caseId);
    if (!item) return fail(404, 'Case not found.');
    if (!canSeeCase(auth.user, item)) return fail(403, 'You do not have access to this case.');
    if (isBlinded(auth.user, item.caseID))
      return fail(403, REPORT_ACCESS_MESSAGES.blinded(item.caseRecordId));
    const report = item.finalReport;
    if (item.status !== 'SignOutCompleted' || !report)
      return fail(
        409,
        REPORT_ACCESS_MESSAGES.notSignedOut(item.caseRecordId, CASE_STATUS_LABELS[item.status]),
      );
    const version = query.version ?? report.version;
    if (version > report.version) return fail(404, REPORT_PDF_TEXT.noSuchVersion(version, report.version));
    const pdf = await reportPdfOf(auth.user, { ...item, finalReport: report }, version, query.tz);
    return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.bytes.byteLength),
        'Content-Disposition': contentDisposition(pdf.fileName, 'attachment'),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
