import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeFailure,
  flattenFieldMessages,
  isInvalidTokenChallenge,
  parseRetryAfter,
  tryAgainIn,
  type RequestFailure,
} from './errors';

/** A failed answer in the contract's error envelope. */
const envelope = (fields: {
  message?: string;
  data?: unknown;
  error?: string | null;
  details?: string | null;
}) => ({
  isSuccess: false,
  message: fields.message ?? '',
  data: fields.data ?? null,
  error: fields.error ?? null,
  details: fields.details ?? null,
});

const http = (status: number, body?: unknown): RequestFailure => ({ kind: 'http', status, body });

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

describe('describeFailure, api channel', () => {
  it.each([
    [400, 'Error 400: Bad request. Please check the data you provided.'],
    [401, 'Error 401: Unauthorized. Please log in again.'],
    [403, 'Error 403: Forbidden. You do not have permission to perform this action.'],
    [404, 'Error 404: Endpoint not found. Please contact support.'],
    [405, 'Error 405: Method not allowed. Please contact support.'],
    [422, 'Validation failed'],
    [429, 'Too many requests'],
    [500, 'Error 500: Server error. Please try again later.'],
    [503, 'Error 500: Server error. Please try again later.'],
    [409, 'Oops! Something went wrong. Please try again later.'],
    [418, 'Oops! Something went wrong. Please try again later.'],
  ])('status %i without a body gives the catalogue default', (status, text) => {
    expect(describeFailure(http(status))).toBe(text);
    expect(describeFailure(http(status, envelope({})))).toBe(text);
  });

  it.each([400, 404, 422, 429, 500, 503])(
    'status %i shows the server message when there is one',
    (status) => {
      expect(describeFailure(http(status, envelope({ message: 'Slide not found.' })))).toBe(
        'Slide not found.',
      );
    },
  );

  it.each([
    [401, 'Error 401: Unauthorized. Please log in again.'],
    [403, 'Error 403: Forbidden. You do not have permission to perform this action.'],
    [405, 'Error 405: Method not allowed. Please contact support.'],
    [409, 'Oops! Something went wrong. Please try again later.'],
  ])('status %i keeps its fixed sentence whatever the server message says', (status, text) => {
    expect(describeFailure(http(status, envelope({ message: 'Something internal' })))).toBe(text);
  });

  it('ignores a body that is not an object', () => {
    expect(describeFailure(http(400, 'plain text'))).toBe(
      'Error 400: Bad request. Please check the data you provided.',
    );
    expect(describeFailure(http(500, null))).toBe('Error 500: Server error. Please try again later.');
  });

  describe('precedence: details, then error, then field messages, then the status sentence', () => {
    const full = envelope({
      message: 'Validation failed',
      details: 'The details string',
      error: 'The error string',
      data: { email: ['Email is required'], password: ['Password is required'] },
    });

    it.each([400, 422, 500])('status %i: a details string wins', (status) => {
      expect(describeFailure(http(status, full))).toBe('The details string');
    });

    it.each([400, 422, 500])('status %i: an error string comes next', (status) => {
      expect(describeFailure(http(status, { ...full, details: null }))).toBe('The error string');
    });

    it.each([400, 422, 500])(
      'status %i: field messages, flattened, de-duplicated, joined with ", "',
      (status) => {
        const body = envelope({
          message: 'Validation failed',
          data: {
            email: ['Email is required', 'Enter a valid email address.'],
            confirm: ['Email is required'],
          },
        });
        expect(describeFailure(http(status, body))).toBe('Email is required, Enter a valid email address.');
      },
    );

    it('blank details and error strings count as absent', () => {
      const body = envelope({ message: 'Not here', details: '   ', error: '' });
      expect(describeFailure(http(404, body))).toBe('Not here');
    });

    it('an empty field map falls back to the message', () => {
      expect(describeFailure(http(422, envelope({ message: 'Bad values', data: {} })))).toBe('Bad values');
    });
  });
});

describe('describeFailure, fetch channel (slide bytes and tiles)', () => {
  it.each([
    [401, 'Unauthorized access'],
    [403, 'Forbidden access'],
    [404, 'Resource not found'],
    [429, 'Too many requests'],
  ])('status %i gives %s, ignoring any server message', (status, text) => {
    expect(describeFailure(http(status, envelope({ message: 'server says' })), 'fetch')).toBe(text);
  });

  it('a time-out gives "Request timed out"', () => {
    expect(describeFailure({ kind: 'timeout' }, 'fetch')).toBe('Request timed out');
  });
});

describe('describeFailure, helper channel', () => {
  it.each([500, 502, 503])('status %i gives "Internal server error!"', (status) => {
    expect(describeFailure(http(status, envelope({ message: 'boom' })), 'helper')).toBe(
      'Internal server error!',
    );
  });

  it('401 gives "Unauthorized access! Please login."', () => {
    expect(describeFailure(http(401), 'helper')).toBe('Unauthorized access! Please login.');
  });

  it('other statuses use the api wording', () => {
    expect(describeFailure(http(403), 'helper')).toBe(
      'Error 403: Forbidden. You do not have permission to perform this action.',
    );
    expect(describeFailure(http(404, envelope({ message: 'No facility.' })), 'helper')).toBe('No facility.');
  });
});

describe('describeFailure, programming-error kinds', () => {
  const kinds = ['ReferenceError', 'TypeError', 'SyntaxError', 'RangeError'] as const;
  const texts = kinds.map((name) => describeFailure({ kind: 'exception', name, message: 'raw engine text' }));

  it.each(kinds.map((name, i) => [name, texts[i]!] as const))('%s has its own message', (name, text) => {
    expect(text).not.toBe('raw engine text');
    expect(text).not.toBe('Oops! Something went wrong. Please try again later.');
    expect(text.toLowerCase()).toContain(name.replace('Error', '').toLowerCase());
  });

  it('the four messages differ from each other', () => {
    expect(new Set(texts).size).toBe(4);
  });

  it('any other kind shows its own message', () => {
    expect(describeFailure({ kind: 'exception', name: 'EvalError', message: 'eval went wrong' })).toBe(
      'eval went wrong',
    );
  });
});

