/**
 * Email verification codes (the forgot-password flow): 6 digits, valid 15 minutes, 5 attempts. Only a hash of
 * the code is kept; a new code replaces the previous one. `checkCode` is pure: it says what an attempt means
 * and the handler records it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;

export interface StoredCode {
  codeHash: string;
  expiresAt: string;
  attempts: number;
  verifiedAt: string | null;
  usedAt: string | null;
}

export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
export const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email}\u0000${code}`).digest('hex');

export const MESSAGES = {
  noCode: 'This code is not valid. Request a new code.',
  format: `Enter the ${CODE_LENGTH}-digit code from the email.`,
  expired: 'This code has expired. Request a new code.',
  used: 'This code has already been used. Request a new code.',
  exhausted: 'Too many wrong attempts. Request a new code.',
  notVerified: 'Verify the code before choosing a new password.',
  wrong: (left: number) =>
    left > 0
      ? `The code is not correct. ${left} attempt${left === 1 ? '' : 's'} left.`
      : 'The code is not correct. Request a new code.',
} as const;

export type CodeCheck =
  { ok: true } | { ok: false; status: 422 | 429; message: string; countsAttempt: boolean };

export function checkCode(
  stored: StoredCode | undefined,
  email: string,
  code: string,
  now: number,
): CodeCheck {
  if (!stored) return { ok: false, status: 422, message: MESSAGES.noCode, countsAttempt: false };
  if (stored.usedAt) return { ok: false, status: 422, message: MESSAGES.used, countsAttempt: false };
  if (stored.attempts >= CODE_MAX_ATTEMPTS)
    return { ok: false, status: 429, message: MESSAGES.exhausted, countsAttempt: false };
  if (Date.parse(stored.expiresAt) <= now)
    return { ok: false, status: 422, message: MESSAGES.expired, countsAttempt: false };
  if (!new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code))
    return { ok: false, status: 422, message: MESSAGES.format, countsAttempt: false };
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashCode(email, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    return {
      ok: false,
      status: 422,
      message: MESSAGES.wrong(CODE_MAX_ATTEMPTS - stored.attempts - 1),
      countsAttempt: true,
    };
  }
  return { ok: true };
}
