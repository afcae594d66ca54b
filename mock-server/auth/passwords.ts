import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createGate, intFromEnv } from '../../server/load-shed.js';

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

/** A stored hash read back, or null when it is not one of ours. */
function parseHash(stored: string) {
  const parts = stored.split(':');
  const [scheme, n, salt, hash] =
    parts.length === 3 ? [parts[0], String(DEFAULT_COST), ...parts.slice(1)] : parts;
  const N = Number(n);
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(N) || N < 2 || N > DEFAULT_COST) return null;
  // Hex of some length: anything else would read as no bytes, which any password would match.
  if (!/^(?:[0-9a-f]{2})+$/i.test(hash)) return null;
  return { N, salt, expected: Buffer.from(hash, 'hex') };
}

export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = scryptSync(password, parsed.salt, parsed.expected.length, { N: parsed.N });
  return timingSafeEqual(actual, parsed.expected);
}

/**
 * Password checks at once (decision 072): at most MOCK_HASH_CONCURRENCY (the cores) hash at a time,
 * off the event loop, each holding scrypt's 16 MB; MOCK_HASH_QUEUED more wait (at most MOCK_HASH_QUEUE_MS);
 * past that a check is refused (`'busy'`) rather than queued without end.
 */
export function createHashGate(env: Record<string, string | undefined> = process.env) {
  const limit = intFromEnv(env.MOCK_HASH_CONCURRENCY, availableParallelism(), 1);
  return createGate({
    limit,
    queue: intFromEnv(env.MOCK_HASH_QUEUED, 8 * limit),
    queueMs: intFromEnv(env.MOCK_HASH_QUEUE_MS, 1_000),
  });
}

export type HashGate = ReturnType<typeof createHashGate>;
let sharedGate: HashGate | undefined;
/** The process's one gate for password checks (made from the environment on first use). */
export const hashGate = () => (sharedGate ??= createHashGate());

/** Whether a password check was refused because too many wait already (the login answers 503). */
export const BUSY = 'busy';

const scryptAsync = (password: string, salt: string, length: number, N: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { N }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * `verifyPassword` through the gate, off the event loop: true or false, or BUSY when the gate refused it
 * (nothing was checked). `signal` is the caller's (../http/request-signal.ts): a check whose caller has left is
 * never made, however it waited, so a spike's abandoned logins give their places to the next (decision 072).
 */
export async function checkPassword(
  password: string,
  stored: string,
  gate: HashGate = hashGate(),
  signal?: AbortSignal,
): Promise<boolean | typeof BUSY> {
  const release = await gate.enter(signal);
  if (!release) return BUSY;
  try {
    if (signal?.aborted) return BUSY;
    const parsed = parseHash(stored);
    if (!parsed) return false;
    const actual = await scryptAsync(password, parsed.salt, parsed.expected.length, parsed.N);
    return timingSafeEqual(actual, parsed.expected);
  } finally {
    release();
  }
}

let decoy: string | undefined;

/**
 * The check a login makes for an e-mail that has no account: a password verified against a hash of a random
 * secret, at the cost a real hash has, through the same gate, so an unknown e-mail is answered as late as a
 * known one with a wrong password (or refused as one is) and the answer's time does not tell which e-mails
 * have accounts. Never true.
 */
export async function verifyWithoutAccount(
  password: string,
  gate: HashGate = hashGate(),
  signal?: AbortSignal,
): Promise<false | typeof BUSY> {
  decoy ??= decoyHash();
  return (await checkPassword(password, decoy, gate, signal)) === BUSY ? BUSY : false;
}

/** A hash made the way a user's is (same scheme and cost), of a secret nobody knows. */
export const decoyHash = () => hashPassword(randomBytes(16).toString('hex'));
