import { allSettled, fork, type Scope } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ruler, ViewerEvent } from 'contracts';
import { sessionArbitrary, stepsArbitrary, type PaneStep } from './arbitraries';
import { append, emptyPaneLog, redo as redoPure, undo as undoPure } from './log';
import { createPaneModel, type PaneModel } from './pane-model';

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
const view = (zoom: number): ViewerEvent => ({
  type: 'viewport/changed',
  ...meta(),
  zoom,
  center: { x: zoom / 10, y: 0.5 },
  rotation: 0,
});

async function apply(model: PaneModel, scope: Scope, steps: PaneStep[]): Promise<void> {
  for (const step of steps) {
    if (step.kind === 'event') await allSettled(model.dispatched, { scope, params: step.event });
    else await allSettled(step.kind === 'undo' ? model.undo : model.redo, { scope });
  }
}

describe('createPaneModel', () => {
  it('starts empty, with nothing to undo, redo, or walk back and forward', () => {
    const model = createPaneModel();
    const scope = fork();
    expect(scope.getState(model.$log)).toEqual([]);
    expect(scope.getState(model.$cursor)).toBe(0);
    expect(
      [model.$canUndo, model.$canRedo, model.$canBack, model.$canForward].map((store) =>
        scope.getState(store),
      ),
    ).toEqual([false, false, false, false]);
  });

  it('undoIfLatest takes back the named event only while an undo would take it back', async () => {
    const model = createPaneModel();
    const scope = fork();
    await allSettled(model.dispatched, { scope, params: addRuler('a') });
    await allSettled(model.dispatched, { scope, params: addRuler('b') });
    const cleared: ViewerEvent = { type: 'measurement/cleared', ...meta() };
    await allSettled(model.dispatched, { scope, params: cleared });
    // A view change is not a document event: the clear is still what an undo takes back.
    await allSettled(model.dispatched, { scope, params: view(2) });
    await allSettled(model.undoIfLatest, { scope, params: cleared.id });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['a', 'b']);
    // Once undone it is no longer the latest: a second click changes nothing.
    await allSettled(model.undoIfLatest, { scope, params: cleared.id });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['a', 'b']);

    await allSettled(model.redo, { scope });
    await allSettled(model.dispatched, { scope, params: addRuler('c') });
    // A later ruler: the toast's Undo would take back 'c', so it does nothing.
    await allSettled(model.undoIfLatest, { scope, params: cleared.id });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['c']);
  });

  it('dispatches, undoes and redoes rulers in a scope', async () => {
    const model = createPaneModel();
    const scope = fork();
    await allSettled(model.dispatched, { scope, params: addRuler('a') });
    await allSettled(model.dispatched, { scope, params: view(2) });
    await allSettled(model.dispatched, { scope, params: addRuler('b') });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['a', 'b']);
    await allSettled(model.undo, { scope });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['a']);
    expect([scope.getState(model.$canUndo), scope.getState(model.$canRedo)]).toEqual([true, true]);
    expect(scope.getState(model.$cursor)).toBe(2);
    await allSettled(model.redo, { scope });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['a', 'b']);
    expect(scope.getState(model.$canRedo)).toBe(false);
  });

  it('goes back and forward through fields of view with events of its own, on the same slide', async () => {
    const model = createPaneModel({ now: () => T0 + 99_000, newId: () => 'nav' });
    const scope = fork();
    for (const zoom of [1, 2, 3]) await allSettled(model.dispatched, { scope, params: view(zoom) });
    await allSettled(model.back, { scope });
    expect(scope.getState(model.$state).view?.zoom).toBe(2);
    expect(scope.getState(model.$log).at(-1)).toMatchObject({
      type: 'viewport/changed',
      id: 'nav',
      at: T0 + 99_000,
      origin: 'user',
      history: 'back',
      zoom: 2,
    });
    await allSettled(model.back, { scope });
    await allSettled(model.back, { scope });
    expect(scope.getState(model.$state).view?.zoom).toBe(1);
    expect([scope.getState(model.$canBack), scope.getState(model.$canForward)]).toEqual([false, true]);
    await allSettled(model.forward, { scope });
    expect(scope.getState(model.$state).view?.zoom).toBe(2);
    await allSettled(model.dispatched, { scope, params: { type: 'slide/selected', ...meta(), index: 1 } });
    expect([scope.getState(model.$canBack), scope.getState(model.$canForward)]).toEqual([false, false]);
  });

  it('loads a log, restores stored rulers once, and resets', async () => {
    const model = createPaneModel();
    const scope = fork();
    await allSettled(model.replaced, { scope, params: [addRuler('a'), view(4)] });
    expect(scope.getState(model.$state).view?.zoom).toBe(4);
    await allSettled(model.restored, { scope, params: { slideIndex: 0, rulers: [ruler('stored')] } });
    expect(scope.getState(model.$rulers).map((r) => r.id)).toEqual(['stored', 'a']);
    await allSettled(model.reset, { scope });
    expect(scope.getState(model.$log)).toEqual([]);
    expect(scope.getState(model.$rulers)).toEqual([]);
  });

  it('tells who listens what an undo or redo changed', async () => {
    const model = createPaneModel();
    const scope = fork();
    const seen: string[][] = [];
    model.travelled.watch(({ from, to }) => {
      seen.push([String(from.rulersBySlide[0]?.length ?? 0), String(to.rulersBySlide[0]?.length ?? 0)]);
    });
    await allSettled(model.undo, { scope });
    await allSettled(model.dispatched, { scope, params: addRuler('a') });
    await allSettled(model.undo, { scope });
    await allSettled(model.redo, { scope });
    expect(seen).toEqual([
      ['1', '0'],
      ['0', '1'],
    ]);
  });

  it('keeps the same log, cursor and state as the pure log functions, through undo and redo', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArbitrary(30), async (steps) => {
        const model = createPaneModel();
        const scope = fork();
        await apply(model, scope, steps);
        const pure = steps.reduce(
          (pane, step) =>
            step.kind === 'event'
              ? append(pane, step.event)
              : step.kind === 'undo'
                ? undoPure(pane)
                : redoPure(pane),
          emptyPaneLog,
        );
        expect(scope.getState(model.$log)).toEqual(pure.log);
        expect(scope.getState(model.$cursor)).toBe(pure.cursor);
        expect(scope.getState(model.$state)).toEqual(pure.state);
      }),
      { numRuns: 60 },
    );
  });

  it('replaying its log from empty gives the state that dispatching the events one by one gave', async () => {
    await fc.assert(
      fc.asyncProperty(sessionArbitrary(30), async (events) => {
        const model = createPaneModel();
        const live = fork();
        for (const event of events) await allSettled(model.dispatched, { scope: live, params: event });
        const replayed = fork();
        await allSettled(model.replaced, { scope: replayed, params: live.getState(model.$log) });
        expect(replayed.getState(model.$state)).toEqual(live.getState(model.$state));
        expect(replayed.getState(model.$cursor)).toBe(live.getState(model.$cursor));
      }),
      { numRuns: 60 },
    );
  });

  it('never lets two scopes, or two panes in one scope, see each other’s events', async () => {
    await fc.assert(
      fc.asyncProperty(sessionArbitrary(20), sessionArbitrary(20), async (first, second) => {
        const model = createPaneModel();
        const other = createPaneModel();
        const one = fork();
        const two = fork();
        for (const event of first) await allSettled(model.dispatched, { scope: one, params: event });
        for (const event of second) await allSettled(model.dispatched, { scope: two, params: event });
        for (const event of second) await allSettled(other.dispatched, { scope: one, params: event });
        expect(one.getState(model.$state)).toEqual(first.reduce(append, emptyPaneLog).state);
        expect(two.getState(model.$state)).toEqual(second.reduce(append, emptyPaneLog).state);
        expect(one.getState(other.$log)).toEqual(two.getState(model.$log));
        expect(fork().getState(model.$log)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
