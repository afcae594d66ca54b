/**
 * GET /case-details/:caseId/attachments/:attachmentId: a case's clinical attachment, streamed from the API
 * (downloadCaseAttachment) as a download. Logged in first; the API lets whoever may see the case (403 otherwise).
 * The case page's preview fetches the same route and shows the bytes from a blob: URL.
 */
import { MESSAGES, schemas } from '../../../contracts';
import { requireUser } from '~/auth.server';
import { proxyDownload } from '~/uploads.server';

export async function downloadCaseAttachment(request: Request, params: Record<string, string | undefined>) {
  const user = await requireUser(request);
  const ids = schemas.zDownloadCaseAttachmentPath.safeParse(params);
  if (!ids.success) {
    return new Response(MESSAGES.fetchNotFound, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const { caseId, attachmentId } = ids.data;
  return proxyDownload(request, {
    apiPath: `/api/cases/${encodeURIComponent(caseId)}/attachments/${encodeURIComponent(attachmentId)}`,
    token: user.token,
  });
}
