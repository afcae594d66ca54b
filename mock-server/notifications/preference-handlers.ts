/**
 * getNotificationPreferences and updateNotificationPreferences (decision 085): a user reads and sets
 * their own only. An update is judged as a whole by applyPreferenceUpdate (a kind the role may not set, or sent
 * twice: 422 under items.<index>.kind) and knownTimeZone (a zone the server does not know: 400 under timeZone,
 * decision 121), and a refusal changes nothing.
 */
import { SENTENCES } from '../../contracts';
import { applyPreferenceUpdate, preferencesOf } from '../../contracts/notification-preferences';
import { knownTimeZone } from '../../contracts/time-format';
import { fail, ok, operation } from '../http/operation';
import { clockNow } from '../qa/clock';
import { savePreferences, saveTimeZone, storedRecord, userTimeZone } from './preferences';

export const PREFERENCES_SAVED = SENTENCES.notifications.settingsSaved;

/** The 400 of a zone the server does not know, under `timeZone` (decision 121). */
export const unknownTimeZone = (name: string) =>
  `“${name}” is not a time zone this server knows. Choose an IANA name such as America/New_York.`;

function viewOf(userId: string, role: string) {
  const stored = storedRecord(userId);
  return {
    ...preferencesOf(role, stored?.items ?? []),
    updatedAt: stored?.updatedAt ?? null,
    timeZone: userTimeZone(userId),
  };
}

export const notificationPreferenceHandlers = [
  operation('getNotificationPreferences', ({ auth }) =>
    ok('getNotificationPreferences', viewOf(auth.user.id, auth.user.role)),
  ),

  operation('updateNotificationPreferences', async ({ auth, body }) => {
    const { id, role } = auth.user;
    const timeZone = body.timeZone === undefined ? undefined : knownTimeZone(body.timeZone);
    if (timeZone === null) {
      const message = unknownTimeZone(body.timeZone!);
      return fail(400, `timeZone: ${message}`, { fieldErrors: { timeZone: [message] } });
    }
    const result = body.items ? applyPreferenceUpdate(role, storedRecord(id)?.items ?? [], body.items) : null;
    if (result && !result.ok) {
      const first = Object.values(result.fieldErrors)[0]![0]!;
      return fail(422, first, { fieldErrors: result.fieldErrors });
    }
    if (result) await savePreferences(id, result.items, clockNow().toISOString());
    if (timeZone) await saveTimeZone(id, timeZone);
    return ok('updateNotificationPreferences', viewOf(id, role), { message: PREFERENCES_SAVED });
  }),
];
