/**
 * A consult's replay starts from the slide's annotations as they were when the consult started: a
 * ruler drawn in the consult and kept is not there at the start, appears when its step plays, an undo step takes
 * a ruler away again, and stopping puts back what the pane showed before the replay.
 */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Ruler } from 'contracts';
import type { ConsultStep } from '../../../../contracts/consult';
import { annotationsAsOf } from '../annotations/as-of';
import { createPaneModel } from '../model/pane-model';
import { replaySlides, setReplayStart } from './replay-start';
import { createFollowerStream } from './stream';

const T0 = Date.parse('2026-11-26T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const ruler = (id: string, x: number): Ruler => ({
  id,
  mode: 'straight',
  rect: { x, y: 100, width: 300, height: 200 },
  label: '—',
  visible: true,
});
const meta = (id: string, at: number) => ({ id, at, origin: 'user' as const });

/** The consult started at T0 + 60 s on slide 0; its leader drew R (kept) and T (undone). */
const STARTED_AT = iso(T0 + 60_000);
let seq = 0;
const step = (action: ConsultStep['action'], event: ConsultStep['event'], at: number): ConsultStep => ({
  seq: ++seq,
  action,
  event,
  byUserId: 'usr-leader',
  at: iso(at),
});
const steps: ConsultStep[] = [
  step('dispatch', { type: 'slide/selected', ...meta('e1', T0 + 60_000), index: 0 }, T0 + 60_000),
  step(
    'dispatch',
    { type: 'measurement/added', ...meta('e2', T0 + 70_000), ruler: ruler('R', 900) },
    T0 + 70_000,
  ),
  step(
    'dispatch',
    { type: 'measurement/added', ...meta('e3', T0 + 80_000), ruler: ruler('T', 1500) },
    T0 + 80_000,
  ),
  step('undo', null, T0 + 90_000),
];

/** The slide's log on the server today: O before the consult; R and T saved during it, T then removed. */
const author = { id: 'usr-leader', name: 'Maya Okafor' };
const stored = [
  {
    event: { type: 'measurement/added', ...meta('s1', T0), ruler: ruler('O', 100) },
    receivedAt: iso(T0 + 1000),
  },
  {
    event: { type: 'measurement/added', ...meta('e2', T0 + 70_000), ruler: ruler('R', 900) },
    receivedAt: iso(T0 + 71_000),
  },
  {
    event: { type: 'measurement/added', ...meta('e3', T0 + 80_000), ruler: ruler('T', 1500) },
    receivedAt: iso(T0 + 81_000),
  },
  {
    event: { type: 'measurement/removed', ...meta('s4', T0 + 90_000), rulerId: 'T' },
    receivedAt: iso(T0 + 91_000),
  },
].map((each) => ({ ...each, author }));

describe('annotationsAsOf', () => {
  it('is the fold of the events the server had received by then', () => {
    const ids = (asOf: string) => annotationsAsOf(stored as never, asOf).rulers.map((each) => each.id);
    expect(ids(iso(T0))).toEqual([]);
    expect(ids(STARTED_AT)).toEqual(['O']);
    expect(ids(iso(T0 + 85_000))).toEqual(['O', 'R', 'T']);
    expect(ids(iso(T0 + 100_000))).toEqual(['O', 'R']);
  });
});

describe('replaySlides', () => {
  it('lists the slides the steps select, in the order first selected', () => {
    const select = (index: number) => ({
      action: 'dispatch' as const,
      event: { type: 'slide/selected' as const, ...meta(`s${index}`, T0), index },
    });
    expect(replaySlides([select(2), ...steps.slice(1), select(0), select(2)])).toEqual([2, 0]);
    expect(replaySlides([])).toEqual([]);
  });
});

describe('a replay from the consult start', () => {
  it('shows a kept ruler only once its step plays, an undone one until its undo, and puts today back', async () => {
    const pane = createPaneModel();
    const scope = fork();
    const rulers = () => (scope.getState(pane.$state).rulersBySlide[0] ?? []).map((each) => each.id).sort();
    // Today: the server's O and R, and a ruler P the person drew since, not saved yet.
    await allSettled(pane.restored, {
      scope,
      params: { slideIndex: 0, rulers: [ruler('O', 100), ruler('R', 900)] },
    });
    await allSettled(pane.dispatched, {
      scope,
      params: { type: 'measurement/added', ...meta('p1', T0 + 200_000), ruler: ruler('P', 2000) },
    });
    expect(rulers()).toEqual(['O', 'P', 'R']);

    const start = new Map([[0, annotationsAsOf(stored as never, STARTED_AT)]]);
    const putBack = setReplayStart(scope, pane, start);
    expect(rulers()).toEqual(['O']);
    const player = createFollowerStream({
      scope,
      pane,
      lastSeq: 0,
      stepsAfter: async () => ({ items: [], lastSeq: steps.length }),
    });
    const shown: string[][] = [];
    for (const each of steps) {
      player.receive([each]);
      shown.push(rulers());
    }
    expect(shown).toEqual([['O'], ['O', 'R'], ['O', 'R', 'T'], ['O', 'R']]);

    putBack();
    expect(rulers()).toEqual(['O', 'P', 'R']);
  });

  it('leaves a slide the pane has not read as it is', () => {
    const pane = createPaneModel();
    const scope = fork();
    const putBack = setReplayStart(scope, pane, new Map([[3, { rulers: [ruler('O', 100)], patches: [] }]]));
    expect(scope.getState(pane.$state).rulersBySlide[3]).toBeUndefined();
    putBack();
    expect(scope.getState(pane.$state).rulersBySlide[3]).toBeUndefined();
  });
});
