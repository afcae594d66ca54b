/**
 * /notification-settings' loader and action (any logged-in user, their own settings): read the preferences and
 * the time zone, save them all at once; a kind or a zone the API refuses comes back under its field, nothing
 * saved. The zone read or saved is kept in the page frame's cookie (decision 121), so every page shows it.
 */
import { data } from '@remix-run/node';
import { unwrap } from '../../../contracts';
import { timeZoneChoices } from '../../../contracts/time-format';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import { failPageLoad } from '~/page-failure.server';
import { PREFERENCES_FORM_ID, SETTINGS_PATH, SETTINGS_SAVED, preferencesForm } from './settings';
import { timeZoneCookie } from './time-zone.server';

export async function loadNotificationSettings(request: Request) {
  const user = await requireUser(request);
  const preferences = await unwrap(
    api(user.token).GET('/api/me/notification-preferences', { signal: request.signal }),
  ).then(
    (answer) => answer.data,
    (error: unknown) => failPageLoad(request, user, error),
  );
  const { flash, headers: flashHeaders } = takeFlash(request);
  const headers = new Headers(flashHeaders);
  if (preferences.timeZone) headers.append('Set-Cookie', timeZoneCookie(user.email, preferences.timeZone));
  return data({ preferences, flash, timeZones: timeZoneChoices() }, { headers });
}

export async function saveNotificationSettings(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, preferencesForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: PREFERENCES_FORM_ID });
  try {
    const saved = await unwrap(
      api(user.token).PATCH('/api/me/notification-preferences', { body: submission.value }),
    );
    const zone = saved.data.timeZone;
    const redirect = redirectWithFlash(SETTINGS_PATH, {
      kind: 'success',
      message: saved.message ?? SETTINGS_SAVED,
    });
    if (zone) redirect.headers.append('Set-Cookie', timeZoneCookie(user.email, zone));
    return redirect;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: PREFERENCES_FORM_ID });
  }
}
