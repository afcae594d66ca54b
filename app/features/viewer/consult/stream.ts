/**
 * The two ends of a live consult over one pane's event log (decision 086), outside React:
 *
 * - **Leading**: every event the pane is dispatched (the person's, back and forward, the split view's copies)
 *   and every undo and redo become numbered steps, sent in order, one request per animation frame (a drag's
 *   field-of-view changes go together), at most MAX_IN_FLIGHT requests at a time (the backend applies the steps
 *   in order whatever order they arrive in); a failed request is sent again with the same numbers (the backend
 *   applies a step once). Leading starts with the slide and field of view shown, so the
 *   followers start where the leader is. A refusal (no longer the leader, the consult ended) stops it.
 * - **Following**: steps from the stream, a catch-up or a replay are applied to the pane through the same model
 *   (`dispatched`, `undo`, `redo`): each once, in order (contracts/consult.ts `applyInOrder`); a gap is filled
 *   by asking for the steps after the last one applied.
 */
import { createWatch, scopeBind, type Scope } from 'effector';
import { viewerEventSchema, type ViewerEvent } from 'contracts';
import {
  applyInOrder,
  type ConsultStep,
  type ConsultStepInput,
  type SequenceState,
} from '../../../../contracts/consult';
import type { PaneModel } from '../model';
import { newId } from '../model/ids';
import { ConsultRequestError, type AppendResult, type StepPage } from './transport';

type Pane = Pick<PaneModel, 'dispatched' | 'dispatchedAll' | 'undo' | 'redo' | '$state'>;

/** The most steps one request carries (the contract's bound). */
export const STEPS_PER_REQUEST = 200;
/**
 * Requests a leader has in flight at most: a frame's steps need not wait for the previous frame's answer (the
 * backend applies them in order whatever order they arrive in).
 */
export const MAX_IN_FLIGHT = 4;
/** How long a gap may stay open before the missing steps are asked for. */
export const GAP_WAIT_MS = 150;
export const RETRY_MS = 1000;

/**
 * User Timing marks for `npm run bench:consult` (detail: the step's seq): a leader's step made, the leader's next
 * frame after it (the same change in a single viewer), a follower's next frame after applying it.
 */
export const CONSULT_MARKS = {
  made: 'consult:step-made',
  leaderFrame: 'consult:step-leader-frame',
  followerFrame: 'consult:step-follower-frame',
} as const;

function markNextFrame(name: string, seq: number) {
  if (typeof performance === 'undefined' || typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => performance.mark(name, { detail: { seq } }));
}

