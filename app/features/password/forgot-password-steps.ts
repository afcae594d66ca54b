/**
 * The forgot-password page's steps and forms (browser-safe; the action is forgot-password.server.ts). Every form
 * of the page posts to the one action with an `intent`; each reply names the form it answers.
 */
import { schemas, SENTENCES } from '../../../contracts';

export const FORGOT_PASSWORD_PATH = '/email-verification';

/** What the page may know: the step and the email, never the code (it stays in the sealed flow cookie). */
export type ForgotPasswordStep =
  | { step: 'email' }
  | { step: 'code'; email: string; sent: string; codeExpired: boolean }
  | { step: 'password'; email: string; validUntil: string };

/** The posted `intent` of each form; also the form's id (Conform's, and the reply's `form`). */
export const FORGOT_PASSWORD_FORMS = {
  request: 'forgot-password-email',
  verify: 'forgot-password-code',
  resend: 'forgot-password-resend',
  password: 'forgot-password-new-password',
  restart: 'forgot-password-restart',
} as const;

export type ForgotPasswordIntent = (typeof FORGOT_PASSWORD_FORMS)[keyof typeof FORGOT_PASSWORD_FORMS];

/** The contract's promises about every code (EmailVerificationSent): 6 digits, 15 minutes, 5 attempts. */
export const CODE_RULES = {
  length: schemas.zEmailVerificationSent.shape.codeLength.value,
  expiresInMinutes: schemas.zEmailVerificationSent.shape.expiresInMinutes.value,
  maxAttempts: schemas.zEmailVerificationSent.shape.maxAttempts.value,
} as const;

/** After a password change that ends every session (forgot password, /change-password), unless the API words it. */
export const PASSWORD_CHANGED_TEXT = SENTENCES.password.changed;

export const FORGOT_PASSWORD_TEXT = {
  sent: `If an account exists for this email, we sent it a ${CODE_RULES.length}-digit code. It expires in ${CODE_RULES.expiresInMinutes} minutes.`,
  codeExpired: 'Your code can no longer be used. Send a new code to continue.',
  flowExpired: 'Your password reset has expired. Enter your email to get a new code.',
  passwordChanged: PASSWORD_CHANGED_TEXT,
  verified: SENTENCES.password.codeVerified,
} as const;
