/**
 * The field rules of the people resources that a schema cannot say on its own (spec 5):
 * - phone: the pattern lives in openapi.yaml (PhoneNumber); a value that breaks it answers 400 with the spec's
 *   sentence (installed below as zod's message for that pattern), and a country code of zero or all zeros
 *   answers 422 'Invalid country code.'.
 * - password: the rule is NewPassword's pattern in openapi.yaml (the generated zod judges it: 400); a password
 *   that breaks it is answered with what it misses (passwordProblems, installed below as the pattern's message).
 */
import { schemas, SENTENCES } from '../../contracts';
import { z } from 'zod';

export const PHONE_FORMAT_MESSAGE = SENTENCES.phone.invalid;
export const COUNTRY_CODE_MESSAGE = 'Invalid country code.';

/** The same pattern as PhoneNumber in openapi.yaml, with the country code captured. */
const PHONE = /^\+([0-9]{1,3})[\s-]?\(?[0-9]{3}\)?[\s-]?[0-9]{3}[\s-]?[0-9]{4}$/;
/** How zod prints the contract's pattern in an issue (the generated schema's regex, uncaptured). */
const CONTRACT_PHONE_PATTERN = String(/^\+[0-9]{1,3}[\s-]?\(?[0-9]{3}\)?[\s-]?[0-9]{3}[\s-]?[0-9]{4}$/);

/** The contract's password pattern as zod prints it in an issue (NewPassword's regex). */
const CONTRACT_PASSWORD_PATTERN = String(
  schemas.zNewPassword.def.checks
    ?.map((check) => (check as { _zod: { def: { pattern?: RegExp } } })._zod.def.pattern)
    .find(Boolean),
);

// A value that breaks the contract's phone pattern is worded as the spec says, and a password that breaks its
// pattern says what it misses, wherever they are validated.
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_format' || issue.format !== 'regex' || !('pattern' in issue))
      return undefined;
    const pattern = String(issue.pattern);
    if (pattern === CONTRACT_PHONE_PATTERN) return PHONE_FORMAT_MESSAGE;
    if (pattern === CONTRACT_PASSWORD_PATTERN && typeof issue.input === 'string')
      return passwordProblems(issue.input).join(' ') || undefined;
    return undefined;
  },
});

export function isPhoneFormat(phone: string): boolean {
  return PHONE.test(phone);
}

/** The spec's message for a well-formed phone number whose country code is zero or all zeros, else null. */
export function countryCodeProblem(phone: string): string | null {
  const match = PHONE.exec(phone);
  if (!match) return PHONE_FORMAT_MESSAGE;
  return /^0+$/.test(match[1]!) ? COUNTRY_CODE_MESSAGE : null;
}

/** Field messages for every phone field of a body whose country code is invalid; empty when all are fine. */
export function phoneFieldErrors(body: Record<string, unknown>, fields: readonly string[]) {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const problem = countryCodeProblem(value);
    if (problem) errors[field] = [problem];
  }
  return errors;
}

export const PASSWORD_MIN_LENGTH = 10;

/**
 * What a new password misses, as sentences a person can act on; empty when NewPassword's pattern takes it (a
 * property test keeps the two in step: ./rules.test.ts).
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (!/[A-Za-z]/.test(password)) problems.push('The password must contain at least one letter (A-Z).');
  if (!/[0-9]/.test(password)) problems.push('The password must contain at least one digit.');
  return problems;
}
