/**
 * A leader's pane and a follower's pane over the consult's steps (decision 086): whatever the leader does
 * (events, undo, redo), the follower's pane ends in the same state, even when the steps reach it out of order
 * and twice; a refusal stops the leader; a gap is filled by asking for the steps after it.
 */
import { allSettled, fork, type Scope } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConsultStep, ConsultStepInput } from '../../../../contracts/consult';
import { stepsArbitrary, type PaneStep } from '../model/arbitraries';
import { createPaneModel, type PaneModel } from '../model/pane-model';
import { createFollowerStream, createLeaderStream, type Timers } from './stream';
import { ConsultRequestError } from './transport';

/** Frames and timers run when the test says so. */
function manualTimers() {
  const due: Array<() => void> = [];
  const timers: Timers = {
    frame: (fn) => void due.push(fn),
    set: (fn) => {
      due.push(fn);
      return due.length;
    },
    clear: () => undefined,
  };
  return {
    timers,
    async run() {
      while (due.length) {
        due.shift()!();
        await Promise.resolve();
        await Promise.resolve();
      }
    },
  };
}

async function act(model: PaneModel, scope: Scope, steps: PaneStep[]) {
  for (const step of steps) {
    if (step.kind === 'event') await allSettled(model.dispatched, { scope, params: step.event });
    else await allSettled(step.kind === 'undo' ? model.undo : model.redo, { scope });
  }
}

const stored = (step: ConsultStepInput): ConsultStep => ({
  ...step,
  byUserId: 'usr-leader',
  at: '2026-11-26T03:00:00.000Z',
});

function leaderAndFollower(sent: ConsultStepInput[], clock: ReturnType<typeof manualTimers>) {
  const leaderPane = createPaneModel();
  const followerPane = createPaneModel();
  const leaderScope = fork();
  const followerScope = fork();
  const leader = createLeaderStream({
    scope: leaderScope,
    pane: leaderPane,
    lastSeq: 0,
    send: async (steps) => {
      sent.push(...steps);
      return { applied: steps.length, held: 0, lastSeq: steps[steps.length - 1]!.seq };
    },
    onStopped: () => undefined,
    now: () => 1_700_000_000_000,
    timers: clock.timers,
  });
  const follower = createFollowerStream({
    scope: followerScope,
    pane: followerPane,
    lastSeq: 0,
    stepsAfter: async (after) => ({
      items: sent.filter((s) => s.seq > after).map(stored),
      lastSeq: sent.length,
    }),
    timers: clock.timers,
  });
  return { leaderPane, followerPane, leaderScope, followerScope, leader, follower };
}

describe('a consult between two panes', () => {
  it("the follower's pane ends where the leader's is, whatever order and how often the steps arrive", async () => {
    await fc.assert(
      fc.asyncProperty(
        stepsArbitrary(40),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        async (actions, seed) => {
          const sent: ConsultStepInput[] = [];
          const clock = manualTimers();
          const two = leaderAndFollower(sent, clock);
          await act(two.leaderPane, two.leaderScope, actions);
          await clock.run();
          // Delivered shuffled, every step twice.
          const delivery = [...sent, ...sent].map(stored);
          let state = seed;
          for (let i = delivery.length - 1; i > 0; i -= 1) {
            state = (state * 1103515245 + 12345) % 2 ** 31;
            const j = state % (i + 1);
            [delivery[i], delivery[j]] = [delivery[j]!, delivery[i]!];
          }
          for (const step of delivery) two.follower.receive([step]);
          expect(two.follower.lastSeq()).toBe(sent.length);
          const leaderState = two.leaderScope.getState(two.leaderPane.$state);
          const followerState = two.followerScope.getState(two.followerPane.$state);
          expect(followerState.slideIndex).toBe(leaderState.slideIndex);
          expect(followerState.view).toEqual(leaderState.view);
          expect(followerState.rulersBySlide).toEqual(leaderState.rulersBySlide);
          expect(followerState.patchesBySlide).toEqual(leaderState.patchesBySlide);
          expect(two.followerScope.getState(two.followerPane.$log)).toEqual(
            // The follower's log holds the leader's, after the two steps that say where the leader started.
            [
              ...sent.slice(0, 1).map((s) => s.event),
              ...two.leaderScope.getState(two.leaderPane.$log),
            ].filter((event, index, all) => all.findIndex((e) => e!.id === event!.id) === index),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('sends one request per frame, and a refusal stops the leader', async () => {
    const clock = manualTimers();
    const pane = createPaneModel();
    const scope = fork();
    const requests: number[][] = [];
    const stopped: string[] = [];
    let refuse = false;
    createLeaderStream({
      scope,
      pane,
      lastSeq: 7,
      send: async (steps) => {
        requests.push(steps.map((s) => s.seq));
        if (refuse)
          throw new ConsultRequestError("Only the consult's leader may change the shared view.", 403);
        return { applied: steps.length, held: 0, lastSeq: steps[steps.length - 1]!.seq };
      },
      onStopped: (message) => stopped.push(message),
      timers: clock.timers,
    });
    await allSettled(pane.undo, { scope });
    await allSettled(pane.redo, { scope });
    await clock.run();
    expect(requests).toEqual([[8, 9, 10]]);
    refuse = true;
    await allSettled(pane.undo, { scope });
    await clock.run();
    await allSettled(pane.undo, { scope });
    await clock.run();
    expect(requests).toEqual([[8, 9, 10], [11]]);
    expect(stopped).toEqual(["Only the consult's leader may change the shared view."]);
  });

  it('a gap is filled by asking for the steps after the last one applied', async () => {
    const sent: ConsultStepInput[] = [];
    const clock = manualTimers();
    const two = leaderAndFollower(sent, clock);
    await act(two.leaderPane, two.leaderScope, [{ kind: 'undo' }, { kind: 'redo' }, { kind: 'undo' }]);
    await clock.run();
    two.follower.receive([stored(sent[sent.length - 1]!)]);
    expect(two.follower.lastSeq()).toBe(0);
    await clock.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(two.follower.lastSeq()).toBe(sent.length);
  });
});
