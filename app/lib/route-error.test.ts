import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRouteError, statusSentence } from './route-error';

const online = { routeError: null, online: true };

describe('describeRouteError (spec 8, the kit error page)', () => {
  it("keeps the loader's own sentence, and offers Try again except for a refusal or an unknown record", () => {
    expect(
      describeRouteError(null, { routeError: { status: 502, data: 'Injected fault' }, online: true }),
    ).toEqual({
      status: 502,
      message: 'Injected fault',
      retry: true,
    });
    expect(
      describeRouteError(null, {
        routeError: { status: 403, data: 'Only admins can do that.' },
        online: true,
      }),
    ).toEqual({ status: 403, message: 'Only admins can do that.', retry: false });
    expect(describeRouteError(null, { routeError: { status: 404, data: '' }, online: true }).retry).toBe(
      false,
    );
  });

  it.each([
    [400, 'Error 400: Bad request. Please check the data you provided.'],
    [401, 'Error 401: Unauthorized. Please log in again.'],
    [403, 'Error 403: Forbidden. You do not have permission to perform this action.'],
    [404, 'Error 404: Endpoint not found. Please contact support.'],
    [405, 'Error 405: Method not allowed. Please contact support.'],
    [429, 'Too many requests'],
    [500, 'Error 500: Server error. Please try again later.'],
    [502, 'Error 500: Server error. Please try again later.'],
    [504, 'Request timed out'],
    [418, 'Oops! Something went wrong. Please try again later.'],
  ])('a %i without a sentence says the catalogue: %s', (status, text) => {
    expect(describeRouteError(null, { routeError: { status, data: null }, online: true }).message).toBe(text);
    expect(statusSentence(status)).toBe(text);
  });

  it('a data request that never reached the server says offline or network', () => {
    const failed = new TypeError('Failed to fetch');
    expect(describeRouteError(failed, { routeError: null, online: false })).toEqual({
      status: null,
      message: 'You are offline. Please check your internet connection.',
      retry: true,
    });
    expect(describeRouteError(failed, online).message).toBe(
      'Network Error: Please check your internet connection and try again.',
    );
    expect(
      describeRouteError(new TypeError('NetworkError when attempting to fetch resource.'), online).status,
    ).toBe(null);
  });

  it("a production server's hidden error is the catalogue's 500; a programming error its own kind", () => {
    expect(describeRouteError(new Error('Unexpected Server Error'), online).message).toBe(
      'Error 500: Server error. Please try again later.',
    );
    expect(describeRouteError(new RangeError('x'), online).message).toBe(
      'Range error: a value was outside its allowed range.',
    );
    expect(describeRouteError('weird', online).message).toBe(
      'Oops! Something went wrong. Please try again later.',
    );
  });

  it('never shows an empty sentence, whatever was thrown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.anything(),
        fc.boolean(),
        (status, data, isOnline) => {
          const view = describeRouteError(data, { routeError: { status, data }, online: isOnline });
          expect(view.message.trim()).not.toBe('');
          expect(view.status).toBe(status);
        },
      ),
    );
  });
});
