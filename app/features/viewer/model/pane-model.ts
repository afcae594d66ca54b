/**
 * One viewer pane's model in effector: its event log, undo cursor and folded state. A factory, never a
 * singleton: each pane (main, split) makes its own, and every value lives in the fork() scope it runs in, so
 * two viewers (or two tests) never share state. Viewer state is client-only and never serialised, hence
 * `serialize: 'ignore'` on the stores.
 */
import { createEvent, createStore, merge, sample } from 'effector';
import type { ViewerEvent } from 'contracts';
import { newId as randomId } from './ids';
import * as paneLog from './log';
import {
  activePatch,
  canGoBack,
  canGoForward,
  currentPatches,
  currentRulers,
  type ViewStack,
  type PaneState,
} from './state';

export interface PaneModelOptions {
  /** Clock and id source for the events the model makes itself (back and forward); replaceable in tests. */
  now?: () => number;
  newId?: () => string;
}

export function createPaneModel({ now = Date.now, newId = randomId }: PaneModelOptions = {}) {
  /** Every action enters here. */
  const dispatched = createEvent<ViewerEvent>();
  /** Several events in order, as one update (e.g. a slide change followed by its view). */
  const dispatchedAll = createEvent<readonly ViewerEvent[]>();
  const undo = createEvent();
  /** Undo, only while the event of this id is the one an undo takes back (a toast's Undo after later changes). */
  const undoIfLatest = createEvent<string>();
  const redo = createEvent();
  /** Back and forward through this slide's fields of view. */
  const back = createEvent();
  const forward = createEvent();
  /** Loads a whole log (validate it first with viewerLogSchema when it comes from outside). */
  const replaced = createEvent<readonly ViewerEvent[]>();
  /** A slide's rulers (and patches) read from storage; taken once per slide, outside the undo history. */
  const restored = createEvent<{ slideIndex: number } & paneLog.SlideContent>();
  /**
   * A slide's annotations as the server holds them (annotation sync, decision 029) replace its base; with
   * `dropHistory` the slide's document events leave the log (someone else changed the slide).
   */
  const rebased = createEvent<{ slideIndex: number; dropHistory: boolean } & paneLog.SlideContent>();
  /** Empties log and restored rulers (another case). */
  const reset = createEvent();

  const $pane = createStore<paneLog.PaneLog>(paneLog.emptyPaneLog, { serialize: 'ignore' });

  const undone = sample({
    clock: undo,
    source: $pane,
    fn: (before) => ({ before, after: paneLog.undo(before) }),
  });
  const redone = sample({
    clock: redo,
    source: $pane,
    fn: (before) => ({ before, after: paneLog.redo(before) }),
  });
  /** The pane before and after an undo or redo that changed something (split-view sync mirrors it). */
  const travelled = merge([undone, redone]).filter({ fn: ({ before, after }) => before !== after });

  $pane
    .on(dispatched, paneLog.append)
    .on(dispatchedAll, paneLog.appendAll)
    .on(travelled, (_, { after }) => after)
    .on(replaced, paneLog.load)
    .on(restored, (pane, { slideIndex, ...content }) => paneLog.restoreSlide(pane, slideIndex, content))
    .on(rebased, (pane, { slideIndex, dropHistory, ...content }) =>
      paneLog.rebaseSlide(pane, slideIndex, content, dropHistory),
    )
    .reset(reset);

  const historyStep = (state: PaneState, direction: 'back' | 'forward'): ViewerEvent => {
    const { back: behind, forward: ahead } = state.history;
    const target = ((direction === 'back' ? behind : ahead) as ViewStack).view;
    return {
      type: 'viewport/changed',
      id: newId(),
      at: now(),
      origin: 'user',
      ...target,
      history: direction,
    };
  };

  const $log = $pane.map((pane) => pane.log);
  const $cursor = $pane.map((pane) => pane.cursor);
  const $state = $pane.map((pane) => pane.state);
  const $canBack = $state.map(canGoBack);
  const $canForward = $state.map(canGoForward);

  sample({
    clock: undoIfLatest,
    source: $pane,
    filter: (pane, id) => paneLog.undoableId(pane) === id,
    target: undo,
  });
  sample({
    clock: back,
    source: $state,
    filter: canGoBack,
    fn: (state) => historyStep(state, 'back'),
    target: dispatched,
  });
  sample({
    clock: forward,
    source: $state,
    filter: canGoForward,
    fn: (state) => historyStep(state, 'forward'),
    target: dispatched,
  });

  return {
    dispatched,
    dispatchedAll,
    undo,
    undoIfLatest,
    redo,
    back,
    forward,
    replaced,
    restored,
    rebased,
    reset,
    /** The whole log with its base and cursor (annotation sync compares one with the next). */
    $pane,
    travelled: travelled.map(({ before, after }) => ({ from: before.state, to: after.state })),
    $log,
    $cursor,
    $state,
    $canUndo: $pane.map(paneLog.canUndo),
    $canRedo: $pane.map(paneLog.canRedo),
    $canBack,
    $canForward,
    /** The current slide's rulers and patches, and the active patch. */
    $rulers: $state.map(currentRulers),
    $patches: $state.map(currentPatches),
    $activePatch: $state.map(activePatch),
  };
}

export type PaneModel = ReturnType<typeof createPaneModel>;