describe('ApiError', () => {
  it('carries status, field errors and the server message', () => {
    const body = envelope({
      message: 'Validation failed',
      data: { email: ['Email is required'], password: ['Password is required'] },
    });
    const error = new ApiError(http(400, body));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(error.serverMessage).toBe('Validation failed');
    expect(error.message).toBe('Email is required, Password is required');
  });

  it('keeps the server message apart from the catalogue sentence', () => {
    const error = new ApiError(http(401, envelope({ message: 'Invalid email or password.' })));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Error 401: Unauthorized. Please log in again.');
    expect(error.serverMessage).toBe('Invalid email or password.');
    expect(error.fieldErrors).toEqual({});
  });

  it('uses the channel wording', () => {
    expect(new ApiError(http(404), 'fetch').message).toBe('Resource not found');
  });

  it('has no status, field errors or server message when nothing was answered', () => {
    const error = new ApiError({ kind: 'offline' });
    expect(error.status).toBeNull();
    expect(error.fieldErrors).toEqual({});
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('You are offline. Please check your internet connection.');
  });
});

describe('a 401 that rejects the token (RFC 6750 invalid_token)', () => {
  it.each([
    ['Bearer error="invalid_token"', true],
    ['Bearer realm="api", error="invalid_token", error_description="The token was revoked"', true],
    ['bearer error=invalid_token', true],
    ['Basic realm="x", Bearer error="invalid_token"', true],
    ['Bearer', false],
    ['Bearer realm="api"', false],
    ['Bearer error="insufficient_scope"', false],
    ['Bearer error="invalid_request"', false],
    ['', false],
    [null, false],
  ])('%o → %s', (challenge, rejected) => {
    expect(isInvalidTokenChallenge(challenge)).toBe(rejected);
  });

  it('ApiError says so only for a 401 carrying the challenge', () => {
    const challenge = 'Bearer error="invalid_token"';
    expect(new ApiError({ kind: 'http', status: 401, wwwAuthenticate: challenge }).tokenRejected).toBe(true);
    expect(new ApiError({ kind: 'http', status: 401, wwwAuthenticate: 'Bearer' }).tokenRejected).toBe(false);
    expect(new ApiError({ kind: 'http', status: 401 }).tokenRejected).toBe(false);
    expect(new ApiError({ kind: 'http', status: 403, wwwAuthenticate: challenge }).tokenRejected).toBe(false);
    expect(new ApiError({ kind: 'timeout' }).tokenRejected).toBe(false);
  });
});

describe('flattenFieldMessages', () => {
  it('flattens, trims and de-duplicates', () => {
    expect(flattenFieldMessages({ a: ['x', ' y '], b: 'x', c: [1, 'z'] })).toEqual(['x', 'y', 'z']);
  });

  it('gives nothing for a missing or non-map value', () => {
    expect(flattenFieldMessages(null)).toEqual([]);
    expect(flattenFieldMessages(['x'])).toEqual([]);
    expect(flattenFieldMessages('x')).toEqual([]);
  });
});

describe('429 and Retry-After: when to try again', () => {
  const tooMany = (retryAfter: string | null, body: unknown = envelope({ message: 'Slow down.' })) =>
    ({ kind: 'http', status: 429, body, retryAfter }) as const;

  it.each([
    ['420', 420],
    [' 7 ', 7],
    ['0', 0],
    ['soon', null],
    ['-5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('Retry-After %o is %o seconds', (value, seconds) => {
    expect(parseRetryAfter(value)).toBe(seconds);
  });

  it('reads an HTTP date as the seconds left until then (at least 1)', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:07:00 GMT', now)).toBe(420);
    expect(parseRetryAfter('Sun, 22 Nov 2026 08:00:00 GMT', now)).toBe(1);
  });

  it.each([
    [1, 'Try again in 1 second.'],
    [45, 'Try again in 45 seconds.'],
    [60, 'Try again in 1 minute.'],
    [61, 'Try again in 2 minutes.'],
    [420, 'Try again in 7 minutes.'],
    [600, 'Try again in 10 minutes.'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(tryAgainIn(seconds)).toBe(text);
  });

  it('a 429 with Retry-After says when to try again, whatever the body says', () => {
    expect(describeFailure(tooMany('420'))).toBe('Too many requests. Try again in 7 minutes.');
    expect(describeFailure(tooMany('59', null))).toBe('Too many requests. Try again in 59 seconds.');
  });

  it('a 429 without a readable Retry-After keeps the server message, else "Too many requests"', () => {
    expect(describeFailure(tooMany(null))).toBe('Slow down.');
    expect(describeFailure(tooMany('later'))).toBe('Slow down.');
    expect(describeFailure(tooMany(null, null))).toBe('Too many requests');
  });

  it('a details string still wins (spec 8)', () => {
    expect(describeFailure(tooMany('420', envelope({ details: 'Blocked by policy.' })))).toBe(
      'Blocked by policy.',
    );
  });

  it('ApiError carries the seconds for the caller', () => {
    expect(new ApiError(tooMany('420')).retryAfterSeconds).toBe(420);
    expect(new ApiError(tooMany(null)).retryAfterSeconds).toBeNull();
    expect(new ApiError({ kind: 'timeout' }).retryAfterSeconds).toBeNull();
  });
});
