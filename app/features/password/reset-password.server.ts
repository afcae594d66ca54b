/** Reset Password (spec 2.2 user menu, Account Settings): the logged-in user changes their password. */
import { requireUser } from '~/auth.server';
import { api } from '~/api.server';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { unwrap } from '../../../contracts';
import { resetPasswordForm } from './schemas';

export const RESET_PASSWORD_DONE =
  'Your password has been changed. Other sessions of your account have been signed out.';

export async function resetPassword(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, resetPasswordForm);
  if (submission.status !== 'success') return invalidReply(submission);
  const { currentPassword, newPassword } = submission.value;
  try {
    await unwrap(
      api(user.token).POST('/api/auth/reset-password', { body: { currentPassword, newPassword } }),
    );
  } catch (error) {
    return apiErrorReply(submission, error, { hidePassword: true });
  }
  return formReply({
    result: submission.reply({ resetForm: true }),
    toast: { kind: 'success', message: RESET_PASSWORD_DONE },
  });
}
