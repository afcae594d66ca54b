import { allSettled, createEvent, createStore, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYNC_ID_PREFIX, viewerEventSchema, type Ruler, type ViewerEvent } from 'contracts';
import { sessionArbitrary } from './arbitraries';
import { linkPanes, toSyncCopy } from './link-panes';
import { createPaneModel } from './pane-model';

const T0 = 1_700_000_000_000;
let counter = 0;
const meta = () => ({ id: `e${(counter += 1)}`, at: T0 + counter * 1000, origin: 'user' as const });
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
  center: { x: 0.25, y: 0.5 },
  rotation: 90,
});

function splitView(initiallyOn = true) {
  const toggled = createEvent<boolean>();
  const $sync = createStore(initiallyOn).on(toggled, (_, on) => on);
  const primary = createPaneModel();
  const secondary = createPaneModel();
  let id = 0;
  linkPanes(primary, secondary, { enabled: $sync, newId: () => `n${(id += 1)}`, now: () => T0 });
  return { primary, secondary, toggled };
}

describe('toSyncCopy', () => {
  it('copies viewport and measurement events with sync- ids, ruler ids included', () => {
    const added = addRuler('r1');
    expect(toSyncCopy(added)).toEqual({
      ...added,
      id: `sync-${added.id}`,
      origin: 'sync',
      ruler: { ...ruler('r1'), id: 'sync-r1' },
    });
    const removed: ViewerEvent = { type: 'measurement/removed', ...meta(), rulerId: 'r1' };
    expect(toSyncCopy(removed)).toMatchObject({ rulerId: 'sync-r1', origin: 'sync' });
    expect(toSyncCopy({ ...view(2), history: 'back' } as ViewerEvent)).not.toHaveProperty('history');
  });

  it('copies nothing else, and never a copy', () => {
    expect(toSyncCopy({ type: 'mode/measurement', ...meta(), mode: 'STRAIGHT' })).toBeNull();
    expect(toSyncCopy({ type: 'patch/removed', ...meta(), patchId: 'p' })).toBeNull();
    expect(toSyncCopy({ ...view(2), origin: 'sync' } as ViewerEvent)).toBeNull();
  });
});

describe('linkPanes', () => {
  it('mirrors zoom, pan, rotation and measurements into the secondary while sync is on', async () => {
    const { primary, secondary } = splitView();
    const scope = fork();
    await allSettled(primary.dispatched, { scope, params: view(3) });
    await allSettled(primary.dispatched, { scope, params: addRuler('r1') });
    await allSettled(primary.dispatched, { scope, params: { type: 'mode/delete', ...meta(), on: true } });
    expect(scope.getState(secondary.$state)).toMatchObject({
      view: { zoom: 3 },
      rotation: 90,
      deleteMode: false,
    });
    expect(scope.getState(secondary.$rulers).map((r) => r.id)).toEqual(['sync-r1']);
  });

  it('mirrors the primary’s undo and redo of a measurement', async () => {
    const { primary, secondary } = splitView();
    const scope = fork();
    await allSettled(primary.dispatched, { scope, params: addRuler('r1') });
    await allSettled(primary.undo, { scope });
    expect(scope.getState(secondary.$rulers)).toEqual([]);
    await allSettled(primary.redo, { scope });
    expect(scope.getState(secondary.$rulers).map((r) => r.id)).toEqual(['sync-r1']);
    expect(scope.getState(secondary.$log).every((event) => event.id.startsWith(SYNC_ID_PREFIX))).toBe(true);
  });

  it('leaves the panes independent while sync is off, and aligns the secondary when it goes on', async () => {
    const { primary, secondary, toggled } = splitView(false);
    const scope = fork();
    await allSettled(primary.dispatched, { scope, params: { type: 'slide/selected', ...meta(), index: 2 } });
    await allSettled(primary.dispatched, { scope, params: view(5) });
    await allSettled(primary.dispatched, { scope, params: addRuler('r1') });
    expect(scope.getState(secondary.$log)).toEqual([]);
    await allSettled(toggled, { scope, params: true });
    expect(scope.getState(secondary.$state)).toMatchObject({
      slideIndex: 2,
      view: { zoom: 5 },
      rotation: 90,
    });
    expect(scope.getState(secondary.$log).map((event) => [event.type, event.id, event.origin])).toEqual([
      ['slide/selected', 'sync-n1', 'sync'],
      ['viewport/changed', 'sync-n2', 'sync'],
      ['measurement/added', 'sync-n3', 'sync'],
    ]);
    await allSettled(toggled, { scope, params: false });
    await allSettled(primary.dispatched, { scope, params: view(7) });
    expect(scope.getState(secondary.$state).view?.zoom).toBe(5);
  });

  it('carries sync- ids on every copy and never flows back into the primary', async () => {
    await fc.assert(
      fc.asyncProperty(sessionArbitrary(25), sessionArbitrary(10), async (primaryEvents, secondaryEvents) => {
        const { primary, secondary } = splitView();
        const scope = fork();
        for (const event of primaryEvents) await allSettled(primary.dispatched, { scope, params: event });
        for (const event of secondaryEvents) await allSettled(secondary.dispatched, { scope, params: event });
        await allSettled(primary.undo, { scope });

        const primaryLog = scope.getState(primary.$log);
        expect(primaryLog.every((event) => event.origin === 'user')).toBe(true);
        const secondaryIds = new Set(secondaryEvents.map((event) => event.id));
        expect(primaryLog.some((event) => secondaryIds.has(event.id) && !primaryEvents.includes(event))).toBe(
          false,
        );

        for (const event of scope.getState(secondary.$log).filter((each) => each.origin === 'sync')) {
          expect(event.id.startsWith(SYNC_ID_PREFIX)).toBe(true);
          expect(viewerEventSchema.safeParse(event).success).toBe(true);
          if (event.type === 'measurement/added')
            expect(event.ruler.id.startsWith(SYNC_ID_PREFIX)).toBe(true);
          if (event.type === 'measurement/removed')
            expect(event.rulerId.startsWith(SYNC_ID_PREFIX)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('copies rulers restored after a reload, and drops copies whose original is gone', async () => {
    const { primary, secondary } = splitView();
    const scope = fork();
    // After a reload the primary's rulers come from storage, then from the server: no log events to mirror.
    await allSettled(primary.restored, {
      scope,
      params: { slideIndex: 0, rulers: [ruler('r1'), ruler('r2')] },
    });
    expect(scope.getState(secondary.$rulers).map((r) => r.id)).toEqual(['sync-r1', 'sync-r2']);
    await allSettled(secondary.dispatched, { scope, params: addRuler('own') });
    await allSettled(primary.rebased, {
      scope,
      params: { slideIndex: 0, dropHistory: true, rulers: [ruler('r2')] },
    });
    expect(scope.getState(secondary.$rulers).map((r) => r.id)).toEqual(['sync-r2', 'own']);
  });
});
