/**
 * What the viewer reads from the API, on the server with the session's token (the browser never holds it):
 * the case (spec 3.7) for the route's loader, and the slide links (spec 7) for the links resource route.
 */
import { z } from 'zod';
import { MESSAGES, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser, requireUserAhead } from '~/auth.server';
import type { SessionUser } from '~/session.server';
import { blobIdsOf, flattenCaseImages, type ViewerCase, type ViewerExtras } from './case-images';
import { annotationRights } from './annotations/annotations.server';

export { loadAnnotations, saveAnnotations } from './annotations/annotations.server';
import { LINK_BATCH_SIZE } from './constants';
import { safeReturnTo } from '~/lib/return-to';

export type SlideLink = components['schemas']['SlideLink'];

/** Case ids and blob ids as the contract allows them; anything else never reaches the API. */
const caseIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const blobIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const blobIdsSchema = z.array(blobIdSchema).min(1).max(LINK_BATCH_SIZE);

/** The viewer's part of a case, its extras, and its first slide's link read ahead of them (decision 126). */
export type ViewerOfCase = {
  caseData: ViewerCase;
  extras: Promise<ViewerExtras>;
  firstLink: Promise<Record<string, SlideLink>>;
};

export type ViewerCaseResult =
  (ViewerOfCase & { error: null }) | { caseData: null; error: string | null; extras: null; firstLink: null };

/**
 * The viewer page's loader (decision 110): answered once the session's token is checked, so the document's head
 * (OpenSeadragon's script, the stylesheets, the boot's hold) leaves before the case is read; the case, read beside
 * the check, follows in the same response (`viewer`), and the first slide links after it (its `extras`,
 * decision 092). A read the API refuses with a 401 meanwhile ends the session as usual, but the page has its head
 * already: it shows the message, and its next request meets the guard.
 */
export async function loadViewerPage(request: Request) {
  const { user, result } = await requireUserAhead(request, (user) => loadViewerCase(request, user));
  const viewer = result.catch((error: unknown): ViewerCaseResult => ({
    caseData: null,
    error: error instanceof Response ? MESSAGES.unauthorized : String(error),
    extras: null,
    firstLink: null,
  }));
  return {
    viewer,
    expiresAt: user.expiresAt,
    sessionId: user.sessionId ?? '',
    backTo: viewerBackTo(request),
  };
}

/**
 * Where the viewer's back link leads: the page that opened it (`?returnTo=`, a path of this site), or
 * null for the case page.
 */
export function viewerBackTo(request: Request): string | null {
  return safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
}

/**
 * The case the viewer opens. No case id in the URL: null and no error (the page falls back to the case kept in
 * session storage). A refused or failed read: the catalogue's sentence, shown in the viewer's error panel.
 * `user`: the session's, whose token the route checks beside this read (auth.server's requireUserWhile).
 */
export async function loadViewerCase(request: Request, user: SessionUser): Promise<ViewerCaseResult> {
  const raw = new URL(request.url).searchParams.get('caseId');
  if (raw === null || raw === '') return { caseData: null, error: null, extras: null, firstLink: null };
  const caseId = caseIdSchema.safeParse(raw);
  if (!caseId.success) return { caseData: null, error: 'Resource not found', extras: null, firstLink: null };
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}', { params: { path: { caseId: caseId.data } } }),
    );
    return { ...viewerOfCase(request, user, data), error: null };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    const message = error instanceof Error ? error.message : String(error);
    return { caseData: null, error: message, extras: null, firstLink: null };
  }
}

/**
 * The viewer's part of a case read elsewhere (the reading workspace, decision 104): what the viewer shows, and its
 * extras read at once but not waited for.
 */
export function viewerOfCase(
  request: Request,
  user: SessionUser,
  data: components['schemas']['Case'],
): ViewerOfCase {
  const caseData = viewerCaseOf(data);
  return { caseData, ...viewerExtras(request, user, caseData) };
}

/**
 * The first batch of slide links (spec 4.4), so the page opens a slide without asking for them first (decision
 * 049), and the API's word on the annotation tools (decision 029), read at once but not waited for: the frame
 * goes out first (decision 092). The first slide's link is asked for first and handed on alone as soon as it
 * comes (`firstLink`): the boot opens that slide without waiting for the rest (decision 126). A session the API
 * ends meanwhile ends as usual; the page, which has its frame already, finds out on its next request.
 */
function viewerExtras(
  request: Request,
  user: SessionUser,
  caseData: ViewerCase,
): Pick<ViewerOfCase, 'extras' | 'firstLink'> {
  const blobIds = blobIdsOf(flattenCaseImages(caseData));
  const reads = linkReads(request, user, blobIds.slice(0, LINK_BATCH_SIZE));
  return {
    firstLink: (reads[0] ?? Promise.resolve([])).then(
      (read) => batchOf(read).links,
      () => ({}),
    ),
    extras: Promise.all([
      Promise.all(reads)
        .then(batchOf)
        .catch(() => null),
      annotationRights(user.token, caseData.caseID, blobIds[0] ?? null),
    ]).then(([batch, annotations]) => ({ links: batch?.links ?? {}, annotations })),
  };
}

/** Only what the viewer shows: no clinical text, report or billing reaches the viewer page. */
function viewerCaseOf(data: components['schemas']['Case']): ViewerCase {
  return {
    caseID: data.caseID,
    caseRecordId: data.caseRecordId,
    type: data.type,
    patientInfo: {
      lastName: data.patientInfo.lastName,
      firstName: data.patientInfo.firstName,
      birthDate: data.patientInfo.birthDate,
      gender: data.patientInfo.gender,
      race: data.patientInfo.race ?? null,
    },
    slides: data.slides,
  };
}

export type LinkBatch = { links: Record<string, SlideLink>; errors: Record<string, string> };

/** The links of up to five blob ids (one batch, spec 4.4), each fetched with the session's token. */
export async function loadSlideLinks(request: Request): Promise<LinkBatch | { invalid: string }> {
  const user = await requireUser(request);
  const ids = blobIdsSchema.safeParse(new URL(request.url).searchParams.getAll('id'));
  if (!ids.success) return { invalid: `Between 1 and ${LINK_BATCH_SIZE} valid slide ids are required.` };
  return linkBatch(request, user, ids.data);
}

const linkBatch = (request: Request, user: SessionUser, ids: readonly string[]) =>
  Promise.all(linkReads(request, user, ids)).then(batchOf);

type LinkRead = { blobId: string; link: SlideLink } | { blobId: string; error: string };

/** Each link's read, asked for at once in the order given (the API answers them in turn). */
function linkReads(request: Request, user: SessionUser, ids: readonly string[]): Array<Promise<LinkRead>> {
  const client = api(user.token);
  return [...new Set(ids)].map(async (blobId) => {
    try {
      const { data } = await unwrap(
        client.GET('/api/wsi/get-download-link/{blobId}', {
          params: { path: { blobId } },
          signal: request.signal,
        }),
      );
      return { blobId, link: data };
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      return { blobId, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

function batchOf(reads: LinkRead | LinkRead[]): LinkBatch {
  const batch: LinkBatch = { links: {}, errors: {} };
  for (const read of [reads].flat()) {
    if ('link' in read) batch.links[read.blobId] = read.link;
    else batch.errors[read.blobId] = read.error;
  }
  return batch;
}
