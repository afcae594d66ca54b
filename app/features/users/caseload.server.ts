/**
 * A provider's caseload cap on their admin page (`?cap` posts it; docs/assignment.md), saved with
 * updateAssignmentProfile. The backend's warning for a cap below the open cases is the flash.
 */
import { redirect } from '@remix-run/node';
import { unwrap, SENTENCES } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import { CASELOAD_FORM_ID, caseloadForm } from './caseload';

export async function saveCaseloadCap(request: Request, admin: SessionUser, userId: string) {
  const submission = await parseForm(request, caseloadForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: CASELOAD_FORM_ID });
  let message: string;
  try {
    const saved = await unwrap(
      api(admin.token).PATCH('/api/users/{userId}/assignment-profile', {
        params: { path: { userId } },
        body: { caseloadCap: submission.value.caseloadCap },
      }),
    );
    message = saved.message ?? SENTENCES.assignment.profileSaved;
  } catch (error) {
    await endSessionOnUnauthorized(request, admin, error);
    return apiErrorReply(submission, error, { form: CASELOAD_FORM_ID });
  }
  return redirect(new URL(request.url).pathname, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', message }) },
  });
}
