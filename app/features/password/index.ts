/** The password flows' public entry (browser-safe): forgot password, change password, reset password. The
 * actions live in the *.server.ts modules. */
export { ResetPasswordForm } from './reset-password-form';
export { resetPasswordForm } from './schemas';
