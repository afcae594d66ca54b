/**
 * POST /api/users/login under the login throttle (decision 064), in-process: a shared address (a hospital's NAT)
 * full of other accounts' failures still lets a right password in; one account held back at one address is not
 * held back at another; a stranger elsewhere never holds the owner back at a familiar address; the owner's own
 * browser, with its device token, gets in where guesses at the same address are held back; the 429 says what
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

const login = (email: string, password: string, client: string, deviceToken?: string) =>
  post('/api/users/login', { email, password, ...(deviceToken ? { deviceToken } : {}) }, client);

/** The device token a successful login gives. */
async function deviceTokenOf(email: string, client: string, deviceToken?: string) {
  const answer = await login(email, DEMO_PASSWORD, client, deviceToken);
  expect(answer.status).toBe(200);
  return (answer.body as { data: { deviceToken: string } }).data.deviceToken;
}

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

describe("the owner's own browser (device cookies, OWASP)", () => {
  it('five wrong passwords at the shared address hold back browsers without the device token, never the owner’s', async () => {
    const ownersToken = await deviceTokenOf(PROVIDER, SITE);
    for (let i = 0; i < 5; i++) expect((await login(PROVIDER, 'wrong', SITE)).status).toBe(401);
    expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, SITE));
    expect((await login(PROVIDER, DEMO_PASSWORD, SITE, ownersToken)).status).toBe(200);
    // The owner getting in does not let the guesser there start again.
    expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, SITE));
  });

  it("is the only one helped: another account's token, an altered one or a made-up one are untrusted", async () => {
    const ownersToken = await deviceTokenOf(PROVIDER, HOME);
    const colleaguesToken = await deviceTokenOf('facility@demo.test', SITE);
    for (let i = 0; i < 5; i++) expect((await login(PROVIDER, 'wrong', SITE)).status).toBe(401);
    const at = ownersToken.length - 10;
    const altered = `${ownersToken.slice(0, at)}${ownersToken[at] === 'x' ? 'y' : 'x'}${ownersToken.slice(at + 1)}`;
    for (const untrusted of [colleaguesToken, altered, 'd1.made.up.token']) {
      expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, SITE, untrusted));
    }
  });

  it("a device's own wrong passwords lock out that device alone, and are counted nowhere else", async () => {
    const ownersToken = await deviceTokenOf(PROVIDER, SITE);
    for (let i = 0; i < 5; i++) expect((await login(PROVIDER, 'wrong', SITE, ownersToken)).status).toBe(401);
    expectHeldBack(await login(PROVIDER, DEMO_PASSWORD, SITE, ownersToken));
    // The same address without that token: untrusted, and the device's failures are not its.
    expect((await login(PROVIDER, DEMO_PASSWORD, SITE)).status).toBe(200);
  });

  it('every successful login gives a new token, and the deactivated get none', async () => {
    const first = await deviceTokenOf(PROVIDER, SITE);
    const second = await deviceTokenOf(PROVIDER, SITE, first);
    expect(second).not.toBe(first);
    const refused = await login('deactivated.provider@demo.test', DEMO_PASSWORD, SITE);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('deviceToken');
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
