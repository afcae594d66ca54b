import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt with a per-password salt: the mock stores what a real backend would, never the password itself.
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `scrypt:${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}
