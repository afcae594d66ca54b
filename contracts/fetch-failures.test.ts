import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeFetchError,
  describeFetchStatus,
  downloadFailedText,
  sessionEndedBy,
} from './fetch-failures';

describe('the fetch path (spec 8), one mapping for every fetch of the page', () => {
  it.each([
    [401, 'Unauthorized access'],
    [403, 'Forbidden access'],
    [404, 'Resource not found'],
    [408, 'Request timed out'],
    [429, 'Too many requests'],
    [500, 'Error 500: Server error. Please try again later.'],
    [503, 'Error 500: Server error. Please try again later.'],
    [504, 'Request timed out'],
    [409, 'Oops! Something went wrong. Please try again later.'],
  ])('status %i reads %s', (status, text) => {
    expect(describeFetchStatus(status)).toBe(text);
  });

  it('never says a bare status code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), (status) => {
        expect(describeFetchStatus(status)).not.toMatch(/^HTTP \d+$/);
      }),
    );
  });

  it('no answer: our time-out, offline, the network; nothing for an abort the page made', () => {
    expect(describeFetchError(new DOMException('t', 'TimeoutError'), true)).toBe('Request timed out');
    expect(describeFetchError(new TypeError('Failed to fetch'), false)).toBe(
      'You are offline. Please check your internet connection.',
    );
    expect(describeFetchError(new TypeError('Failed to fetch'), true)).toBe(
      'Network Error: Please check your internet connection and try again.',
    );
    expect(describeFetchError(new DOMException('a', 'AbortError'), true)).toBeNull();
  });

  it("'Failed to download file: {message}'", () => {
    expect(downloadFailedText('Forbidden access')).toBe('Failed to download file: Forbidden access');
  });

  it('a redirect to /login (followed, or held back as opaque) says the session is over; nothing else does', () => {
    expect(sessionEndedBy({ type: 'opaqueredirect', redirected: false, url: '' })).toBe(true);
    expect(sessionEndedBy({ type: 'basic', redirected: true, url: 'http://app.test/login' })).toBe(true);
    expect(sessionEndedBy({ type: 'basic', redirected: true, url: 'http://app.test/' })).toBe(false);
    expect(sessionEndedBy({ type: 'basic', redirected: false, url: 'http://app.test/login' })).toBe(false);
  });
});
