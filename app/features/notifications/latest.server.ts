/**
 * GET/POST /notifications/latest (a resource route, any logged-in user): what the header's bell shows when it
 * is opened — the latest few notices and the unread count, read only then, so no page pays for it — and its
 * marking (one, or all) answered as JSON for the bell's fetcher; the page frame's loader then reads the count.
 */
import { data } from '@remix-run/node';
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { requireUser } from '~/auth.server';
import { isAdminRole } from '~/features/auth';
import type { Notification } from './list';
import { describe, markNotifications, type MarkResult } from './notifications.server';
import { keepUnreadCount } from './unread-count.server';

/** Notices the bell lists; the page lists them all. */
export const LATEST_COUNT = 5;

export interface LatestNotifications {
  items: Notification[];
  total: number;
  unreadCount: number | null;
  isAdmin: boolean;
  error: string | null;
}

export async function loadLatestNotifications(request: Request) {
  const user = await requireUser(request);
  const isAdmin = isAdminRole(user.role);
  try {
    const { data: page } = await unwrap(
      api(user.token).GET('/api/me/notifications', {
        params: { query: { pageSize: LATEST_COUNT } },
        signal: request.signal,
      }),
    );
    keepUnreadCount(user.token, page.unreadCount);
    return data<LatestNotifications>(
      { items: page.items, total: page.total, unreadCount: page.unreadCount, isAdmin, error: null },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    const message = await describe(request, user, error);
    return data<LatestNotifications>({ items: [], total: 0, unreadCount: null, isAdmin, error: message });
  }
}

export type { MarkResult };

/** The bell's marking: the answer as JSON for its fetcher (400 for a form that was not one). */
export async function markFromBell(request: Request) {
  const { result, invalid, cookie } = await markNotifications(request);
  return data<MarkResult>(result, {
    status: invalid ? 400 : undefined,
    headers: cookie ? { 'Set-Cookie': cookie } : undefined,
  });
}
