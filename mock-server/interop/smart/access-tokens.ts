/**
 * SMART access tokens (decision 133): random, 5 minutes, kept in memory only as their SHA-256 with the facility,
 * client and scopes they grant, so a token is never written to the database's files. A token ends when it
 * expires or when its client is removed (checked at each use, so a reset of the store ends them too).
 */
import { createHash, randomBytes } from 'node:crypto';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';

export const ACCESS_TOKEN_SECONDS = 300;
/** What tells an access token from a static credential (`pbf_…`) at a glance. */
const PREFIX = 'pbat_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenGrant {
  facilityId: string;
  clientId: string;
  scopes: string[];
}

const live = new Map<string, TokenGrant & { expiresAt: number }>();

/** A new access token for `grant`; the expired ones are dropped as new ones are made. */
export function issueAccessToken(grant: TokenGrant): string {
  const now = clockNow().getTime();
  for (const [hash, record] of live) if (record.expiresAt <= now) live.delete(hash);
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  live.set(hashOf(token), { ...grant, expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 });
  return token;
}

/**
 * What `token` grants; 'refused' for an access token that is unknown, expired or of a removed client; null for
 * something that is not an access token (maybe a static credential).
 */
export function grantOf(token: string): TokenGrant | 'refused' | null {
  if (!token.startsWith(PREFIX)) return null;
  const record = live.get(hashOf(token));
  if (!record || record.expiresAt <= clockNow().getTime()) return 'refused';
  const { facilityId, clientId, scopes } = record;
  if (!db.smartClients.findFirst((q) => q.where({ clientId, facilityId }))) return 'refused';
  return { facilityId, clientId, scopes };
}

/** Ends every token of `clientId` (its client was removed). */
export function revokeClientTokens(clientId: string) {
  for (const [hash, record] of live) if (record.clientId === clientId) live.delete(hash);
}
