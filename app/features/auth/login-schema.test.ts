import { describe, expect, it } from 'vitest';
import {
  LOGIN_FAILED_TEXT,
  STATUS_FETCH_FAILED_TEXT,
  STATUS_VALIDATION_ERROR_TEXT,
  loginFieldErrors,
} from './login-schema';

describe('loginFieldErrors (spec 5)', () => {
  it('asks for both fields when both are missing', () => {
    expect(loginFieldErrors({})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('asks for the email alone', () => {
    expect(loginFieldErrors({ password: 'secret' })).toEqual({ email: 'Email is required' });
  });

  it('asks for the password alone', () => {
    expect(loginFieldErrors({ email: 'provider@demo.test' })).toEqual({ password: 'Password is required' });
  });

  it('treats a whitespace-only email as missing', () => {
    expect(loginFieldErrors({ email: '   \t', password: 'secret' })).toEqual({ email: 'Email is required' });
  });

  it('accepts filled fields', () => {
    expect(loginFieldErrors({ email: 'provider@demo.test', password: 'Demo-pass-2026' })).toBeNull();
  });
});

describe('login texts (spec 8)', () => {
  it('are the catalogue strings', () => {
    expect(LOGIN_FAILED_TEXT).toBe('Login failed. Try again.');
    expect(STATUS_FETCH_FAILED_TEXT).toBe('Failed to fetch user details for validation.');
    expect(STATUS_VALIDATION_ERROR_TEXT).toBe('Error validating user after login.');
  });
});
