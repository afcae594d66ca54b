/**
 * A pane's event log with its undo cursor, as pure functions (the effector model in pane-model.ts only holds
 * the result). The rules, in one place:
 *
 * - Undo and redo walk DOCUMENT events only (rulers and patches). `cursor` is the log index from which document
 *   events are undone: every document event before it is applied, every one at or after it is not. Viewport and
 *   mode events are always applied, wherever they stand, so an undo never moves the view or changes a mode.
 *   With nothing undone, cursor === log.length and state = fold of the whole log.
 * - A new document event after an undo drops the undone ones (the redo tail); a viewport or mode event keeps
 *   them (panning after an undo leaves redo available).
 * - A viewport change that continues the previous one (flagged `merge`, or within MERGE_WINDOW_MS of it, same
 *   origin) replaces it, so a drag or zoom stream is one entry.
 * - `base` is where the fold starts: the initial state plus rulers restored from storage (restoring is not
 *   something a person did, so it is not in the log and cannot be undone).
 */
import { isDocumentEvent, type Patch, type Ruler, type ViewerEvent } from 'contracts';
import { fold, hasArea, initialPaneState, replay, type PaneState } from './state';

/** Viewport changes closer together than this are one drag or zoom stream (spec 9's debounce default). */
export const MERGE_WINDOW_MS = 300;

export interface PaneLog {
  base: PaneState;
  log: readonly ViewerEvent[];
  cursor: number;
  state: PaneState;
  /** The state before the last log entry was applied, kept so a merge is one fold; null when not known. */
  beforeLast: PaneState | null;
}

export const emptyPaneLog: PaneLog = Object.freeze({
  base: initialPaneState,
  log: [],
  cursor: 0,
  state: initialPaneState,
  beforeLast: null,
});

/** The state the log gives with document events from `cursor` on left out. */
export function stateAt(base: PaneState, log: readonly ViewerEvent[], cursor: number): PaneState {
  if (cursor >= log.length) return replay(base, log);
  return replay(base, log, (event, index) => index < cursor || !isDocumentEvent(event));
}

function continuesStream(previous: ViewerEvent | undefined, event: ViewerEvent): boolean {
  if (event.type !== 'viewport/changed' || previous?.type !== 'viewport/changed') return false;
  if (event.history || previous.history || event.origin !== previous.origin) return false;
  const gap = event.at - previous.at;
  return event.merge === true || (gap >= 0 && gap <= MERGE_WINDOW_MS);
}

/** Appends one event (merging, dropping the redo tail), keeping the state current in one fold when it can. */
export function append(pane: PaneLog, event: ViewerEvent): PaneLog {
  const { log, cursor } = pane;
  const last = log[log.length - 1];
  if (continuesStream(last, event)) {
    const merged = [...log.slice(0, -1), event];
    const nextCursor = cursor === log.length ? merged.length : cursor;
    if (pane.beforeLast === null) {
      return { ...pane, log: merged, cursor: nextCursor, state: stateAt(pane.base, merged, nextCursor) };
    }
    // A viewport change sets the whole view, so folding the new one onto the state before the old one is exact.
    return { ...pane, log: merged, cursor: nextCursor, state: fold(pane.beforeLast, event) };
  }
  const undone = cursor < log.length;
  if (isDocumentEvent(event) && undone) {
    // Undone document events were not applied, so dropping them leaves the state as it is.
    const kept = [
      ...log.slice(0, cursor),
      ...log.slice(cursor).filter((each) => !isDocumentEvent(each)),
      event,
    ];
    return {
      ...pane,
      log: kept,
      cursor: kept.length,
      state: fold(pane.state, event),
      beforeLast: pane.state,
    };
  }
  const next = [...log, event];
  return {
    ...pane,
    log: next,
    cursor: undone ? cursor : next.length,
    state: fold(pane.state, event),
    beforeLast: pane.state,
  };
}

export function appendAll(pane: PaneLog, events: readonly ViewerEvent[]): PaneLog {
  return events.reduce(append, pane);
}

function latestDocumentBefore(log: readonly ViewerEvent[], cursor: number): number {
  for (let index = Math.min(cursor, log.length) - 1; index >= 0; index -= 1) {
    if (isDocumentEvent(log[index] as ViewerEvent)) return index;
  }
  return -1;
}

