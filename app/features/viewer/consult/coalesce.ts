/**
 * The leader's live view and pointer, coalesced (decision 109): a value pushed while the last send is
 * less than `intervalMs` old, or while `maxInFlight` sends are unanswered, waits, and a newer value replaces it;
 * the latest waiting value is sent as soon as both allow. So a drag's frames reach the followers at most once per
 * interval (20 a second at 50 ms), in the order they were made, and the last one is always sent.
 *
 * `nextSendAt` is the rule (pure); `createCoalescer` runs it with the given clock and timers.
 */

/** At most 20 views a second during a drag (a 60 Hz display makes 60). */
export const LIVE_VIEW_INTERVAL_MS = 50;
/** Sends unanswered at most: a slow answer holds the next value back instead of piling requests up. */
export const LIVE_VIEW_MAX_IN_FLIGHT = 2;

/** When the next send may go: now for the first, else once `intervalMs` has passed since the last. */
export function nextSendAt(lastSentAt: number | null, now: number, intervalMs: number): number {
  if (lastSentAt === null) return now;
  return Math.max(now, lastSentAt + intervalMs);
}

export interface CoalescerTimers {
  now(): number;
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: CoalescerTimers = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createCoalescer<T>(options: {
  send(value: T): Promise<unknown>;
  intervalMs?: number;
  maxInFlight?: number;
  timers?: CoalescerTimers;
}) {
  const intervalMs = options.intervalMs ?? LIVE_VIEW_INTERVAL_MS;
  const maxInFlight = options.maxInFlight ?? LIVE_VIEW_MAX_IN_FLIGHT;
  const timers = options.timers ?? realTimers;
  let lastSentAt: number | null = null;
  let waiting: { value: T } | null = null;
  let timer: unknown = null;
  let inFlight = 0;
  let stopped = false;

  function trySend() {
    if (stopped || !waiting || timer !== null || inFlight >= maxInFlight) return;
    const now = timers.now();
    const at = nextSendAt(lastSentAt, now, intervalMs);
    if (at > now) {
      timer = timers.set(() => {
        timer = null;
        trySend();
      }, at - now);
      return;
    }
    const { value } = waiting;
    waiting = null;
    lastSentAt = now;
    inFlight += 1;
    const settle = () => {
      inFlight -= 1;
      trySend();
    };
    options.send(value).then(settle, settle);
  }

  return {
    /** The newest value: sent now, or when the interval and the requests in flight allow. */
    push(value: T) {
      if (stopped) return;
      waiting = { value };
      trySend();
    },
    /** Nothing more is sent (a value waiting is dropped). */
    stop() {
      stopped = true;
      waiting = null;
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}

export type Coalescer<T> = ReturnType<typeof createCoalescer<T>>;
