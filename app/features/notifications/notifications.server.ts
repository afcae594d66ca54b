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

/** What a marking answered: said to the person; `invalid` when the form itself was not one (a 400 for a fetcher). */
export interface MarkResult {
  ok: boolean;
  message: string;
}

/**
 * Marks what the form asks read (one notice, or all of them), for the notifications page and the header's bell.
 * Whatever happens, the header reads the count afresh: here, and on any other instance (decision 087), through
 * the session's `cookie`.
 */
export async function markNotifications(
  request: Request,
): Promise<{ result: MarkResult; invalid: boolean; cookie: string | null }> {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  forgetUnreadCount(user.token);
  const cookie = updateSessionDetails(request, { unreadChanged: true });
  const answer = (ok: boolean, message: string, invalid = false) => ({
    result: { ok, message },
    invalid,
    cookie,
  });
  const client = api(user.token);
  try {
    if (intent === NOTIFICATION_INTENTS.read) {
      const parsed = schemas.zMarkNotificationReadPath.safeParse({
        notificationId: form.get('notificationId'),
      });
      if (!parsed.success) return answer(false, NOT_FOUND, true);
      await unwrap(
        client.POST('/api/me/notifications/{notificationId}/read', { params: { path: parsed.data } }),
      );
      return answer(true, MARKED_READ);
    }
    if (intent === NOTIFICATION_INTENTS.readAll) {
      const { data: done } = await unwrap(client.POST('/api/me/notifications/read-all'));
      return answer(true, done.marked === 0 ? NOTHING_UNREAD : markedAll(done.marked));
    }
  } catch (error) {
    return answer(false, await describe(request, user, error));
  }
  return answer(false, UNKNOWN_INTENT, true);
}

/** The notifications page's marking: its answer as a flash on the same page. */
export async function notificationsAction(request: Request) {
  const { result, cookie } = await markNotifications(request);
  const back = new URL(request.url);
  return redirectWithFlash(
    `${back.pathname}${back.search}`,
    { kind: result.ok ? 'success' : 'error', message: result.message },
    cookie,
  );
}
