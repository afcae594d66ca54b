/** The login throttle's rules (./login-policy.ts): sliding windows, the slow-down, familiar addresses, the words. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TIMES_KEPT,
  LOGIN_POLICY,
  deviceWait,
  failureDelayMs,
  isFamiliar,
  loginWait,
  tooManyLoginsMessage,
  waitInWords,
  waitSeconds,
  withFailure,
  withSuccess,
  type Window,
} from './login-policy';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 1, 9);
const window15: Window = { limit: 5, windowMs: 15 * MINUTE };

/** Failure times before NOW (oldest first), within the last day. */
const pastTimes = (maxLength = 40) =>
  fc
    .array(fc.integer({ min: 0, max: 24 * 60 * MINUTE }), { maxLength })
    .map((ago) => ago.map((a) => NOW - a).sort((x, y) => x - y));

describe('waitSeconds (one sliding window)', () => {
  it('is 0 exactly while fewer than `limit` failures lie inside the window', () => {
    fc.assert(
      fc.property(pastTimes(), (times) => {
        const inside = times.filter((at) => NOW - at < window15.windowMs).length;
        expect(waitSeconds(times, window15, NOW) === 0).toBe(inside < window15.limit);
      }),
    );
  });

  it('never asks for more than the window, and waiting that long is enough', () => {
    fc.assert(
      fc.property(pastTimes(), (times) => {
        const wait = waitSeconds(times, window15, NOW);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(window15.windowMs / 1000);
        expect(waitSeconds(times, window15, NOW + wait * 1000)).toBe(0);
      }),
    );
  });

  it('keeps only what the windows need, and answers the same from it', () => {
    fc.assert(
      fc.property(pastTimes(), (times) => {
        let kept: number[] = [];
        for (const at of times) kept = withFailure(kept, at, LOGIN_POLICY.perAccount);
        expect(kept.length).toBeLessThanOrEqual(100);
        for (const window of LOGIN_POLICY.perAccount)
          expect(waitSeconds(kept, window, NOW)).toBe(waitSeconds(times, window, NOW));
      }),
    );
  });
});

describe('loginWait (before the password is checked)', () => {
  it('holds back the sixth try of one email from one address for the rest of the 15 minutes', () => {
    const pair = [0, 1, 2, 3, 4].map((i) => NOW - 10 * MINUTE + i * 1000);
    expect(loginWait({ pair: pair.slice(0, 4), bucket: pair.slice(0, 4) }, NOW)).toBe(0);
    expect(loginWait({ pair, bucket: pair }, NOW)).toBe(5 * 60);
  });

  it('holds back a bucket at 10 within 15 minutes, or 100 within 24 hours, whatever the pair', () => {
    const ten = Array.from({ length: 10 }, (_, i) => NOW - 14 * MINUTE + i);
    expect(loginWait({ pair: [], bucket: ten.slice(1) }, NOW)).toBe(0);
    expect(loginWait({ pair: [], bucket: ten }, NOW)).toBe(60);
    const hundred = Array.from({ length: 100 }, (_, i) => NOW - 23 * 60 * MINUTE + i * 10 * MINUTE);
    expect(loginWait({ pair: [], bucket: hundred }, NOW)).toBe(60 * 60);
  });

  it('is the longest wait of the rules, and 0 only when every rule allows', () => {
    fc.assert(
      fc.property(pastTimes(8), pastTimes(120), (pair, bucket) => {
        const waits = [
          waitSeconds(pair, LOGIN_POLICY.perAccountAndAddress, NOW),
          ...LOGIN_POLICY.perAccount.map((w) => waitSeconds(bucket, w, NOW)),
        ];
        expect(loginWait({ pair, bucket }, NOW)).toBe(Math.max(...waits));
      }),
    );
  });
});

describe('deviceWait (a trusted device, by its own failures)', () => {
  it('is 0 exactly while fewer than 5 lie within 15 minutes and fewer than 100 within 24 hours', () => {
    fc.assert(
      fc.property(pastTimes(120), (device) => {
        const within = (ms: number) => device.filter((at) => NOW - at < ms).length;
        const allowed = within(15 * MINUTE) < 5 && within(24 * 60 * MINUTE) < 100;
        expect(deviceWait(device, NOW) === 0).toBe(allowed);
      }),
    );
  });
});

describe('failureDelayMs (an address is slowed down, never refused)', () => {
  const failures = (count: number) => Array.from({ length: count }, (_, i) => NOW - count + i);

  it('answers the first 20 at once, then 250 ms doubling up to 5 s', () => {
    expect([19, 20, 21, 22, 23, 24, 25, 26, 60].map((n) => failureDelayMs(failures(n), NOW))).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('grows with the failures, is bounded, and forgets what left the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        const slow = failureDelayMs(failures(many), NOW);
        expect(failureDelayMs(failures(few), NOW)).toBeLessThanOrEqual(slow);
        expect(slow).toBeLessThanOrEqual(LOGIN_POLICY.perAddress.maxDelayMs);
        expect(failureDelayMs(failures(many), NOW + 15 * MINUTE)).toBe(0);
      }),
    );
  });

  it('keeps enough times per address for the delay to reach its bound', () => {
    expect(failureDelayMs(failures(ADDRESS_TIMES_KEPT), NOW)).toBe(LOGIN_POLICY.perAddress.maxDelayMs);
    expect(failureDelayMs(failures(ADDRESS_TIMES_KEPT - 1), NOW)).toBeLessThan(
      LOGIN_POLICY.perAddress.maxDelayMs,
    );
  });
});

describe('familiar addresses', () => {
  const address = fc.ipV4();

  it('a success makes its address familiar for 30 days, keeping the 8 most recent', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(address, fc.nat({ max: 60 * 24 * 60 })), { maxLength: 30 }), (logins) => {
        let familiar: Map<string, number> | undefined;
        let at = NOW;
        for (const [from, minutesLater] of logins) {
          at += minutesLater * MINUTE;
          familiar = withSuccess(familiar, from, at);
          expect(isFamiliar(familiar, from, at)).toBe(true);
          expect(familiar.size).toBeLessThanOrEqual(LOGIN_POLICY.familiarPerAccount);
          expect(isFamiliar(familiar, from, at + LOGIN_POLICY.familiarForMs)).toBe(false);
        }
      }),
    );
  });

  it('an address never seen is not familiar', () => {
    expect(isFamiliar(undefined, '203.0.113.7', NOW)).toBe(false);
    expect(isFamiliar(withSuccess(undefined, '198.51.100.4', NOW), '203.0.113.7', NOW)).toBe(false);
  });
});

describe('the 429 sentence', () => {
  it('says how long to wait and that Forgot Password resets the password', () => {
    expect(tooManyLoginsMessage(900)).toBe(
      'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.',
    );
    expect(tooManyLoginsMessage(30)).toContain('Try again in 1 minute,');
  });

  it('counts in whole minutes up to an hour and a half, then hours, never less than the wait', () => {
    expect(waitInWords(90 * 60)).toBe('90 minutes');
    expect(waitInWords(90 * 60 + 1)).toBe('2 hours');
    expect(waitInWords(24 * 60 * 60)).toBe('24 hours');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 * 60 }), (seconds) => {
        const [, count, unit] = /^(\d+) (minute|hour)s?$/.exec(waitInWords(seconds))!;
        expect(Number(count) * (unit === 'hour' ? 3600 : 60)).toBeGreaterThanOrEqual(seconds);
      }),
    );
  });
});