export interface Timers {
  frame(fn: () => void): void;
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers = (): Timers => ({
  frame: (fn) =>
    typeof requestAnimationFrame === 'function'
      ? void requestAnimationFrame(() => fn())
      : void setTimeout(fn, 16),
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

export function createLeaderStream(options: {
  scope: Scope;
  pane: Pane;
  /** The consult's lastSeq when this person took the lead. */
  lastSeq: number;
  send(steps: ConsultStepInput[]): Promise<AppendResult>;
  /** The backend refused (not the leader any more, the consult ended): nothing more is sent. */
  onStopped(message: string): void;
  now?: () => number;
  timers?: Timers;
}) {
  const { scope, pane, send } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? browserTimers();
  let seq = options.lastSeq;
  let queue: ConsultStepInput[] = [];
  let inFlight = 0;
  let scheduled = false;
  let stopped = false;
  let retryTimer: unknown = null;

  function push(action: ConsultStepInput['action'], event: ViewerEvent | null) {
    if (stopped) return;
    seq += 1;
    queue.push({ seq, action, event: event as ConsultStepInput['event'] });
    if (typeof performance !== 'undefined') performance.mark(CONSULT_MARKS.made, { detail: { seq } });
    markNextFrame(CONSULT_MARKS.leaderFrame, seq);
    if (scheduled) return;
    scheduled = true;
    timers.frame(() => {
      scheduled = false;
      void flush();
    });
  }

  async function flush(): Promise<void> {
    if (inFlight >= MAX_IN_FLIGHT || stopped || !queue.length) return;
    const batch = queue.slice(0, STEPS_PER_REQUEST);
    queue = queue.slice(batch.length);
    inFlight += 1;
    try {
      await send(batch);
      inFlight -= 1;
      void flush();
    } catch (error) {
      inFlight -= 1;
      const status = error instanceof ConsultRequestError ? error.status : null;
      if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        stop();
        options.onStopped(error instanceof Error ? error.message : String(error));
        return;
      }
      queue = [...batch, ...queue];
      if (retryTimer === null) {
        retryTimer = timers.set(() => {
          retryTimer = null;
          void flush();
        }, RETRY_MS);
      }
    }
  }

  // Where the leader is, first: the followers start from the same slide and field of view.
  const shown = scope.getState(pane.$state);
  const meta = () => ({ id: newId(), at: now(), origin: 'user' as const });
  push('dispatch', { type: 'slide/selected', ...meta(), index: shown.slideIndex });
  if (shown.view) {
    push('dispatch', { type: 'viewport/changed', ...meta(), ...shown.view, rotation: shown.rotation });
  }

  const watches = [
    createWatch({ unit: pane.dispatched, scope, fn: (event) => push('dispatch', event) }),
    createWatch({
      unit: pane.dispatchedAll,
      scope,
      fn: (events) => events.forEach((event) => push('dispatch', event)),
    }),
    createWatch({ unit: pane.undo, scope, fn: () => push('undo', null) }),
    createWatch({ unit: pane.redo, scope, fn: () => push('redo', null) }),
  ];

  function stop() {
    stopped = true;
    queue = [];
    for (const watch of watches) watch.unsubscribe();
    if (retryTimer !== null) timers.clear(retryTimer);
  }

  /** Sends what is queued and waits until every request has been answered (at most `limitMs`). */
  async function drain(limitMs = 2000): Promise<void> {
    const until = Date.now() + limitMs;
    while (!stopped && (queue.length || inFlight) && Date.now() < until) {
      void flush();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    stop,
    /** Sends what is queued now. */
    flush,
    /** Leaving or handing over: the last steps are in before the lead changes. */
    drain,
    lastSeq: () => seq,
  };
}

export type LeaderStream = ReturnType<typeof createLeaderStream>;

/** A step's event as the viewer's own schema reads it; null for undo and redo, or an event it refuses. */
function eventOf(step: ConsultStep): ViewerEvent | null {
  if (step.action !== 'dispatch') return null;
  const parsed = viewerEventSchema.safeParse(step.event);
  return parsed.success ? parsed.data : null;
}

export function createFollowerStream(options: {
  scope: Scope;
  pane: Pane;
  /** The last step already applied (0: none). */
  lastSeq: number;
  stepsAfter(after: number): Promise<StepPage>;
  onApplied?(steps: readonly ConsultStep[]): void;
  timers?: Timers;
}) {
  const { scope, pane } = options;
  const timers = options.timers ?? browserTimers();
  const dispatch = scopeBind(pane.dispatched, { scope, safe: true });
  const undo = scopeBind(pane.undo, { scope, safe: true });
  const redo = scopeBind(pane.redo, { scope, safe: true });
  let state: SequenceState<ConsultStep> = { lastSeq: options.lastSeq, held: [] };
  let gapTimer: unknown = null;
  let fetching: Promise<void> | null = null;
  let disposed = false;

  function apply(step: ConsultStep) {
    markNextFrame(CONSULT_MARKS.followerFrame, step.seq);
    if (step.action === 'undo') return undo();
    if (step.action === 'redo') return redo();
    const event = eventOf(step);
    if (event) dispatch(event);
  }

  function receive(steps: readonly ConsultStep[]) {
    if (disposed) return;
    const result = applyInOrder(state, steps);
    state = result.state;
    for (const step of result.applied) apply(step);
    if (result.applied.length) options.onApplied?.(result.applied);
    if (state.held.length && gapTimer === null) {
      gapTimer = timers.set(() => {
        gapTimer = null;
        if (state.held.length) void catchUp();
      }, GAP_WAIT_MS);
    }
  }

  /**
   * Asks for every step after the last applied until none is missing. Never fails: a read that does is asked
   * again at the next poll or gap, and a refusal (the consult ended, the case no longer readable) reaches the
   * person through the consult's own read, which says why.
   */
  function catchUp(): Promise<void> {
    fetching ??= (async () => {
      try {
        for (;;) {
          const page = await options.stepsAfter(state.lastSeq);
          if (disposed) return;
          receive(page.items);
          if (!page.items.length || state.lastSeq >= page.lastSeq) return;
        }
      } catch {
        return;
      } finally {
        fetching = null;
      }
    })();
    return fetching;
  }

  return {
    receive,
    catchUp,
    lastSeq: () => state.lastSeq,
    dispose() {
      disposed = true;
      if (gapTimer !== null) timers.clear(gapTimer);
    },
  };
}

export type FollowerStream = ReturnType<typeof createFollowerStream>;
