/**
 * The login throttle's state (./login-attempts.ts) driven by arbitrary histories: nobody's failures but the
 * account's own hold a login back, familiar addresses are spared a stranger's, a trusted device (a valid device
 * token) is judged on its own failures only, a password reset clears the account, and memory stays within its
 * bounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLoginAttempts, type LoginAttemptBounds } from './login-attempts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 1, 9);
const OWNER = 'provider@demo.test';
const HOME = '198.51.100.4';

const email = fc.constantFrom(OWNER, 'admin@demo.test', 'nobody@example.org', 'x@example.org');
const address = fc.constantFrom(HOME, '203.0.113.7', '203.0.113.8', '192.0.2.1', '192.0.2.2');
/** Failed logins (email, address), a few seconds apart, all inside one window. */
const failures = (emails = email) => fc.array(fc.tuple(emails, address), { maxLength: 120 });

describe('who a failure can hold back', () => {
  it("other emails' failures, from any address and however many, never hold an email back", () => {
    fc.assert(
      fc.property(failures(email.filter((e) => e !== OWNER)), address, (history, from) => {
        const attempts = createLoginAttempts();
        history.forEach(([e, a], i) => attempts.failed(e, a, NOW + i * 1000));
        expect(attempts.wait(OWNER, from, NOW + history.length * 1000)).toBe(0);
      }),
    );
  });

  it("a stranger's failures elsewhere never hold the owner back at a familiar address", () => {
    fc.assert(
      fc.property(
        failures().map((h) => h.filter(([, a]) => a !== HOME)),
        (history) => {
          const attempts = createLoginAttempts();
          attempts.succeeded(OWNER, HOME, NOW - 60 * MINUTE);
          history.forEach(([e, a], i) => attempts.failed(e, a, NOW + i * 1000));
          expect(attempts.wait(OWNER, HOME, NOW + history.length * 1000)).toBe(0);
        },
      ),
    );
  });

  it('five failures hold back that address on that email; ten from elsewhere hold back every unfamiliar one', () => {
    const attempts = createLoginAttempts();
    attempts.succeeded(OWNER, HOME, NOW - MINUTE);
    for (let i = 0; i < 5; i++) attempts.failed(OWNER, '203.0.113.7', NOW + i);
    expect(attempts.wait(OWNER, '203.0.113.7', NOW + 5)).toBe(15 * 60);
    expect(attempts.wait(OWNER, '203.0.113.8', NOW + 5)).toBe(0);
    for (let i = 0; i < 5; i++) attempts.failed(OWNER, '203.0.113.8', NOW + 10 + i);
    expect(attempts.wait(OWNER, '192.0.2.1', NOW + 20)).toBe(15 * 60);
    expect(attempts.wait(OWNER, HOME, NOW + 20)).toBe(0);
  });

  it("a success clears that address's failures on the email, not a stranger's elsewhere", () => {
    const attempts = createLoginAttempts();
    for (let i = 0; i < 9; i++) attempts.failed(OWNER, i < 4 ? HOME : '203.0.113.7', NOW + i);
    attempts.succeeded(OWNER, HOME, NOW + 10);
    expect(attempts.wait(OWNER, HOME, NOW + 11)).toBe(0);
    attempts.failed(OWNER, '203.0.113.8', NOW + 12);
    // Ten from elsewhere now (four from home counted there before it was familiar).
    expect(attempts.wait(OWNER, '192.0.2.1', NOW + 13)).toBe(15 * 60);
  });

  it('a password reset forgets every failure of the email', () => {
    fc.assert(
      fc.property(failures(), address, (history, from) => {
        const attempts = createLoginAttempts();
        history.forEach(([e, a], i) => attempts.failed(e, a, NOW + i * 1000));
        attempts.passwordReset(OWNER);
        expect(attempts.wait(OWNER, from, NOW + history.length * 1000)).toBe(0);
      }),
    );
  });
});

