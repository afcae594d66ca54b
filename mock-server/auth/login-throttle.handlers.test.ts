/**
 * POST /api/users/login under the login throttle (decision 064), in-process: a shared address (a hospital's NAT)
 * full of other accounts' failures still lets a right password in; one account held back at one address is not
 * held back at another; a stranger elsewhere never holds the owner back at a familiar address; the 429 says what
 * to do, with Retry-After; a password reset by emailed code clears the account.
 */
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../tests/setup/mock-backend';
import { DEMO_PASSWORD } from '../store/seed';
import { qaHeaders } from '../qa/qa-token';

const PROVIDER = 'provider@demo.test';
const SITE = '203.0.113.10';
const HOME = '198.51.100.4';
const TOO_MANY_15 =
  'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.';

async function post(path: string, body: unknown, client?: string) {
  const response = await fetch(`${TEST_API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client ? { 'X-Forwarded-For': client } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const login = (email: string, password: string, client: string) =>
  post('/api/users/login', { email, password }, client);

function expectHeldBack(answer: Awaited<ReturnType<typeof post>>, message = TOO_MANY_15, seconds = 900) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ isSuccess: false, message, data: null, error: null, details: null });
  expect(answer.headers.get('Retry-After')).toBe(String(seconds));
}

describe('a shared address', () => {
  it("many failures on other accounts slow that address's failures down, and never refuse a right password", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`someone${i}@example.org`, 'wrong', SITE)).status).toBe(401);
    }
    // The 21st failure from the address is answered, later: 250 ms, doubling with each further one.
    const started = performance.now();
    expect((await login('someone-else@example.org', 'wrong', SITE)).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    // Colleagues behind the same address log in.
    expect((await login(PROVIDER, DEMO_PASSWORD, SITE)).status).toBe(200);
    expect((await login('admin@demo.test', DEMO_PASSWORD, SITE)).status).toBe(200);
  });

  it('holds back one account at one address only: not at another address, nor other accounts there', async () => {
    for (let i = 0; i < 5; i++) expect((await login(PROVIDER, 'wrong', SITE)).status).toBe(401);
    // Even the right password: a guesser must not learn it was right.
    expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, SITE));
    expect((await login('facility@demo.test', DEMO_PASSWORD, SITE)).status).toBe(200);
    expect((await login(PROVIDER, DEMO_PASSWORD, HOME)).status).toBe(200);
  });
});

describe('the account across addresses', () => {
  it("ten failures from strangers' addresses hold back new addresses, never the owner's familiar one", async () => {
    expect((await login(PROVIDER, DEMO_PASSWORD, HOME)).status).toBe(200);
    for (const stranger of ['192.0.2.1', '192.0.2.2'])
      for (let i = 0; i < 5; i++) expect((await login(PROVIDER, 'guess', stranger)).status).toBe(401);
    expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, '192.0.2.3'));
    expect((await login(PROVIDER, DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('a password reset with an emailed code clears the failures (ownership proved)', async () => {
    for (const stranger of ['192.0.2.1', '192.0.2.2'])
      for (let i = 0; i < 5; i++) await login(PROVIDER, 'guess', stranger);
    expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, SITE));

    expect((await post('/api/auth/email-verification', { email: PROVIDER })).status).toBe(202);
    const outbox = await fetch(`${TEST_API}/__mock/outbox?email=${PROVIDER}`, { headers: qaHeaders() });
    const { code } = ((await outbox.json()) as { data: { code: string } }).data;
    expect((await post('/api/auth/email-verification/verify', { email: PROVIDER, code })).status).toBe(200);
    const newPassword = 'Slide-review-2027';
    const set = await post('/api/auth/email-verification/password', { email: PROVIDER, code, newPassword });
    expect(set.status).toBe(200);

    expect((await login(PROVIDER, newPassword, SITE)).status).toBe(200);
    expect((await login(PROVIDER, newPassword, '192.0.2.1')).status).toBe(200);
  });
});
