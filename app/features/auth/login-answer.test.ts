/**
 * The status the login page answers each outcome with: the API's too many failed logins (429, decision 064) and
 * a busy API (503, decision 072) passed on with their Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { SHED_LOGIN, isShedLogin, loginAnswer } from './login.server';
import { LOGIN_BUSY_TEXT } from './login-schema';

describe('loginAnswer', () => {
  it('too many failed logins is a 429 with the Retry-After the API gave', () => {
    const tooMany =
      'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.';
    expect(loginAnswer({ kind: 'refused', formError: tooMany, status: 429, retryAfterSeconds: 900 })).toEqual(
      {
        status: 429,
        headers: { 'Retry-After': '900' },
      },
    );
  });

  it('a busy API (503) is a 503 with its Retry-After; any other refusal a 401', () => {
    const busy = 'The server is busy. Please try again in a moment.';
    expect(loginAnswer({ kind: 'refused', formError: busy, status: 503, retryAfterSeconds: 2 })).toEqual({
      status: 503,
      headers: { 'Retry-After': '2' },
    });
    expect(loginAnswer({ kind: 'refused', formError: 'Invalid email or password.' })).toEqual({
      status: 401,
    });
  });

  it('a form with errors is a 400, a status that could not be fetched a 502', () => {
    expect(loginAnswer({ kind: 'invalid', fieldErrors: {} })).toEqual({ status: 400 });
    expect(loginAnswer({ kind: 'status-failed', toast: 'x' })).toEqual({ status: 502 });
  });

  it("a login the app server sheds: the login's busy sentence, 503 and Retry-After, flagged by the server alone", () => {
    expect(SHED_LOGIN).toEqual({
      kind: 'refused',
      formError: LOGIN_BUSY_TEXT,
      status: 503,
      retryAfterSeconds: 2,
    });
    expect(loginAnswer(SHED_LOGIN)).toEqual({ status: 503, headers: { 'Retry-After': '2' } });
    expect(isShedLogin({ clientAddress: null, loginShed: true })).toBe(true);
    for (const context of [undefined, null, {}, { loginShed: 'true' }, { clientAddress: '::1' }])
      expect(isShedLogin(context)).toBe(false);
  });
});
