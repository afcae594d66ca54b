/**
 * Per-stage times of the leader's live view for `npm run bench:follow-me` (decision 109): the leader's
 * view made (`pushed`), its request sent and answered; a follower's event received, the view applied and the next
 * frame after it. Kept only on a page that asked for them (the bench's init script sets
 * `window.__consultLiveTrace = []`); anywhere else nothing is kept, so a long consult grows nothing.
 */
export type LiveTraceStage = 'pushed' | 'sent' | 'answered' | 'received' | 'applied' | 'frame';
/** [stage, the live view's n, epoch ms, the view's centre x (pushed, applied)] */
export type LiveTraceEntry = [stage: LiveTraceStage, n: number, at: number, x?: number];

export const LIVE_TRACE_KEY = '__consultLiveTrace';

function trace(): LiveTraceEntry[] | null {
  if (typeof window === 'undefined') return null;
  const kept = (window as unknown as Record<string, unknown>)[LIVE_TRACE_KEY];
  return Array.isArray(kept) ? (kept as LiveTraceEntry[]) : null;
}

export function traceLive(stage: LiveTraceStage, n: number, x?: number): void {
  const kept = trace();
  if (!kept) return;
  kept.push([stage, n, performance.timeOrigin + performance.now(), x]);
  if (stage === 'applied') {
    requestAnimationFrame(() => kept.push(['frame', n, performance.timeOrigin + performance.now()]));
  }
}
