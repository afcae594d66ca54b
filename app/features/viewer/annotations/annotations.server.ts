/**
 * The viewer's annotations through the app server (decision 029, like the slide links of decision 012): the
 * browser asks `/viewer/annotations`, this reads or saves them with the session's token. Ids and events are
 * checked here before anything reaches the API (the API checks them again).
 */
import { z } from 'zod';
import { annotationBatchSchema, unwrap, type components } from '../../../../contracts';
import { api } from '~/api.server';
import { jsonAnswer, readBoundedJson, relayFailure } from '~/lib/json-relay.server';
import { requireUser } from '~/auth.server';
import type { AnnotationAnswer } from './annotation-sync';
import { VIEWER_TEXT } from '../constants';
import { annotationsAsOf, eventsAsOf } from './as-of';

type SlideAnnotations = components['schemas']['SlideAnnotations'];

const idsSchema = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  imageId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
/** A save's body is a batch of events; larger bodies than this are refused before parsing. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * Only what the viewer needs: the fold, the event ids (to tell someone else's changes), and the rights. With
 * `asOf`, the slide as the server held it then (a consult's replay starts from its start: as-of.ts).
 */
export function answerOf(data: SlideAnnotations, asOf?: string): AnnotationAnswer {
  const held = asOf === undefined ? data.events : eventsAsOf(data.events, asOf);
  const then = asOf === undefined ? null : annotationsAsOf(data.events, asOf);
  return {
    rulers: (then?.rulers ?? data.rulers) as AnnotationAnswer['rulers'],
    patches: (then?.patches ?? data.patches) as AnnotationAnswer['patches'],
    eventIds: held.map((stored) => stored.event.id),
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

const asOfSchema = z.iso.datetime({ offset: true }).optional();

/**
 * GET /viewer/annotations?caseId&imageId: the slide's merged annotations; with `&asOf=<ISO time>`, as the
 * server held them then (a consult's replay).
 */
export async function loadAnnotations(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const ids = idsOf(request);
  if (!ids.success) return jsonAnswer({ error: 'A valid case id and image id are required.' }, 400);
  const asOf = asOfSchema.safeParse(new URL(request.url).searchParams.get('asOf') ?? undefined);
  if (!asOf.success) return jsonAnswer({ error: 'asOf must be a date and time (ISO 8601).' }, 400);
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}/images/{imageId}/annotations', {
        params: { path: ids.data },
        signal: request.signal,
      }),
    );
    return jsonAnswer({ annotations: answerOf(data, asOf.data) });
  } catch (error) {
    return relayFailure(request, user, error);
  }
}

/** POST /viewer/annotations?caseId&imageId with `{ events }`: appends a batch, answers the merged state. */
export async function saveAnnotations(request: Request): Promise<Response> {
  const user = await requireUser(request);
  const ids = idsOf(request);
  if (!ids.success) return jsonAnswer({ error: 'A valid case id and image id are required.' }, 400);
  const read = await readBoundedJson(request, MAX_BODY_BYTES, 'Too many annotation changes at once.');
  if (read instanceof Response) return read;
  const events = annotationBatchSchema.safeParse((read.body as { events?: unknown } | null)?.events);
  if (!events.success) return jsonAnswer({ error: 'These annotation changes are not valid.' }, 400);
  try {
    const { data } = await unwrap(
      api(user.token).POST('/api/cases/{caseId}/images/{imageId}/annotations', {
        params: { path: ids.data },
        body: { events: events.data as components['schemas']['AnnotationEvent'][] },
        signal: request.signal,
      }),
    );
    return jsonAnswer({ annotations: answerOf(data) });
  } catch (error) {
    return relayFailure(request, user, error);
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
      readOnlyReason: VIEWER_TEXT.annotationsNotLoaded,
    };
  }
}
