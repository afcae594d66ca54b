/**
 * The checker's own stalls (CI): a process busy for seconds (a large answer validated, the collector, a
 * machine shared with other jobs) neither reads its sockets nor runs its timers, so a stream's quiet measured across
 * that time is the checker's, not the server's. `watchStalls` notes when a 50 ms tick came late; `quietOutside`
 * is a span's length less the time the checker stood still within it: the least the server can have been quiet.
 */

/** A time (ms since the epoch) when the checker's process ran nothing: from the late tick's due time to its run. */
export interface Stall {
  from: number;
  to: number;
}

/** A tick this much past its due time is a stall (timers drift by a few ms on a busy machine). */
const STALL_MIN_MS = 50;

/** The milliseconds of [from, to] that no stall covers (stalls may overlap or lie outside the span). */
export function quietOutside(from: number, to: number, stalls: readonly Stall[]): number {
  let covered = 0;
  let reached = from;
  for (const stall of [...stalls].sort((a, b) => a.from - b.from)) {
    const start = Math.max(stall.from, reached);
    const end = Math.min(stall.to, to);
    if (end > start) covered += end - start;
    reached = Math.max(reached, Math.min(stall.to, to));
  }
  return Math.max(0, to - from - covered);
}

/** Notes the process's stalls until stopped (a timer that keeps no process alive). */
export function watchStalls(tickMs = 50): { stalls: Stall[]; stop: () => void } {
  const stalls: Stall[] = [];
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const due = last + tickMs;
    if (now - due > STALL_MIN_MS) stalls.push({ from: due, to: now });
    last = now;
  }, tickMs);
  timer.unref();
  return { stalls, stop: () => clearInterval(timer) };
}
