import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Patch, Ruler, ViewerEvent } from 'contracts';
import { paneStateArbitrary, sessionArbitrary } from './arbitraries';
import {
  activePatch,
  canGoBack,
  canGoForward,
  currentPatches,
  currentRulers,
  FIELD_OF_VIEW_HISTORY_LIMIT,
  fold,
  initialPaneState,
  replay,
  rotateBy,
  type PaneState,
} from './state';

let counter = 0;
const meta = () => ({ id: `e${(counter += 1)}`, at: 1_700_000_000_000 + counter, origin: 'user' as const });
const run = (...events: ViewerEvent[]) => events.reduce(fold, initialPaneState);

const ruler = (id: string, width = 30, height = 40): Ruler => ({
  id,
  mode: 'straight',
  rect: { x: 5, y: 5, width, height },
  label: '',
  visible: true,
});
const patch = (id: string, extra: Partial<Patch> = {}): Patch => ({
  id,
  note: '',
  color: '#7cfc00',
  isPoint: false,
  size: { x: 0, y: 0, width: 1024, height: 1024 },
  widthInClient: 100,
  ...extra,
});
const measure = (mode: 'STRAIGHT' | 'COORDINATE'): ViewerEvent => ({
  type: 'mode/measurement',
  ...meta(),
  mode,
});
const deleteMode = (on: boolean): ViewerEvent => ({ type: 'mode/delete', ...meta(), on });
const addRuler = (r: Ruler): ViewerEvent => ({ type: 'measurement/added', ...meta(), ruler: r });
const addPatch = (p: Patch): ViewerEvent => ({ type: 'patch/added', ...meta(), patch: p });
const select = (index: number): ViewerEvent => ({ type: 'slide/selected', ...meta(), index });
const view = (zoom: number, rotation: 0 | 90 | 180 | 270 = 0, history?: 'back' | 'forward'): ViewerEvent => ({
  type: 'viewport/changed',
  ...meta(),
  zoom,
  center: { x: 0.5, y: 0.5 },
  rotation,
  ...(history ? { history } : {}),
});

describe('measurement and delete modes (spec 4.4)', () => {
  it('goes from NONE to STRAIGHT or COORDINATE, and back to NONE when the active mode is toggled again', () => {
    expect(run(measure('STRAIGHT')).measurementMode).toBe('STRAIGHT');
    expect(run(measure('COORDINATE')).measurementMode).toBe('COORDINATE');
    expect(run(measure('STRAIGHT'), measure('STRAIGHT')).measurementMode).toBe('NONE');
    expect(run(measure('STRAIGHT'), measure('COORDINATE')).measurementMode).toBe('COORDINATE');
  });

  it('turns delete mode off when a measurement mode goes on, but not when it goes off', () => {
    const measuring = run(deleteMode(true), measure('STRAIGHT'));
    expect(measuring).toMatchObject({ measurementMode: 'STRAIGHT', deleteMode: false });
    const backOff = fold({ ...measuring, deleteMode: true }, measure('STRAIGHT'));
    expect(backOff).toMatchObject({ measurementMode: 'NONE', deleteMode: true });
  });

  it('turns measuring off when delete mode goes on', () => {
    expect(run(measure('COORDINATE'), deleteMode(true))).toMatchObject({
      measurementMode: 'NONE',
      deleteMode: true,
    });
    expect(run(measure('COORDINATE'), deleteMode(false))).toMatchObject({ measurementMode: 'COORDINATE' });
  });

  it('switches patch mode on and off, one pointer tool at a time', () => {
    const patches = (on: boolean) => ({ type: 'mode/patches' as const, ...meta(), on });
    expect(run(patches(true)).patchMode).toBe(true);
    expect(run(patches(true), patches(false)).patchMode).toBe(false);
    expect(run(measure('STRAIGHT'), patches(true))).toMatchObject({
      patchMode: true,
      measurementMode: 'NONE',
    });
    expect(run(deleteMode(true), patches(true))).toMatchObject({ patchMode: true, deleteMode: false });
    expect(run(patches(true), measure('COORDINATE'))).toMatchObject({
      patchMode: false,
      measurementMode: 'COORDINATE',
    });
    expect(run(patches(true), deleteMode(true))).toMatchObject({ patchMode: false, deleteMode: true });
  });
});

