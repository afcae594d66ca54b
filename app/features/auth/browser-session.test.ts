// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  beginLogout,
  clearBrowserSession,
  finishLogout,
  readLastActivity,
  readTokenExpiry,
  writeLastActivity,
  writeTokenExpiry,
} from './browser-session';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('browser session storage (spec 3.1 and 8)', () => {
  it('runs with a browser localStorage', () => {
    expect(typeof window).toBe('object');
  });

  it('reads back what it wrote', () => {
    writeTokenExpiry('2026-03-02T12:00:00.000Z');
    writeLastActivity(NOW);
    expect(readTokenExpiry()).toBe(Date.parse('2026-03-02T12:00:00.000Z'));
    expect(readLastActivity()).toBe(NOW);
  });

  it('treats missing entries as absent', () => {
    expect(readTokenExpiry()).toBeNull();
    expect(readLastActivity()).toBeNull();
  });

  it('removes a corrupt tokenExpiry and treats it as absent', () => {
    localStorage.setItem(STORAGE_KEYS.tokenExpiry, 'not-a-date');
    expect(readTokenExpiry()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
  });

  it('removes a corrupt lastActivity and treats it as absent', () => {
    localStorage.setItem(STORAGE_KEYS.lastActivity, '{"oops":');
    expect(readLastActivity()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
  });
});

describe('beginLogout', () => {
  it('blocks a second claim within 5 s, but not after', () => {
    expect(beginLogout(NOW)).toBe(true);
    expect(beginLogout(NOW + 1)).toBe(false);
    expect(beginLogout(NOW + 4_999)).toBe(false);
    expect(beginLogout(NOW + 5_000)).toBe(true);
  });

  it('is free again once the logout has finished', () => {
    expect(beginLogout(NOW)).toBe(true);
    finishLogout();
    expect(localStorage.getItem(STORAGE_KEYS.isLoggingOut)).toBeNull();
    expect(beginLogout(NOW + 1)).toBe(true);
  });

  it('ignores and removes a corrupt isLoggingOut flag', () => {
    localStorage.setItem(STORAGE_KEYS.isLoggingOut, 'true');
    expect(beginLogout(NOW)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.isLoggingOut)).toBe(String(NOW));
  });
});

describe('clearBrowserSession', () => {
  beforeEach(() => {
    writeTokenExpiry('2026-03-02T12:00:00.000Z');
    writeLastActivity(NOW - 1000);
  });

  it('with broadcast clears the session and writes the logout marker other tabs follow', () => {
    clearBrowserSession(NOW, { broadcast: true });
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBe(String(NOW));
    expect(STORAGE_KEYS.logout).toBe('logout');
    expect(readTokenExpiry()).toBeNull();
    expect(readLastActivity()).toBeNull();
  });

  it('without broadcast clears the session silently', () => {
    clearBrowserSession(NOW, { broadcast: false });
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBeNull();
    expect(readTokenExpiry()).toBeNull();
    expect(readLastActivity()).toBeNull();
  });
});
