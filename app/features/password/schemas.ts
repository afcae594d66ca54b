/**
 * The password forms' schemas, each derived from the contract's request body (openapi.yaml) with the rules a
 * person needs spelled out: the new-password rules, and a confirmation typed twice where the form asks for it.
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from '~/components/form';
import { CODE_RULES } from './forgot-password-steps';

const confirmed = <S extends z.ZodObject<{ newPassword: z.ZodType; confirmPassword: z.ZodType }>>(
  schema: S,
) =>
  schema.refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
    // Said as soon as both are typed, even while other fields are still wrong.
    when: ({ value }) => {
      const { newPassword, confirmPassword } = (value ?? {}) as Record<string, unknown>;
      return typeof newPassword === 'string' && typeof confirmPassword === 'string';
    },
  });

/** Reset Password (Account Settings, logged in): ResetPasswordInput plus a confirmation the API does not need. */
export const resetPasswordForm = confirmed(
  schemas.zResetPasswordInput.extend({
    newPassword: newPasswordSchema,
    confirmPassword: schemas.zChangePasswordInput.shape.confirmPassword,
  }),
);

/** Change Password (/change-password, logged in): the contract's ChangePasswordInput as it is, the rules spelled
 * out. The API checks the confirmation too (422 'The passwords do not match.'); the form says it first. */
export const changePasswordForm = confirmed(
  schemas.zChangePasswordInput.extend({ newPassword: newPasswordSchema }),
);

// Forgot password (/email-verification): three steps, each posting only what its step asks for. The email and
// the verified code travel between steps in a sealed cookie (forgot-password-flow.server.ts), never in the URL
// or the page, so the forms below are the contract's bodies without them.

/** How many digits the emailed code has: the contract states it (`EmailVerificationSent.codeLength`). */
export const CODE_LENGTH = CODE_RULES.length;
export const CODE_FORMAT_MESSAGE = `Enter the ${CODE_LENGTH}-digit code from the email.`;

/** Step 1: EmailVerificationRequest (the email the code goes to). */
export const emailVerificationForm = schemas.zEmailVerificationRequest;

/** Step 2: VerifyEmailCodeInput's code, which must be the digits the email holds (spaces around it dropped). */
export const verifyCodeForm = schemas.zVerifyEmailCodeInput.pick({ code: true }).extend({
  code: schemas.zVerifyEmailCodeInput.shape.code.trim().regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), {
    message: CODE_FORMAT_MESSAGE,
  }),
});

/** Step 3: SetPasswordWithCodeInput's new password, with the rules and a confirmation typed twice. */
export const newPasswordWithCodeForm = confirmed(
  schemas.zSetPasswordWithCodeInput.pick({ newPassword: true }).extend({
    newPassword: newPasswordSchema,
    confirmPassword: schemas.zChangePasswordInput.shape.confirmPassword,
  }),
);

/** 'Send a new code': EmailVerificationRequest without the email, which the flow cookie holds. */
export const resendCodeForm = schemas.zEmailVerificationRequest.omit({ email: true });
