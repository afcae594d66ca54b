/**
 * Device tokens: OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"; decision 064).
 * Every successful login gives the browser one; a login that presents a valid one for its email is judged on that
 * device's own failures only (./login-policy.ts), so guesses from elsewhere, the same address included, never
 * keep the owner's own browser out.
 *
 * A token is `d1.<issued, seconds in base 36>.<nonce>.<signature>`: the signature is an HMAC-SHA256 of the
 * version, the email, the time and the nonce, keyed by the server's secret. It names its account through the
 * signature (the email is signed, not written out), so it is valid for that email only and says nothing of whose
 * it is to anyone who sees it; it holds nothing of the password. The nonce is the device's id in the throttle.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'd1';
/** How long a token is valid: the app keeps it in a cookie of the same lifetime. */
export const DEVICE_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** A token stamped a little ahead of this server's clock (another instance's) is still taken. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const ISSUED = /^[0-9a-z]{1,10}$/;

export interface DeviceTokens {
  /** A new token for `email` (lower case), stamped `now`. */
  issue(email: string, now: number): string;
  /** The device's id when `token` was issued for `email` by this secret and has not expired; null otherwise. */
  check(token: string | null | undefined, email: string, now: number): string | null;
}

/**
 * `secret` is the server's; the key is derived from it with its own label, so the same secret can sign other
 * things (slide links) without one ever being taken for the other.
 */
export function createDeviceTokens(secret: string): DeviceTokens {
  const key = Buffer.from(hkdfSync('sha256', secret, 'pathbridge/device-token', 'hmac-sha256 v1', 32));
  const sign = (email: string, issued: string, nonce: string) =>
    createHmac('sha256', key).update(`${VERSION}\n${email}\n${issued}\n${nonce}`).digest();

  return {
    issue(email, now) {
      const issued = Math.floor(now / 1000).toString(36);
      const nonce = randomBytes(16).toString('base64url');
      return `${VERSION}.${issued}.${nonce}.${sign(email, issued, nonce).toString('base64url')}`;
    },
    check(token, email, now) {
      const [version, issued, nonce, signature, ...rest] = token?.split('.') ?? [];
      if (version !== VERSION || rest.length || !issued || !nonce || !signature) return null;
      if (!ISSUED.test(issued) || !NONCE.test(nonce)) return null;
      const presented = Buffer.from(signature, 'base64url');
      const expected = sign(email, issued, nonce);
      // base64url decoding ignores stray characters: the signature must also read back exactly as written.
      if (presented.length !== expected.length || presented.toString('base64url') !== signature) return null;
      if (!timingSafeEqual(presented, expected)) return null;
      const at = parseInt(issued, 36) * 1000;
      if (at > now + CLOCK_SKEW_MS || now - at >= DEVICE_TOKEN_LIFETIME_MS) return null;
      return nonce;
    },
  };
}
