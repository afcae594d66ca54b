/**
 * Turns per key: `run(key, task)` starts `task` once every earlier task of the same key has finished, so a
 * check-then-act that awaits in between (a login's throttle check, its password check off the event loop, its
 * count) runs as one step per key. Tasks of other keys do not wait. Bounded: at most `perKey` tasks of
 * one key are under way or waiting, and a task whose turn comes after `waitMs`, or after its `signal` aborted
 * (the caller left, decision 072), is not run; either way `run` answers null. A key is forgotten when its last task ends, so what is held is bounded by the tasks under way.
 */
export function oneAtATime<K>({ perKey = 16, waitMs = 1_000 }: { perKey?: number; waitMs?: number } = {}) {
  const keys = new Map<K, { tail: Promise<unknown>; count: number }>();
  return {
    run<T>(key: K, task: () => Promise<T>, signal?: AbortSignal): Promise<T | null> {
      const held = keys.get(key) ?? { tail: Promise.resolve(), count: 0 };
      if (held.count >= perKey) return Promise.resolve(null);
      held.count++;
      keys.set(key, held);
      const queued = performance.now();
      const turn = () =>
        performance.now() - queued > waitMs || signal?.aborted ? Promise.resolve(null) : task();
      const result = held.tail.then(turn, turn);
      held.tail = result
        .finally(() => {
          if (--held.count === 0) keys.delete(key);
        })
        .catch(() => undefined);
      return result;
    },
    /** Keys with a task under way or waiting, for the bound's tests. */
    get size() {
      return keys.size;
    },
  };
}
