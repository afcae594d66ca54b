import { describe, expect, it } from 'vitest';
import { describeFailure, flattenFieldMessages } from './errors';

describe('describeFailure (spec section 8)', () => {
  it.each([
    [{ kind: 'offline' as const }, 'You are offline. Please check your internet connection.'],
    [{ kind: 'no-response' as const }, 'Error 500: No response from the server. Please try again later.'],
    [{ kind: 'network' as const }, 'Network Error: Please check your internet connection and try again.'],
    [{ kind: 'timeout' as const }, 'Request timed out'],
  ])('words %o exactly', (failure, text) => {
    expect(describeFailure(failure)).toBe(text);
  });
});

describe('flattenFieldMessages', () => {
  it('flattens, trims and de-duplicates', () => {
    expect(flattenFieldMessages({ a: ['x', ' y '], b: 'x', c: [1, 'z'] })).toEqual(['x', 'y', 'z']);
  });
});
