/** token_revocation's pure parts: the extensions as openapi.yaml writes them, the bodies, the verdicts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ignoredAuthentication } from '../checks/verdicts';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { invalidTokenChallenge, operationExtension } from './extension';
import {
  CREATES_LOGIN_EXTENSION,
  ends,
  keptVerdict,
  passwordBody,
  readCreatesLogin,
  readRevocation,
  REVOKES_EXTENSION,
  revokedVerdict,
  throwawayPassword,
} from './token-revocation-judge';

const doc = loadOpenapi();
const operations = listOperations(doc);
const find = (id: string) => operations.find((op) => op.operationId === id)!;

function answer(status: number, headers: Record<string, string> = {}): Exchange {
  return {
    request: {
      method: 'GET',
      template: '/x',
      pathParams: {},
      query: {},
      headers: {},
      auth: { role: 'Admin' },
    },
    url: 'http://x/x',
    curl: 'curl x',
    response: { status, headers, size: 0, ms: 1 },
  };
}

const challenge = { header: 'WWW-Authenticate', contains: 'error="invalid_token"' };

describe('x-revokes-tokens and x-creates-login in openapi.yaml', () => {
  it('logout ends its own session, resetPassword the others, changePassword all', () => {
    const read = (id: string) => readRevocation(operationExtension(doc, find(id), REVOKES_EXTENSION));
    expect(read('logout')).toEqual({ sessions: 'this' });
    expect(read('resetPassword')).toEqual({
      sessions: 'others',
      password: { current: 'currentPassword', next: ['newPassword'] },
    });
    expect(read('changePassword')).toEqual({
      sessions: 'all',
      password: { current: 'currentPassword', next: ['newPassword', 'confirmPassword'] },
    });
  });

  it('the registrations make a user who logs in with the password sent', () => {
    for (const id of ['registerProvider', 'registerFacility']) {
      expect(readCreatesLogin(operationExtension(doc, find(id), CREATES_LOGIN_EXTENSION))).toEqual({
        email: 'email',
        password: 'password',
      });
    }
  });

  it('every secured operation names the invalid_token challenge for its 401', () => {
    for (const op of operations.filter((o) => o.secured))
      expect(invalidTokenChallenge(op), op.operationId).toEqual(challenge);
  });

  it('refuses extensions it cannot read', () => {
    expect(readRevocation({ sessions: 'some' })).toMatch(/sessions/);
    expect(readRevocation({ sessions: 'all', currentPassword: 'c' })).toMatch(/go together/);
    expect(readCreatesLogin({ email: 'email' })).toMatch(/password/);
  });
});

describe('the sessions ended, the bodies', () => {
  it('says which sessions each kind ends', () => {
    expect(ends('this')).toEqual({ caller: true, others: false });
    expect(ends('others')).toEqual({ caller: false, others: true });
    expect(ends('all')).toEqual({ caller: true, others: true });
  });

  it('sets every new-password field and keeps the rest of the example', () => {
    const body = passwordBody(
      { currentPassword: 'x', newPassword: 'y', confirmPassword: 'z', extra: 1 },
      { current: 'currentPassword', next: ['newPassword', 'confirmPassword'] },
      'old-pass-1',
      'new-pass-2',
    );
    expect(body).toEqual({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-2',
      confirmPassword: 'new-pass-2',
      extra: 1,
    });
  });

  it('throwaway passwords meet NewPassword (10+ characters, a letter and a digit) and differ by n', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.nat(50), (tag, n) => {
        const password = throwawayPassword(tag, n);
        expect(password.length).toBeGreaterThanOrEqual(10);
        expect(password).toMatch(/[A-Za-z]/);
        expect(password).toMatch(/\d/);
        expect(password).not.toBe(throwawayPassword(tag, n + 1));
      }),
    );
  });
});

describe('verdicts', () => {
  it('a revoked token: 401 with the challenge passes; a success, another refusal or a bare challenge fails', () => {
    const bearer = { 'www-authenticate': 'Bearer error="invalid_token"' };
    expect(revokedVerdict(answer(401, bearer), 'the token', challenge)).toEqual({ pass: true });
    expect(revokedVerdict(answer(401), 'the token')).toEqual({ pass: true });
    expect(revokedVerdict(answer(200), 'the token', challenge)).toMatchObject({ pass: false });
    expect(revokedVerdict(answer(403, bearer), 'the token', challenge)).toMatchObject({ pass: false });
    expect(
      revokedVerdict(answer(401, { 'www-authenticate': 'Bearer' }), 'the token', challenge),
    ).toMatchObject({
      pass: false,
      seen: '401 with WWW-Authenticate: Bearer',
    });
    expect(revokedVerdict(answer(429), 'the token', challenge)).toBeNull();
    expect(revokedVerdict(answer(503), 'the token', challenge)).toBeNull();
  });

  it('a kept token: a success passes, a 401 fails, another refusal says nothing', () => {
    expect(keptVerdict(answer(200), 'the other')).toEqual({ pass: true });
    expect(keptVerdict(answer(401), 'the other')).toMatchObject({ pass: false });
    expect(keptVerdict(answer(403), 'the other')).toBeNull();
  });

  it('ignored_auth: a token never issued is refused with the challenge when the contract names one', () => {
    const how = 'with a token the server never issued';
    expect(
      ignoredAuthentication(
        answer(401, { 'www-authenticate': 'Bearer error="invalid_token"' }),
        how,
        challenge,
      ),
    ).toEqual({
      pass: true,
    });
    expect(
      ignoredAuthentication(answer(401, { 'www-authenticate': 'Bearer' }), how, challenge),
    ).toMatchObject({
      pass: false,
    });
    expect(ignoredAuthentication(answer(401), 'without a token')).toEqual({ pass: true });
  });
});
