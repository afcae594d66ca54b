/**
 * Logout and the password flows through the real typed client against the in-process mock: the forgot-password
 * flow end to end (code by email, verify, set), its limits, and the logged-in changes.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { db, DEMO_PASSWORD } from '../index';
import { qaHeaders } from '../qa/qa-token';

const anonymous = () => createApiClient({ baseUrl: TEST_API });

async function login(email: string, password = DEMO_PASSWORD) {
  const { data, response } = await anonymous().POST('/api/users/login', { body: { email, password } });
  return { status: response.status, token: data?.data.token };
}

async function clientFor(email: string, password = DEMO_PASSWORD) {
  const { status, token } = await login(email, password);
  expect(status, `login ${email}`).toBe(200);
  return createApiClient({ baseUrl: TEST_API, token });
}

async function lastCode(email: string): Promise<string> {
  const response = await fetch(`${TEST_API}/__mock/outbox?email=${encodeURIComponent(email)}`, {
    headers: qaHeaders(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

const PROVIDER = 'provider@demo.test';
const NEW_PASSWORD = 'Slide-review-2027';

describe('logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const first = await clientFor(PROVIDER);
    const second = await clientFor(PROVIDER);
    const { data, response } = await first.POST('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(data!.data.loggedOutAt).toEqual(expect.any(String));
    expect((await first.GET('/api/Users/current')).response.status).toBe(401);
    expect((await second.GET('/api/Users/current')).response.status).toBe(200);
    expect((await anonymous().POST('/api/auth/logout')).response.status).toBe(401);
  });
});

describe('forgot password: email verification', () => {
  it('code → verify → new password → log in with it; old sessions end', async () => {
    const session = await clientFor(PROVIDER);
    const api = anonymous();
    const sent = await api.POST('/api/auth/email-verification', { body: { email: 'Provider@Demo.test' } });
    expect(sent.response.status).toBe(202);
    expect(sent.data!.data).toEqual({
      email: PROVIDER,
      codeLength: 6,
      expiresInMinutes: 15,
      maxAttempts: 5,
    });
    const code = await lastCode(PROVIDER);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(db.emailCodes.all().some((c) => c.codeHash.includes(code))).toBe(false);

    const early = await api.POST('/api/auth/email-verification/password', {
      body: { email: PROVIDER, code, newPassword: NEW_PASSWORD },
    });
    expect(early.response.status).toBe(422);
    expect(early.error).toMatchObject({ message: 'Verify the code before choosing a new password.' });

    const verified = await api.POST('/api/auth/email-verification/verify', {
      body: { email: PROVIDER, code },
    });
    expect(verified.response.status).toBe(200);
    expect(verified.data!.data).toMatchObject({ email: PROVIDER, verified: true });

    const weak = await api.POST('/api/auth/email-verification/password', {
      body: { email: PROVIDER, code, newPassword: 'password' },
    });
    // NewPassword's pattern refuses it (400), in words that say what it misses.
    expect(weak.response.status).toBe(400);
    expect(weak.error).toMatchObject({
      data: {
        newPassword: [
          'The password must be at least 10 characters long. The password must contain at least one digit.',
        ],
      },
    });

    const set = await api.POST('/api/auth/email-verification/password', {
      body: { email: PROVIDER, code, newPassword: NEW_PASSWORD },
    });
    expect(set.response.status).toBe(200);
    expect(set.data!.data).toMatchObject({ signInAgain: true, sessionsEnded: 1 });
    expect((await session.GET('/api/Users/current')).response.status).toBe(401);
    expect((await login(PROVIDER)).status).toBe(401);
    expect((await login(PROVIDER, NEW_PASSWORD)).status).toBe(200);

    const reused = await api.POST('/api/auth/email-verification/password', {
      body: { email: PROVIDER, code, newPassword: 'Another-pass-2028' },
    });
    expect(reused.response.status).toBe(422);
    expect(reused.error).toMatchObject({ message: 'This code has already been used. Request a new code.' });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const api = anonymous();
    const known = await api.POST('/api/auth/email-verification', { body: { email: PROVIDER } });
    const unknown = await api.POST('/api/auth/email-verification', { body: { email: 'nobody@demo.test' } });
    expect(unknown.response.status).toBe(known.response.status);
    expect(unknown.data!.message).toBe(known.data!.message);
    expect(db.outbox.all().filter((m) => m.to === 'nobody@demo.test')).toEqual([]);
    const verify = await api.POST('/api/auth/email-verification/verify', {
      body: { email: 'nobody@demo.test', code: '123456' },
    });
    expect(verify.response.status).toBe(422);
    expect(verify.error).toMatchObject({ message: 'This code is not valid. Request a new code.' });
  });

  it('allows 5 attempts, then asks for a new code (429); a new code works again', async () => {
    const api = anonymous();
    await api.POST('/api/auth/email-verification', { body: { email: PROVIDER } });
    const code = await lastCode(PROVIDER);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let n = 0; n < 5; n++) {
      const { response, error } = await api.POST('/api/auth/email-verification/verify', {
        body: { email: PROVIDER, code: wrong },
      });
      expect(response.status).toBe(422);
      messages.push((error as { message: string }).message);
    }
    expect(messages[0]).toBe('The code is not correct. 4 attempts left.');
    expect(messages[3]).toBe('The code is not correct. 1 attempt left.');
    expect(messages[4]).toBe('The code is not correct. Request a new code.');
    const locked = await api.POST('/api/auth/email-verification/verify', { body: { email: PROVIDER, code } });
    expect(locked.response.status).toBe(429);
    expect(locked.error).toMatchObject({ message: 'Too many wrong attempts. Request a new code.' });
    // Until the used-up code expires (15 minutes from its sending), as the contract's 429 requires.
    const retryAfter = Number(locked.response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    await api.POST('/api/auth/email-verification', { body: { email: PROVIDER } });
    const fresh = await lastCode(PROVIDER);
    const ok = await api.POST('/api/auth/email-verification/verify', {
      body: { email: PROVIDER, code: fresh },
    });
    expect(ok.response.status).toBe(200);
  });

  it('a code expires after 15 minutes, and a new code replaces the old one', async () => {
    const api = anonymous();
    await api.POST('/api/auth/email-verification', { body: { email: PROVIDER } });
    const first = await lastCode(PROVIDER);
    const record = db.emailCodes.all().find((c) => c.email === PROVIDER && !c.usedAt)!;
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(15 * 60_000);
    await db.emailCodes.update((q) => q.where({ id: record.id }), {
      data(draft) {
        draft.expiresAt = new Date(Date.now() - 1000).toISOString();
      },
    });
    const expired = await api.POST('/api/auth/email-verification/verify', {
      body: { email: PROVIDER, code: first },
    });
    expect(expired.response.status).toBe(422);
    expect(expired.error).toMatchObject({ message: 'This code has expired. Request a new code.' });

    await api.POST('/api/auth/email-verification', { body: { email: PROVIDER } });
    await api.POST('/api/auth/email-verification', { body: { email: PROVIDER } });
    const latest = await lastCode(PROVIDER);
    expect(db.emailCodes.all().filter((c) => c.email === PROVIDER && !c.usedAt)).toHaveLength(1);
    const verified = await api.POST('/api/auth/email-verification/verify', {
      body: { email: PROVIDER, code: latest },
    });
    expect(verified.response.status).toBe(200);
  });

  it('a malformed request answers 400 with field messages; the routes are public', async () => {
    const missing = await anonymous().POST('/api/auth/email-verification', { body: {} as never });
    expect(missing.response.status).toBe(400);
    expect(missing.error).toMatchObject({ data: { email: ['Email is required'] } });
    const notEmail = await anonymous().POST('/api/auth/email-verification', {
      body: { email: 'not-an-email' },
    });
    expect(notEmail.response.status).toBe(400);
  });
});

describe('password changes while logged in', () => {
  it('reset: keeps this session, ends the others, and the new password works', async () => {
    const here = await clientFor(PROVIDER);
    const elsewhere = await clientFor(PROVIDER);
    const { data, response } = await here.POST('/api/auth/reset-password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(data!.data).toMatchObject({ sessionsEnded: 1, signInAgain: false });
    expect((await here.GET('/api/Users/current')).response.status).toBe(200);
    expect((await elsewhere.GET('/api/Users/current')).response.status).toBe(401);
    expect((await login(PROVIDER, NEW_PASSWORD)).status).toBe(200);
  });

  it('reset: a wrong current password, a weak or unchanged new one answer 422 with field messages', async () => {
    const client = await clientFor(PROVIDER);
    const wrong = await client.POST('/api/auth/reset-password', {
      body: { currentPassword: 'not-my-password-1', newPassword: NEW_PASSWORD },
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({
      data: { currentPassword: ['The current password is not correct.'] },
    });
    const weak = await client.POST('/api/auth/reset-password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'abcdefghijk' },
    });
    expect(weak.response.status).toBe(400);
    expect(weak.error).toMatchObject({
      data: { newPassword: ['The password must contain at least one digit.'] },
    });
    const same = await client.POST('/api/auth/reset-password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
    });
    expect(same.error).toMatchObject({ message: 'Choose a password different from your current one.' });
    expect(
      (
        await anonymous().POST('/api/auth/reset-password', {
          body: { currentPassword: 'x', newPassword: 'y' },
        })
      ).response.status,
    ).toBe(401);
  });

  it('change: the confirmation must match, then every session ends', async () => {
    const client = await clientFor(PROVIDER);
    const mismatch = await client.POST('/api/auth/change-password', {
      body: {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: 'Slide-review-2028',
      },
    });
    expect(mismatch.response.status).toBe(422);
    expect(mismatch.error).toMatchObject({ data: { confirmPassword: ['The passwords do not match.'] } });
    const changed = await client.POST('/api/auth/change-password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.response.status).toBe(200);
    expect(changed.data!.data).toMatchObject({ signInAgain: true, sessionsEnded: 1 });
    expect((await client.GET('/api/Users/current')).response.status).toBe(401);
    expect((await login(PROVIDER, NEW_PASSWORD)).status).toBe(200);
  });
});
