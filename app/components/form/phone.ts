/**
 * The phone rule of spec 5, exactly: '+', a 1–3 digit country code, then digit groups 3-3-4 with optional
 * spaces, parentheses or hyphens between. The pattern is the contract's own (`PhoneNumber` in openapi.yaml, so
 * the browser, this app's server and the backend agree); a zero country code is refused with its own sentence.
 * libphonenumber-js only tells how long the country code is, so a number can be laid out as it is typed.
 */
import { AsYouType } from 'libphonenumber-js/min';
import { z } from 'zod';
import { schemas, SENTENCES } from '../../../contracts';

export const PHONE_FORMAT_MESSAGE = SENTENCES.phone.invalid;
export const PHONE_COUNTRY_CODE_MESSAGE = 'Invalid country code.';

/** The groups after the country code: 3-3-4. */
const NATIONAL_DIGITS = 10;

/** The input adds a leading + when a number is typed without one (spec 5). */
export function withLeadingPlus(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('+')) return trimmed;
  return /^[\d(]/.test(trimmed) ? `+${trimmed}` : trimmed;
}

/** The spec's sentence for a number, or null when it is valid. */
export function phoneProblem(value: string): string | null {
  if (!schemas.zPhoneNumber.safeParse(value).success) return PHONE_FORMAT_MESSAGE;
  const digits = value.replace(/\D/g, '');
  const countryCode = digits.slice(0, digits.length - NATIONAL_DIGITS);
  return /^0+$/.test(countryCode) ? PHONE_COUNTRY_CODE_MESSAGE : null;
}

/** A phone number field's schema: a leading + added, then the spec's rule with its sentences. */
export const phoneNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' ? withLeadingPlus(value) : value),
  z.string().superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** How many of the digits are the country code: known codes from libphonenumber's metadata, else what is left
 * once the 10 national digits are counted off (1 while fewer are typed). */
function countryCodeLength(digits: string): number {
  const typed = new AsYouType();
  typed.input(`+${digits}`);
  const known = typed.getCallingCode();
  if (known) return known.length;
  return Math.min(3, Math.max(1, digits.length - NATIONAL_DIGITS));
}

/**
 * Lays a number out as `+CC (AAA) BBB-CCCC` while it is typed. Anything that is not a number being typed
 * (letters, too many digits) is left as the person wrote it, for the rule to judge.
 */
export function formatPhoneAsTyped(raw: string): string {
  const value = withLeadingPlus(raw);
  if (!/^\+[\d\s()-]*$/.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  if (!digits) return value;
  const ccLength = countryCodeLength(digits);
  const national = digits.slice(ccLength);
  if (national.length > NATIONAL_DIGITS) return value;
  let out = `+${digits.slice(0, ccLength)}`;
  if (national.length) out += ` (${national.slice(0, 3)}`;
  if (national.length >= 3) out += ')';
  if (national.length > 3) out += ` ${national.slice(3, 6)}`;
  if (national.length > 6) out += `-${national.slice(6)}`;
  return out;
}
