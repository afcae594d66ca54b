import { describe, expect, it } from 'vitest';
import { ApiError, ContractViolationError } from '../contracts';
import { pageFailureOf } from './page-failure.server';

const http = (status: number, message?: string) =>
  new ApiError({ kind: 'http', status, body: message ? { isSuccess: false, message } : undefined });

describe("a page's failed read, said the same way on every page (spec 8)", () => {
  it('a refusal and an unknown record are their pages, in the feature words when it has them', () => {
    expect(pageFailureOf(http(403))).toEqual({
      status: 403,
      message: 'Error 403: Forbidden. You do not have permission to perform this action.',
    });
    expect(pageFailureOf(http(403), { forbidden: 'Only admins.' })).toEqual({
      status: 403,
      message: 'Only admins.',
    });
    expect(pageFailureOf(http(404), { notFound: 'No such case.' })).toEqual({
      status: 404,
      message: 'No such case.',
    });
    // An id no record can have (400) is the same page on a record's page; elsewhere a bad request is a failure.
    expect(pageFailureOf(http(400), { notFound: 'No such case.' })).toEqual({
      status: 404,
      message: 'No such case.',
    });
    expect(pageFailureOf(http(400))!.status).toBe(502);
  });

  it('anything else is the API failing behind the page, in the catalogue words', () => {
    expect(pageFailureOf(http(500))).toEqual({
      status: 502,
      message: 'Error 500: Server error. Please try again later.',
    });
    expect(pageFailureOf(http(503, 'Down for maintenance.'))).toEqual({
      status: 502,
      message: 'Down for maintenance.',
    });
    expect(pageFailureOf(new ApiError({ kind: 'no-response' }))).toEqual({
      status: 502,
      message: 'Error 500: No response from the server. Please try again later.',
    });
    expect(pageFailureOf(new ApiError({ kind: 'network' }))!.message).toBe(
      'Network Error: Please check your internet connection and try again.',
    );
    expect(pageFailureOf(new ApiError({ kind: 'timeout' }))).toEqual({
      status: 504,
      message: 'Request timed out',
    });
    expect(pageFailureOf(new ContractViolationError('getCase', 'x'))).toEqual({
      status: 502,
      message: 'Oops! Something went wrong. Please try again later.',
    });
  });

  it('leaves errors that are not the API (a redirect, a bug) to whoever threw them', () => {
    expect(pageFailureOf(new Response(null, { status: 302 }))).toBeNull();
    expect(pageFailureOf(new TypeError('x'))).toBeNull();
  });
});
