/**
 * GET /final-report/:caseId/pdf?version=N&tz=Zone: the report as a PDF download. Logged in first; the API decides
 * who may see the case (403, 404 as plain text, like the other downloads) before anything of it is read; a case
 * without a report answers 409. Dates are in the zone the page's link adds (the browser's own), else UTC, which
 * the dates then say.
 */
import { MESSAGES, schemas } from '../../../contracts';
import { requireUser } from '~/auth.server';
import { CASE_DETAIL_MESSAGES } from '~/features/cases/case-details.server';
import { REPORT_MESSAGES } from './messages';
import { hasSynoptic, reportDocument, reportFileName, versionFromUrl } from './report-document';
import { getSynopticTemplates } from '~/lib/reference.server';
import { renderReportPdf, type PdfSnapshot } from './report-pdf.server';
import { readReportCase } from './report.server';
import { fetchRegion, loadSnapshots } from './snapshots.server';
import { CASE_STATUS_LABELS } from '~/features/cases';

/** An IANA zone the runtime knows, else UTC. */
export function timeZoneFrom(url: URL): string {
  const raw = url.searchParams.get('tz');
  if (!raw || !/^[A-Za-z0-9_+\-/]{1,64}$/.test(raw)) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
    return raw;
  } catch {
    return 'UTC';
  }
}

function plain(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Runs `task` over `items`, `limit` at a time, in order. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(task))));
  return results;
}

export async function downloadReportPdf(request: Request, params: { caseId?: string }) {
  const user = await requireUser(request);
  const id = schemas.zGetCasePath.shape.caseId.safeParse(params.caseId ?? '');
  if (!id.success) return plain(404, CASE_DETAIL_MESSAGES.notFound);
  const read = await readReportCase(request, user, id.data);
  if (!read.ok) return plain(read.status, read.message);
  const { caseData } = read;
  if (caseData.blinded) return plain(403, REPORT_MESSAGES.blinded(caseData.caseRecordId));
  const report = caseData.finalReport;
  if (caseData.status !== 'SignOutCompleted' || !report) {
    return plain(
      409,
      REPORT_MESSAGES.notSignedOut(caseData.caseRecordId, CASE_STATUS_LABELS[caseData.status]),
    );
  }
  const url = new URL(request.url);
  const version = versionFromUrl(url, report);
  const templates = hasSynoptic(report) ? await getSynopticTemplates(user.token) : [];
  const document = reportDocument(caseData, report, version, templates);
  const { snapshots } = await loadSnapshots(request, user, caseData);
  const withImages: PdfSnapshot[] = await inBatches(snapshots, 4, async (snapshot) => {
    const answer = await fetchRegion(request, user.token, {
      caseId: caseData.caseID,
      imageId: snapshot.imageId,
      region: snapshot.region,
    });
    return { snapshot, image: answer.ok ? { bytes: answer.bytes, contentType: answer.contentType } : null };
  });
  let bytes: Uint8Array;
  try {
    bytes = await renderReportPdf({ document, timeZone: timeZoneFrom(url), snapshots: withImages });
  } catch (error) {
    console.warn('final report PDF failed', error);
    return plain(500, MESSAGES.other);
  }
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${reportFileName(caseData.caseRecordId, version)}"`,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
