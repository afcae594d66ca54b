/**
 * The password forms' schemas, each derived from the contract's request body (openapi.yaml) with the rules a
 * person needs spelled out: the new-password rules, and a confirmation typed twice where the form asks for it.
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from '~/components/form';

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
