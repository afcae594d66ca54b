/**
 * Each user's unread notifications, counted as they are written: what every live notice carries
 * (live/watch.ts), which a flood of escalations would otherwise count by a scan of every notification per notice.
 * Counted from the collection's hooks: a module importing this one has its own hooks run after these, so a notice
 * being created is counted already when its other listeners run.
 */
import { db } from '../store/db';
import { afterClear } from '../store/keyed';

const unread = new Map<string, number>();

function add(userId: string, change: number) {
  const count = (unread.get(userId) ?? 0) + change;
  if (count) unread.set(userId, count);
  else unread.delete(userId);
}

function recount() {
  unread.clear();
  for (const notice of db.notifications.all()) if (notice.readAt === null) add(notice.userId, 1);
}

recount();
db.notifications.hooks.on('create', ({ data }) => {
  if (data.record.readAt === null) add(data.record.userId, 1);
});
db.notifications.hooks.on('update', ({ data }) => {
  if (data.path[0] !== 'readAt') return;
  const [was, is] = [data.prevRecord.readAt === null, data.nextRecord.readAt === null];
  if (was !== is) add(data.prevRecord.userId, is ? 1 : -1);
});
db.notifications.hooks.on('delete', ({ data }) => {
  if (data.deletedRecord.readAt === null) add(data.deletedRecord.userId, -1);
});
afterClear(db.notifications, recount);

/** How many of the user's notifications are unread. */
export const unreadCountOf = (userId: string) => unread.get(userId) ?? 0;
