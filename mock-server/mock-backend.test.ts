import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { mockBackend, TEST_API } from '../tests/setup/mock-backend';
import { db, DEMO_ACCOUNTS, DEMO_PASSWORD, resolveSlidesDir } from './index';
import { preparedSlideRecords } from './slides/catalog';
import { checkSignature } from './slides/signing';
import type { SlideLinkData } from './slides/links';
import { qaHeaders } from './qa/qa-token';

const DAY_MS = 24 * 60 * 60 * 1000;
// The slides prepared by the vitest global setup (mock-server/slides/vitest-global-setup.ts).
const slideFiles = preparedSlideRecords(resolveSlidesDir());

/** The fields these tests read from `data`, across operations. */
interface Data {
  token: string;
  tokenExpiry: string;
  role: string;
  message: string | null;
  email: string;
  info: unknown;
  link: string;
  expiresAt: string;
}

interface Envelope {
  isSuccess: boolean;
  message: string | null;
  data: Data;
  error?: string | null;
  details?: string | null;
}

async function call(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; rawBody?: string } = {},
) {
  // The QA routes ask for the QA token (mock-server/qa/qa-token.ts).
  const headers: Record<string, string> = path.startsWith('/__mock/') ? qaHeaders() : {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined || init.rawBody !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${TEST_API}${path}`, {
    method,
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const body = (await response.json()) as Envelope;
  return { status: response.status, headers: response.headers, body };
}

const login = (email: string, password = DEMO_PASSWORD) =>
  call('POST', '/api/users/login', { body: { email, password } });

async function tokenFor(email: string): Promise<string> {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  return body.data.token as string;
}

const armFault = (fault: Record<string, unknown>) => call('POST', '/__mock/faults', { body: fault });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('POST /api/users/login', () => {
  const active = DEMO_ACCOUNTS.filter((a) => a.status !== 'Deactivated');

  it.each(active.map((a) => [a.email, a] as const))('%s logs in', async (_email, account) => {
    const before = Date.now();
    const { status, body } = await login(account.email);
    const after = Date.now();
    expect(status).toBe(200);
    expect(body.isSuccess).toBe(true);
    expect(body.message).toBe('Login successful.');
    expect(body.data.role).toBe(account.role);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.token.length).toBeGreaterThanOrEqual(16);
    const expiry = Date.parse(body.data.tokenExpiry);
    expect(expiry).toBeGreaterThanOrEqual(before + DAY_MS - 1000);
    expect(expiry).toBeLessThanOrEqual(after + DAY_MS);
    expect(body.data.message).toBe(account.bannerMessage ?? null);
  });

  it('gives the provisional facility its banner message', async () => {
    const { body } = await login('provisional.facility@demo.test');
    expect(body.data.message).toBe(
      'Your facility account is provisionally active. Complete your facility account details to start sending out cases.',
    );
  });

  it('each login gets a different token, and the token names its user', async () => {
    const first = await tokenFor('provider@demo.test');
    const second = await tokenFor('provider@demo.test');
    expect(first).not.toBe(second);
    const { body } = await call('GET', '/api/Users/current', { token: second });
    expect(body.data).toMatchObject({ email: 'provider@demo.test', role: 'Provider', status: 'Active' });
  });

  it.each([
    ['a wrong password', 'provider@demo.test', 'wrong-password'],
    ['an unknown email', 'nobody@demo.test', DEMO_PASSWORD],
  ])('answers 401 for %s', async (_case, email, password) => {
    const { status, body } = await login(email, password);
    expect(status).toBe(401);
    expect(body).toMatchObject({ isSuccess: false, message: 'Invalid email or password.' });
  });

  it('answers 403 with its message for a deactivated account', async () => {
    const { status, body } = await login('deactivated.provider@demo.test');
    expect(status).toBe(403);
    expect(body).toMatchObject({
      isSuccess: false,
      message: 'This account has been deactivated. Please contact support to restore access.',
    });
  });

  it('does not reveal a deactivated account to a wrong password', async () => {
    const { status, body } = await login('deactivated.provider@demo.test', 'wrong-password');
    expect(status).toBe(401);
    expect(body.message).toBe('Invalid email or password.');
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '', password: '' }],
    ['null', { email: null, password: null }],
  ])('answers 400 with field messages when both fields are %s', async (_case, payload) => {
    const { status, body } = await call('POST', '/api/users/login', { body: payload });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      isSuccess: false,
      message: 'Validation failed',
      data: { email: ['Email is required'], password: ['Password is required'] },
    });
  });

  it('names only the missing field', async () => {
    const { status, body } = await call('POST', '/api/users/login', {
      body: { email: 'provider@demo.test' },
    });
    expect(status).toBe(400);
    expect(body.data).toEqual({ password: ['Password is required'] });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await call('POST', '/api/users/login', { rawBody: 'email=a&password=b' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ isSuccess: false, message: 'The request body must be valid JSON.' });
  });

  it('compares the email case-insensitively', async () => {
    const { status, body } = await login('  Provider@DEMO.test ');
    expect(status).toBe(200);
    expect(body.data.role).toBe('Provider');
  });

  describe('lockout after repeated failures', () => {
    async function failFiveTimes(spellings: string[]) {
      for (let i = 0; i < 5; i++) {
        const { status } = await login(spellings[i % spellings.length]!, 'wrong-password');
        expect(status).toBe(401);
      }
    }

    it('the 6th attempt for one email within 15 minutes answers 429 with Retry-After, even with the right password', async () => {
      await failFiveTimes(['provider@demo.test']);
      const { status, headers, body } = await login('provider@demo.test');
      expect(status).toBe(429);
      expect(body).toMatchObject({
        isSuccess: false,
        message:
          'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.',
      });
      const retryAfter = Number(headers.get('Retry-After'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('counts failures per email, whatever its case', async () => {
      await failFiveTimes(['provider@demo.test', 'PROVIDER@demo.test', 'Provider@Demo.Test']);
      expect((await login('provider@DEMO.TEST')).status).toBe(429);
      expect((await login('admin@demo.test')).status).toBe(200);
    });

    it('four failures do not lock, and a success clears the count', async () => {
      for (let i = 0; i < 4; i++) expect((await login('provider@demo.test', 'nope')).status).toBe(401);
      expect((await login('provider@demo.test')).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login('provider@demo.test', 'nope')).status).toBe(401);
      expect((await login('provider@demo.test')).status).toBe(200);
    });

    it('lifts after 15 minutes', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
      await failFiveTimes(['provider@demo.test']);
      vi.setSystemTime(new Date('2026-03-01T09:14:00Z'));
      expect((await login('provider@demo.test')).status).toBe(429);
      vi.setSystemTime(new Date('2026-03-01T09:15:01Z'));
      expect((await login('provider@demo.test')).status).toBe(200);
    });

    it('a reset clears the lockout', async () => {
      await failFiveTimes(['provider@demo.test']);
      await call('POST', '/__mock/reset');
      expect((await login('provider@demo.test')).status).toBe(200);
    });
  });
});

describe('GET /api/Users/current', () => {
  it('answers the current user', async () => {
    const token = await tokenFor('provisional.provider@demo.test');
    const { status, body } = await call('GET', '/api/Users/current', { token });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      id: 'usr-provisional-provider',
      email: 'provisional.provider@demo.test',
      firstName: 'Samuel',
      lastName: 'Lindqvist',
      role: 'Provider',
      status: 'Provisionally Active',
      // Not chosen yet (decision 121).
      timeZone: null,
    });
  });

  it('answers 401 without a token', async () => {
    const { status, headers, body } = await call('GET', '/api/Users/current');
    expect(status).toBe(401);
    expect(headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(body).toMatchObject({ isSuccess: false, message: 'Unauthorized' });
  });

  it('answers 401 for an unknown token', async () => {
    const { status } = await call('GET', '/api/Users/current', { token: 'not-a-real-token-at-all' });
    expect(status).toBe(401);
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const response = await fetch(`${TEST_API}/api/Users/current`, {
      headers: { Authorization: 'Token abc' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 for an expired token (short MOCK_TOKEN_TTL_SECONDS)', async () => {
    vi.stubEnv('MOCK_TOKEN_TTL_SECONDS', '0');
    const token = await tokenFor('provider@demo.test');
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(401);
  });

  it('answers 401 once the session in the database has expired', async () => {
    const token = await tokenFor('provider@demo.test');
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(200);
    await db.sessions.update((q) => q.where({ token }), {
      data(session) {
        session.expiresAt = new Date(Date.now() - 1000).toISOString();
      },
    });
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(401);
  });

  it('answers 401 a day after login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const token = await tokenFor('provider@demo.test');
    vi.setSystemTime(new Date('2026-03-02T08:59:00Z'));
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(200);
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(401);
  });
});

describe('GET /api/Facility/get-current', () => {
  it.each([
    ['facility@demo.test', 'MedicalFacility', 'fac-001', 'Riverside Community Hospital'],
    ['np@demo.test', 'Facility_NP', 'fac-001', 'Riverside Community Hospital'],
    ['provisional.facility@demo.test', 'MedicalFacility', 'fac-002', 'Northgate Pathology Clinic'],
  ])('answers the facility user of %s', async (email, role, facilityId, facilityName) => {
    const token = await tokenFor(email);
    const { status, body } = await call('GET', '/api/Facility/get-current', { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email, role, facility: { id: facilityId, name: facilityName } });
  });

  it.each(['provider@demo.test', 'admin@demo.test'])('answers 403 for %s', async (email) => {
    const token = await tokenFor(email);
    const { status, body } = await call('GET', '/api/Facility/get-current', { token });
    expect(status).toBe(403);
    expect(body).toMatchObject({ isSuccess: false, message: 'Forbidden' });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/Facility/get-current')).status).toBe(401);
  });
});

describe('GET /api/wsi/get-download-link/{blobId}', () => {
  it('answers 404 for an unknown slide', async () => {
    const token = await tokenFor('provider@demo.test');
    const { status, body } = await call('GET', '/api/wsi/get-download-link/blob-no-such-slide', { token });
    expect(status).toBe(404);
    expect(body).toMatchObject({ isSuccess: false, message: 'Slide not found.' });
  });

  it.each(['bad.id', 'a'.repeat(129), 'semi;colon'])(
    'answers 400 for the malformed id %s',
    async (blobId) => {
      const token = await tokenFor('provider@demo.test');
      const { status, body } = await call('GET', `/api/wsi/get-download-link/${blobId}`, { token });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        isSuccess: false,
        message: 'Invalid slide id.',
        data: { blobId: ['Invalid slide id.'] },
      });
    },
  );

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/wsi/get-download-link/blob-x')).status).toBe(401);
  });

  it.skipIf(slideFiles.length === 0)('answers signed, expiring links for a known slide', async () => {
    expect(db.slides.count()).toBe(slideFiles.length);
    const slide = slideFiles[0]!;
    const token = await tokenFor('provider@demo.test');
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await call('GET', `/api/wsi/get-download-link/${slide.id}`, { token });
    expect(status).toBe(200);
    expect(body.data.info).toEqual({
      contentType: slide.contentType,
      fileName: slide.fileName,
      sizeBytes: slide.sizeBytes,
    });

    const link = new URL(body.data.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_API}/slides/${slide.id}/file`);
    const expires = link.searchParams.get('expires');
    const signature = link.searchParams.get('signature');
    expect(expires).toMatch(/^\d+$/);
    expect(signature).toBeTruthy();
    expect(Number(expires)).toBeGreaterThan(before);
    expect(Date.parse(body.data.expiresAt)).toBe(Number(expires) * 1000);
    expect(checkSignature('test-link-secret', slide.id, 'file', expires, signature)).toBe('valid');
    expect(checkSignature('test-link-secret', 'blob-other', 'file', expires, signature)).toBe('invalid');
  });

  it('answers Deep Zoom links signed in the path, thumbnails and scale for a Deep Zoom slide', async () => {
    const token = await tokenFor('provider@demo.test');
    const { status, body } = await call('GET', '/api/wsi/get-download-link/blob-demo-01', { token });
    expect(status).toBe(200);
    const data = body.data as unknown as SlideLinkData;
    const folder = new URL(data.dziTilesFolder!);
    const [, , id, dz, expires, signature, name] = folder.pathname.split('/');
    expect([id, dz, name]).toEqual(['blob-demo-01', 'dz', 'blob-demo-01_files']);
    expect(folder.pathname.endsWith('/')).toBe(true);
    expect(checkSignature('test-link-secret', 'blob-demo-01', 'dzi', expires!, signature!)).toBe('valid');
    expect(data.dziUrl).toBe(`${data.dziTilesFolder!.slice(0, -'_files/'.length)}.dzi`);
    expect(data.dziTileSourceObject?.Image).toMatchObject({
      Url: data.dziTilesFolder,
      Format: 'jpg',
      Overlap: 0,
      TileSize: 256,
      Size: { Width: 4000, Height: 3000 },
    });
    expect(data.tileImageUrls.length).toBeGreaterThan(0);
    expect(data.tileImageUrls.length).toBeLessThanOrEqual(20);
    for (const url of data.tileImageUrls) {
      expect(url.startsWith(data.dziTilesFolder!)).toBe(true);
      expect(url.slice(data.dziTilesFolder!.length)).toMatch(/^\d+\/\d+_\d+\.jpg$/);
    }
    expect(data.firstTileUrl).toBe(`${data.dziTilesFolder}0/0_0.jpg`);
    expect(new URL(data.thumbnailUrl!).pathname).toBe('/slides/blob-demo-01/thumbnail.jpg');
    expect(new URL(data.previewUrl!).pathname).toBe('/slides/blob-demo-01/preview.jpg');
    expect(data).toMatchObject({ width: 4000, height: 3000, mpp: { x: 0.25, y: 0.25 }, magnification: 40 });
  });

  it('answers null Deep Zoom fields for a slide without a Deep Zoom copy (the TIFF route)', async () => {
    const token = await tokenFor('provider@demo.test');
    const { status, body } = await call('GET', '/api/wsi/get-download-link/blob-demo-02', { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      dziUrl: null,
      dziTilesFolder: null,
      dziTileSourceObject: null,
      firstTileUrl: null,
      tileImageUrls: [],
      info: { contentType: 'image/tiff', fileName: 'demo-02.tiff' },
      dicomweb: null,
    });
    expect(new URL(body.data.link).pathname).toBe('/slides/blob-demo-02/file');
  });
});

