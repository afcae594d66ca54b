import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOKEN_LIFETIME_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  INACTIVITY_WARNING_TEXT,
  LOGOUT_REDIRECT_DELAY_MS,
  ACTIVITY_RECORD_INTERVAL_MS,
  STORED_ACTIVITY_LIMIT_MS,
  activityRecordDue,
  inactivityState,
  isExpired,
  isIdle,
  logoutEndsSession,
  resolveTokenExpiry,
  sessionEndsOn401,
  sessionReadAfterAction,
  shouldLogoutOn401,
  storedActivityExpired,
  tabActsOnSessionEnd,
} from './session-rules';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;

describe('isExpired', () => {
  it.each([
    ['missing (undefined)', undefined],
    ['missing (null)', null],
    ['empty', ''],
    ['unparsable', 'not a date'],
    ['unparsable number', Number.NaN],
    ['past', '2026-03-01T11:59:59.000Z'],
    ['past (number)', NOW - 1],
    ['exactly now', NOW],
  ])('%s is expired', (_case, expiresAt) => {
    expect(isExpired(expiresAt, NOW)).toBe(true);
  });

  it.each([
    ['future', '2026-03-01T12:00:01.000Z'],
    ['future (number)', NOW + 1],
  ])('%s is not expired', (_case, expiresAt) => {
    expect(isExpired(expiresAt, NOW)).toBe(false);
  });
});

describe('shouldLogoutOn401 (spec 4.1)', () => {
  it('logs out when the expiry is missing or past', () => {
    expect(shouldLogoutOn401(null, NOW)).toBe(true);
    expect(shouldLogoutOn401(undefined, NOW)).toBe(true);
    expect(shouldLogoutOn401('garbage', NOW)).toBe(true);
    expect(shouldLogoutOn401(new Date(NOW - MINUTE).toISOString(), NOW)).toBe(true);
  });

  it('does not log out while the expiry is still valid', () => {
    expect(shouldLogoutOn401(new Date(NOW + MINUTE).toISOString(), NOW)).toBe(false);
  });
});

describe('sessionEndsOn401: a revoked token, or spec 4.1 for any other 401', () => {
  const valid = new Date(NOW + MINUTE).toISOString();
  const past = new Date(NOW - MINUTE).toISOString();

  it('a token the API says is revoked or unknown ends the session whatever the expiry', () => {
    expect(sessionEndsOn401(true, valid, NOW)).toBe(true);
    expect(sessionEndsOn401(true, past, NOW)).toBe(true);
  });

  it('any other 401 ends it only when the expiry is missing or past', () => {
    expect(sessionEndsOn401(false, valid, NOW)).toBe(false);
    expect(sessionEndsOn401(false, past, NOW)).toBe(true);
    expect(sessionEndsOn401(false, null, NOW)).toBe(true);
  });
});

describe('isIdle: the server side of the 10-minute inactivity rule', () => {
  it('is idle from the limit plus the one-minute recording interval, or when the last activity is unknown', () => {
    expect(ACTIVITY_RECORD_INTERVAL_MS).toBe(MINUTE);
    expect(isIdle(NOW - 11 * MINUTE + 1, NOW)).toBe(false);
    expect(isIdle(NOW - 11 * MINUTE, NOW)).toBe(true);
    expect(isIdle(undefined, NOW)).toBe(true);
    expect(isIdle(Number.NaN, NOW)).toBe(true);
  });

  it('a page load or post rewrites the recorded time at most once a minute', () => {
    expect(activityRecordDue(NOW - MINUTE + 1, NOW)).toBe(false);
    expect(activityRecordDue(NOW - MINUTE, NOW)).toBe(true);
    expect(activityRecordDue(undefined, NOW)).toBe(true);
  });

  it('the stored-activity check of spec 9 is 30 minutes', () => {
    expect(STORED_ACTIVITY_LIMIT_MS).toBe(30 * MINUTE);
    expect(storedActivityExpired(NOW, NOW - 30 * MINUTE + 1)).toBe(false);
    expect(storedActivityExpired(NOW, NOW - 30 * MINUTE)).toBe(true);
    // Nothing stored (a first login in this browser): nothing to check.
    expect(storedActivityExpired(NOW, null)).toBe(false);
  });
});

