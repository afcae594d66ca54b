/**
 * GET/POST /notifications/latest (a resource route, any logged-in user): what the header's bell shows when it
 * is opened — the latest few notices and the unread count, read only then, so no page pays for it — and its
 * marking (one, or all) answered as JSON for the bell's fetcher; the page frame's loader then reads the count.
 */
import { data } from '@remix-run/node';
import { schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { requireUser, updateSessionDetails } from '~/auth.server';
import { isAdminRole } from '~/features/auth';
import { readForm } from '~/lib/read-form.server';
import { NOTIFICATION_INTENTS, type Notification } from './list';
import {
  MARKED_READ,
  NOT_FOUND,
  NOTHING_UNREAD,
  UNKNOWN_INTENT,
  describe,
  markedAll,
} from './notifications.server';
import { forgetUnreadCount, keepUnreadCount } from './unread-count.server';

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

export interface MarkResult {
  ok: boolean;
  message: string;
}

export async function markFromBell(request: Request) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  const client = api(user.token);
  // The header reads the count afresh: here, and on any other instance (decision 087).
  forgetUnreadCount(user.token);
  const cookie = updateSessionDetails(request, { unreadChanged: true });
  const init = (status?: number) => ({ status, headers: cookie ? { 'Set-Cookie': cookie } : undefined });
  try {
    if (intent === NOTIFICATION_INTENTS.read) {
      const parsed = schemas.zMarkNotificationReadPath.safeParse({
        notificationId: form.get('notificationId'),
      });
      if (!parsed.success) return data<MarkResult>({ ok: false, message: NOT_FOUND }, init(400));
      await unwrap(
        client.POST('/api/me/notifications/{notificationId}/read', { params: { path: parsed.data } }),
      );
      return data<MarkResult>({ ok: true, message: MARKED_READ }, init());
    }
    if (intent === NOTIFICATION_INTENTS.readAll) {
      const { data: done } = await unwrap(client.POST('/api/me/notifications/read-all'));
      return data<MarkResult>(
        { ok: true, message: done.marked === 0 ? NOTHING_UNREAD : markedAll(done.marked) },
        init(),
      );
    }
  } catch (error) {
    return data<MarkResult>({ ok: false, message: await describe(request, user, error) }, init());
  }
  return data<MarkResult>({ ok: false, message: UNKNOWN_INTENT }, init(400));
}
