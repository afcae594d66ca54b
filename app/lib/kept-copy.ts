/**
 * Whether a server process may answer from a copy it keeps (the frame's banner, a session's unread count) rather
 * than ask the API again (decision 087): the copy is younger than `ttlMs`, and the session did not change the
 * value itself lately. For `freshAfterChangeMs(ttlMs)` after such a change every instance asks afresh for that
 * session: by then every older copy on any instance has expired, with room for clocks up to 10 s apart.
 */
const CLOCK_SKEW_MS = 10_000;

export const freshAfterChangeMs = (ttlMs: number) => ttlMs + CLOCK_SKEW_MS;

export function keptCopyUsable(
  keptAt: number,
  ttlMs: number,
  changedAt: number | null,
  now: number,
): boolean {
  const justChanged = changedAt !== null && now - changedAt < freshAfterChangeMs(ttlMs);
  return now - keptAt < ttlMs && !justChanged;
}