/** The id of the document event an undo would take back, or null. */
export function undoableId(pane: PaneLog): string | null {
  const index = latestDocumentBefore(pane.log, pane.cursor);
  return index < 0 ? null : (pane.log[index] as ViewerEvent).id;
}

export function canUndo(pane: PaneLog): boolean {
  return latestDocumentBefore(pane.log, pane.cursor) >= 0;
}

export function canRedo(pane: PaneLog): boolean {
  return pane.cursor < pane.log.length;
}

/** Goes back to just before the latest applied document event. Unchanged (same object) when nothing to undo. */
export function undo(pane: PaneLog): PaneLog {
  const target = latestDocumentBefore(pane.log, pane.cursor);
  if (target < 0) return pane;
  return { ...pane, cursor: target, state: stateAt(pane.base, pane.log, target), beforeLast: null };
}

/** Re-applies the earliest undone document event. Unchanged (same object) when nothing to redo. */
export function redo(pane: PaneLog): PaneLog {
  const { log, cursor } = pane;
  if (cursor >= log.length) return pane;
  let next = cursor + 1;
  while (next < log.length && !isDocumentEvent(log[next] as ViewerEvent)) next += 1;
  return { ...pane, cursor: next, state: stateAt(pane.base, log, next), beforeLast: null };
}

/** Loads a whole log (already validated, e.g. with viewerLogSchema), nothing undone. */
export function load(pane: PaneLog, log: readonly ViewerEvent[]): PaneLog {
  return { ...pane, log: [...log], cursor: log.length, state: replay(pane.base, log), beforeLast: null };
}

/** A slide's rulers and patches, as restored or rebased into the base. */
export interface SlideContent {
  rulers: readonly Ruler[];
  patches?: readonly Patch[];
}

function withSlide(base: PaneState, slideIndex: number, content: SlideContent): PaneState {
  return {
    ...base,
    rulersBySlide: { ...base.rulersBySlide, [slideIndex]: content.rulers.filter(hasArea) },
    patchesBySlide: content.patches
      ? { ...base.patchesBySlide, [slideIndex]: [...content.patches] }
      : base.patchesBySlide,
  };
}

/**
 * Puts a slide's stored rulers (and patches) into the base, once per slide (a second restore of the same slide
 * is ignored, so a slide seen again keeps what happened to it since). Rulers without area are dropped (spec 5).
 */
export function restoreSlide(pane: PaneLog, slideIndex: number, content: SlideContent): PaneLog {
  if (pane.base.rulersBySlide[slideIndex] !== undefined) return pane;
  const base = withSlide(pane.base, slideIndex, content);
  return { ...pane, base, state: stateAt(base, pane.log, pane.cursor), beforeLast: null };
}

/** restoreSlide with rulers only (local storage, spec 3.8). */
export function restoreRulers(pane: PaneLog, slideIndex: number, rulers: readonly Ruler[]): PaneLog {
  return restoreSlide(pane, slideIndex, { rulers });
}

/** The slide each document event of the log was made on (the log starts on the base's slide). */
export function slideOfEvents(pane: Pick<PaneLog, 'base' | 'log'>): number[] {
  let slide = pane.base.slideIndex;
  return pane.log.map((event) => {
    if (event.type === 'slide/selected') slide = event.index;
    return slide;
  });
}

/**
 * Replaces a slide's base with what the server holds (decision 029). With `dropHistory`, that slide's document
 * events leave the log (the server's version already holds what they did, and re-applying them would undo a
 * later change of someone else): undo and redo then no longer reach them. Other slides are untouched.
 */
export function rebaseSlide(
  pane: PaneLog,
  slideIndex: number,
  content: SlideContent,
  dropHistory: boolean,
): PaneLog {
  const base = withSlide(pane.base, slideIndex, content);
  if (!dropHistory) return { ...pane, base, state: stateAt(base, pane.log, pane.cursor), beforeLast: null };
  const slides = slideOfEvents(pane);
  const log: ViewerEvent[] = [];
  let cursor = 0;
  pane.log.forEach((event, index) => {
    if (isDocumentEvent(event) && slides[index] === slideIndex) return;
    log.push(event);
    if (index < pane.cursor) cursor += 1;
  });
  if (pane.cursor >= pane.log.length) cursor = log.length;
  return { ...pane, base, log, cursor, state: stateAt(base, log, cursor), beforeLast: null };
}
