/**
 * About Me's away dates (`/about-me?away`, docs/assignment.md): saved with updateAssignmentProfile for the provider's own user id (the backend refuses anyone else's).
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import type { SessionUser } from '~/session.server';
import { AWAY_FORM_ID, AWAY_MESSAGES, awayBody, awayForm } from './away';
import { ABOUT_ME_PATH } from './messages';

export async function saveAwayDates(request: Request, user: SessionUser) {
  const submission = await parseForm(request, awayForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: AWAY_FORM_ID });
  const client = api(user.token);
  try {
    const { data: me } = await unwrap(client.GET('/api/me/provider-profile', { signal: request.signal }));
    await unwrap(
      client.PATCH('/api/users/{userId}/assignment-profile', {
        params: { path: { userId: me.userId } },
        body: awayBody(submission.value),
      }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: AWAY_FORM_ID });
  }
  const message = submission.value.intent === 'clear' ? AWAY_MESSAGES.cleared : AWAY_MESSAGES.saved;
  return redirectWithFlash(ABOUT_ME_PATH, { kind: 'success', message });
}
