/**
 * A client's public key set as it is registered (decision 133): pasted JSON, checked before anything is kept. Only
 * public keys: a set with a private member is refused whole, so a private key pasted by mistake is never stored.
 * RSA of at least 2048 bits for RS384, or EC P-384 for ES384; each key with its `kid`. Keys are registered inline
 * only: the backend never fetches a `jwks_url` (that would make it connect wherever a client points).
 */
import { importJWK, type JWK } from 'jose';
import { BACKEND_CLIENT_MESSAGES } from '../../../contracts';

export const ALGORITHMS = ['RS384', 'ES384'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;
const MAX_KEYS = 5;

export interface RegisteredKey extends JWK {
  kid: string;
  alg: Algorithm;
}

export const JWKS_MESSAGES = {
  notJson: BACKEND_CLIENT_MESSAGES.jwksNotJson,
  noKeys: `The key set needs a "keys" list of 1 to ${MAX_KEYS} public keys.`,
  private: (at: string, member: string) =>
    `${at} has a private part ("${member}"): paste the public key set only, never the private key.`,
  kid: (at: string) => `${at} needs a "kid" (its key id, up to 64 characters, once in the set).`,
  kind: (at: string) => `${at} must be RSA (for RS384) or EC on P-384 (for ES384).`,
  alg: (at: string, alg: string) => `${at} says "alg": "${alg}"; the keys are for RS384 or ES384 only.`,
  rsaSize: (at: string, bits: number) => `${at} is RSA of ${bits} bits: use at least 2048.`,
  notSigning: (at: string) => `${at} has "use" other than "sig": the keys sign client assertions.`,
  unreadable: (at: string) => `${at} is not a valid public key.`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bits of an RSA modulus written in base64url (leading zero bytes aside). */
function modulusBits(n: string): number {
  const bytes = Buffer.from(n, 'base64url');
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start += 1;
  if (start === bytes.length) return 0;
  return (bytes.length - start - 1) * 8 + bytes[start]!.toString(2).length;
}

/** One key's problem, or its registered form (the public members it came with, and its algorithm). */
async function checkKey(key: unknown, at: string, kids: Set<string>): Promise<RegisteredKey | string> {
  if (!isRecord(key)) return JWKS_MESSAGES.kind(at);
  const member = PRIVATE_MEMBERS.find((name) => name in key);
  if (member) return JWKS_MESSAGES.private(at, member);
  const { kid, kty, crv, alg, use } = key;
  if (typeof kid !== 'string' || !kid || kid.length > 64 || kids.has(kid)) return JWKS_MESSAGES.kid(at);
  kids.add(kid);
  const expected: Algorithm | null =
    kty === 'RSA' && typeof key.n === 'string' ? 'RS384' : kty === 'EC' && crv === 'P-384' ? 'ES384' : null;
  if (!expected) return JWKS_MESSAGES.kind(at);
  if (alg !== undefined && alg !== expected) return JWKS_MESSAGES.alg(at, String(alg));
  if (use !== undefined && use !== 'sig') return JWKS_MESSAGES.notSigning(at);
  if (expected === 'RS384') {
    const bits = modulusBits(key.n as string);
    if (bits < 2048) return JWKS_MESSAGES.rsaSize(at, bits);
  }
  const registered = { ...(key as JWK), kid, alg: expected };
  try {
    await importJWK(registered, expected);
  } catch {
    return JWKS_MESSAGES.unreadable(at);
  }
  return registered;
}

/** The keys of a pasted JWKS, or the sentences refusing it (named by key: "Key 2 (kid …)"). */
export async function readJwks(text: string): Promise<{ keys: RegisteredKey[] } | { problems: string[] }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problems: [JWKS_MESSAGES.notJson] };
  }
  const list = isRecord(parsed) ? parsed.keys : undefined;
  if (!Array.isArray(list) || !list.length || list.length > MAX_KEYS)
    return { problems: [JWKS_MESSAGES.noKeys] };
  const kids = new Set<string>();
  const keys: RegisteredKey[] = [];
  const problems: string[] = [];
  for (const [index, key] of list.entries()) {
    const kid = isRecord(key) && typeof key.kid === 'string' ? ` (kid "${key.kid.slice(0, 64)}")` : '';
    const result = await checkKey(key, `Key ${index + 1}${kid}`, kids);
    if (typeof result === 'string') problems.push(result);
    else keys.push(result);
  }
  return problems.length ? { problems } : { keys };
}
