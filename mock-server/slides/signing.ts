/**
 * Signed, expiring slide URLs. The signature covers the slide id, what is fetched and the expiry, so a link
 * cannot be edited to reach another slide or live longer. Tile and Range requests then carry no bearer header.
 *
 * A slide's links also belong to the session they were issued to (decision 073): their signature starts with
 * that session's link id (SESSION_ID_LENGTH characters, ./link-sessions.ts, never the token), which the HMAC
 * covers too, and the slide routes refuse it once the session has ended (logout, a password change, a
 * deactivation). An upload URL ('slide-upload') is signed without a session.
 *
 * Resources: 'file' (the original), 'dzi' (the Deep Zoom descriptor and every tile of its `_files/` folder:
 * OpenSeadragon derives the tile folder from the descriptor URL, so one signature, carried as path segments
 * `/dz/{expires}/{signature}/`, must serve both), 'thumbnail' and 'preview'; 'instance-{n}', the n-th other
 * instance of a DICOM series (decision 048); 'dicomweb', every read under the slide's signed DICOMweb root
 * (`/dicomweb/{expires}/{signature}/…`, ./dicomweb-proxy.ts); and 'slide-upload', a tus upload URL whose "id" is the upload grant
 * (./upload-grants.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LINK_LIFETIME_SECONDS = 60 * 60;
/** The length of the session's link id at the start of a slide link's signature (16 bytes in base64url). */
export const SESSION_ID_LENGTH = 22;

export type SignedResource =
  'file' | 'dzi' | 'thumbnail' | 'preview' | 'dicomweb' | 'slide-upload' | `instance-${number}`;

/** The HMAC, then the session's link id in front of it when the link belongs to one. */
function sign(secret: string, slideId: string, resource: string, expires: number, sessionId = ''): string {
  const covered = `${slideId}\n${resource}\n${expires}${sessionId ? `\n${sessionId}` : ''}`;
  return sessionId + createHmac('sha256', secret).update(covered).digest('base64url');
}

/** The bare signature (base64url, safe as a path segment); a slide link's starts with its session's link id. */
export function signatureFor(
  secret: string,
  slideId: string,
  resource: SignedResource,
  expires: number,
  sessionId = '',
): string {
  return sign(secret, slideId, resource, expires, sessionId);
}

export function signedQuery(
  secret: string,
  slideId: string,
  resource: string,
  expires: number,
  sessionId = '',
): string {
  return `expires=${expires}&signature=${sign(secret, slideId, resource, expires, sessionId)}`;
}

/** The session link id a slide link's signature starts with; null for a signature without one. */
export function sessionIdOf(signature: string | null): string | null {
  return signature && signature.length > SESSION_ID_LENGTH + 40
    ? signature.slice(0, SESSION_ID_LENGTH)
    : null;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkSignature(
  secret: string,
  slideId: string,
  resource: string,
  expiresParam: string | null,
  signature: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  // Only a plain decimal expiry counts: Number(null) and Number('') would read a missing one as 0.
  const expires = expiresParam && /^\d+$/.test(expiresParam) ? Number(expiresParam) : NaN;
  if (!signature || !Number.isSafeInteger(expires)) return 'invalid';
  const expected = Buffer.from(sign(secret, slideId, resource, expires, sessionIdOf(signature) ?? ''));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expires < nowSeconds ? 'expired' : 'valid';
}
