/** /admin/assignment's loader and action: read and replace the automatic assignment settings (admins only). */
import { data } from '@remix-run/node';
import { unwrap, SENTENCES } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import { facilityOptions } from '~/lib/choices.server';
import { failPageLoad } from '~/page-failure.server';
import { ASSIGNMENT_FORM_ID, ASSIGNMENT_SETTINGS_PATH, settingsForm } from './settings';

export async function loadAssignmentSettings(request: Request) {
  const admin = await requireAdmin(request);
  const [settings, facilities] = await Promise.all([
    unwrap(api(admin.token).GET('/api/admin/assignment', { signal: request.signal })).then(
      (answer) => answer.data,
      (error: unknown) => failPageLoad(request, admin, error),
    ),
    facilityOptions(admin, request.signal).catch((error: unknown) => failPageLoad(request, admin, error)),
  ]);
  const { flash, headers } = takeFlash(request);
  return data({ settings, facilities, flash }, { headers });
}

export async function saveAssignmentSettings(request: Request) {
  const admin = await requireAdmin(request);
  const submission = await parseForm(request, settingsForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: ASSIGNMENT_FORM_ID });
  try {
    const saved = await unwrap(api(admin.token).PUT('/api/admin/assignment', { body: submission.value }));
    return redirectWithFlash(ASSIGNMENT_SETTINGS_PATH, {
      kind: 'success',
      message: saved.message ?? SENTENCES.assignment.settingsSaved,
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    return apiErrorReply(submission, error, { form: ASSIGNMENT_FORM_ID });
  }
}
