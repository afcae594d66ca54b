/**
 * The viewer's annotations through the app server (decision 029, like the slide links of decision 012): the
 * browser asks `/viewer/annotations`, this reads or saves them with the session's token. Ids and events are
 * checked here before anything reaches the API (the API checks them again).
 */
import { z } from 'zod';
import { annotationBatchSchema, unwrap, type components } from '../../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import type { AnnotationAnswer } from './annotation-sync';

type SlideAnnotations = components['schemas']['SlideAnnotations'];

const idsSchema = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  imageId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
/** A save's body is a batch of events; larger bodies than this are refused before parsing. */
const MAX_BODY_BYTES = 1_000_000;

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** Only what the viewer needs: the fold, the event ids (to tell someone else's changes), and the rights. */
export function answerOf(data: SlideAnnotations): AnnotationAnswer {
  return {
    rulers: data.rulers as AnnotationAnswer['rulers'],
    patches: data.patches as AnnotationAnswer['patches'],
    eventIds: data.events.map((stored) => stored.event.id),
    canEdit: data.canEdit,
    readOnlyReason: data.readOnlyReason,
  };
}

function idsOf(request: Request) {
  const url = new URL(request.url);
  return idsSchema.safeParse({
    caseId: url.searchParams.get('caseId'),
    imageId: url.searchParams.get('imageId'),
  });
}

async function failure(request: Request, user: Awaited<ReturnType<typeof requireUser>>, error: unknown) {
  await endSessionOnUnauthorized(request, user, error);
  const status = (error as { status?: number | null }).status ?? 502;
  const message =
    (error as { serverMessage?: string }).serverMessage ??
    (error instanceof Error ? error.message : String(error));
  return json({ error: message }, status);
}

/** GET /viewer/annotations?caseId&imageId: the slide's merged annotations. */
export async function loadAnnotations(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const ids = idsOf(request);
  if (!ids.success) return json({ error: 'A valid case id and image id are required.' }, 400);
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}/images/{imageId}/annotations', {
        params: { path: ids.data },
        signal: request.signal,
      }),
    );
    return json({ annotations: answerOf(data) });
  } catch (error) {
    return failure(request, user, error);
  }
}

/** POST /viewer/annotations?caseId&imageId with `{ events }`: appends a batch, answers the merged state. */
export async function saveAnnotations(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const ids = idsOf(request);
  if (!ids.success) return json({ error: 'A valid case id and image id are required.' }, 400);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return json({ error: 'Too many annotation changes at once.' }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: 'The request body must be valid JSON.' }, 400);
  }
  const events = annotationBatchSchema.safeParse((body as { events?: unknown } | null)?.events);
  if (!events.success) return json({ error: 'These annotation changes are not valid.' }, 400);
  try {
    const { data } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/images/{imageId}/annotations', {
        params: { path: ids.data },
        body: { events: events.data as components['schemas']['AnnotationEvent'][] },
        signal: request.signal,
      }),
    );
    return json({ annotations: answerOf(data) });
  } catch (error) {
    return failure(request, user, error);
  }
}

export interface AnnotationRights {
  canAnnotate: boolean;
  /** Why not, shown in the tools' tooltips; null when the person may annotate. */
  readOnlyReason: string | null;
}

/**
 * Whether the viewer's person may change the case's annotations, as the API says for its first image (the
 * rights are the case's, the same for every image). No image, or no answer: read-only with the reason.
 */
export async function annotationRights(
  token: string,
  caseId: string,
  firstImage: string | null,
): Promise<AnnotationRights> {
  if (!firstImage) return { canAnnotate: false, readOnlyReason: 'This case has no slide images.' };
  try {
    const { data } = await unwrap(
      api(token).GET('/api/cases/{caseId}/images/{imageId}/annotations', {
        params: { path: { caseId, imageId: firstImage } },
      }),
    );
    return { canAnnotate: data.canEdit, readOnlyReason: data.readOnlyReason };
  } catch {
    return {
      canAnnotate: false,
      readOnlyReason: 'Annotations could not be loaded. Reload the viewer to try again.',
    };
  }
}
