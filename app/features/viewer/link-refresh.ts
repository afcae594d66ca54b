/**
 * When an open slide's link is refreshed (decision 073): shortly before its signature expires, the pane asks the
 * link cache for a fresh link and points the tiles it still has to fetch at it, so a slide left open longer than
 * its link's life (an hour) keeps loading tiles. Pure: the pane (osd/link-renewal.ts) keeps the timer.
 */

/** A link is refreshed when less than this is left of its signature's life (the cache fetches it again then). */
export const EXPIRY_MARGIN_MS = 60_000;
/** Never sooner than this: a link already past its margin (a short one, a skewed clock) is not asked in a loop. */
export const MIN_REFRESH_DELAY_MS = 1_000;
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * How long from `now` until a link expiring at `expiresAt` is refreshed: when `margin` is left of its life, the
 * moment the cache stops handing it out; a link with less than the margin left, halfway through what is left.
 */
export function refreshDelay(expiresAt: string, now: number, margin = EXPIRY_MARGIN_MS): number {
  const left = Date.parse(expiresAt) - now;
  if (Number.isNaN(left)) return MIN_REFRESH_DELAY_MS;
  const delay = left > margin ? left - margin : left / 2;
  return Math.min(MAX_DELAY_MS, Math.max(MIN_REFRESH_DELAY_MS, Math.ceil(delay)));
}

/** Whether a link's signature has expired by `now` (its tiles answer 403 'Link expired'). */
export function linkExpired(expiresAt: string, now: number): boolean {
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) || at <= now;
}
