/**
 * "From the image archive" in case creation (decision 164), the server's half: the facility's archive searched
 * (searchImageArchive) and a slide series attached to a block of the new case (attachArchiveSeries), each asked
 * of the API with the session's token, so the browser never holds it nor reaches the archive itself.
 *
 * Both answer JSON the panel reads (archive-panel.tsx): a search `{ studies, truncated }`, an attach `{ image }`,
 * or `{ message }` with the API's status and its own sentence, since the archive's failures (not set, refused,
 * timed out, busy) are sentences the person acts on. A 409 from the search also says whether the person may set
 * the archive on Interfaces (`canSetArchive`), so the panel can send them there.
 */
import { ApiError, isFacilityRole, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { readForm } from '~/lib/read-form.server';
import { ARCHIVE_TEXT, archiveQuerySchema, blockTitle, type ArchiveAnswer } from './archive-text';

const NO_STORE = { 'Cache-Control': 'no-store' };
const answer = (body: ArchiveAnswer, status = 200) => Response.json(body, { status, headers: NO_STORE });

/** The API's refusal as the panel shows it: its sentence, else the catalogue's for its status. */
async function refusal(
  request: Request,
  user: Awaited<ReturnType<typeof requireUser>>,
  error: unknown,
  extra: { canSetArchive?: boolean } = {},
) {
  await endSessionOnUnauthorized(request, user, error);
  if (!(error instanceof ApiError)) return answer({ message: MESSAGES.serverError }, 502);
  const status = error.status && error.status >= 400 ? error.status : 502;
  const message = error.serverMessage?.trim() || error.message;
  return answer({ message, ...(status === 409 ? extra : {}) }, status);
}

/** POST /image-archive/search (form fields accessionNumber, patientId, studyDate): the studies with slide series. */
export async function searchArchive(request: Request) {
  if (request.method !== 'POST')
    return Response.json({ message: MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'POST' } });
  const user = await requireUser(request);
  const params = Object.fromEntries(
    [...(await readForm(request))].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
  const query = archiveQuerySchema.safeParse(params);
  if (!query.success) return answer({ message: ARCHIVE_TEXT.oneCriterion }, 400);
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/me/facility-account/interfaces/dicomweb-search', {
        params: { query: query.data },
      }),
    );
    return answer({ studies: data.studies, truncated: data.truncated });
  } catch (error) {
    return refusal(request, user, error, { canSetArchive: isFacilityRole(user.role) });
  }
}

/** POST /cases/:caseId/subsections/:subsectionId/archive-series (form fields the two UIDs): the image added. */
export async function attachArchive(request: Request, params: Record<string, string | undefined>) {
  if (request.method !== 'POST')
    return Response.json({ message: MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'POST' } });
  const user = await requireUser(request);
  const path = schemas.zAttachArchiveSeriesPath.safeParse(params);
  if (!path.success) return answer({ message: MESSAGES.fetchNotFound }, 404);
  const form = await readForm(request);
  const body = schemas.zAttachArchiveSeriesBody.safeParse({
    studyInstanceUid: form.get('studyInstanceUid'),
    seriesInstanceUid: form.get('seriesInstanceUid'),
  });
  if (!body.success) return answer({ message: ARCHIVE_TEXT.badSeries }, 400);
  try {
    const { data } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/subsections/{subsectionId}/archive-series', {
        params: { path: path.data },
        body: body.data,
      }),
    );
    return answer({
      image: { seriesInstanceUid: body.data.seriesInstanceUid, name: data.image.fileName },
    });
  } catch (error) {
    return refusal(request, user, error);
  }
}

/**
 * POST /cases/:caseId/images/:imageId/archive-storage (no fields): an upload whose store in the site's archive
 * failed, queued again (retrySlideArchiveStore, decision 182). Answers `{ storage }`, its state now; the page's
 * loaders, read again after the post, show it under the slide.
 */
export async function retryArchiveStore(request: Request, params: Record<string, string | undefined>) {
  if (request.method !== 'POST')
    return Response.json({ message: MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: 'POST' } });
  const user = await requireUser(request);
  const path = schemas.zRetrySlideArchiveStorePath.safeParse(params);
  if (!path.success) return answer({ message: MESSAGES.fetchNotFound }, 404);
  try {
    const { data } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/images/{imageId}/archive-storage', {
        params: { path: path.data },
      }),
    );
    return answer({ storage: data });
  } catch (error) {
    return refusal(request, user, error);
  }
}

/**
 * `/upload-project?attachTo=…`, where a created case's blocks take their slides from the archive (decision 170):
 * the blocks and the slides each holds as the case keeps them, so a reload, or a visit from the case's review
 * days later, lists what is attached. Null without the parameter; the API's 403/404 become those pages.
 */
export async function archiveStageOf(request: Request, token: string) {
  const caseId = new URL(request.url).searchParams.get('attachTo');
  if (caseId === null) return null;
  const { data: item } = await unwrap(
    api(token).GET('/api/cases/{caseId}', { params: { path: { caseId } }, signal: request.signal }),
  );
  return {
    caseId: item.caseID,
    caseRecordId: item.caseRecordId,
    blocks: item.slides.flatMap((specimen, s) =>
      specimen.subsections.map((block, b) => ({
        subsectionId: block.id,
        title: blockTitle(s, b, block.facilityId),
        slides: block.images.map(({ fileName, fileContent, archiveSeries, archiveStorage }) => ({
          fileName,
          fileContent,
          archiveSeries,
          archiveStorage,
        })),
      })),
    ),
  };
}
