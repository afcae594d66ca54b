/**
 * getNotificationPreferences and updateNotificationPreferences (issue 30, decision 085): a user reads and sets
 * their own only. An update is judged as a whole by applyPreferenceUpdate (a kind the role may not set, or sent
 * twice: 422 under items.<index>.kind), and a refusal changes nothing.
 */
import { applyPreferenceUpdate, preferencesOf } from '../../contracts/notification-preferences';
import { fail, ok, operation } from '../http/operation';
import { clockNow } from '../qa/clock';
import { persist } from '../store/persistence';
import { savePreferences, storedRecord } from './preferences';

export const PREFERENCES_SAVED = 'Your notification settings were saved.';

function viewOf(userId: string, role: string) {
  const stored = storedRecord(userId);
  return { ...preferencesOf(role, stored?.items ?? []), updatedAt: stored?.updatedAt ?? null };
}

export const notificationPreferenceHandlers = [
  operation('getNotificationPreferences', ({ auth }) =>
    ok('getNotificationPreferences', viewOf(auth.user.id, auth.user.role)),
  ),

  operation('updateNotificationPreferences', async ({ auth, body }) => {
    const { id, role } = auth.user;
    const result = applyPreferenceUpdate(role, storedRecord(id)?.items ?? [], body.items);
    if (!result.ok) {
      const first = Object.values(result.fieldErrors)[0]![0]!;
      return fail(422, first, { fieldErrors: result.fieldErrors });
    }
    await savePreferences(id, result.items, clockNow().toISOString());
    await persist();
    return ok('updateNotificationPreferences', viewOf(id, role), { message: PREFERENCES_SAVED });
  }),
];
