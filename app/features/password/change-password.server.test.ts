/**
 * /change-password on the server (spec 2.6, decision 066): a logged-in user gets their form; a visitor the
 * code-based path of the forgot-password flow, every step of it coming back to /change-password.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { createUserSession } from '~/auth.server';
import { attemptLogin } from '~/features/auth/login.server';
import { changePassword, loadChangePassword } from './change-password.server';
import { FORGOT_PASSWORD_FORMS } from './forgot-password-steps';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const PAGE = 'http://app.test/change-password';
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

async function loaded(cookie?: string) {
  const result = await loadChangePassword(new Request(PAGE, { headers: cookie ? { Cookie: cookie } : {} }));
  return result.data;
}

async function post(fields: Record<string, string>, cookie?: string): Promise<Response> {
  const body = new URLSearchParams(fields);
  const request = new Request(PAGE, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
  });
  const answer = await changePassword(request).catch((thrown: unknown) => thrown);
  expect(answer).toBeInstanceOf(Response);
  return answer as Response;
}

describe('a visitor at /change-password', () => {
  it('starts the code flow, and each step comes back to /change-password', async () => {
    expect((await loaded())?.visitor).toEqual({ step: { step: 'email' }, flash: null });
    const sent = await post({ intent: FORGOT_PASSWORD_FORMS.request, email: 'provider@demo.test' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe('/change-password');
    const flow = cookiePair(sent.headers.get('Set-Cookie')!);
    expect((await loaded(flow))?.visitor?.step).toMatchObject({ step: 'code', email: 'provider@demo.test' });
    const restarted = await post({ intent: FORGOT_PASSWORD_FORMS.restart }, flow);
    expect(restarted.headers.get('Location')).toBe('/change-password');
  });
});

describe('a logged-in user at /change-password', () => {
  it('gets the change-password form, not the code flow', async () => {
    const form = new FormData();
    form.set('email', 'provider@demo.test');
    form.set('password', 'Demo-pass-2026');
    const outcome = await attemptLogin(form);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    const session = (await createUserSession(new Request(PAGE), outcome.user, null).catch(
      (e: unknown) => e,
    )) as Response;
    expect((await loaded(cookiePair(session.headers.get('Set-Cookie')!)))?.visitor).toBeNull();
  });
});
