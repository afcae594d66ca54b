/**
 * Split-view sync (spec 4.4): while on, the primary pane's viewport and measurement events are replayed into the
 * secondary as copies with origin 'sync' and ids (event and ruler ids) prefixed 'sync-'. It is one-way: a copy
 * is never copied again, so the secondary cannot echo back even if someone links the panes both ways. Mode and
 * patch events stay in their pane. Turning sync off leaves the panes independent; turning it on aligns the
 * secondary with the primary's slide, view and rulers first. Rulers that reach the primary outside its log (read
 * from storage or the server after a reload) are copied too, so the synced copies come back after a reload.
 */
import { sample, type Store } from 'effector';
import { isMeasurementEvent, isViewportEvent, SYNC_ID_PREFIX, type Ruler, type ViewerEvent } from 'contracts';
import { newId as randomId } from './ids';
import type { PaneModel } from './pane-model';
import { currentRulers, type PaneState } from './state';

const syncId = (id: string) => `${SYNC_ID_PREFIX}${id}`;

/** The secondary pane's copy of a primary pane's event, or null when the event is not mirrored. */
export function toSyncCopy(event: ViewerEvent): ViewerEvent | null {
  if (event.origin === 'sync' || !(isViewportEvent(event) || isMeasurementEvent(event))) return null;
  const copy = { ...event, id: syncId(event.id), origin: 'sync' as const };
  switch (copy.type) {
    case 'viewport/changed': {
      // The primary's back/forward steps are plain changes of view to the secondary, whose history is its own.
      const { history: _history, ...change } = copy;
      return change;
    }
    case 'measurement/added':
      return { ...copy, ruler: { ...copy.ruler, id: syncId(copy.ruler.id) } };
    case 'measurement/removed':
      return { ...copy, rulerId: syncId(copy.rulerId) };
    default:
      return copy;
  }
}

interface SyncMeta {
  newId: () => string;
  now: () => number;
}

/** The events that bring the secondary to the primary's slide, view and rulers. */
export function alignment(primary: PaneState, secondary: PaneState, sync: SyncMeta): ViewerEvent[] {
  const meta = () => ({ id: syncId(sync.newId()), at: sync.now(), origin: 'sync' as const });
  const events: ViewerEvent[] = [];
  if (secondary.slideIndex !== primary.slideIndex) {
    events.push({ type: 'slide/selected', ...meta(), index: primary.slideIndex });
  }
  events.push(
    primary.view
      ? { type: 'viewport/changed', ...meta(), ...primary.view, rotation: primary.rotation }
      : { type: 'viewport/home', ...meta() },
  );
  return [...events, ...rulerAlignment(primary, secondary, sync)];
}

/**
 * The measurement events that give the secondary a copy of each of the primary's current rulers and drop the
 * copies whose original is gone (the secondary's own rulers stay).
 */
export function rulerAlignment(
  primary: PaneState,
  secondary: PaneState,
  { newId, now }: SyncMeta,
): ViewerEvent[] {
  const meta = () => ({ id: syncId(newId()), at: now(), origin: 'sync' as const });
  const wanted = new Map(currentRulers(primary).map((ruler) => [syncId(ruler.id), ruler]));
  const copies = (secondary.rulersBySlide[primary.slideIndex] ?? []).filter((ruler) =>
    ruler.id.startsWith(SYNC_ID_PREFIX),
  );
  const present = new Set(copies.map((ruler) => ruler.id));
  return [
    ...copies
      .filter((ruler) => !wanted.has(ruler.id))
      .map((ruler): ViewerEvent => ({ type: 'measurement/removed', ...meta(), rulerId: ruler.id })),
    ...[...wanted]
      .filter(([id]) => !present.has(id))
      .map(([id, ruler]): ViewerEvent => ({ type: 'measurement/added', ...meta(), ruler: { ...ruler, id } })),
  ];
}

/**
 * The measurement events that mirror an undo or redo of the primary on its current slide: rulers that went
 * away are removed from the secondary, rulers that came back are added again.
 */
export function rulerChanges(from: PaneState, to: PaneState, { newId, now }: SyncMeta): ViewerEvent[] {
  const meta = () => ({ id: syncId(newId()), at: now(), origin: 'sync' as const });
  const before = currentRulers(from);
  const after = currentRulers(to);
  const ids = (rulers: readonly Ruler[]) => new Set(rulers.map((ruler) => ruler.id));
  const had = ids(before);
  const has = ids(after);
  return [
    ...before
      .filter((ruler) => !has.has(ruler.id))
      .map((ruler): ViewerEvent => ({ type: 'measurement/removed', ...meta(), rulerId: syncId(ruler.id) })),
    ...after
      .filter((ruler) => !had.has(ruler.id))
      .map((ruler): ViewerEvent => ({
        type: 'measurement/added',
        ...meta(),
        ruler: { ...ruler, id: syncId(ruler.id) },
      })),
  ];
}

export function linkPanes(
  primary: PaneModel,
  secondary: PaneModel,
  { enabled, newId = randomId, now = Date.now }: { enabled: Store<boolean> } & Partial<SyncMeta>,
): void {
  const meta = { newId, now };
  const copies = (events: readonly ViewerEvent[]) =>
    events.map(toSyncCopy).filter((copy): copy is ViewerEvent => copy !== null);
  const nonEmpty = (events: readonly ViewerEvent[]) => events.length > 0;

  const mirrored = sample({
    clock: [primary.dispatched.map((event) => [event]), primary.dispatchedAll],
    filter: enabled,
    fn: copies,
  });
  sample({ clock: mirrored, filter: nonEmpty, target: secondary.dispatchedAll });

  sample({
    clock: enabled.updates,
    source: { primary: primary.$state, secondary: secondary.$state },
    filter: (_, on) => on,
    fn: ({ primary: from, secondary: to }) => alignment(from, to, meta),
    target: secondary.dispatchedAll,
  });

  // Rulers read from storage or the server (not log events) are copied once they are in the primary.
  const rulersArrived = sample({
    clock: [primary.restored, primary.rebased],
    source: { primary: primary.$state, secondary: secondary.$state, on: enabled },
    filter: ({ primary: from, secondary: to, on }) => on && from.slideIndex === to.slideIndex,
    fn: ({ primary: from, secondary: to }) => rulerAlignment(from, to, meta),
  });
  sample({ clock: rulersArrived, filter: nonEmpty, target: secondary.dispatchedAll });

  const undoMirrored = sample({
    clock: primary.travelled,
    filter: enabled,
    fn: ({ from, to }) => rulerChanges(from, to, meta),
  });
  sample({ clock: undoMirrored, filter: nonEmpty, target: secondary.dispatchedAll });
}
