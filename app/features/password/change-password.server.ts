/**
 * Change Password (/change-password, spec 2.6/2.7; decision 019): the logged-in person's current, new and
 * confirmed password (`POST /api/auth/change-password`). The API ends every session of the account, this one
 * included, so the app's session ends too and the person logs in again with the new password.
 *
 * The page is public-level (spec 2.6): a visitor, who has no current password to give, changes it with a code
 * sent to their email, the forgot-password flow's steps on this page (decision 066).
 */
import { data } from '@remix-run/node';
import { endSessionOnUnauthorized, getOptionalUser, logout } from '~/auth.server';
import { api } from '~/api.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie } from '~/flash.server';
import { unwrap } from '../../../contracts';
import { forgotPasswordAction, forgotPasswordState } from './forgot-password.server';
import { PASSWORD_CHANGED_TEXT } from './forgot-password-steps';
import { changePasswordForm } from './schemas';

export const CHANGE_PASSWORD_PATH = '/change-password';

/** A logged-in person: their form (`visitor` null); a visitor: the step of the code flow they are at. */
export async function loadChangePassword(request: Request) {
  const { user } = await getOptionalUser(request);
  if (user) return data({ visitor: null });
  const { step, flash, headers } = forgotPasswordState(request);
  return data({ visitor: { step, flash } }, { headers });
}

export async function changePassword(request: Request) {
  const { user } = await getOptionalUser(request);
  if (!user) return forgotPasswordAction(request, CHANGE_PASSWORD_PATH);
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
