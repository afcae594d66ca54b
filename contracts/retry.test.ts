import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS, RETRY_MAX_DELAY_MS, isRetryableStatus, retryDelay, retryWait } from './retry';

describe('retryDelay (spec 4.2 and 9)', () => {
  it('grows by 1 s per attempt up to 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });
});

describe('isRetryableStatus', () => {
  it.each([500, 502, 503, 504, 599])('%i is retried', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([200, 204, 301, 400, 401, 403, 404, 405, 422, 429, 499, 600])('%i is not retried', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('request time-out', () => {
  it('is 120 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
  });
});

describe('retryWait (decision 072)', () => {
  it('is the back-off without Retry-After, never sooner than Retry-After asks, and none past the longest wait', () => {
    expect(retryWait(1, null)).toBe(1000);
    expect(retryWait(1, 2)).toBe(2000);
    expect(retryWait(3, 2)).toBe(3000);
    expect(retryWait(1, 5)).toBe(5000);
    expect(retryWait(1, 6)).toBeNull();
  });

  it('for any attempt and Retry-After', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.option(fc.integer({ min: 0, max: 86_400 })),
        (attempt, asked) => {
          const wait = retryWait(attempt, asked);
          if (wait === null) {
            expect((asked ?? 0) * 1000).toBeGreaterThan(RETRY_MAX_DELAY_MS);
            return;
          }
          expect(wait).toBeGreaterThanOrEqual(retryDelay(attempt));
          expect(wait).toBeGreaterThanOrEqual((asked ?? 0) * 1000);
          expect(wait).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS);
        },
      ),
    );
  });
});
