/**
 * fast-check generators of viewer events, for the model's property tests only (never imported by app code).
 * Ids come from small pools so removals, moves and activations often hit something that exists; times rise
 * in small steps so drag-stream merging happens too.
 */
import fc from 'fast-check';
import type { Patch, Ruler, ViewerEvent } from 'contracts';
import { initialPaneState, type PaneState } from './state';

const rulerId = fc.constantFrom('r1', 'r2', 'r3', 'r4');
const patchId = fc.constantFrom('p1', 'p2', 'p3');
const coordinate = fc.integer({ min: -1_000_000, max: 1_000_000 });
const side = fc.integer({ min: 1, max: 100_000 });
const color = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean())
  .map(([value, upper]) =>
    `#${value.toString(16).padStart(6, '0')}`[upper ? 'toUpperCase' : 'toLowerCase'](),
  );
const text = (maxLength: number) => fc.string({ maxLength });

export const rulerArbitrary: fc.Arbitrary<Ruler> = fc.record({
  id: rulerId,
  mode: fc.constantFrom('straight', 'coordinate'),
  // Zero width or height included on purpose: such rulers must never be added.
  rect: fc.record({
    x: coordinate,
    y: coordinate,
    width: fc.integer({ min: -5000, max: 5000 }),
    height: fc.integer({ min: -5000, max: 5000 }),
  }),
  label: text(30),
  visible: fc.boolean(),
});

export const patchArbitrary: fc.Arbitrary<Patch> = fc.oneof(
  fc.record({
    id: patchId,
    note: text(60),
    color,
    isPoint: fc.constant(false),
    size: fc.record({ x: coordinate, y: coordinate, width: side, height: side }),
    widthInClient: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({
    id: patchId,
    note: text(60),
    color,
    isPoint: fc.constant(true),
    size: fc.record({ x: coordinate, y: coordinate }),
    widthInClient: fc.integer({ min: 0, max: 5000 }),
  }),
);

const meta = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  at: fc.integer({ min: 0, max: 2_000_000_000_000 }),
  origin: fc.constant('user' as const),
});

const kinds: fc.Arbitrary<Omit<ViewerEvent, 'id' | 'at' | 'origin'>>[] = [
  fc.record(
    {
      type: fc.constant('viewport/changed' as const),
      zoom: fc.double({ min: 0.01, max: 80, noNaN: true }),
      center: fc.record({
        x: fc.double({ min: -2, max: 2, noNaN: true }),
        y: fc.double({ min: -2, max: 2, noNaN: true }),
      }),
      rotation: fc.constantFrom(0 as const, 90 as const, 180 as const, 270 as const),
      merge: fc.boolean(),
    },
    { requiredKeys: ['type', 'zoom', 'center', 'rotation'] },
  ),
  fc.record({ type: fc.constant('viewport/home' as const) }),
  fc.record({ type: fc.constant('slide/selected' as const), index: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    type: fc.constant('mode/measurement' as const),
    mode: fc.constantFrom('STRAIGHT', 'COORDINATE'),
  }),
  fc.record({ type: fc.constant('mode/delete' as const), on: fc.boolean() }),
  fc.record({ type: fc.constant('mode/patches' as const), on: fc.boolean() }),
  fc.record({ type: fc.constant('measurement/added' as const), ruler: rulerArbitrary }),
  fc.record({ type: fc.constant('measurement/removed' as const), rulerId }),
  fc.record({ type: fc.constant('measurement/cleared' as const) }),
  fc.record({ type: fc.constant('patch/added' as const), patch: patchArbitrary }),
  fc.record({ type: fc.constant('patch/moved' as const), patchId, x: coordinate, y: coordinate }),
  fc.record({ type: fc.constant('patch/resized' as const), patchId, width: side, height: side }),
  fc.record({ type: fc.constant('patch/recoloured' as const), patchId, color }),
  fc.record({ type: fc.constant('patch/noted' as const), patchId, note: text(60) }),
  fc.record({ type: fc.constant('patch/removed' as const), patchId }),
  fc.record({ type: fc.constant('patch/activated' as const), patchId: fc.option(patchId, { nil: null }) }),
];

/** Any one viewer event, valid by the schema. */
export const eventArbitrary: fc.Arbitrary<ViewerEvent> = fc
  .tuple(meta, fc.oneof(...kinds))
  .map(([common, kind]) => ({ ...kind, ...common }) as ViewerEvent);

const slideKey = fc.constantFrom('0', '1', '2', '3');

/**
 * A pane state holding rulers and patches on a few slides, as a restore or a rebase may leave it: ids from the
 * small pools, so a list may hold one id twice (the fold then acts on the first), and rulers without area.
 */
export const paneStateArbitrary: fc.Arbitrary<PaneState> = fc
  .record({
    slideIndex: fc.integer({ min: 0, max: 3 }),
    rulersBySlide: fc.dictionary(slideKey, fc.array(rulerArbitrary, { maxLength: 8 })),
    patchesBySlide: fc.dictionary(slideKey, fc.array(patchArbitrary, { maxLength: 8 })),
    activePatchId: fc.option(patchId, { nil: null }),
  })
  .map((parts) => ({ ...initialPaneState, ...parts }));

/** A session: events whose times rise by 0–2 s each, so some viewport changes fall in the merge window. */
export const sessionArbitrary = (maxLength = 60): fc.Arbitrary<ViewerEvent[]> =>
  fc.array(fc.tuple(eventArbitrary, fc.integer({ min: 0, max: 2000 })), { maxLength }).map((pairs) => {
    let at = 1_700_000_000_000;
    return pairs.map(([event, step]) => {
      at += step;
      return { ...event, at };
    });
  });

/** A step of someone using a pane: an event, or undo / redo. */
export type PaneStep = { kind: 'event'; event: ViewerEvent } | { kind: 'undo' } | { kind: 'redo' };

export const stepsArbitrary = (maxLength = 60): fc.Arbitrary<PaneStep[]> =>
  fc
    .tuple(
      sessionArbitrary(maxLength),
      fc.array(fc.constantFrom<'event' | 'undo' | 'redo'>('event', 'event', 'undo', 'redo'), {
        maxLength: maxLength * 2,
      }),
    )
    .map(([events, kinds]) => {
      const steps: PaneStep[] = [];
      let next = 0;
      for (const kind of kinds) {
        if (kind !== 'event') steps.push({ kind });
        else if (next < events.length) steps.push({ kind, event: events[next++] as ViewerEvent });
      }
      return steps;
    });