describe('resolveTokenExpiry (spec 9)', () => {
  it('defaults to 24 hours when no expiry is given', () => {
    expect(DEFAULT_TOKEN_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    expect(resolveTokenExpiry(null, NOW)).toBe('2026-03-02T12:00:00.000Z');
    expect(resolveTokenExpiry(undefined, NOW)).toBe('2026-03-02T12:00:00.000Z');
    expect(resolveTokenExpiry('', NOW)).toBe('2026-03-02T12:00:00.000Z');
  });

  it('defaults to 24 hours for an unreadable expiry', () => {
    expect(resolveTokenExpiry('tomorrow-ish', NOW)).toBe('2026-03-02T12:00:00.000Z');
  });

  it("keeps the server's expiry, as an ISO instant", () => {
    expect(resolveTokenExpiry('2026-03-01T18:30:00.000Z', NOW)).toBe('2026-03-01T18:30:00.000Z');
    expect(resolveTokenExpiry('2026-03-01T20:30:00+02:00', NOW)).toBe('2026-03-01T18:30:00.000Z');
  });
});

describe('inactivityState (spec 4.1 and 9)', () => {
  it('uses a 10 minute limit with a warning 1 minute before', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(10 * MINUTE);
    expect(INACTIVITY_WARNING_MS).toBe(9 * MINUTE);
  });

  it.each([
    ['0:00', 0, 'active'],
    ['8:59', 8 * MINUTE + 59_000, 'active'],
    ['9:00', 9 * MINUTE, 'warning'],
    ['9:59', 9 * MINUTE + 59_000, 'warning'],
    ['10:00', 10 * MINUTE, 'expired'],
    ['25:00', 25 * MINUTE, 'expired'],
  ])('after %s idle the session is %s', (_label, idle, state) => {
    expect(inactivityState(NOW, NOW - idle)).toBe(state);
  });

  it('is active when no activity was recorded', () => {
    expect(inactivityState(NOW, null)).toBe('active');
  });
});

describe('session texts and delays', () => {
  it('words the warning as the catalogue does', () => {
    expect(INACTIVITY_WARNING_TEXT).toBe('Your session will time out in 1 minute due to inactivity.');
  });

  it('redirects 100 ms after a logout', () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(100);
  });
});

describe('sessionReadAfterAction', () => {
  it('reads the session again after every navigation and action but one refused as busy (503)', () => {
    expect(sessionReadAfterAction(undefined)).toBe(true);
    expect(sessionReadAfterAction(503)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((status) => status !== 503),
        (status) => sessionReadAfterAction(status),
      ),
    );
  });
});

describe('a tab acts on its own session only (a stale tab and a newer session)', () => {
  const id = fc.uuid();
  const unknown = fc.constantFrom(undefined, null, '');

  it('a tab acts when the stored session is its own or unknown, never on another', () => {
    fc.assert(
      fc.property(id, id, (own, stored) => {
        expect(tabActsOnSessionEnd(own, own)).toBe(true);
        expect(tabActsOnSessionEnd(own, stored)).toBe(own === stored);
      }),
    );
    fc.assert(
      fc.property(fc.option(id, { nil: undefined }), unknown, (own, missing) => {
        expect(tabActsOnSessionEnd(own, missing)).toBe(true);
        expect(tabActsOnSessionEnd(missing, own)).toBe(true);
      }),
    );
  });

  it("POST /logout ends the cookie's session when it names that one or none, never another", () => {
    fc.assert(
      fc.property(id, id, (asked, current) => {
        expect(logoutEndsSession(current, current)).toBe(true);
        expect(logoutEndsSession(asked, current)).toBe(asked === current);
      }),
    );
    fc.assert(
      fc.property(fc.option(id, { nil: undefined }), unknown, (given, missing) => {
        // The user menu's logout names none: it ends whatever the cookie holds.
        expect(logoutEndsSession(missing, given)).toBe(true);
        // A cookie from before session ids: the tab's session is the only one it can be.
        expect(logoutEndsSession(given, missing)).toBe(true);
      }),
    );
  });
});
