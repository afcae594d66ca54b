/**
 * A SMART Backend Services client assertion (decision 133; RFC 7523, RFC 8725): `iss` = `sub` = a registered
 * client id, `aud` the token endpoint's URL, `exp` at most 5 minutes ahead, a `jti` not seen before until its
 * `exp`, signed RS384 or ES384 by one of that client's registered keys (named by the header's `kid`). Only the
 * named algorithms are accepted (never `none` or an HMAC), and keys come from the registration, never from a
 * `jku` or `x5u` in the header. The `jti`s seen are kept in memory until their assertion expires.
 */
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';
import { ALGORITHMS, type Algorithm } from './jwks';

export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export const MAX_ASSERTION_SECONDS = 300;

export const ASSERTION_MESSAGES = {
  unreadable: 'client_assertion is not a JWT.',
  alg: `The assertion must be signed with ${ALGORITHMS.join(' or ')} (its header's "alg").`,
  kid: 'The assertion’s header must name its key ("kid").',
  unknownClient: 'No client is registered under the assertion’s "iss".',
  clientId: 'client_id, when sent, must be the assertion’s "iss".',
  subject: 'The assertion’s "sub" must be its "iss" (the client id).',
  audience: (url: string) => `The assertion’s "aud" must be the token endpoint's URL, ${url}.`,
  expired: 'The assertion has expired ("exp").',
  tooLong: `The assertion's "exp" must be at most ${MAX_ASSERTION_SECONDS / 60} minutes ahead.`,
  jti: 'The assertion needs a "jti", used once.',
  replay: 'This assertion’s "jti" was used before: sign a new assertion for each token request.',
  signature: 'The assertion is not signed by a key registered for this client (its "kid" and signature).',
} as const;

/** `client id|jti` → when its assertion expires (ms). */
const seen = new Map<string, number>();

/** Whether `id` was seen before; remembers it until `expiresAt` either way. Synchronous: no replay slips between. */
function seenBefore(id: string, expiresAt: number, now: number): boolean {
  for (const [key, at] of seen) if (at <= now) seen.delete(key);
  if (seen.has(id)) return true;
  seen.set(id, expiresAt);
  return false;
}

type Client = NonNullable<ReturnType<typeof db.smartClients.findFirst>>;

/** Why jose refused the assertion, in a sentence. */
function refusalOf(error: unknown, tokenUrl: string): string {
  const { code, claim } = error as { code?: string; claim?: string };
  if (code === 'ERR_JWT_EXPIRED') return ASSERTION_MESSAGES.expired;
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
    if (claim === 'aud') return ASSERTION_MESSAGES.audience(tokenUrl);
    if (claim === 'jti') return ASSERTION_MESSAGES.jti;
    if (claim === 'exp') return ASSERTION_MESSAGES.expired;
    if (claim === 'sub') return ASSERTION_MESSAGES.subject;
  }
  return ASSERTION_MESSAGES.signature;
}

/** The client `assertion` authenticates, or the sentence refusing it. */
export async function authenticate(
  assertion: string,
  tokenUrl: string,
  clientId: string | null,
): Promise<Client | string> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  let claims: ReturnType<typeof decodeJwt>;
  try {
    header = decodeProtectedHeader(assertion);
    claims = decodeJwt(assertion);
  } catch {
    return ASSERTION_MESSAGES.unreadable;
  }
  if (!ALGORITHMS.includes(header.alg as Algorithm)) return ASSERTION_MESSAGES.alg;
  if (!header.kid) return ASSERTION_MESSAGES.kid;
  const iss = typeof claims.iss === 'string' ? claims.iss : null;
  if (clientId !== null && clientId !== iss) return ASSERTION_MESSAGES.clientId;
  const client = iss ? db.smartClients.findFirst((q) => q.where({ clientId: iss })) : undefined;
  if (!client) return ASSERTION_MESSAGES.unknownClient;
  const now = clockNow();
  try {
    await jwtVerify(assertion, createLocalJWKSet({ keys: client.keys as JWK[] }), {
      algorithms: [...ALGORITHMS],
      issuer: client.clientId,
      subject: client.clientId,
      audience: tokenUrl,
      requiredClaims: ['exp', 'jti'],
      currentDate: now,
    });
  } catch (error) {
    return refusalOf(error, tokenUrl);
  }
  const exp = (claims.exp ?? 0) * 1000;
  if (exp - now.getTime() > MAX_ASSERTION_SECONDS * 1000) return ASSERTION_MESSAGES.tooLong;
  if (typeof claims.jti !== 'string' || !claims.jti || claims.jti.length > 256) return ASSERTION_MESSAGES.jti;
  if (seenBefore(`${client.clientId}|${claims.jti}`, exp, now.getTime())) return ASSERTION_MESSAGES.replay;
  return client;
}
