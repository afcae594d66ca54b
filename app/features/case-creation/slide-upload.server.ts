/**
 * POST /cases/:caseId/subsections/:subsectionId/slide-upload: a signed tus URL for one slide image of a new case's
 * block, asked of the API (createSlideUpload) with the session's token, so the browser uploads straight to the
 * backend without ever holding the token (slide-upload.ts, decision 023).
 *
 * Body `{ fileName, sizeBytes }` (JSON, checked against the contract's schema); answers `{ uploadUrl, expiresAt }`,
 * or `{ message }` with the API's status (413, 415, 403, 404, 409…) and words. A 429 or 503 says when to try
 * again (`Retry-After`, the API's, else 5 s), as every 429 and 503 of the upload routes does.
 */
import { ApiError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { describeUploadFailure } from '~/components/form/file-rules';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** The wait a 429 or 503 asks for when the API's answer named none. */
const RETRY_AFTER_SECONDS = 5;
const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { ...NO_STORE, ...headers } });

/** A refusal to try again later (429, 503) passes on the API's Retry-After, or gives one. */
function retryAfter(status: number, error: ApiError): Record<string, string> {
  if (status !== 429 && status !== 503) return {};
  const given = error.failure.kind === 'http' ? error.failure.retryAfter : null;
  return { 'Retry-After': given?.trim() || String(RETRY_AFTER_SECONDS) };
}

export async function createSlideUploadUrl(request: Request, params: Record<string, string | undefined>) {
  if (request.method !== 'POST')
    return Response.json({ message: MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'POST' } });
  const user = await requireUser(request);
  const path = schemas.zCreateSlideUploadPath.safeParse(params);
  if (!path.success) return refuse(404, MESSAGES.fetchNotFound);
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return refuse(400, 'Send the file name and size as JSON.');
  }
  const body = schemas.zSlideUploadRequest.safeParse(json);
  if (!body.success) return refuse(400, 'Send the file name and its size in bytes.');
  try {
    const { data } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/subsections/{subsectionId}/slide-uploads', {
        params: { path: path.data },
        body: body.data,
      }),
    );
    return Response.json({ uploadUrl: data.uploadUrl, expiresAt: data.expiresAt }, { headers: NO_STORE });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError) {
      const status = error.status && error.status >= 400 ? error.status : 502;
      const answer = error.failure.kind === 'http' ? error.failure.body : undefined;
      // The API's own words for what the person can act on (413, 415, 409…), the catalogue's for the rest.
      return refuse(status, describeUploadFailure(status, answer), retryAfter(status, error));
    }
    return refuse(502, MESSAGES.serverError);
  }
}