describe('trusted devices (device cookies, OWASP)', () => {
  const device = fc.constantFrom('device-a', 'device-b', 'device-c');
  /** Failed logins of the owner's email: from a trusted device (its id), or untrusted (null), from an address. */
  const mixed = fc.array(fc.tuple(fc.option(device, { nil: null }), address), { maxLength: 120 });

  it('untrusted failures, however many, from any address (its own too), never hold back a trusted device', () => {
    fc.assert(
      fc.property(failures(), address, (history, from) => {
        const attempts = createLoginAttempts();
        // Whatever else happened, the untrusted clients at that address and elsewhere are held back.
        const others = [...history, ...Array<[string, string]>(5).fill([OWNER, from])];
        for (const a of ['192.0.2.1', '192.0.2.2'])
          others.push(...Array<[string, string]>(5).fill([OWNER, a]));
        others.forEach(([e, a], i) => attempts.failed(e, a, NOW + i * 1000, true));
        const now = NOW + others.length * 1000;
        expect(attempts.wait(OWNER, from, now)).toBeGreaterThan(0);
        expect(attempts.wait(OWNER, from, now, 'device-a')).toBe(0);
      }),
    );
  });

  it('a trusted device is held back by its own failures only, and its failures hold back nobody else', () => {
    fc.assert(
      fc.property(mixed, device, address, (history, which, from) => {
        const all = createLoginAttempts();
        const ownOnly = createLoginAttempts();
        const untrustedOnly = createLoginAttempts();
        history.forEach(([d, a], i) => {
          all.failed(OWNER, a, NOW + i * 1000, true, d);
          if (d === which) ownOnly.failed(OWNER, a, NOW + i * 1000, true, d);
          if (d === null) untrustedOnly.failed(OWNER, a, NOW + i * 1000, true);
        });
        const now = NOW + history.length * 1000;
        expect(all.wait(OWNER, from, now, which)).toBe(ownOnly.wait(OWNER, from, now, which));
        expect(all.wait(OWNER, from, now)).toBe(untrustedOnly.wait(OWNER, from, now));
      }),
    );
  });

  it("five failures lock out that device's token for 15 minutes, not the others nor untrusted clients", () => {
    const attempts = createLoginAttempts();
    for (let i = 0; i < 5; i++) expect(attempts.failed(OWNER, HOME, NOW + i, true, 'device-a')).toBe(0);
    expect(attempts.wait(OWNER, HOME, NOW + 5, 'device-a')).toBe(15 * 60);
    expect(attempts.wait(OWNER, HOME, NOW + 5, 'device-b')).toBe(0);
    expect(attempts.wait(OWNER, HOME, NOW + 5)).toBe(0);
    expect(attempts.wait(OWNER, HOME, NOW + 15 * MINUTE + 1, 'device-a')).toBe(0);
  });

  it('a hundred in a day lock it out for the rest of that day', () => {
    const attempts = createLoginAttempts();
    // Ten minutes apart: never five within 15 minutes.
    for (let i = 0; i < 100; i++) attempts.failed(OWNER, HOME, NOW + i * 10 * MINUTE, true, 'device-a');
    const last = NOW + 99 * 10 * MINUTE;
    expect(attempts.wait(OWNER, HOME, last + 16 * MINUTE, 'device-a')).toBe((24 * 60 - 99 * 10 - 16) * 60);
    expect(attempts.wait(OWNER, HOME, last + 16 * MINUTE)).toBe(0);
  });

  it("the owner's success on the device clears its failures, never the untrusted clients' at that address", () => {
    const attempts = createLoginAttempts();
    for (let i = 0; i < 5; i++) attempts.failed(OWNER, HOME, NOW + i, true);
    for (let i = 0; i < 4; i++) attempts.failed(OWNER, HOME, NOW + 10 + i, true, 'device-a');
    attempts.succeeded(OWNER, HOME, NOW + 20, 'device-a');
    expect(attempts.wait(OWNER, HOME, NOW + 21)).toBe(15 * 60);
    attempts.failed(OWNER, HOME, NOW + 22, true, 'device-a');
    expect(attempts.wait(OWNER, HOME, NOW + 23, 'device-a')).toBe(0);
  });

  it("a password reset forgets the email's devices' failures, not other emails'", () => {
    const attempts = createLoginAttempts();
    for (let i = 0; i < 5; i++) {
      attempts.failed(OWNER, `203.0.113.${i}`, NOW + i, true, 'device-a');
      attempts.failed('admin@demo.test', HOME, NOW + i, true, 'device-b');
    }
    expect(attempts.wait(OWNER, HOME, NOW + 10, 'device-a')).toBe(15 * 60);
    attempts.passwordReset(OWNER);
    expect(attempts.wait(OWNER, HOME, NOW + 10, 'device-a')).toBe(0);
    expect(attempts.wait('admin@demo.test', HOME, NOW + 10, 'device-b')).toBe(15 * 60);
  });
});

