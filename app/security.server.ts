/**
 * The headers every document carries (docs/auth-and-session.md, "Headers"): a Content-Security-Policy with a
 * fresh nonce per response, no framing, no sniffing, no referrer to other sites, no powerful browser features,
 * and no caching of anything that may hold a user's data or a nonce.
 */
import { randomBytes } from 'node:crypto';
import { apiBaseUrl } from './api.server';

export const createNonce = () => randomBytes(16).toString('base64');

/** Origins the browser reads slide bytes and tiles from: SLIDE_ORIGINS, else the API's own origin (its signed
 * slide links point there). */
export function slideOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const configured = (env.SLIDE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured.length) return configured.map((origin) => new URL(origin).origin);
  return [new URL(env.API_BASE_URL ?? apiBaseUrl()).origin];
}

/**
 * Origins the browser uploads slide images to: the signed tus URLs of createSlideUpload point at the API's own
 * origin (decision 023), whatever SLIDE_ORIGINS says about where slides are read from.
 */
export function uploadOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return [new URL(env.API_BASE_URL ?? apiBaseUrl()).origin];
}

/**
 * The policy. Scripts run only with this response's nonce, plus what those scripts load ('strict-dynamic':
 * Remix's route modules, the viewer's chunks); WebAssembly may compile (the JPEG 2000 decoder); workers only
 * from our origin (the TIFF reader); slide bytes and tiles only from the slide origins, slide uploads only to
 * the upload origins. Styles allow inline `style` attributes and elements: React, Radix and OpenSeadragon
 * position things with them, and a style cannot run code. Frames only from blob: URLs (a file slot's PDF preview); images also from blob: (its image
 * preview).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { origins: string[]; uploadOrigins?: string[]; dev?: boolean },
): string {
  const media = options.origins.join(' ');
  // Requests may also go to the upload origins: tus POST/HEAD/PATCH of a slide image, straight to the backend.
  const connect = [...new Set([...options.origins, ...(options.uploadOrigins ?? [])])].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${media}`,
    // Vite's dev server pushes updates over a WebSocket; production has none.
    'connect-src': `'self' ${connect}${options.dev ? ' ws: wss:' : ''}`,
    'font-src': "'self'",
    'worker-src': "'self'",
    // A file slot previews the PDF the person just chose in the browser's viewer, from a blob: URL made from the
    // checked bytes (decision 021); no other frame may load.
    'frame-src': 'blob:',
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

let origins: string[] | null = null;
let uploads: string[] | null = null;

/** Headers for every HTML page. */
export function setDocumentHeaders(headers: Headers, nonce: string) {
  origins ??= slideOrigins();
  uploads ??= uploadOrigins();
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, {
      origins,
      uploadOrigins: uploads,
      dev: process.env.NODE_ENV === 'development',
    }),
  );
  // A page holds a user's data and a nonce that must never be reused: nothing may keep a copy.
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
}
