/** The login operation's probes under the contract's failed-login limits (./login-guard.ts). */
import { describe, expect, it } from 'vitest';
import { credentialsOf, LoginGuard } from './login-guard';
import type { Exchange, RequestSpec } from './types';

const LIMITS = { perEmail: 5, perAccount: 10, perClient: 20 };
const accounts = [{ role: 'Admin', email: 'admin@demo.test', password: 'right' }];

const login = (value: unknown): RequestSpec => ({
  method: 'POST',
  template: '/api/users/login',
  pathParams: {},
  query: {},
  headers: {},
  body: { kind: 'json', value },
  auth: { none: true },
});
const answered = (request: RequestSpec, status: number): Exchange => ({
  request,
  url: 'http://h/api/users/login',
  curl: 'curl',
  response: { status, headers: {}, size: 0, ms: 1 },
});
const emailOf = (result: ReturnType<LoginGuard['guard']>) =>
  'request' in result ? credentialsOf(result.request)?.email : undefined;

describe('the login guard', () => {
  it("never sends a wrong password for one of the run's accounts: a throwaway email takes its place", () => {
    const guard = new LoginGuard(LIMITS, () => accounts, 7);
    expect(emailOf(guard.guard(login({ email: 'ADMIN@demo.test', password: 'wrong' })))).toBe(
      'conformance.probe.7.0@example.test',
    );
    expect(emailOf(guard.guard(login({ email: 'admin@demo.test', password: 'right' })))).toBe(
      'admin@demo.test',
    );
    // A body without its Content-Type too; a broken one (no email) goes as it is.
    const untyped: RequestSpec = {
      ...login(null),
      body: { kind: 'untyped', text: '{"email":"admin@demo.test","password":1}' },
    };
    expect(emailOf(guard.guard(untyped))).toBe('conformance.probe.7.1@example.test');
    expect(guard.guard(login({ password: 'x' }))).toEqual({ request: login({ password: 'x' }) });
  });

  it('moves to another email before one collects the failures the contract refuses after', () => {
    const guard = new LoginGuard(LIMITS, () => accounts, 1);
    const probe = login({ email: 'someone@example.test', password: 'x' });
    for (let i = 0; i < 4; i++) {
      expect(emailOf(guard.guard(probe, true))).toBe('someone@example.test');
      guard.observe(answered(probe, 401));
    }
    expect(emailOf(guard.guard(probe, true))).toBe('conformance.probe.1.0@example.test');
  });

  it("sends a valid probe's wrong password for a throwaway email, whatever email it was generated with", () => {
    const guard = new LoginGuard(LIMITS, () => accounts, 2);
    expect(emailOf(guard.guard(login({ email: 'someone@example.test', password: 'x' })))).toBe(
      'conformance.probe.2.0@example.test',
    );
  });

  it('by default (no --probe-limits) sends no failed login: right credentials for a valid probe', () => {
    const guard = new LoginGuard(LIMITS, () => accounts, 3, true);
    const sent = guard.guard(login({ email: 'someone@example.test', password: 'x', remember: true }));
    expect('request' in sent && sent.request.body).toEqual({
      kind: 'json',
      value: { email: 'admin@demo.test', password: 'right', remember: true },
    });
    // A broken one keeps its (broken) email unless it names a run account.
    expect(emailOf(guard.guard(login({ email: 'not-an-email', password: 'x' }), true))).toBe('not-an-email');
    expect(emailOf(guard.guard(login({ email: 'admin@demo.test', password: 1 }), true))).toBe(
      'conformance.probe.3.1@example.test',
    );
  });

  it('stops one short of the failures per client after which the contract slows a client down', () => {
    const guard = new LoginGuard(LIMITS, () => accounts, 1);
    for (let i = 0; i < 19; i++) {
      const probe = login({ email: `n${i}@example.test`, password: 'x' });
      expect('request' in guard.guard(probe, true)).toBe(true);
      guard.observe(answered(probe, i % 2 ? 400 : 401));
      guard.observe(answered(login({ email: 'admin@demo.test', password: 'right' }), 200)); // successes don't count
    }
    expect(guard.failed).toBe(19);
    expect(guard.guard(login({ email: 'm@example.test', password: 'x' }), true)).toEqual({
      skip: 'the run has had 19 failed logins; the contract slows a client down past 20',
    });
  });
});
