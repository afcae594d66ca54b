/**
 * A user's own notifications (tag Notifications): listMyNotifications, markNotificationRead,
 * markAllNotificationsRead. A user only ever sees and changes their own; another user's id answers 404 like an
 * unknown one. Escalations due are swept before a list is answered (./sweep.ts).
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { fail, ok, operation } from '../http/operation';
import { pageOf } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db, type UserRecord } from '../store/db';
import { sweepIfStale } from './sweep';
import { noticeAsSeenBy } from '../quality/blinding';

type Notification = z.infer<typeof schemas.zNotification>;
type Stored = Notification & { userId: string };

/** A notice as its reader sees it: one about a case they review blinded keeps its message back. */
const view =
  (reader: UserRecord) =>
  ({ userId: _userId, ...notification }: Stored): Notification =>
    noticeAsSeenBy(reader, notification);

const mine = (userId: string) => db.notifications.findMany((q) => q.where({ userId }));

const newestFirst = (a: Stored, b: Stored) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export const NOT_FOUND = 'Notification not found.';

export const notificationHandlers = [
  operation('listMyNotifications', async ({ auth, query }) => {
    await sweepIfStale();
    const all = mine(auth.user.id);
    const unreadCount = all.filter((n) => !n.readAt).length;
    const matches = (query.unread ? all.filter((n) => !n.readAt) : all).sort(newestFirst);
    // Only the page's notices are read as the reader sees them (a blinded one is looked up per notice).
    const page = pageOf(matches, query.page, query.pageSize);
    return ok('listMyNotifications', { ...page, items: page.items.map(view(auth.user)), unreadCount });
  }),

  operation('markNotificationRead', async ({ auth, params }) => {
    const found = db.notifications.findFirst((q) =>
      q.where({ id: params.notificationId, userId: auth.user.id }),
    );
    if (!found) return fail(404, NOT_FOUND);
    if (found.readAt) return ok('markNotificationRead', view(auth.user)(found), { message: 'Already read.' });
    const readAt = clockNow().toISOString();
    // The stored record itself: found by its place, not by a test of every notification (decision 102).
    const updated = await db.notifications.update(found, {
      data(draft) {
        draft.readAt = readAt;
      },
    });
    return ok('markNotificationRead', view(auth.user)(updated ?? { ...found, readAt }), {
      message: 'Marked as read.',
    });
  }),

  operation('markAllNotificationsRead', async ({ auth }) => {
    const unread = mine(auth.user.id).filter((n) => !n.readAt);
    const readAt = clockNow().toISOString();
    for (const item of unread) {
      await db.notifications.update(item, {
        data(draft) {
          draft.readAt = readAt;
        },
      });
    }
    const message =
      unread.length === 0
        ? 'No unread notifications.'
        : `${unread.length} ${unread.length === 1 ? 'notification' : 'notifications'} marked as read.`;
    return ok('markAllNotificationsRead', { marked: unread.length, unreadCount: 0 }, { message });
  }),
];
