/**
 * Device tokens (./device-tokens.ts, decision 064): valid for the email they were issued for and nothing else;
 * a forged, altered, expired or foreign one is untrusted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_LIFETIME_MS, createDeviceTokens } from './device-tokens';

const NOW = Date.UTC(2026, 2, 1, 9);
const tokens = createDeviceTokens('test-secret');
const email = fc.constantFrom('provider@demo.test', 'admin@demo.test', 'nobody@example.org', 'a@b.c');
const TOKEN_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'];

describe('a device token', () => {
  it('is valid for its own email, names the device, and holds neither the email nor the password', () => {
    const token = tokens.issue('provider@demo.test', NOW);
    const device = tokens.check(token, 'provider@demo.test', NOW + 1000);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token).toContain(device);
    expect(token).not.toContain('provider');
    expect(tokens.issue('provider@demo.test', NOW)).not.toBe(token);
  });

  it('issued for account A never helps account B', () => {
    fc.assert(
      fc.property(email, email, (a, b) => {
        fc.pre(a !== b);
        expect(tokens.check(tokens.issue(a, NOW), b, NOW)).toBeNull();
      }),
    );
  });

  it('altered anywhere, by any one character, is untrusted (every position, every character)', () => {
    const token = tokens.issue('provider@demo.test', NOW);
    const trusted: string[] = [];
    for (let at = 0; at < token.length; at++) {
      for (const char of TOKEN_CHARS) {
        const altered = token.slice(0, at) + char + token.slice(at + 1);
        if (altered !== token && tokens.check(altered, 'provider@demo.test', NOW)) trusted.push(altered);
      }
    }
    expect(trusted).toEqual([]);
  });

  it('made up, cut short or lengthened is untrusted', () => {
    const token = tokens.issue('provider@demo.test', NOW);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (made) => {
        fc.pre(made !== token);
        expect(tokens.check(made, 'provider@demo.test', NOW)).toBeNull();
      }),
    );
    expect(tokens.check(token.slice(0, -1), 'provider@demo.test', NOW)).toBeNull();
    expect(tokens.check(`${token}A`, 'provider@demo.test', NOW)).toBeNull();
    expect(tokens.check(undefined, 'provider@demo.test', NOW)).toBeNull();
  });

  it("signed with another server's secret is untrusted", () => {
    const foreign = createDeviceTokens('another-secret').issue('provider@demo.test', NOW);
    expect(tokens.check(foreign, 'provider@demo.test', NOW)).toBeNull();
  });

  it('is valid for a year', () => {
    const token = tokens.issue('provider@demo.test', NOW);
    expect(tokens.check(token, 'provider@demo.test', NOW + DEVICE_TOKEN_LIFETIME_MS - 1000)).not.toBeNull();
    expect(tokens.check(token, 'provider@demo.test', NOW + DEVICE_TOKEN_LIFETIME_MS)).toBeNull();
    // Stamped well ahead of this clock: not this server's.
    expect(tokens.check(token, 'provider@demo.test', NOW - 60 * 60_000)).toBeNull();
  });
});
