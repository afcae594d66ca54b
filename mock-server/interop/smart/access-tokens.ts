/**
 * SMART access tokens (decision 131): random, 5 minutes, kept as their SHA-256 with the facility, client and
 * scopes they grant. A token ends when it expires or when its client is removed; it is never written anywhere else.
 */
import { createHash, randomBytes } from 'node:crypto';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';

export const ACCESS_TOKEN_SECONDS = 300;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenGrant {
  facilityId: string;
  clientId: string;
  scopes: string[];
}

/** A new access token for `grant`, and when it expires. */
export async function issueAccessToken(grant: TokenGrant): Promise<string> {
  const now = clockNow().getTime();
  // Expired tokens are dropped as new ones are made, so the store holds only live ones.
  await db.smartTokens.deleteMany((q) => q.where({ expiresAt: (at: string) => Date.parse(at) <= now }));
  const token = `pbat_${randomBytes(32).toString('base64url')}`;
  await db.smartTokens.create({
    tokenHash: hashOf(token),
    ...grant,
    expiresAt: new Date(now + ACCESS_TOKEN_SECONDS * 1000).toISOString(),
  });
  return token;
}

/** What `token` grants; 'expired' for one past its time; null for no access token (maybe a static credential). */
export function grantOf(token: string): TokenGrant | 'expired' | null {
  if (!token.startsWith('pbat_')) return null;
  const record = db.smartTokens.findFirst((q) => q.where({ tokenHash: hashOf(token) }));
  if (!record) return null;
  if (Date.parse(record.expiresAt) <= clockNow().getTime()) return 'expired';
  const { facilityId, clientId, scopes } = record;
  return { facilityId, clientId, scopes };
}

/** Ends every token of `clientId` (its client was removed). */
export async function revokeClientTokens(clientId: string) {
  await db.smartTokens.deleteMany((q) => q.where({ clientId }));
}
