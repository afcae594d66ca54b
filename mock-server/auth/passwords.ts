import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a per-password salt: the mock stores what a real backend would, never the password itself.
 * Stored as `scrypt:N:salt:hash`, so a hash is checked with the cost it was made with (an older `scrypt:salt:hash`
 * was made with the default). MOCK_SCRYPT_COST lowers N for new hashes: the test setup does, because every test
 * logs in and a login at the default cost takes ~80 ms of CPU.
 */
const DEFAULT_COST = 16_384;

function cost(): number {
  const n = Number(process.env.MOCK_SCRYPT_COST ?? DEFAULT_COST);
  // scrypt wants a power of two above 1; more than the default is never needed (nor accepted when verifying).
  return Number.isInteger(n) && n > 1 && n <= DEFAULT_COST && (n & (n - 1)) === 0 ? n : DEFAULT_COST;
}

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const n = cost();
  return `scrypt:${n}:${salt}:${scryptSync(password, salt, 32, { N: n }).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split(':');
  const [scheme, n, salt, hash] =
    parts.length === 3 ? [parts[0], String(DEFAULT_COST), ...parts.slice(1)] : parts;
  const N = Number(n);
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(N) || N < 2 || N > DEFAULT_COST)
    return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N });
  return timingSafeEqual(actual, expected);
}

let decoy: string | undefined;

/**
 * The check a login makes for an e-mail that has no account: a password verified against a hash of a random
 * secret, at the cost a real hash has, so an unknown e-mail is answered as late as a known one with a wrong
 * password and the answer's time does not tell which e-mails have accounts. Always false.
 */
export function verifyWithoutAccount(password: string): false {
  decoy ??= decoyHash();
  verifyPassword(password, decoy);
  return false;
}

/** A hash made the way a user's is (same scheme and cost), of a secret nobody knows. */
export const decoyHash = () => hashPassword(randomBytes(16).toString('hex'));
