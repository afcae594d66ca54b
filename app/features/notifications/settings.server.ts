/**
 * /notification-settings' loader and action (any logged-in user, their own settings): read the preferences,
 * save them all at once; a kind the API refuses comes back under its field, nothing saved.
 */
import { data } from '@remix-run/node';
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import { failPageLoad } from '~/page-failure.server';
import { PREFERENCES_FORM_ID, SETTINGS_PATH, SETTINGS_SAVED, preferencesForm } from './settings';

export async function loadNotificationSettings(request: Request) {
  const user = await requireUser(request);
  const preferences = await unwrap(
    api(user.token).GET('/api/me/notification-preferences', { signal: request.signal }),
  ).then(
    (answer) => answer.data,
    (error: unknown) => failPageLoad(request, user, error),
  );
  const { flash, headers } = takeFlash(request);
  return data({ preferences, flash }, { headers });
}

export async function saveNotificationSettings(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, preferencesForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: PREFERENCES_FORM_ID });
  try {
    const saved = await unwrap(
      api(user.token).PATCH('/api/me/notification-preferences', { body: submission.value }),
    );
    return redirectWithFlash(SETTINGS_PATH, { kind: 'success', message: saved.message ?? SETTINGS_SAVED });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: PREFERENCES_FORM_ID });
  }
}
