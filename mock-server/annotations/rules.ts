/**
 * Annotations of a case's slide images (docs/decisions/029): per case and image, the merged log of document
 * events with who saved each. Who may read them is who may see the case (canSeeCase); who may write them is the
 * assigned provider or an admin while the case is Assigned; a signed-out case's annotations are locked.
 */
import {
  foldDocument,
  mergeEvents,
  ANNOTATION_EVENTS_MAX,
  type components,
  type DocumentEvent,
  isAdminRole,
  isProviderRole,
} from '../../contracts';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { settle } from '../store/persistence';

type StoredEvent = components['schemas']['StoredAnnotationEvent'];
export type SlideAnnotations = components['schemas']['SlideAnnotations'];

export const ANNOTATION_TEXT = {
  locked: 'This case is signed out: its annotations are locked.',
  notAssigned: 'Annotations can be changed only while the case is assigned.',
  notYours: 'Only the assigned provider can change these annotations.',
  tooMany: 'This slide holds too many annotation changes.',
} as const;

/** Whether the user may save annotations of this case now, and if not, the answer's status and sentence. */
export function annotationWriteAccess(
  user: Pick<UserRecord, 'id' | 'role'>,
  item: CaseRecord,
): { ok: true } | { ok: false; status: 403 | 409; message: string } {
  if (item.status === 'SignOutCompleted') return { ok: false, status: 409, message: ANNOTATION_TEXT.locked };
  const mayWrite =
    isAdminRole(user.role) || (isProviderRole(user.role) && item.assignedProvider?.id === user.id);
  if (!mayWrite) return { ok: false, status: 403, message: ANNOTATION_TEXT.notYours };
  if (item.status !== 'Assigned') return { ok: false, status: 409, message: ANNOTATION_TEXT.notAssigned };
  return { ok: true };
}

const keyOf = (caseID: string, imageId: string) => `${caseID}:${imageId}`;

function storedEvents(caseID: string, imageId: string): StoredEvent[] {
  return db.slideAnnotations.findFirst((q) => q.where({ id: keyOf(caseID, imageId) }))?.events ?? [];
}

/** The merged state of one image's annotations as the caller sees it. */
export function slideAnnotationsFor(
  user: Pick<UserRecord, 'id' | 'role'>,
  item: CaseRecord,
  imageId: string,
  events: readonly StoredEvent[] = storedEvents(item.caseID, imageId),
): SlideAnnotations {
  const { rulers, patches } = foldDocument(events.map((stored) => stored.event as DocumentEvent));
  const access = annotationWriteAccess(user, item);
  const last = events.reduce<StoredEvent | null>(
    (latest, stored) => (!latest || stored.receivedAt > latest.receivedAt ? stored : latest),
    null,
  );
  return {
    caseID: item.caseID,
    imageId,
    revision: events.length,
    rulers,
    patches,
    events: [...events],
    canEdit: access.ok,
    readOnlyReason: access.ok ? null : access.message,
    updatedAt: last?.receivedAt ?? null,
    updatedBy: last?.author ?? null,
  };
}

/**
 * Adds a batch (already validated) to the image's log: events with ids already held are ignored (a resend is
 * harmless), the rest are recorded with their author and merged in (at, id) order. False when the log would
 * pass its cap.
 */
export async function appendAnnotationEvents(
  author: { id: string; name: string },
  item: CaseRecord,
  imageId: string,
  events: readonly DocumentEvent[],
  receivedAt = new Date().toISOString(),
): Promise<StoredEvent[] | null> {
  const id = keyOf(item.caseID, imageId);
  const held = storedEvents(item.caseID, imageId);
  const incoming = events.map((event) => ({
    at: event.at,
    id: event.id,
    stored: { event: event as StoredEvent['event'], author, receivedAt },
  }));
  const { merged, added } = mergeEvents(
    held.map((stored) => ({ at: stored.event.at, id: stored.event.id, stored })),
    incoming,
  );
  if (!added.length) return held;
  if (merged.length > ANNOTATION_EVENTS_MAX) return null;
  const next = merged.map((entry) => entry.stored as StoredEvent);
  if (db.slideAnnotations.findFirst((q) => q.where({ id }))) {
    await db.slideAnnotations.update((q) => q.where({ id }), {
      data(draft) {
        draft.events = next;
      },
    });
  } else {
    await db.slideAnnotations.create({ id, caseID: item.caseID, imageId, events: next });
  }
  await settle();
  return next;
}
