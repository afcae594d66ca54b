/**
 * Signed, expiring tus upload URLs for slide images (createSlideUpload, docs/decisions/023):
 *
 *   {origin}/slide-uploads/{grant}/{expires}/{signature}              the creation endpoint (POST)
 *   {origin}/slide-uploads/{grant}/{expires}/{signature}/{uploadId}   one upload (HEAD, PATCH, DELETE)
 *
 * `grant` is base64url JSON naming the case, subsection, caller, file name and size; the signature (HMAC-SHA256
 * with the mock's link secret, ./signing.ts) covers it and the expiry, so none of them can be edited. An upload
 * remembers the grant's binding (not its signature): a newer URL issued for the same case, subsection, caller,
 * file name and size may continue it, so an upload outlives one URL's 24 hours.
 */
import { checkSignature, signatureFor, type SignatureCheck, type SignedResource } from './signing';

/** How long an upload URL is accepted: a day, so an upload paused in the evening resumes the next morning. */
export const UPLOAD_URL_LIFETIME_SECONDS = 24 * 60 * 60;

export const UPLOAD_ROUTE = '/slide-uploads';

/** What an upload URL was issued for. */
export interface UploadBinding {
  caseID: string;
  subsectionId: string;
  userId: string;
  /** The sanitised file name the image will carry. */
  fileName: string;
  sizeBytes: number;
}

const RESOURCE = 'slide-upload' satisfies SignedResource;

function encode(binding: UploadBinding): string {
  const { caseID: c, subsectionId: s, userId: u, fileName: n, sizeBytes: z } = binding;
  return Buffer.from(JSON.stringify({ c, s, u, n, z })).toString('base64url');
}

function decode(grant: string): UploadBinding | null {
  try {
    const raw = JSON.parse(Buffer.from(grant, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { c, s, u, n, z } = raw;
    if (typeof c !== 'string' || typeof s !== 'string' || typeof u !== 'string' || typeof n !== 'string')
      return null;
    if (typeof z !== 'number' || !Number.isSafeInteger(z) || z < 1) return null;
    return { caseID: c, subsectionId: s, userId: u, fileName: n, sizeBytes: z };
  } catch {
    return null;
  }
}

/** The creation URL for a binding, valid until `expires` (seconds since the epoch). */
export function uploadUrlFor(
  origin: string,
  secret: string,
  binding: UploadBinding,
  expires: number,
): string {
  const grant = encode(binding);
  return `${origin}${UPLOAD_ROUTE}/${grant}/${expires}/${signatureFor(secret, grant, RESOURCE, expires)}`;
}

export type GrantCheck =
  | { status: 'valid'; binding: UploadBinding; base: string; uploadId: string | null }
  | { status: Exclude<SignatureCheck, 'valid'> | 'malformed' };

const UPLOAD_PATH =
  /^\/slide-uploads\/([A-Za-z0-9_-]{1,2048})\/(\d{1,12})\/([A-Za-z0-9_-]{1,128})(?:\/([^/]+))?\/?$/;

/**
 * Reads and checks the grant of a request path under /slide-uploads: its binding, the creation path (`base`)
 * and the upload id when the path names one.
 */
export function checkUploadPath(secret: string, pathname: string, nowSeconds?: number): GrantCheck {
  const match = UPLOAD_PATH.exec(pathname);
  if (!match) return { status: 'malformed' };
  const [, grant, expires, signature, uploadId] = match;
  const check = checkSignature(secret, grant!, RESOURCE, expires!, signature!, nowSeconds);
  if (check !== 'valid') return { status: check };
  const binding = decode(grant!);
  if (!binding) return { status: 'invalid' };
  return {
    status: 'valid',
    binding,
    base: `${UPLOAD_ROUTE}/${grant}/${expires}/${signature}`,
    uploadId: uploadId ?? null,
  };
}

/** The binding an upload keeps in its tus metadata, and whether a grant's binding is the same. */
export const bindingMetadata = (binding: UploadBinding): Record<string, string> => ({
  caseID: binding.caseID,
  subsectionId: binding.subsectionId,
  userId: binding.userId,
  fileName: binding.fileName,
  sizeBytes: String(binding.sizeBytes),
});

export function sameBinding(metadata: Record<string, string | null> | undefined, binding: UploadBinding) {
  const expected = bindingMetadata(binding);
  return Boolean(metadata) && Object.entries(expected).every(([key, value]) => metadata![key] === value);
}
