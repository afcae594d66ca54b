/**
 * A message for the next page, across a redirect (a flash): "Your password has been changed. Log in with your
 * new password." on /login after the password flows. It travels in a short-lived cookie sealed like the session
 * (docs/decisions/013, 019), so nobody can put words on our page through a link or a forged cookie, and the app
 * keeps nothing in memory. The page that shows it reads it once and clears it.
 */
import { cookieAttributes, sessionSecrets } from './session.server';
import { createSealer } from './session-seal.server';

export const FLASH_COOKIE = '__flash';
/** Long enough for the redirect that follows; a flash nobody reads is gone after this. */
const FLASH_TTL_MS = 60_000;

export interface Flash {
  kind: 'success' | 'error';
  message: string;
  /** Set when the API's 401 ended the session: /login then tells the other tabs (spec 4.1). */
  sessionEnded?: boolean;
  /** A page of this app the message is about, one click away (the signed-out case's final report). */
  link?: FlashLink;
}

export interface FlashLink {
  label: string;
  /** A path of this app: nothing read back from the cookie sends the reader to another site. */
  to: string;
}

/**
 * A link to a page of this app: a path of printable characters, never another origin (`//host`, `/\\host`, or
 * `/<tab>/host`, which a browser reads as `//host` once it drops the tab).
 */
export function flashLink(value: unknown): FlashLink | null {
  if (!value || typeof value !== 'object') return null;
  const { label, to } = value as Partial<FlashLink>;
  if (typeof label !== 'string' || !label.trim() || typeof to !== 'string') return null;
  return /^\/(?![/\\])[!-~]*$/.test(to) && !to.includes('\\') ? { label, to } : null;
}

const sealer = createSealer(sessionSecrets(), FLASH_COOKIE);

/** The Set-Cookie value that carries `flash` to the next page. */
export function flashCookie(flash: Flash, now = Date.now()): string {
  return `${FLASH_COOKIE}=${sealer.seal(flash)}; ${cookieAttributes(new Date(now + FLASH_TTL_MS))}`;
}

/** The Set-Cookie value that removes the flash. */
export function clearFlashCookie(): string {
  return `${FLASH_COOKIE}=; ${cookieAttributes(new Date(0))}; Max-Age=0`;
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The request's flash, and the Set-Cookie header that clears it (null when there was none): a loader returns
 * both, `data({ flash }, { headers })`.
 */
export function takeFlash(request: Request): { flash: Flash | null; headers: HeadersInit | undefined } {
  const raw = readCookie(request.headers.get('Cookie'), FLASH_COOKIE);
  if (raw === null) return { flash: null, headers: undefined };
  const value = raw ? sealer.unseal(raw) : null;
  const headers = { 'Set-Cookie': clearFlashCookie() };
  if (!value || typeof value !== 'object') return { flash: null, headers };
  const { kind, message, sessionEnded, link } = value as Partial<Flash>;
  const valid = (kind === 'success' || kind === 'error') && typeof message === 'string' && message.trim();
  if (!valid) return { flash: null, headers };
  const shownLink = flashLink(link);
  const flash: Flash = {
    kind,
    message,
    ...(sessionEnded === true && { sessionEnded }),
    ...(shownLink && { link: shownLink }),
  };
  return { flash, headers };
}
