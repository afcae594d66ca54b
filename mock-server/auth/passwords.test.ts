/** Password hashes: scrypt with the cost recorded in the hash (MOCK_SCRYPT_COST lowers it for tests). */
import { scryptSync } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUSY,
  checkPassword,
  createHashGate,
  decoyHash,
  hashPassword,
  verifyPassword,
  verifyWithoutAccount,
} from './passwords';

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

  it('check a login for an e-mail without an account as a real hash is checked, and refuse it', async () => {
    process.env.MOCK_SCRYPT_COST = '1024';
    // The decoy has a user's scheme and cost, so verifying against it costs what a user's check costs.
    const [scheme, cost, salt, hash] = decoyHash().split(':');
    expect([scheme, cost]).toEqual(hashPassword('x').split(':').slice(0, 2));
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const password of ['', 'Demo-pass-2026', 'x'.repeat(200)])
      expect(await verifyWithoutAccount(password)).toBe(false);
  });
});

describe('password checks at once (decision 072)', () => {
  const env = (concurrency: number, queued: number) => ({
    MOCK_HASH_CONCURRENCY: String(concurrency),
    MOCK_HASH_QUEUED: String(queued),
    MOCK_HASH_QUEUE_MS: '60000',
  });

  it('hash at most MOCK_HASH_CONCURRENCY at a time, the others waiting their turn, all answered right', async () => {
    process.env.MOCK_SCRYPT_COST = '1024';
    const stored = hashPassword('Demo-pass-2026', 'salt');
    const gate = createHashGate(env(2, 10));
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, gate.active)), 0);
    const checks = Array.from({ length: 8 }, (_, i) =>
      checkPassword(i % 2 ? 'Demo-pass-2026' : 'wrong', stored, gate).then((ok) => {
        most = Math.max(most, gate.active);
        return ok;
      }),
    );
    most = Math.max(most, gate.active);
    expect(gate.queued).toBe(6);
    expect(await Promise.all(checks)).toEqual([false, true, false, true, false, true, false, true]);
    clearInterval(watch);
    expect(most).toBe(2);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('refuse a check at once past the queue, for an e-mail with an account and one without alike', async () => {
    process.env.MOCK_SCRYPT_COST = '1024';
    const stored = hashPassword('Demo-pass-2026', 'salt');
    const gate = createHashGate(env(1, 1));
    const held = (await gate.enter())!;
    const waiting = checkPassword('Demo-pass-2026', stored, gate);
    expect(await checkPassword('Demo-pass-2026', stored, gate)).toBe(BUSY);
    expect(await verifyWithoutAccount('Demo-pass-2026', gate)).toBe(BUSY);
    held();
    expect(await waiting).toBe(true);
  });

  it('never make a check whose caller left: its place in the queue goes to the next at once', async () => {
    process.env.MOCK_SCRYPT_COST = '1024';
    const stored = hashPassword('Demo-pass-2026', 'salt');
    const gate = createHashGate(env(1, 2));
    const held = (await gate.enter())!;
    const caller = new AbortController();
    const left = checkPassword('Demo-pass-2026', stored, gate, caller.signal);
    const next = verifyWithoutAccount('Demo-pass-2026', gate, new AbortController().signal);
    expect(gate.queued).toBe(2);
    caller.abort();
    expect(gate.queued).toBe(1);
    expect(await left).toBe(BUSY);
    held();
    expect(await next).toBe(false);
    // A caller gone before a free slot was taken: not checked either, and the slot is back.
    expect(await checkPassword('Demo-pass-2026', stored, gate, AbortSignal.abort())).toBe(BUSY);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('give the slot back whatever the check ends in (a malformed hash, a thrown error)', async () => {
    const gate = createHashGate(env(1, 0));
    expect(await checkPassword('x', 'bcrypt:salt:abc', gate)).toBe(false);
    expect(gate.active).toBe(0);
    // A hash that is not hex never matches (it would read as no bytes, which any password matches).
    expect(await checkPassword('x', 'scrypt:1024:salt:zz', gate)).toBe(false);
    expect(verifyPassword('x', 'scrypt:1024:salt:zz')).toBe(false);
    // scrypt refuses a cost that is not a power of two: the error is thrown, the slot comes back.
    await expect(checkPassword('x', 'scrypt:3:salt:abcd', gate)).rejects.toThrow();
    expect(gate.active).toBe(0);
    expect(await checkPassword('x', hashPassword('x'), gate)).toBe(true);
  });

  it('default to the cores at once and eight times that waiting', async () => {
    const gate = createHashGate({});
    const cores = availableParallelism();
    const places = Array.from({ length: 9 * cores }, () => gate.enter());
    expect([gate.active, gate.queued]).toEqual([cores, 8 * cores]);
    expect(await gate.enter()).toBeNull();
    for (const place of places) (await place)?.();
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });
});
