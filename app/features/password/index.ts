/** The password flows' public entry (browser-safe): forgot password, change password, reset password. The
 * actions live in the *.server.ts modules. */
export { ResetPasswordForm } from './reset-password-form';
export { ChangePasswordForm } from './reset-password-form';
export { ForgotPasswordScreen } from './forgot-password-screen';
export {
  FORGOT_PASSWORD_PATH,
  FORGOT_PASSWORD_TEXT,
  PASSWORD_CHANGED_TEXT,
  type ForgotPasswordStep,
} from './forgot-password-steps';
export {
  resetPasswordForm,
  changePasswordForm,
  emailVerificationForm,
  verifyCodeForm,
  newPasswordWithCodeForm,
} from './schemas';
