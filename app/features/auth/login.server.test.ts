/**
 * Login against a backend that spells roles and statuses its own way (spec 3.2, 3.6; decision 066): the mock's
 * answers respelled, each checked against openapi.yaml by the in-process backend, and the session, landing page
 * and menus as for the contract's own spelling.
 */
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from '../../../contracts';
import { TEST_API, server } from '../../../tests/setup/mock-backend';
import { createUserSession } from '~/auth.server';
import { attemptLogin } from './login.server';
import { LOGIN_BUSY_TEXT } from './login-schema';
import { menusFor } from './navigation';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const PASSWORD = 'Demo-pass-2026';

/** The backend answers login and the current user with these spellings (and the mock's own token and user). */
async function respelled(email: string, role: string, status: string) {
  const login = await unwrap(
    createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', { body: { email, password: PASSWORD } }),
  );
  const me = await unwrap(
    createApiClient({ baseUrl: TEST_API, token: login.data.token }).GET('/api/Users/current'),
  );
  server.use(
    http.post(`${TEST_API}/api/users/login`, () =>
      HttpResponse.json({ ...login, data: { ...login.data, role } }),
    ),
    http.get(`${TEST_API}/api/Users/current`, () =>
      HttpResponse.json({ ...me, data: { ...me.data, role, status } }),
    ),
  );
}

async function logIn(email: string) {
  const form = new FormData();
  form.set('email', email);
  form.set('password', PASSWORD);
  return attemptLogin(form);
}

async function landing(user: Parameters<typeof createUserSession>[1]) {
  const response = await createUserSession(new Request('http://app.test/login'), user, null).catch(
    (e: unknown) => e,
  );
  return (response as Response).headers.get('Location');
}

describe('a backend that spells roles and statuses its own way', () => {
  it.each([
    [
      'provider@demo.test',
      'physician',
      'provisionally active',
      'Provider',
      'Provisionally Active',
      '/selectedCases',
    ],
    ['provider@demo.test', 'PROVIDER', 'ACTIVE', 'Provider', 'Active', '/availableCases'],
    ['provider@demo.test', 'Physician', 'in_progress', 'Provider', 'In Progress', '/availableCases'],
    [
      'np@demo.test',
      'facilitynp',
      'ProvisionallyActive',
      'Facility_NP',
      'Provisionally Active',
      '/facility-account-detail',
    ],
    ['facility@demo.test', 'medicalfacility', 'active', 'MedicalFacility', 'Active', '/upload-project'],
    ['admin@demo.test', 'admin', 'active', 'Admin', 'Active', '/admin'],
  ])(
    '%s as %o, %o: session %s, %s, lands on %s',
    async (email, role, status, sessionRole, sessionStatus, to) => {
      await respelled(email, role, status);
      const outcome = await logIn(email);
      if (outcome.kind !== 'ok') throw new Error(`login: ${outcome.kind}`);
      expect(outcome.user).toMatchObject({ role: sessionRole, status: sessionStatus });
      expect(await landing(outcome.user)).toBe(to);
    },
  );

  it('a provisionally active physician sees the reduced provider menu (spec 2.2)', async () => {
    await respelled('provider@demo.test', 'physician', 'PROVISIONALLY ACTIVE');
    const outcome = await logIn('provider@demo.test');
    if (outcome.kind !== 'ok') throw new Error(`login: ${outcome.kind}`);
    expect(menusFor(outcome.user).main.map((link) => link.label)).toEqual(['My Cases', 'My Tasks']);
  });
});

describe('a login under load (decision 072)', () => {
  it('a 503 that says what happened (a login the server could not save) keeps its sentence', async () => {
    const refused =
      'The server could not save this just now, so nothing was changed. Please try again in a moment.';
    server.use(
      http.post(`${TEST_API}/api/users/login`, () =>
        HttpResponse.json(
          { isSuccess: false, message: refused, data: null },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    expect(await logIn('provider@demo.test')).toMatchObject({
      formError: refused,
      status: 503,
      retryAfterSeconds: 5,
    });
  });

  it("refused by a busy API: the login's sentence, the API's Retry-After and the e-mail sent", async () => {
    server.use(
      http.post(`${TEST_API}/api/users/login`, () =>
        HttpResponse.json(
          { isSuccess: false, message: 'The server is busy. Please try again in a moment.', data: null },
          { status: 503, headers: { 'Retry-After': '3' } },
        ),
      ),
    );
    expect(await logIn('provider@demo.test')).toEqual({
      kind: 'refused',
      formError: LOGIN_BUSY_TEXT,
      status: 503,
      retryAfterSeconds: 3,
      email: 'provider@demo.test',
    });
  });

  it('whose browser has left is never sent to the API, and one in flight is cancelled', async () => {
    let calls = 0;
    let cancelled = false;
    server.use(
      http.post(`${TEST_API}/api/users/login`, ({ request }) => {
        calls++;
        // Answers only when the call is cancelled (a spike's login waiting its turn at the API).
        return new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => {
            cancelled = true;
            resolve(HttpResponse.json({}, { status: 503 }));
          }),
        );
      }),
    );
    const form = new FormData();
    form.set('email', 'provider@demo.test');
    form.set('password', PASSWORD);
    expect((await attemptLogin(form, null, null, AbortSignal.abort())).kind).toBe('refused');
    expect(calls).toBe(0);

    const browser = new AbortController();
    const login = attemptLogin(form, null, null, browser.signal);
    await vi.waitFor(() => expect(calls).toBe(1));
    browser.abort();
    expect((await login).kind).toBe('refused');
    expect(cancelled).toBe(true);
  });
});
