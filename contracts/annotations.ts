/**
 * Annotations of one slide image as a merged log of document events (docs/decisions/029): the server and every
 * browser keep the union of events by id, ordered by (at, id), and fold it into rulers and patches with the same
 * rules as the viewer's fold (app/features/viewer/model/state.ts): rulers without area are not added, unknown
 * ids change nothing, a later event on the same patch wins (last writer by time).
 */
import { z } from 'zod';
import {
  isDocumentEvent,
  SYNC_ID_PREFIX,
  viewerEventSchema,
  type DocumentEvent,
  type Patch,
  type Ruler,
  type ViewerEvent,
} from './viewer-events';

/** The most events one save may carry. */
export const ANNOTATION_BATCH_MAX = 200;
/** The most events one slide image may hold (a safety cap; a person makes far fewer). */
export const ANNOTATION_EVENTS_MAX = 20_000;

export interface SlideDocument {
  rulers: Ruler[];
  patches: Patch[];
}

export const emptyDocument = (): SlideDocument => ({ rulers: [], patches: [] });

/**
 * A document event a server accepts: the viewer's own schema, a document type, origin `user`, and not a split
 * view copy (`sync-` ids). Coordinates are finite (zod numbers refuse NaN and the infinities).
 */
export const annotationEventSchema = viewerEventSchema
  .refine((event) => isDocumentEvent(event), 'must be a ruler or patch change')
  .refine(
    (event) => event.origin === 'user' && !event.id.startsWith(SYNC_ID_PREFIX),
    'split-view copies are never saved',
  )
  .transform((event) => event as DocumentEvent);
export const annotationBatchSchema = z.array(annotationEventSchema).min(1).max(ANNOTATION_BATCH_MAX);

/** Order of the merged log: by time, then by id, so every replica folds the same sequence. */
export function compareEvents(a: Pick<ViewerEvent, 'at' | 'id'>, b: Pick<ViewerEvent, 'at' | 'id'>): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The union of two logs by event id, ordered by (at, id). An id already held keeps its first version, so a
 * resent batch changes nothing. `added` are the incoming events that were new.
 */
export function mergeEvents<E extends Pick<ViewerEvent, 'at' | 'id'>>(
  held: readonly E[],
  incoming: readonly E[],
): { merged: E[]; added: E[] } {
  const ids = new Set(held.map((event) => event.id));
  const added: E[] = [];
  for (const event of incoming) {
    if (ids.has(event.id)) continue;
    ids.add(event.id);
    added.push(event);
  }
  if (!added.length) return { merged: [...held], added };
  return { merged: [...held, ...added].sort(compareEvents), added };
}

const hasArea = (ruler: Ruler) => Boolean(ruler.rect.width) && Boolean(ruler.rect.height);

/** One document event applied to a slide's rulers and patches (a new object when it changes something). */
export function applyDocumentEvent(doc: SlideDocument, event: DocumentEvent): SlideDocument {
  const patchChange = (patchId: string, change: (patch: Patch) => Patch): SlideDocument => {
    const index = doc.patches.findIndex((patch) => patch.id === patchId);
    if (index < 0) return doc;
    const patches = [...doc.patches];
    patches[index] = change(patches[index]!);
    return { ...doc, patches };
  };
  switch (event.type) {
    case 'measurement/added':
      if (!hasArea(event.ruler) || doc.rulers.some((ruler) => ruler.id === event.ruler.id)) return doc;
      return { ...doc, rulers: [...doc.rulers, event.ruler] };
    case 'measurement/removed':
      return doc.rulers.some((ruler) => ruler.id === event.rulerId)
        ? { ...doc, rulers: doc.rulers.filter((ruler) => ruler.id !== event.rulerId) }
        : doc;
    case 'measurement/cleared':
      return doc.rulers.length ? { ...doc, rulers: [] } : doc;
    case 'patch/added':
      if (doc.patches.some((patch) => patch.id === event.patch.id)) return doc;
      return { ...doc, patches: [...doc.patches, event.patch] };
    case 'patch/moved':
      return patchChange(event.patchId, (patch) => ({
        ...patch,
        size: { ...patch.size, x: event.x, y: event.y },
      }));
    case 'patch/resized':
      return patchChange(event.patchId, (patch) =>
        patch.isPoint
          ? patch
          : { ...patch, size: { ...patch.size, width: event.width, height: event.height } },
      );
    case 'patch/recoloured':
      return patchChange(event.patchId, (patch) => ({ ...patch, color: event.color }));
    case 'patch/noted':
      return patchChange(event.patchId, (patch) => ({ ...patch, note: event.note }));
    case 'patch/removed':
      return doc.patches.some((patch) => patch.id === event.patchId)
        ? { ...doc, patches: doc.patches.filter((patch) => patch.id !== event.patchId) }
        : doc;
  }
}

/** The fold of a merged log (sort it with compareEvents first, as mergeEvents does). */
export function foldDocument(events: readonly DocumentEvent[], from: SlideDocument = emptyDocument()) {
  return events.reduce(applyDocumentEvent, from);
}
