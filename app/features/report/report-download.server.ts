/**
 * GET /final-report/:caseId/pdf?version=N&tz=Zone: the report as a PDF download. Logged in first; the API decides
 * who may see the case (403, 404 as plain text, like the other downloads) before anything of it is read; a case
 * without a report answers 409. The PDF is the backend's (getReportPdf, decision 136), streamed through: the
 * hospital's systems read the same rendering. Dates are in the zone the page's link adds (the browser's own),
 * else UTC, which the dates then say.
 */
import { ApiError, MESSAGES, describeFailure, schemas } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { CASE_DETAIL_MESSAGES } from '~/features/cases/case-details.server';
import { CASE_STATUS_LABELS } from '~/features/cases';
import { REPORT_MESSAGES } from './messages';
import { reportFileName } from '../../../contracts/report-document';
import { versionFromUrl } from './report-version';
import { readReportCase } from './report.server';

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
  const { data, error, response } = await api(user.token).GET('/api/cases/{caseId}/report/pdf', {
    params: { path: { caseId: caseData.caseID }, query: { version, tz: timeZoneFrom(url) } },
    parseAs: 'stream',
    signal: request.signal,
  });
  if (!response.ok || !data) {
    const failure = new ApiError({ kind: 'http', status: response.status, body: error });
    await endSessionOnUnauthorized(request, user, failure);
    if (response.status === 404) return plain(404, CASE_DETAIL_MESSAGES.notFound);
    if (response.status === 403 || response.status === 409)
      return plain(response.status, describeFailure({ kind: 'http', status: response.status, body: error }));
    console.warn('final report PDF failed', response.status);
    return plain(response.status >= 500 ? 502 : response.status, MESSAGES.other);
  }
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${reportFileName(caseData.caseRecordId, version)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  const length = response.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(data, { status: 200, headers });
}
