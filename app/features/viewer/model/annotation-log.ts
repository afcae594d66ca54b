/**
 * What the server must be told when a pane's log changes (decision 029), as pure functions. The server keeps a
 * merged log of document events per slide image; the pane keeps its own log with an undo cursor. A change of
 * the pane is turned into events the server can append:
 *
 * - new document events the person made are sent as they are (same id: a resend is harmless);
 * - anything else that changed a slide's rulers or patches (undo, redo, a log replaced) is sent as
 *   compensating events computed from the slide's content before and after: undoing a ruler's addition sends
 *   its removal, undoing a move sends a move back, redoing sends the change again under a new id.
 *
 * Restores and rebases from storage or the server change the base, not the log: comparing both logs on the new
 * base leaves them out, so what the server sent is never echoed back.
 */
import {
  foldDocument,
  isDocumentEvent,
  SYNC_ID_PREFIX,
  type DocumentEvent,
  type Patch,
  type Ruler,
  type SlideDocument,
} from 'contracts';
import { slideOfEvents, stateAt, type PaneLog } from './log';
import type { PaneState } from './state';
import type { EventMeta } from './ids';

/** A slide's rulers and patches in a pane state. */
export function slideDocument(state: PaneState, slideIndex: number): SlideDocument {
  return {
    rulers: [...(state.rulersBySlide[slideIndex] ?? [])],
    patches: [...(state.patchesBySlide[slideIndex] ?? [])],
  };
}

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether two slide contents hold the same rulers and patches (order aside). */
export function sameDocument(a: SlideDocument, b: SlideDocument): boolean {
  if (a.rulers.length !== b.rulers.length || a.patches.length !== b.patches.length) return false;
  const rulers = byId(b.rulers);
  const patches = byId(b.patches);
  return (
    a.rulers.every((ruler) => same(ruler, rulers.get(ruler.id))) &&
    a.patches.every((patch) => same(patch, patches.get(patch.id)))
  );
}

/** The events that turn `before` into `after`, each with a fresh id and time from `meta`. */
export function diffDocument(
  before: SlideDocument,
  after: SlideDocument,
  meta: () => EventMeta,
): DocumentEvent[] {
  const events: DocumentEvent[] = [];
  const rulersAfter = byId(after.rulers);
  const rulersBefore = byId(before.rulers);
  const addRuler = (ruler: Ruler) => events.push({ type: 'measurement/added', ...meta(), ruler });
  for (const ruler of before.rulers) {
    const now = rulersAfter.get(ruler.id);
    if (!now || !same(now, ruler)) events.push({ type: 'measurement/removed', ...meta(), rulerId: ruler.id });
  }
  for (const ruler of after.rulers) {
    const was = rulersBefore.get(ruler.id);
    if (!was || !same(was, ruler)) addRuler(ruler);
  }

  const patchesAfter = byId(after.patches);
  const patchesBefore = byId(before.patches);
  for (const patch of before.patches) {
    if (!patchesAfter.has(patch.id)) events.push({ type: 'patch/removed', ...meta(), patchId: patch.id });
  }
  for (const patch of after.patches) {
    const was = patchesBefore.get(patch.id);
    if (!was) {
      events.push({ type: 'patch/added', ...meta(), patch });
      continue;
    }
    events.push(...patchChanges(was, patch, meta));
  }
  return events;
}

function patchChanges(was: Patch, now: Patch, meta: () => EventMeta): DocumentEvent[] {
  const patchId = now.id;
  if (was.isPoint !== now.isPoint || was.widthInClient !== now.widthInClient) {
    // No event changes these: replace the patch.
    return [
      { type: 'patch/removed', ...meta(), patchId },
      { type: 'patch/added', ...meta(), patch: now },
    ];
  }
  const events: DocumentEvent[] = [];
  if (was.size.x !== now.size.x || was.size.y !== now.size.y) {
    events.push({ type: 'patch/moved', ...meta(), patchId, x: now.size.x, y: now.size.y });
  }
  if (
    !now.isPoint &&
    now.size.width !== undefined &&
    now.size.height !== undefined &&
    (was.size.width !== now.size.width || was.size.height !== now.size.height)
  ) {
    events.push({
      type: 'patch/resized',
      ...meta(),
      patchId,
      width: now.size.width,
      height: now.size.height,
    });
  }
  if (was.color !== now.color)
    events.push({ type: 'patch/recoloured', ...meta(), patchId, color: now.color });
  if (was.note !== now.note) events.push({ type: 'patch/noted', ...meta(), patchId, note: now.note });
  return events;
}

export interface SlideEvents {
  slideIndex: number;
  events: DocumentEvent[];
}

const savable = (event: DocumentEvent) => event.origin === 'user' && !event.id.startsWith(SYNC_ID_PREFIX);

/**
 * The events to send, per slide, for a change of the pane from `before` to `after` (any change: one event,
 * several, an undo, a redo, a restore). Empty when no slide's rulers or patches changed by the person's doing.
 */
export function outgoingEvents(before: PaneLog, after: PaneLog, meta: () => EventMeta): SlideEvents[] {
  const was: PaneState =
    before.base === after.base ? before.state : stateAt(after.base, before.log, before.cursor);
  const now = after.state;
  if (was.rulersBySlide === now.rulersBySlide && was.patchesBySlide === now.patchesBySlide) return [];

  const slides = new Set<number>();
  for (const record of [was.rulersBySlide, now.rulersBySlide, was.patchesBySlide, now.patchesBySlide]) {
    for (const key of Object.keys(record)) slides.add(Number(key));
  }
  // New, applied document events by slide: what the person just did.
  const seen = new Set(before.log.map((event) => event.id));
  const slideOf = slideOfEvents(after);
  const made = new Map<number, DocumentEvent[]>();
  after.log.forEach((event, index) => {
    if (index >= after.cursor || !isDocumentEvent(event) || seen.has(event.id) || !savable(event)) return;
    const slide = slideOf[index]!;
    made.set(slide, [...(made.get(slide) ?? []), event]);
  });

  const out: SlideEvents[] = [];
  for (const slideIndex of [...slides].sort((a, b) => a - b)) {
    const from = slideDocument(was, slideIndex);
    const to = slideDocument(now, slideIndex);
    if (sameDocument(from, to)) continue;
    const candidates = made.get(slideIndex) ?? [];
    const events =
      candidates.length && sameDocument(foldDocument(candidates, from), to)
        ? candidates
        : diffDocument(from, to, meta);
    if (events.length) out.push({ slideIndex, events });
  }
  return out;
}

/**
 * Times made strictly increasing from `after` on, so the server's (at, id) order is the order they were made
 * in (events made within one millisecond would otherwise be ordered by their random ids).
 */
export function inOrder(events: readonly DocumentEvent[], after: number): DocumentEvent[] {
  let last = after;
  return events.map((event) => {
    const at = Math.max(event.at, last + 1);
    last = at;
    return at === event.at ? event : { ...event, at };
  });
}
