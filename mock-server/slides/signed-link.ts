/**
 * The first checks of every signed slide route (./routes.ts, ./dicomweb-proxy.ts), before anything is looked up:
 * the signature covers the slide, the resource and the expiry (./signing.ts), it carries a session's link id, and
 * that session is still live (decision 073). Every refusal is a 403 with one of three sentences.
 */
import { checkSignature, LINK_LIFETIME_SECONDS, sessionIdOf, type SignedResource } from './signing';
import { linkSessionUserId } from './link-sessions';

export type SignedLinkCheck =
  | {
      ok: true;
      /** The user whose session the link was issued to. */
      userId: string;
      /** Seconds an answer may be kept: what is left of the link's life. */
      maxAge: number;
    }
  | { ok: false; message: 'Link expired' | 'Invalid signature' | 'Session ended' };

export function checkSlideLink(
  secret: string,
  slideId: string,
  resource: SignedResource,
  expires: unknown,
  signature: unknown,
): SignedLinkCheck {
  const expiresParam = typeof expires === 'string' ? expires : null;
  const signatureParam = typeof signature === 'string' ? signature : null;
  const check = checkSignature(secret, slideId, resource, expiresParam, signatureParam);
  // A slide link belongs to a session (an upload URL's session-less signature opens no slide).
  const sessionId = sessionIdOf(signatureParam);
  if (check !== 'valid' || !sessionId)
    return { ok: false, message: check === 'expired' ? 'Link expired' : 'Invalid signature' };
  const userId = linkSessionUserId(secret, sessionId);
  if (userId === null) return { ok: false, message: 'Session ended' };
  const left = Number(expiresParam) - Math.floor(Date.now() / 1000);
  return { ok: true, userId, maxAge: Math.max(0, Math.min(LINK_LIFETIME_SECONDS, left)) };
}
