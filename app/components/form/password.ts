/**
 * The contract's rule for a new password (`NewPassword` in openapi.yaml): at least 10 characters with at least
 * one letter and one digit. The rules are listed beside the field and ticked off as the person types; the same
 * list is the schema's check, so the browser, this server and the backend agree.
 */
import { schemas, SENTENCES } from '../../../contracts';

export const PASSWORD_RULES = [
  { id: 'length', text: 'At least 10 characters', test: (value: string) => value.length >= 10 },
  { id: 'letter', text: 'At least one letter', test: (value: string) => /\p{L}/u.test(value) },
  { id: 'digit', text: 'At least one digit', test: (value: string) => /\d/.test(value) },
] as const;

export const PASSWORDS_DO_NOT_MATCH = SENTENCES.password.mismatch;

/** A new password: the contract's limits, then each rule with its own sentence. */
export const newPasswordSchema = schemas.zNewPassword.superRefine((value, ctx) => {
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: `${rule.text}.` });
  }
});
