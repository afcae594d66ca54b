/**
 * The header's unread count (docs/notifications.md), read for every page and kept per session for a
 * few seconds in this server process, as the banner is (decision 037): a burst of page loads asks the API once
 * (measured: the call per page cost the list pages ~1.5 ms of the app's CPU and doubled the backend's per page).
 * The user's own marking through this app, and a visit to /notifications, set it at once; a notice that arrives
 * shows within UNREAD_TTL_MS (the live stream pushes it sooner).
 *
 * Behind a balancer the user's next page may come from another instance, which kept the count from before the
 * change: the session says when its user last changed the count (SessionData.unreadChangedAt), and for
 * FRESH_AFTER_CHANGE_MS after that every instance reads it afresh for that session (decision 087).
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { freshAfterChangeMs, keptCopyUsable } from '~/lib/kept-copy';

export const UNREAD_TTL_MS = 10_000;
export const FRESH_AFTER_CHANGE_MS = freshAfterChangeMs(UNREAD_TTL_MS);
/** Sessions kept at most; past it the oldest go first. */
const MAX_KEPT = 5_000;

const kept = new Map<string, { count: number; at: number }>();

export function keepUnreadCount(token: string, count: number, now = Date.now()) {
  kept.delete(token);
  kept.set(token, { count, at: now });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function forgetUnreadCount(token: string) {
  kept.delete(token);
}

/**
 * The unread count for the header: null when it cannot be read (the page never fails for it). `changedAt`: when
 * this session last changed it (marked read), on whichever instance.
 */
export async function unreadNotifications(
  token: string,
  signal?: AbortSignal,
  now = Date.now(),
  changedAt: number | null = null,
): Promise<number | null> {
  const known = kept.get(token);
  if (known && keptCopyUsable(known.at, UNREAD_TTL_MS, changedAt, now)) return known.count;
  try {
    const { data: page } = await unwrap(
      api(token).GET('/api/me/notifications', { params: { query: { unread: true, pageSize: 1 } }, signal }),
    );
    keepUnreadCount(token, page.unreadCount, now);
    return page.unreadCount;
  } catch {
    return null;
  }
}
