/** When an open slide's link is refreshed (decision 073): before it expires, never in a loop. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPIRY_MARGIN_MS, linkExpired, MIN_REFRESH_DELAY_MS, refreshDelay } from './link-refresh';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('refreshDelay', () => {
  it('refreshes an hour-long link a minute before it expires, when the cache stops handing it out', () => {
    expect(refreshDelay(at(60 * 60_000), NOW)).toBe(59 * 60_000);
    expect(refreshDelay(at(65_000), NOW)).toBe(5_000);
  });

  it('refreshes a link with less than the margin left halfway through what is left', () => {
    expect(refreshDelay(at(6_000), NOW)).toBe(3_000);
    expect(refreshDelay(at(EXPIRY_MARGIN_MS), NOW)).toBe(EXPIRY_MARGIN_MS / 2);
  });

  it('waits at least a second for an expired link, a skewed clock or an unreadable expiry', () => {
    expect(refreshDelay(at(-10 * 60_000), NOW)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelay(at(500), NOW)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelay('not a date', NOW)).toBe(MIN_REFRESH_DELAY_MS);
  });

  it('always refreshes before the link expires (when it has more than a second left), never sooner than 1 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), (left) => {
        const delay = refreshDelay(at(left), NOW);
        expect(delay).toBeGreaterThanOrEqual(MIN_REFRESH_DELAY_MS);
        if (left > 2 * MIN_REFRESH_DELAY_MS) expect(delay).toBeLessThan(left);
        // At that moment the cache no longer counts the link fresh, so it fetches a new one.
        if (left > 2 * MIN_REFRESH_DELAY_MS) expect(left - delay).toBeLessThanOrEqual(EXPIRY_MARGIN_MS);
      }),
    );
  });
});

describe('linkExpired', () => {
  it('is true from the expiry on', () => {
    expect(linkExpired(at(1), NOW)).toBe(false);
    expect(linkExpired(at(0), NOW)).toBe(true);
    expect(linkExpired(at(-1), NOW)).toBe(true);
  });
});
