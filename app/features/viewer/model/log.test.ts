import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ruler, ViewerEvent } from 'contracts';
import { stepsArbitrary, type PaneStep } from './arbitraries';
import {
  append,
  canRedo,
  canUndo,
  emptyPaneLog,
  load,
  MERGE_WINDOW_MS,
  redo,
  restoreRulers,
  stateAt,
  undo,
  type PaneLog,
} from './log';
import { currentRulers, initialPaneState } from './state';

const T0 = 1_700_000_000_000;
let counter = 0;
const meta = (at = T0 + (counter += 1) * 1000) => ({ id: `e${(counter += 1)}`, at, origin: 'user' as const });
const ruler = (id: string): Ruler => ({
  id,
  mode: 'straight',
  rect: { x: 0, y: 0, width: 3, height: 4 },
  label: '',
  visible: true,
});
const addRuler = (id: string): ViewerEvent => ({ type: 'measurement/added', ...meta(), ruler: ruler(id) });
const view = (
  zoom: number,
  at?: number,
  extra: { merge?: boolean; origin?: 'user' | 'sync' } = {},
): ViewerEvent => ({
  type: 'viewport/changed',
  ...meta(at),
  zoom,
  center: { x: 0.5, y: 0.5 },
  rotation: 0,
  ...extra,
});
const deleteOn = (): ViewerEvent => ({ type: 'mode/delete', ...meta(), on: true });
const rulerIds = (pane: PaneLog) => currentRulers(pane.state).map((r) => r.id);
const build = (...events: ViewerEvent[]) => events.reduce(append, emptyPaneLog);

function play(steps: PaneStep[]): PaneLog {
  return steps.reduce(
    (pane, step) =>
      step.kind === 'event' ? append(pane, step.event) : step.kind === 'undo' ? undo(pane) : redo(pane),
    emptyPaneLog,
  );
}

describe('undo and redo', () => {
  it('undo takes back the latest ruler or patch, not the pans and mode changes made since', () => {
    const pane = build(addRuler('a'), addRuler('b'), view(3), deleteOn());
    const undone = undo(pane);
    expect(rulerIds(undone)).toEqual(['a']);
    expect(undone.state).toMatchObject({ view: { zoom: 3 }, deleteMode: true });
    expect(undone.cursor).toBe(1);
    const bare = undo(undone);
    expect(rulerIds(bare)).toEqual([]);
    expect(canUndo(bare)).toBe(false);
    expect(undo(bare)).toBe(bare);
  });

  it('redo brings the undone back in order, and nothing more', () => {
    const pane = undo(undo(build(addRuler('a'), view(2), addRuler('b'))));
    expect(rulerIds(pane)).toEqual([]);
    expect(rulerIds(redo(pane))).toEqual(['a']);
    const full = redo(redo(pane));
    expect(rulerIds(full)).toEqual(['a', 'b']);
    expect(canRedo(full)).toBe(false);
    expect(redo(full)).toBe(full);
  });

  it('a new ruler or patch after an undo drops the redo tail', () => {
    const pane = append(undo(build(addRuler('a'), addRuler('b'))), addRuler('c'));
    expect(rulerIds(pane)).toEqual(['a', 'c']);
    expect(canRedo(pane)).toBe(false);
    expect(pane.log.some((event) => event.type === 'measurement/added' && event.ruler.id === 'b')).toBe(
      false,
    );
  });

  it('a pan or mode change after an undo keeps redo available', () => {
    const pane = append(append(undo(build(addRuler('a'), addRuler('b'))), view(5)), deleteOn());
    expect(canRedo(pane)).toBe(true);
    const redone = redo(pane);
    expect(rulerIds(redone)).toEqual(['a', 'b']);
    expect(redone.state).toMatchObject({ view: { zoom: 5 }, deleteMode: true });
  });
});

describe('merging a drag or zoom stream', () => {
  it('replaces the previous viewport change when the next comes within the merge window', () => {
    const pane = build(view(1, T0), view(2, T0 + MERGE_WINDOW_MS), view(3, T0 + 2 * MERGE_WINDOW_MS));
    expect(pane.log).toHaveLength(1);
    expect(pane.state.view?.zoom).toBe(3);
    expect(pane.state.history.back).toBeNull();
  });

  it('keeps changes apart when further apart than the window, unless flagged merge', () => {
    const gap = MERGE_WINDOW_MS + 1;
    expect(build(view(1, T0), view(2, T0 + gap)).log).toHaveLength(2);
    expect(build(view(1, T0), view(2, T0 + 60_000, { merge: true })).log).toHaveLength(1);
  });

  it('never merges across another event, another origin, or a back/forward step', () => {
    expect(build(view(1, T0), deleteOn(), view(2, T0 + 10)).log).toHaveLength(3);
    expect(build(view(1, T0), view(2, T0 + 10, { origin: 'sync' })).log).toHaveLength(2);
    const back: ViewerEvent = { ...view(1, T0 + 20), history: 'back' } as ViewerEvent;
    expect(build(view(1, T0), view(2, T0 + 5000), back).log).toHaveLength(3);
  });
});

describe('loading and restoring', () => {
  it('loads a log with nothing undone', () => {
    const events = [addRuler('a'), view(2), addRuler('b')];
    const pane = load(emptyPaneLog, events);
    expect(pane.cursor).toBe(3);
    expect(pane.state).toEqual(build(...events).state);
  });

  it('restores stored rulers once per slide, outside the undo history', () => {
    const pane = restoreRulers(build(addRuler('a')), 0, [
      ruler('stored'),
      { ...ruler('flat'), rect: { x: 0, y: 0, width: 0, height: 9 } },
    ]);
    expect(rulerIds(pane)).toEqual(['stored', 'a']);
    expect(rulerIds(undo(pane))).toEqual(['stored']);
    expect(canUndo(undo(pane))).toBe(false);
    expect(restoreRulers(pane, 0, [ruler('again')])).toBe(pane);
  });
});

describe('properties', () => {
  it('the state kept step by step always equals replaying the log from empty', () => {
    fc.assert(
      fc.property(stepsArbitrary(60), (steps) => {
        const pane = play(steps);
        expect(pane.state).toEqual(stateAt(initialPaneState, pane.log, pane.cursor));
      }),
      { numRuns: 300 },
    );
  });

  it('undo then redo is the identity', () => {
    fc.assert(
      fc.property(stepsArbitrary(60), (steps) => {
        const pane = play(steps);
        fc.pre(canUndo(pane));
        const back = redo(undo(pane));
        expect(back.log).toEqual(pane.log);
        expect(back.cursor).toBe(pane.cursor);
        expect(back.state).toEqual(pane.state);
      }),
      { numRuns: 300 },
    );
  });

  it('undo and redo never change the view, the modes or the slide', () => {
    fc.assert(
      fc.property(stepsArbitrary(60), (steps) => {
        const pane = play(steps);
        for (const moved of [undo(pane), redo(pane)]) {
          const { view, rotation, measurementMode, deleteMode, patchMode, slideIndex } = moved.state;
          expect({ view, rotation, measurementMode, deleteMode, patchMode, slideIndex }).toEqual({
            view: pane.state.view,
            rotation: pane.state.rotation,
            measurementMode: pane.state.measurementMode,
            deleteMode: pane.state.deleteMode,
            patchMode: pane.state.patchMode,
            slideIndex: pane.state.slideIndex,
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