describe('outside the contract', () => {
  it.each([
    ['DELETE', '/api/Users/current', 'GET'],
    ['GET', '/api/users/login', 'POST'],
    ['POST', '/api/wsi/get-download-link/blob-x', 'GET'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const { status, headers, body } = await call(method, path);
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe(allow);
    expect(body).toMatchObject({ isSuccess: false, message: 'Method not allowed' });
  });

  it('an unknown /api path answers 404', async () => {
    const { status, body } = await call('GET', '/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ isSuccess: false, message: 'No such endpoint: GET /api/no-such-thing' });
  });
});

describe('fault injection (/__mock)', () => {
  it('a status fault affects only the next N matching calls', async () => {
    const token = await tokenFor('provider@demo.test');
    const armed = await armFault({
      method: 'GET',
      path: '/api/Users/current',
      times: 2,
      fault: { status: 500 },
    });
    expect(armed.status).toBe(200);

    // Another path is not affected.
    expect((await call('GET', '/api/Facility/get-current', { token })).status).toBe(403);
    const first = await call('GET', '/api/Users/current', { token });
    expect(first.status).toBe(500);
    expect(first.body).toMatchObject({ isSuccess: false, message: 'Injected fault' });
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(500);
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(200);
  });

  it('a status fault can carry its own message and defaults to one call', async () => {
    await armFault({ path: '/api/Users/current', fault: { status: 500, message: 'Database is down' } });
    const { status, body } = await call('GET', '/api/Users/current');
    expect(status).toBe(500);
    expect(body.message).toBe('Database is down');
    expect((await call('GET', '/api/Users/current')).status).toBe(401);
  });

  it('a fault matches the method', async () => {
    await armFault({ method: 'post', path: '/api/Users/current', fault: { status: 500 } });
    expect((await call('GET', '/api/Users/current')).status).toBe(401);
  });

  // Malformed and network faults are read straight from the handlers: through the test server, the contract
  // check of the setup would (rightly) flag the malformed body.
  const direct = (path: string, token: string) =>
    getResponse(
      mockBackend.handlers,
      new Request(`${TEST_API}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
    );

  it('a malformed fault answers a body outside the contract, once', async () => {
    const token = await tokenFor('provider@demo.test');
    await armFault({ path: '/api/Users/current', times: 1, fault: { malformed: true } });
    const faulty = await direct('/api/Users/current', token);
    expect(faulty?.status).toBe(200);
    expect(await faulty?.json()).toEqual({ isSuccess: true, data: { unexpected: true } });
    const healthy = await direct('/api/Users/current', token);
    expect(healthy?.status).toBe(200);
    expect(((await healthy!.json()) as Envelope).data.email).toBe('provider@demo.test');
  });

  it('a network fault answers a network error, once', async () => {
    const token = await tokenFor('provider@demo.test');
    await armFault({ path: '/api/Users/current', times: 1, fault: { network: true } });
    const faulty = await direct('/api/Users/current', token);
    expect(faulty?.type).toBe('error');
    expect((await direct('/api/Users/current', token))?.status).toBe(200);
  });

  it('a network fault makes fetch reject', async () => {
    await armFault({ path: '/api/Users/current', fault: { network: true } });
    await expect(fetch(`${TEST_API}/api/Users/current`)).rejects.toThrow(TypeError);
  });

  it('POST /__mock/reset clears faults and reseeds', async () => {
    const token = await tokenFor('provider@demo.test');
    await armFault({ path: '/api/Users/current', times: 5, fault: { status: 500 } });
    const reset = await call('POST', '/__mock/reset');
    expect(reset.status).toBe(200);
    // Sessions were reseeded away: the old token no longer works, and no fault answers.
    expect((await call('GET', '/api/Users/current', { token })).status).toBe(401);
    const fresh = await tokenFor('provider@demo.test');
    expect((await call('GET', '/api/Users/current', { token: fresh })).status).toBe(200);
  });

  it('DELETE /__mock/faults clears faults', async () => {
    await armFault({ path: '/api/Users/current', times: 5, fault: { status: 500 } });
    await call('DELETE', '/__mock/faults');
    expect((await call('GET', '/api/Users/current')).status).toBe(401);
  });

  it('rejects an invalid fault with 400', async () => {
    const { status, body } = await armFault({ path: 'no-slash', fault: { status: 200 } });
    expect(status).toBe(400);
    expect(body.isSuccess).toBe(false);
    expect(body.message).toMatch(/^Invalid fault: /);
  });

  it('GET /__mock/health answers 200', async () => {
    expect((await call('GET', '/__mock/health')).status).toBe(200);
  });
});
