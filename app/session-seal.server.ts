/**
 * Sealing of the session cookie: AES-256-GCM with keys derived from SESSION_SECRET (docs/decisions/013). The
 * browser gets an opaque string; without a key it can neither read nor change what it carries. The first key
 * seals, every key unseals, so a secret can be rotated by putting the new one first.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The format's version, so a later change of cipher or encoding can tell old cookies from new ones. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF's salt and info: the same secret gives a different key for any other purpose that might derive one. */
const KDF_SALT = 'pathbridge/session-cookie';
const KDF_INFO = 'aes-256-gcm v1';

export interface Sealer {
  /** `v1.` + base64url(iv ‖ ciphertext ‖ tag): safe in a cookie as it is. */
  seal(data: unknown): string;
  /** The sealed data, or null for anything not sealed by one of the keys (forged, truncated, old format). */
  unseal(sealed: string): unknown;
}

export function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, KDF_SALT, KDF_INFO, 32));
}

/**
 * `context` is bound into every seal as additional authenticated data (the cookie's name): a value sealed for
 * one purpose does not unseal for another.
 */
export function createSealer(secrets: readonly string[], context: string): Sealer {
  if (!secrets.length) throw new Error('At least one secret is needed to seal the session.');
  const keys = secrets.map(deriveKey);
  const aad = Buffer.from(context, 'utf8');

  return {
    seal(data) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    unseal(sealed) {
      const [version, payload, ...rest] = sealed.split('.');
      if (version !== VERSION || !payload || rest.length) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES + 1) return null;
      const iv = bytes.subarray(0, IV_BYTES);
      const tag = bytes.subarray(bytes.length - TAG_BYTES);
      const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, iv);
          decipher.setAAD(aad);
          decipher.setAuthTag(tag);
          const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
          return JSON.parse(text) as unknown;
        } catch {
          // Not this key (or not authentic at all): try the next one.
        }
      }
      return null;
    },
  };
}
