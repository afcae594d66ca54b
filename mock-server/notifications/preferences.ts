/**
 * Each user's notification preferences in the store (decision 085): the kinds they have set, one record per user
 * (id = the user's id). What a kind not stored answers, and which kinds a role may set, are the pure rules of
 * contracts/notification-preferences.ts.
 */
import type { NotificationPreference } from '../../contracts/notification-preferences';
import { db } from '../store/db';
import { byKey } from '../store/keyed';

export const storedRecord = (userId: string) =>
  db.notificationPreferences.findFirst((q) => q.where({ id: userId }));

/** The kinds `userId` has set (none: every kind answers its default). */
export function storedPreferences(userId: string): NotificationPreference[] {
  return storedRecord(userId)?.items ?? [];
}

/** Saves `items` as the user's (the caller has judged them and persists). */
export async function savePreferences(userId: string, items: NotificationPreference[], at: string) {
  if (storedRecord(userId)) {
    return db.notificationPreferences.update((q) => q.where({ id: userId }), {
      data(draft) {
        draft.items = items;
        draft.updatedAt = at;
      },
    });
  }
  return db.notificationPreferences.create({ id: userId, items, updatedAt: at });
}

/**
 * The user's time zone (decision 121), kept on their user record (the contract's CurrentUser.timeZone): null
 * while not chosen, and the backend then writes their e-mails' and notices' times in UTC.
 */
export const userTimeZone = (userId: string): string | null => byKey.users.get(userId)?.timeZone ?? null;

/** Saves `timeZone` (a name knownTimeZone has judged) as the user's; the caller persists. */
export async function saveTimeZone(userId: string, timeZone: string) {
  return db.users.update((q) => q.where({ id: userId }), {
    data(draft) {
      draft.timeZone = timeZone;
    },
  });
}
