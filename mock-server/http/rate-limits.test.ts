/**
 * The 429 answers (mock-server/http/rate-limit.ts): the public enquiry form per client, verification codes per email,
 * failed logins per email on a sliding window; each in the error envelope with Retry-After, and cleared by
 * POST /__mock/reset.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { DEMO_PASSWORD } from '../store/seed';
import { qaHeaders } from '../qa/qa-token';

const FORM: components['schemas']['EnquiryInput'] = {
  firstName: 'Helen',
  lastName: 'Carter',
  email: 'helen.carter@example.org',
  phone: '+1 (617) 555-0142',
  organisation: 'Back Bay Pathology Partners',
  organisationKind: 'Pathologist Group',
  country: 'US',
  state: 'MA',
  service: 'Pick Up',
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${TEST_API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const enquire = (client: string, body: unknown = FORM) =>
  post('/api/enquiries', body, { 'X-Forwarded-For': client });
const requestCode = (email: string) => post('/api/auth/email-verification', { email });
const login = (email: string, password: string) => post('/api/users/login', { email, password });
const reset = () => fetch(`${TEST_API}/__mock/reset`, { method: 'POST', headers: qaHeaders() });

/** The 429 envelope with its sentence, and a Retry-After of whole seconds within the window. */
function expectTooMany(answer: Awaited<ReturnType<typeof post>>, message: string, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ isSuccess: false, message, data: null, error: null, details: null });
  const retryAfter = Number(answer.headers.get('Retry-After'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('enquiries: 5 per client per 10 minutes', () => {
  it('answers the sixth from one client with 429, while another client still gets through', async () => {
    for (let i = 0; i < 5; i++) expect((await enquire('203.0.113.7')).status).toBe(201);
    expectTooMany(
      await enquire('203.0.113.7'),
      'Too many enquiries from this address. Try again in 10 minutes.',
      600,
    );
    expect((await enquire('198.51.100.20')).status).toBe(201);
  });

  it('counts accepted enquiries only, and lets the client in again as the window slides', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    expect((await enquire('203.0.113.7', { ...FORM, phone: '+000 617-555-0142' })).status).toBe(422);
    for (let i = 0; i < 4; i++) expect((await enquire('203.0.113.7')).status).toBe(201);
    vi.setSystemTime(new Date('2026-03-01T09:05:00Z'));
    expect((await enquire('203.0.113.7')).status).toBe(201);
    const blocked = await enquire('203.0.113.7');
    expectTooMany(blocked, 'Too many enquiries from this address. Try again in 5 minutes.', 600);
    expect(blocked.headers.get('Retry-After')).toBe('300');
    // The four of 09:00 leave the window at 09:10; the one of 09:05 stays.
    vi.setSystemTime(new Date('2026-03-01T09:10:00Z'));
    expect((await enquire('203.0.113.7')).status).toBe(201);
  });
});

describe('verification codes: 3 per email per 10 minutes', () => {
  it('answers the fourth request for one email with 429, whether or not the account exists', async () => {
    for (const email of ['provider@demo.test', 'nobody@example.org']) {
      for (let i = 0; i < 3; i++) expect((await requestCode(email)).status).toBe(202);
      expectTooMany(
        await requestCode(email.toUpperCase()),
        'Too many codes requested for this email. Try again in 10 minutes.',
        600,
      );
    }
    expect((await requestCode('admin@demo.test')).status).toBe(202);
  });

  it('lifts after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    for (let i = 0; i < 3; i++) expect((await requestCode('provider@demo.test')).status).toBe(202);
    vi.setSystemTime(new Date('2026-03-01T09:09:59Z'));
    expect((await requestCode('provider@demo.test')).status).toBe(429);
    vi.setSystemTime(new Date('2026-03-01T09:10:00Z'));
    expect((await requestCode('provider@demo.test')).status).toBe(202);
  });
});

describe('failed logins: 5 per email and client per 15 minutes, sliding (the rest: auth/login-throttle*.test.ts)', () => {
  it('keeps counting the failures still inside the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    for (let i = 0; i < 3; i++) expect((await login('provider@demo.test', 'wrong')).status).toBe(401);
    vi.setSystemTime(new Date('2026-03-01T09:10:00Z'));
    for (let i = 0; i < 2; i++) expect((await login('provider@demo.test', 'wrong')).status).toBe(401);
    expectTooMany(
      await login('provider@demo.test', DEMO_PASSWORD),
      'Too many failed logins for this email. Try again in 5 minutes, or reset your password with Forgot Password.',
      900,
    );
    // At 09:15 the three of 09:00 have left the window: two failures remain, so the right password gets in.
    vi.setSystemTime(new Date('2026-03-01T09:15:00Z'));
    expect((await login('provider@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('POST /__mock/reset', () => {
  it('clears every limiter', async () => {
    for (let i = 0; i < 5; i++) await enquire('203.0.113.7');
    for (let i = 0; i < 3; i++) await requestCode('provider@demo.test');
    for (let i = 0; i < 5; i++) await login('provider@demo.test', 'wrong');
    expect((await enquire('203.0.113.7')).status).toBe(429);
    expect((await requestCode('provider@demo.test')).status).toBe(429);
    expect((await login('provider@demo.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await reset()).status).toBe(200);
    expect((await enquire('203.0.113.7')).status).toBe(201);
    expect((await requestCode('provider@demo.test')).status).toBe(202);
    expect((await login('provider@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});
