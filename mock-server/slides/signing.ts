/**
 * Signed, expiring slide URLs. The signature covers the slide id, what is fetched and the expiry, so a link
 * cannot be edited to reach another slide or live longer. Tile and Range requests then carry no bearer header.
 *
 * Resources: 'file' (the original), 'dzi' (the Deep Zoom descriptor and every tile of its `_files/` folder:
 * OpenSeadragon derives the tile folder from the descriptor URL, so one signature, carried as path segments
 * `/dz/{expires}/{signature}/`, must serve both), 'thumbnail' and 'preview'; 'instance-{n}', the n-th other
 * instance of a DICOM series (decision 048); and 'slide-upload', a tus upload URL whose "id" is the upload grant
 * (./upload-grants.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LINK_LIFETIME_SECONDS = 60 * 60;

export type SignedResource = 'file' | 'dzi' | 'thumbnail' | 'preview' | 'slide-upload' | `instance-${number}`;

function sign(secret: string, slideId: string, resource: string, expires: number): string {
  return createHmac('sha256', secret).update(`${slideId}\n${resource}\n${expires}`).digest('base64url');
}

/** The bare signature (base64url, safe as a path segment). */
export function signatureFor(
  secret: string,
  slideId: string,
  resource: SignedResource,
  expires: number,
): string {
  return sign(secret, slideId, resource, expires);
}

export function signedQuery(secret: string, slideId: string, resource: string, expires: number): string {
  return `expires=${expires}&signature=${sign(secret, slideId, resource, expires)}`;
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
  const expected = Buffer.from(sign(secret, slideId, resource, expires));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return expires < nowSeconds ? 'expired' : 'valid';
}