describe('memory', () => {
  const small: LoginAttemptBounds = {
    emails: 20,
    addressesPerEmail: 3,
    addresses: 15,
    familiarEmails: 10,
    devices: 12,
  };
  const many = (prefix: string) => fc.integer({ min: 0, max: 200 }).map((n) => `${prefix}${n}`);

  it('stays within its bounds, whatever is thrown at it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.boolean(), many('user'), many('10.0.0.'), fc.option(many('device'), { nil: null })),
          { maxLength: 400 },
        ),
        (events) => {
          const attempts = createLoginAttempts(small);
          // user0 … user4 have accounts: their failures are kept beyond the bound, which holds for the rest.
          const account = (email: string) => /^user[0-4]$/.test(email);
          events.forEach(([ok, e, a, d], i) =>
            ok ? attempts.succeeded(e, a, NOW + i, d) : attempts.failed(e, a, NOW + i, account(e), d),
          );
          const size = attempts.size();
          expect(size.emails).toBeLessThanOrEqual(small.emails + 5);
          expect(size.addresses).toBeLessThanOrEqual(small.addresses);
          expect(size.familiarEmails).toBeLessThanOrEqual(small.familiarEmails);
          expect(size.devices).toBeLessThanOrEqual(small.devices);
          // Per email: 3 addresses × 5 times and two buckets of 100; per address 26; per familiar email 8;
          // per device 100.
          expect(size.times).toBeLessThanOrEqual(25 * (3 * 5 + 200) + 15 * 26 + 10 * 8 + 12 * 100);
        },
      ),
    );
  });

  it('forgets the email without an account written longest ago first, and clear() forgets everything', () => {
    const attempts = createLoginAttempts(small);
    for (let i = 0; i < 5; i++) attempts.failed('nobody@example.org', HOME, NOW + i);
    for (let i = 0; i < 19; i++) attempts.failed(`user${i}@example.org`, '203.0.113.7', NOW + 10 + i);
    expect(attempts.wait('nobody@example.org', HOME, NOW + 40)).toBeGreaterThan(0);
    attempts.failed('one-more@example.org', '203.0.113.7', NOW + 41);
    expect(attempts.wait('nobody@example.org', HOME, NOW + 42)).toBe(0);
    attempts.clear();
    expect(attempts.size()).toEqual({ emails: 0, addresses: 0, familiarEmails: 0, devices: 0, times: 0 });
  });

  it('never forgets an account’s failures to make room: a flood of throwaway emails does not reset its count', () => {
    const attempts = createLoginAttempts(small);
    for (let i = 0; i < 5; i++) attempts.failed(OWNER, HOME, NOW + i, true);
    for (let i = 0; i < 10 * small.emails; i++)
      attempts.failed(`flood${i}@example.org`, `198.51.100.${i % 250}`, NOW + 10 + i);
    expect(attempts.wait(OWNER, HOME, NOW + 20 + 10 * small.emails)).toBeGreaterThan(0);
    expect(attempts.size().emails).toBe(small.emails + 1);
  });
});