describe('changing slide', () => {
  it('resets measurement mode to NONE, leaves delete mode, returns home and shows that slide’s own rulers and patches', () => {
    const onFirst = run(addRuler(ruler('r1')), addPatch(patch('p1')), {
      type: 'patch/activated',
      ...meta(),
      patchId: 'p1',
    });
    const onSecond = run(
      addRuler(ruler('r1')),
      addPatch(patch('p1')),
      view(4),
      measure('STRAIGHT'),
      select(1),
      addRuler(ruler('r2')),
    );
    expect(onSecond).toMatchObject({ slideIndex: 1, measurementMode: 'NONE', deleteMode: false, view: null });
    expect(currentRulers(onSecond).map((r) => r.id)).toEqual(['r2']);
    expect(currentPatches(onSecond)).toEqual([]);
    expect(activePatch(fold(onFirst, select(1)))).toBeNull();
    const backOnFirst = fold(onSecond, select(0));
    expect(currentRulers(backOnFirst).map((r) => r.id)).toEqual(['r1']);
    expect(currentPatches(backOnFirst).map((p) => p.id)).toEqual(['p1']);
    expect(run(deleteMode(true), select(2)).deleteMode).toBe(false);
  });

  it('keeps the rotation (a viewer setting, spec 3.7) and starts a fresh field-of-view history', () => {
    const state = run(view(2, 90), view(3, 90), select(1));
    expect(state.rotation).toBe(90);
    expect([canGoBack(state), canGoForward(state)]).toEqual([false, false]);
  });
});

describe('rulers', () => {
  it('never adds a ruler with zero width or height (spec 5)', () => {
    const state = run(
      addRuler(ruler('flat', 30, 0)),
      addRuler(ruler('upright', 0, 30)),
      addRuler(ruler('ok', -30, 40)),
    );
    expect(currentRulers(state).map((r) => r.id)).toEqual(['ok']);
  });

  it('adds a ruler id once, removes by id, and clears only the current slide', () => {
    const state = run(addRuler(ruler('a')), addRuler(ruler('a', 50, 50)), addRuler(ruler('b')));
    expect(currentRulers(state).map((r) => r.rect.width)).toEqual([30, 30]);
    expect(
      currentRulers(fold(state, { type: 'measurement/removed', ...meta(), rulerId: 'a' })).map((r) => r.id),
    ).toEqual(['b']);
    expect(fold(state, { type: 'measurement/removed', ...meta(), rulerId: 'nope' })).toEqual(state);
    const cleared = run(addRuler(ruler('a')), select(1), addRuler(ruler('b')), {
      type: 'measurement/cleared',
      ...meta(),
    });
    expect(currentRulers(cleared)).toEqual([]);
    expect(cleared.rulersBySlide[0]?.map((r) => r.id)).toEqual(['a']);
  });
});

describe('patches', () => {
  it('moves, resizes, recolours, notes and removes a patch by id', () => {
    const state = run(
      addPatch(patch('p1')),
      { type: 'patch/moved', ...meta(), patchId: 'p1', x: 7, y: 9 },
      { type: 'patch/resized', ...meta(), patchId: 'p1', width: 64, height: 80 },
      { type: 'patch/recoloured', ...meta(), patchId: 'p1', color: '#ff0000' },
      { type: 'patch/noted', ...meta(), patchId: 'p1', note: 'mitosis' },
    );
    expect(currentPatches(state)).toEqual([
      patch('p1', { size: { x: 7, y: 9, width: 64, height: 80 }, color: '#ff0000', note: 'mitosis' }),
    ]);
    expect(currentPatches(fold(state, { type: 'patch/removed', ...meta(), patchId: 'p1' }))).toEqual([]);
  });

  it('never gives a point a width', () => {
    const point = patch('pt', { isPoint: true, size: { x: 1, y: 2 } });
    const state = run(addPatch(point), {
      type: 'patch/resized',
      ...meta(),
      patchId: 'pt',
      width: 64,
      height: 64,
    });
    expect(currentPatches(state)).toEqual([point]);
  });

  it('keeps one active patch, only an existing one, and none once it is removed', () => {
    const two = run(addPatch(patch('p1')), addPatch(patch('p2')));
    const active = fold(two, { type: 'patch/activated', ...meta(), patchId: 'p2' });
    expect(activePatch(active)?.id).toBe('p2');
    expect(fold(active, { type: 'patch/activated', ...meta(), patchId: 'ghost' }).activePatchId).toBe('p2');
    expect(fold(active, { type: 'patch/activated', ...meta(), patchId: null }).activePatchId).toBeNull();
    expect(fold(active, { type: 'patch/removed', ...meta(), patchId: 'p2' }).activePatchId).toBeNull();
    expect(fold(active, { type: 'patch/removed', ...meta(), patchId: 'p1' }).activePatchId).toBe('p2');
  });
});

