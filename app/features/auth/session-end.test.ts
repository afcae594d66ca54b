// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, beginLogout } from './browser-session';
import { createSessionEnd, followServerSessionEnd } from './session-end';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

function harness() {
  const scheduled: Array<{ ms: number; run: () => void }> = [];
  let left = 0;
  const end = createSessionEnd({
    now: () => NOW,
    schedule: (run, ms) => scheduled.push({ run, ms }),
    goToLogin: () => (left += 1),
  });
  return { end, scheduled, left: () => left };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, '2026-03-02T12:00:00.000Z');
  localStorage.setItem(STORAGE_KEYS.lastActivity, String(NOW));
});

describe('the end of a session on a 401, in the browser (spec 4.1)', () => {
  it('clears the expiry, broadcasts the logout marker, and goes to /login after 100 ms', () => {
    const { end, scheduled, left } = harness();
    expect(end()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBe(String(NOW));
    expect(scheduled.map((entry) => entry.ms)).toEqual([100]);
    expect(left()).toBe(0);
    scheduled[0]!.run();
    expect(left()).toBe(1);
  });

  it('logs out once however many fetches meet the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (calls) => {
        localStorage.clear();
        const { end, scheduled } = harness();
        const results = Array.from({ length: calls }, () => end());
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(scheduled).toHaveLength(1);
      }),
    );
  });

  it("another tab's logout under way: this tab leaves without broadcasting again", () => {
    beginLogout(NOW - 1_000);
    const { end, scheduled } = harness();
    end();
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
    expect(scheduled).toHaveLength(1);
  });

  it('a tab whose session the browser has replaced since only leaves: the newer session keeps its data', () => {
    localStorage.setItem(STORAGE_KEYS.session, 'session-b');
    const { end, scheduled, left } = harness();
    expect(end('session-a')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBe('2026-03-02T12:00:00.000Z');
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBe(String(NOW));
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBe('session-b');
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBeNull();
    scheduled[0]!.run();
    expect(left()).toBe(1);
  });

  it("a tab of the stored session ends it as before, and clears the session's id", () => {
    localStorage.setItem(STORAGE_KEYS.session, 'session-a');
    const { end } = harness();
    end('session-a');
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBe(String(NOW));
  });

  it('/login after the server ended it broadcasts, unless this tab already did', () => {
    followServerSessionEnd(NOW);
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBe(String(NOW));
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();

    localStorage.removeItem(STORAGE_KEYS.logout);
    followServerSessionEnd(NOW + 50);
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBeNull();
  });
});
