import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS, isRetryableStatus, retryDelay } from './retry';

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
