/**
 * The mock as a careful server (decision 042), over real HTTP where the express app is what is judged: malformed
 * URLs and failures in the envelope, QA routes behind the QA token, the client address only from a trusted
 * proxy, served files with nosniff and a Content-Disposition; and in-process: 415 for a body that is not JSON,
 * the login limits that no stranger can turn into a lockout of the owner.
 */
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { server as msw, TEST_API } from '../../tests/setup/mock-backend';
import { takeConsoleErrors } from '../../tests/setup/strict-console';
import { errorHandler, MALFORMED_URL_MESSAGE, SERVER_ERROR_MESSAGE } from './careful';
import { clientAddress, proxyTrust } from './client-address';
import { TOO_DEEP_MESSAGE } from './json-depth';
import { JSON_ONLY_MESSAGE } from './operation';
import { QA_TOKEN_HEADER, qaHeaders } from '../qa/qa-token';
import { rawRequest } from '../testing/raw-http';
import { DEMO_PASSWORD } from '../store/seed';
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError } from '../store/write-queue';

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('careful-test-secret');
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

const envelope = (message: string) => ({ isSuccess: false, message, data: null, error: null, details: null });

/** What a careful answer never shows: a stack frame or a path of this machine. */
function expectNothingLeaked(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/work\/|\/home\/|\/tmp\/|[A-Z]:\\/);
}

