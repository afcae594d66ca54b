import { describe, expect, it } from 'vitest';
import { createSealer } from './session-seal.server';

const DATA = {
  token: 'ya1SNCWpLjict5hFPjTckeknyQwlE_LS',
  role: 'Provider',
  status: 'Active',
  email: 'provider@demo.test',
  name: 'Maya Okafor',
  lastActivity: 1_780_000_000_000,
};

/** Every way someone holding the cookie might try to read it. */
function decodings(value: string): string[] {
  const payload = value.replace(/^v1\./, '');
  return [
    value,
    decodeURIComponent(value),
    Buffer.from(value, 'base64').toString('utf8'),
    Buffer.from(payload, 'base64').toString('utf8'),
    Buffer.from(payload, 'base64url').toString('utf8'),
    Buffer.from(payload, 'base64url').toString('latin1'),
    Buffer.from(payload, 'base64url').toString('hex'),
  ];
}

describe('session sealing (AES-256-GCM)', () => {
  it('gives back exactly what was sealed', () => {
    const sealer = createSealer(['secret-one'], '__session');
    expect(sealer.unseal(sealer.seal(DATA))).toEqual(DATA);
  });

  it('shows nothing of the token, email, role or name in any decoding', () => {
    const sealed = createSealer(['secret-one'], '__session').seal(DATA);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    for (const text of decodings(sealed)) {
      for (const secret of [DATA.token, DATA.email, DATA.role, DATA.name, 'provider', 'token']) {
        expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
  });

  it('seals the same data differently every time (a fresh IV)', () => {
    const sealer = createSealer(['secret-one'], '__session');
    expect(sealer.seal(DATA)).not.toBe(sealer.seal(DATA));
  });

  it('refuses a changed, truncated or foreign value', () => {
    const sealer = createSealer(['secret-one'], '__session');
    const sealed = sealer.seal(DATA);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[20] = bytes[20]! ^ 1;
    expect(sealer.unseal(`v1.${bytes.toString('base64url')}`)).toBeNull();
    expect(sealer.unseal(sealed.slice(0, -4))).toBeNull();
    expect(sealer.unseal(`v2.${sealed.slice(3)}`)).toBeNull();
    expect(sealer.unseal('')).toBeNull();
    expect(sealer.unseal('v1.')).toBeNull();
    expect(sealer.unseal('v1.abc.def')).toBeNull();
    // The old format: base64 JSON and an HMAC.
    expect(sealer.unseal(`${Buffer.from(JSON.stringify(DATA)).toString('base64')}.c2lnbmF0dXJl`)).toBeNull();
  });

  it('refuses a value sealed with another secret or for another purpose', () => {
    const sealed = createSealer(['secret-one'], '__session').seal(DATA);
    expect(createSealer(['secret-two'], '__session').unseal(sealed)).toBeNull();
    expect(createSealer(['secret-one'], 'other-cookie').unseal(sealed)).toBeNull();
  });

  it('rotates: the first secret seals, every secret in the list unseals', () => {
    const before = createSealer(['old-secret'], '__session').seal(DATA);
    const rotated = createSealer(['new-secret', 'old-secret'], '__session');
    expect(rotated.unseal(before)).toEqual(DATA);
    const after = rotated.seal(DATA);
    expect(createSealer(['new-secret'], '__session').unseal(after)).toEqual(DATA);
    expect(createSealer(['old-secret'], '__session').unseal(after)).toBeNull();
  });

  it('needs a secret', () => {
    expect(() => createSealer([], '__session')).toThrow();
  });
});
