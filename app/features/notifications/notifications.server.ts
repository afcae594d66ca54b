/**
 * /notifications (any logged-in user, checked first): the loader (one page of the user's own notifications for
 * the URL's list state, and their unread count) and the action — mark one read (markNotificationRead) or all
 * (markAllNotificationsRead) — which redirects back to the same list with a flash, so it works without
 * JavaScript. The header's count is `unreadNotifications`, read for every page by the frame's loader.
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser, updateSessionDetails } from '~/auth.server';
import { loadList } from '~/components/data-table/list.server';
import { isAdminRole } from '~/features/auth';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import { readForm } from '~/lib/read-form.server';
import type { SessionUser } from '~/session.server';
import { NOTIFICATION_INTENTS, notificationListQuery, type NotificationListState } from './list';
import { forgetUnreadCount, keepUnreadCount } from './unread-count.server';

export const MARKED_READ = 'Notification marked as read.';
export const NOTHING_UNREAD = 'There are no unread notifications.';
export const UNKNOWN_INTENT = 'Choose Mark as read or Mark all as read.';
export const NOT_FOUND = 'That notification was not found. Reload the page and try again.';
export const markedAll = (count: number) =>
  `${count} ${count === 1 ? 'notification' : 'notifications'} marked as read.`;

/** A failed call in words for the user (a 401 ends the session first); anything else is rethrown. */
export async function describe(request: Request, user: SessionUser, error: unknown): Promise<string> {
  await endSessionOnUnauthorized(request, user, error);
  if (error instanceof ApiError) return error.message;
  if (error instanceof ContractViolationError) return MESSAGES.other;
  throw error;
}

export async function loadNotificationsPage(request: Request) {
  const user = await requireUser(request);
  const { flash, headers } = takeFlash(request);
  let unreadCount = 0;
  const list = await loadList(request, {
    query: notificationListQuery,
    fetchPage: async (state: NotificationListState) => {
      const query = notificationListQuery.toApiQuery(state);
      const page = (
        await unwrap(
          api(user.token).GET('/api/me/notifications', { params: { query }, signal: request.signal }),
        )
      ).data;
      unreadCount = page.unreadCount;
      keepUnreadCount(user.token, unreadCount);
      return page;
    },
    describeError: (error) => describe(request, user, error),
  });
  return data(
    { ...(await list.data), unreadCount, isAdmin: isAdminRole(user.role), flash },
    { status: list.init?.status ?? 200, headers },
  );
}

export { unreadNotifications } from './unread-count.server';

export async function notificationsAction(request: Request) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  const intent = formData.get('intent');
  const back = new URL(request.url);
  const here = `${back.pathname}${back.search}`;
  const client = api(user.token);
  // Whatever happens, the header reads the count afresh: here, and on any other instance (decision 087).
  forgetUnreadCount(user.token);
  const session = updateSessionDetails(request, { unreadChanged: true });
  const answer = (flash: Parameters<typeof redirectWithFlash>[1]) => redirectWithFlash(here, flash, session);
  try {
    if (intent === NOTIFICATION_INTENTS.read) {
      const parsed = schemas.zMarkNotificationReadPath.safeParse({
        notificationId: formData.get('notificationId'),
      });
      if (!parsed.success) return answer({ kind: 'error', message: NOT_FOUND });
      const { notificationId } = parsed.data;
      await unwrap(
        client.POST('/api/me/notifications/{notificationId}/read', { params: { path: { notificationId } } }),
      );
      return answer({ kind: 'success', message: MARKED_READ });
    }
    if (intent === NOTIFICATION_INTENTS.readAll) {
      const { data: done } = await unwrap(client.POST('/api/me/notifications/read-all'));
      const message = done.marked === 0 ? NOTHING_UNREAD : markedAll(done.marked);
      return answer({ kind: 'success', message });
    }
  } catch (error) {
    return answer({ kind: 'error', message: await describe(request, user, error) });
  }
  return answer({ kind: 'error', message: UNKNOWN_INTENT });
}