describe('viewport', () => {
  it('takes zoom, centre and rotation from a change and goes home on viewport/home', () => {
    const state = run(view(3, 270));
    expect(state).toMatchObject({ view: { zoom: 3, center: { x: 0.5, y: 0.5 } }, rotation: 270 });
    expect(fold(state, { type: 'viewport/home', ...meta() })).toMatchObject({ view: null, rotation: 270 });
  });

  it('rotates in steps of 90 modulo 360 (spec 2.8)', () => {
    expect(rotateBy(270, 90)).toBe(0);
    expect(rotateBy(0, -90)).toBe(270);
    expect(rotateBy(90, 720)).toBe(90);
    expect(rotateBy(180, -450)).toBe(90);
  });

  it('walks back and forward through the fields of view, and a new change drops the ones ahead', () => {
    let state = run(view(1), view(2), view(3));
    expect([canGoBack(state), canGoForward(state)]).toEqual([true, false]);
    state = fold(state, view(2, 0, 'back'));
    state = fold(state, view(1, 0, 'back'));
    expect([canGoBack(state), canGoForward(state)]).toEqual([false, true]);
    state = fold(state, view(2, 0, 'forward'));
    expect(state.history.forward?.view.zoom).toBe(3);
    state = fold(state, view(9));
    expect([state.history.back?.view.zoom, canGoForward(state)]).toEqual([2, false]);
  });

  it('bounds the history: at least the limit is kept, never more than twice it', () => {
    const many = Array.from({ length: 5 * FIELD_OF_VIEW_HISTORY_LIMIT }, (_, index) => view(index + 1));
    const state = replay(initialPaneState, many);
    expect(state.history.back?.size).toBeGreaterThanOrEqual(FIELD_OF_VIEW_HISTORY_LIMIT);
    expect(state.history.back?.size).toBeLessThan(2 * FIELD_OF_VIEW_HISTORY_LIMIT);
  });
});

describe('fold and replay', () => {
  it('replaying a log from empty equals applying its events one by one', () => {
    fc.assert(
      fc.property(sessionArbitrary(80), (events) => {
        expect(replay(initialPaneState, events)).toEqual(events.reduce(fold, initialPaneState));
      }),
      { numRuns: 300 },
    );
  });

  it('from any state, one id twice in a list included, replaying equals applying the events one by one', () => {
    // The replay finds rulers and patches by id through an index (id-positions.ts); the fold of one event scans.
    fc.assert(
      fc.property(paneStateArbitrary, sessionArbitrary(80), (base, events) => {
        const snapshot = structuredClone(base);
        expect(replay(base, events)).toEqual(events.reduce(fold, base));
        expect(base).toEqual(snapshot);
      }),
      { numRuns: 300 },
    );
  });

  it('never changes the state it is given', () => {
    fc.assert(
      fc.property(sessionArbitrary(30), sessionArbitrary(30), (first, second) => {
        const before: PaneState = replay(initialPaneState, first);
        const snapshot = structuredClone(before);
        second.reduce(fold, before);
        replay(before, second);
        expect(before).toEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });
});
