/** Password hashes: scrypt with the cost recorded in the hash (MOCK_SCRYPT_COST lowers it for tests). */
import { scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword, verifyWithoutAccount } from './passwords';

const previous = process.env.MOCK_SCRYPT_COST;
afterEach(() => {
  if (previous === undefined) delete process.env.MOCK_SCRYPT_COST;
  else process.env.MOCK_SCRYPT_COST = previous;
});

describe('password hashes', () => {
  it('record their scrypt cost and check a password against it', () => {
    process.env.MOCK_SCRYPT_COST = '2048';
    const stored = hashPassword('Demo-pass-2026', 'salt');
    expect(stored).toMatch(/^scrypt:2048:salt:[0-9a-f]{64}$/);
    process.env.MOCK_SCRYPT_COST = '16384';
    expect(verifyPassword('Demo-pass-2026', stored)).toBe(true);
    expect(verifyPassword('Demo-pass-2027', stored)).toBe(false);
  });

  it('use the default cost for anything but a power of two up to it', () => {
    for (const value of ['1000', '32768', 'cheap']) {
      process.env.MOCK_SCRYPT_COST = value;
      expect(hashPassword('x', 'salt').split(':')[1], value).toBe('16384');
    }
  });

  it('still check a hash of the older form (scrypt:salt:hash, default cost), and refuse malformed ones', () => {
    const older = `scrypt:salt:${scryptSync('Demo-pass-2026', 'salt', 32).toString('hex')}`;
    expect(verifyPassword('Demo-pass-2026', older)).toBe(true);
    expect(verifyPassword('Demo-pass-2026', 'bcrypt:salt:abc')).toBe(false);
    expect(verifyPassword('Demo-pass-2026', 'scrypt:65536:salt:abc')).toBe(false);
  });

  it('check a login for an e-mail without an account as a real hash is checked, and refuse it', () => {
    process.env.MOCK_SCRYPT_COST = '1024';
    // The decoy has a user's scheme and cost, so verifying against it costs what a user's check costs.
    const [scheme, cost, salt, hash] = decoyHash().split(':');
    expect([scheme, cost]).toEqual(hashPassword('x').split(':').slice(0, 2));
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const password of ['', 'Demo-pass-2026', 'x'.repeat(200)])
      expect(verifyWithoutAccount(password)).toBe(false);
  });
});
