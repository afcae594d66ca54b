/**
 * Change Password (/change-password, spec 2.6/2.7; decision 019): the logged-in person's current, new and
 * confirmed password (`POST /api/auth/change-password`). The API ends every session of the account, this one
 * included, so the app's session ends too and the person logs in again with the new password.
 */
import { endSessionOnUnauthorized, logout, requireUser } from '~/auth.server';
import { api } from '~/api.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie } from '~/flash.server';
import { unwrap } from '../../../contracts';
import { PASSWORD_CHANGED_TEXT } from './forgot-password-steps';
import { changePasswordForm } from './schemas';

export async function loadChangePassword(request: Request) {
  await requireUser(request);
  return null;
}

export async function changePassword(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, changePasswordForm);
  if (submission.status !== 'success') return invalidReply(submission);
  let answer;
  try {
    answer = await unwrap(api(user.token).POST('/api/auth/change-password', { body: submission.value }));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { hidePassword: true });
  }
  const message = answer.message?.trim() || PASSWORD_CHANGED_TEXT;
  // The API has ended this session too: end the app's the way every session ends (token revoked and forgotten,
  // cookie cleared, → /login), and say why on /login.
  const ended = await logout(request).catch((thrown: unknown) => thrown);
  if (!(ended instanceof Response)) throw ended;
  ended.headers.append('Set-Cookie', flashCookie({ kind: 'success', message }));
  return ended;
}
