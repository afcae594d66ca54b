/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies", decision 064): the device token
 * the API gives at each successful login is kept for that account in an httpOnly cookie for a year and sent back
 * with that account's next logins, so guesses by others from the same address never keep this browser out.
 *
 * One cookie per account (a shared workstation holds several, the DEVICE_COOKIES_KEPT most recent): its name is
 * an HMAC of the email under the session secret and its value is sealed like the session's (AES-256-GCM), so
 * neither page scripts (httpOnly) nor anyone reading the cookie jar learns who logged in here or the token.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { cookieAttributes, sessionSecrets } from '~/session.server';
import { createSealer } from '~/session-seal.server';
import { devicesToForget, type DeviceCookie } from './device-cookies';

export const DEVICE_COOKIE_PREFIX = '__device_';
/** As long as the API's token is valid (a year). */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Device cookies a browser keeps, one per account, the most recently logged in. */
export const DEVICE_COOKIES_KEPT = 8;

const secrets = sessionSecrets();
const sealer = createSealer(secrets, DEVICE_COOKIE_PREFIX);
const nameKeys = secrets.map((secret) =>
  Buffer.from(hkdfSync('sha256', secret, 'pathbridge/device-cookie-name', 'hmac-sha256 v1', 32)),
);

const normalized = (email: string) => email.trim().toLowerCase();

/** The cookie's name for `email` under each secret, the first one's first (it writes; every one reads). */
function namesFor(email: string): string[] {
  return nameKeys.map(
    (key) =>
      DEVICE_COOKIE_PREFIX +
      createHmac('sha256', key).update(normalized(email)).digest('base64url').slice(0, 22),
  );
}

interface Sealed {
  email: string;
  token: string;
  /** When it was written (epoch ms): the oldest go first past DEVICE_COOKIES_KEPT. */
  at: number;
}

function unsealed(value: string): Sealed | null {
  const data = sealer.unseal(value) as Partial<Sealed> | null;
  if (!data || typeof data !== 'object') return null;
  const { email, token, at } = data;
  return typeof email === 'string' && typeof token === 'string' && typeof at === 'number'
    ? { email, token, at }
    : null;
}

/** The device cookies in a Cookie header: name → raw value. */
function deviceCookiesIn(cookieHeader: string | null | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of cookieHeader?.split(';') ?? []) {
    const index = part.indexOf('=');
    const name = part.slice(0, index).trim();
    if (index > 0 && name.startsWith(DEVICE_COOKIE_PREFIX)) found.set(name, part.slice(index + 1).trim());
  }
  return found;
}

/** The device token this browser keeps for `email`, or null (none, forged, another account's, old secret). */
export function deviceTokenFor(cookieHeader: string | null | undefined, email: string): string | null {
  const cookies = deviceCookiesIn(cookieHeader);
  for (const name of namesFor(email)) {
    const value = cookies.get(name);
    const sealed = value ? unsealed(value) : null;
    if (sealed && sealed.email === normalized(email)) return sealed.token;
  }
  return null;
}

const removal = (name: string) => `${name}=; ${cookieAttributes(new Date(0))}; Max-Age=0`;

/**
 * The Set-Cookie values after a login on `email` gave `token`: its account's cookie, and the removal of the
 * oldest other accounts' past DEVICE_COOKIES_KEPT (and of any this app cannot read).
 */
export function deviceCookies(
  cookieHeader: string | null | undefined,
  email: string,
  token: string,
  now = Date.now(),
): string[] {
  const [name, ...oldNames] = namesFor(email);
  const others: DeviceCookie[] = [];
  for (const [other, value] of deviceCookiesIn(cookieHeader)) {
    if (other !== name) others.push({ name: other, at: unsealed(value)?.at ?? null });
  }
  const forget = new Set(devicesToForget(others, DEVICE_COOKIES_KEPT - 1));
  for (const old of oldNames) if (others.some((c) => c.name === old)) forget.add(old);
  const sealed = sealer.seal({ email: normalized(email), token, at: now } satisfies Sealed);
  const expires = new Date(now + DEVICE_COOKIE_LIFETIME_MS);
  return [`${name}=${sealed}; ${cookieAttributes(expires)}`, ...[...forget].map(removal)];
}