describe('malformed URLs and failures', () => {
  // Sent over a plain socket: the in-process MSW server, which sees every fetch of a test first, would stumble
  // on the URL itself.
  it.each(['/api/cases/%E0%A4%A', '/slides/%E0%A4%A/file', '/__mock/%ZZ', '/%'])(
    'GET %s answers 400 in the envelope, before authentication',
    async (path) => {
      const answer = await rawRequest(Number(new URL(mock.base).port), 'GET', path, {});
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual(envelope(MALFORMED_URL_MESSAGE));
      expectNothingLeaked(answer.text);
    },
  );

  // fetch cannot carry these methods, so MSW's middleware could not answer them: they hung.
  it.each(['TRACE'])('%s on a path of the contract answers 405 with Allow at once', async (method) => {
    const port = Number(new URL(mock.base).port);
    const answer = await rawRequest(port, method, '/api/banner', {});
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, PUT, DELETE');
    expect(JSON.parse(answer.text)).toEqual(envelope('Method not allowed'));
    expect((await rawRequest(port, method, '/api/nothing-here', {})).status).toBe(404);
  });

  it('a path nothing serves answers 404 in the envelope', async () => {
    const response = await fetch(`${mock.base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(envelope('Not found.'));
  });

  it('an unexpected error answers 500 in the envelope; its details reach the log only', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error(`ENOENT: no such file, open '${process.cwd()}/secret.json'`);
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    msw.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    const response = await fetch(`http://127.0.0.1:${port}/boom`);
    server.close();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(envelope(SERVER_ERROR_MESSAGE));
    expectNothingLeaked(text);
    expect(takeConsoleErrors()).toEqual([expect.stringContaining('GET /boom failed: Error: ENOENT')]);
  });
  it('a change the database could not save answers 503 with Retry-After, whatever route refused it', async () => {
    const app = express();
    app.post('/upload', () => {
      throw new StorageUnavailableError({ cause: new Error('ENOSPC: no space left on device') });
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    msw.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    const response = await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST' });
    server.close();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual(envelope(STORAGE_UNAVAILABLE_MESSAGE));
  });
});

describe('a JSON body nested thousands deep', () => {
  it('answers 400 in the envelope (not a stack overflow’s 500), signed in or not', async () => {
    const deep = (field: string) => `{"${field}":${'['.repeat(2_500)}${']'.repeat(2_500)},"password":"x"}`;
    const post = (path: string, body: string, token?: string) =>
      fetch(`${mock.base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body,
      });
    const login = await post('/api/users/login', deep('email'));
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual(envelope(TOO_DEEP_MESSAGE));
    // A secured operation checks the token first, then the body.
    expect((await post('/api/cases', deep('patient'))).status).toBe(401);
    const signedIn = await post(
      '/api/users/login',
      JSON.stringify({ email: 'facility@demo.test', password: DEMO_PASSWORD }),
    );
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const create = await post('/api/cases', deep('patient'), token);
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual(envelope(TOO_DEEP_MESSAGE));
    expect(takeConsoleErrors()).toEqual([]);
  });
});

describe('QA routes need the QA token', () => {
  it('refuses reset, faults and the outbox without it (401) or with a wrong one (403); health stays open', async () => {
    const calls = [
      ['POST', '/__mock/reset'],
      ['DELETE', '/__mock/faults'],
      ['GET', '/__mock/outbox?email=provider%40demo.test'],
    ] as const;
    for (const [method, path] of calls) {
      const missing = await fetch(`${mock.base}${path}`, { method });
      expect(missing.status, `${method} ${path}`).toBe(401);
      expect(await missing.json()).toEqual(
        envelope(`The QA routes need the QA token in the ${QA_TOKEN_HEADER} header.`),
      );
      const wrong = await fetch(`${mock.base}${path}`, { method, headers: { [QA_TOKEN_HEADER]: 'guess' } });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toEqual(envelope('The QA token is not valid.'));
    }
    const reset = await fetch(`${mock.base}/__mock/reset`, { method: 'POST', headers: qaHeaders() });
    expect(reset.status).toBe(200);
    expect((await fetch(`${mock.base}/__mock/health`)).status).toBe(200);
  });
});

describe('the client address', () => {
  it('is the socket address unless a proxy is trusted, and then the first untrusted hop', () => {
    expect(clientAddress('::ffff:10.0.0.5', '203.0.113.9', proxyTrust(undefined))).toBe('10.0.0.5');
    expect(clientAddress('127.0.0.1', '203.0.113.9', proxyTrust('false'))).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.9', proxyTrust('loopback'))).toBe('203.0.113.9');
    // A client that writes the header itself does not choose its address: the trusted proxy appended the real one.
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.9', proxyTrust('loopback'))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress('10.0.0.5', '203.0.113.9', proxyTrust('loopback'))).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.9, 10.0.0.7', proxyTrust('10.0.0.5,10.0.0.7'))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.9', proxyTrust('true'))).toBe('198.51.100.1');
  });

  it('over HTTP, a caller cannot pick another address by sending X-Forwarded-For (no proxy trusted)', async () => {
    const enquiry = {
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
    await fetch(`${mock.base}/__mock/reset`, { method: 'POST', headers: qaHeaders() });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${mock.base}/api/enquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body: JSON.stringify(enquiry),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('served files', () => {
  it('a slide file and its tiles carry nosniff and a Content-Disposition', async () => {
    const login = await fetch(`${mock.base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const link = await fetch(`${mock.base}/api/wsi/get-download-link/blob-demo-01`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const data = ((await link.json()) as { data: { link: string; firstTileUrl: string } }).data;
    const file = await fetch(new URL(data.link, mock.base), { headers: { Range: 'bytes=0-15' } });
    expect(file.status).toBe(206);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    const tile = await fetch(new URL(data.firstTileUrl, mock.base));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('x-content-type-options')).toBe('nosniff');
    expect(tile.headers.get('content-disposition')).toMatch(/^inline; filename="/);
  });
});

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${TEST_API}${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('JSON operations refuse other content types (415)', () => {
  const credentials = JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], [null]])(
    'a login posted as %s answers 415 and logs nobody in',
    async (type) => {
      const answer = await post('/api/users/login', credentials, type ? { 'Content-Type': type } : {});
      expect(answer).toEqual({ status: 415, body: envelope(JSON_ONLY_MESSAGE) });
    },
  );

  it('takes application/json with parameters, and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json'])
      expect((await post('/api/users/login', credentials, { 'Content-Type': type })).status).toBe(200);
  });
});

describe('failed logins never lock the owner out', () => {
  const login = (email: string, password: string, client: string) =>
    post('/api/users/login', JSON.stringify({ email, password }), {
      'Content-Type': 'application/json',
      'X-Forwarded-For': client,
    });
  const STRANGER = '203.0.113.66';
  const OWNER = '198.51.100.4';

  it("a stranger's five failures hold back the stranger only; the owner's right password still works", async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('provider@demo.test', 'wrong', STRANGER)).status).toBe(401);
    const held = await login('provider@demo.test', DEMO_PASSWORD, STRANGER);
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({
      message:
        'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.',
    });
    expect((await login('provider@demo.test', DEMO_PASSWORD, OWNER)).status).toBe(200);
  });

  it('one client failing on 20 accounts is never refused a right password (decision 064)', async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(`someone${i}@example.org`, 'wrong', STRANGER)).status).toBe(401);
    expect((await login('admin@demo.test', DEMO_PASSWORD, STRANGER)).status).toBe(200);
  });
});
