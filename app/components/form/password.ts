/**
 * The contract's rule for a new password (`NewPassword` in openapi.yaml, its pattern judged by the generated
 * zod): at least 10 characters with at least one letter (A-Z) and one digit. The parts are listed beside the
 * field and ticked off as the person types, and name what a refused password misses; the generated schema decides,
 * so the browser, this server and the backend agree (a property test keeps the parts in step with it).
 */
import { z } from 'zod';
import { schemas, SENTENCES } from '../../../contracts';

export const PASSWORD_RULES = [
  { id: 'length', text: 'At least 10 characters', test: (value: string) => value.length >= 10 },
  { id: 'letter', text: 'At least one letter (A-Z)', test: (value: string) => /[A-Za-z]/.test(value) },
  { id: 'digit', text: 'At least one digit', test: (value: string) => /\d/.test(value) },
] as const;

export const PASSWORDS_DO_NOT_MATCH = SENTENCES.password.mismatch;

/** A new password as the contract judges it, each part it misses with its own sentence. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const judged = schemas.zNewPassword.safeParse(value);
  if (judged.success) return;
  const missed = PASSWORD_RULES.filter((rule) => !rule.test(value));
  for (const rule of missed) ctx.addIssue({ code: 'custom', message: `${rule.text}.` });
  // Past the contract's length limit: that issue as it is (the form words it), without its default message.
  if (!missed.length)
    for (const { message: _message, ...issue } of judged.error.issues)
      ctx.addIssue({ ...issue, input: value } as Parameters<typeof ctx.addIssue>[0]);
});
