import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  LENGTH_REQUIRED_TEXT,
  TOO_LARGE_TEXT,
  UNSUPPORTED_TEXT,
  bodyGuard,
  bodyRefusal,
} from './body-guard.js';

const FORM = 'application/x-www-form-urlencoded';
const post = (path: string, contentType: string | undefined, contentLength: number | undefined) =>
  bodyRefusal({
    method: 'POST',
    path,
    contentType,
    contentLength: contentLength === undefined ? undefined : String(contentLength),
  });

describe('bodyRefusal', () => {
  it('lets a form, a form with files and a bare POST through, each within its limit', () => {
    expect(post('/login', FORM, 120)).toBeNull();
    expect(post('/login', `${FORM}; charset=UTF-8`, BODY_LIMITS.form)).toBeNull();
    expect(post('/registration', 'multipart/form-data; boundary=x', BODY_LIMITS.multipart)).toBeNull();
    expect(post('/logout', undefined, undefined)).toBeNull();
    expect(post('/session/activity', undefined, 0)).toBeNull();
    expect(bodyRefusal({ method: 'GET', path: '/login', contentLength: String(10 ** 12) })).toBeNull();
  });

  it('refuses a body over its kind’s limit (413) before it is read', () => {
    expect(post('/login', FORM, BODY_LIMITS.form + 1)).toEqual({ status: 413, text: TOO_LARGE_TEXT });
    expect(post('/login', FORM, 200 * 1024 * 1024)).toEqual({ status: 413, text: TOO_LARGE_TEXT });
    expect(
      post('/upload-project', 'multipart/form-data; boundary=x', BODY_LIMITS.multipart + 1)!.status,
    ).toBe(413);
    expect(post('/viewer/annotations', 'application/json', BODY_LIMITS.json + 1)!.status).toBe(413);
  });

  it('takes JSON only where the app posts it; any other type is a 415', () => {
    expect(post('/viewer/annotations', 'application/json', 100)).toBeNull();
    expect(post('/viewer/consult', 'application/json', 100)).toBeNull();
    expect(post('/cases/c-1/subsections/s-1/slide-upload', 'application/json', 100)).toBeNull();
    for (const [path, type] of [
      ['/login', 'application/json'],
      ['/login', 'text/plain'],
      ['/users/edit/usr-1', 'application/xml'],
      ['/login', undefined],
    ] as const)
      expect(post(path, type, 10), `${path} ${type}`).toEqual({ status: 415, text: UNSUPPORTED_TEXT });
  });

  it('asks for the length of a body sent without one (411)', () => {
    expect(
      bodyRefusal({ method: 'POST', path: '/login', contentType: FORM, transferEncoding: 'chunked' }),
    ).toEqual({ status: 411, text: LENGTH_REQUIRED_TEXT });
    expect(post('/login', FORM, Number.NaN)!.status).toBe(411);
  });
});

describe('bodyGuard over HTTP', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const guard = bodyGuard();
    server = createServer((req, res) => guard(req, res, () => res.end('action ran')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends the headers of a body it never sends in full: the answer must come from the headers alone. */
  const send = (headers: Record<string, string>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ port, method: 'POST', path: '/login', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.write('email=a');
      req.end();
    });

  it('answers a 200 MB form with 413 in words, reading none of it', async () => {
    const answer = await send({ 'Content-Type': FORM, 'Content-Length': String(200 * 1024 * 1024) });
    expect(answer).toEqual({ status: 413, text: TOO_LARGE_TEXT });
  });

  it('answers JSON sent to a form action with 415, and lets a form through', async () => {
    expect(await send({ 'Content-Type': 'application/json', 'Content-Length': '7' })).toEqual({
      status: 415,
      text: UNSUPPORTED_TEXT,
    });
    expect(await send({ 'Content-Type': FORM, 'Content-Length': '7' })).toEqual({
      status: 200,
      text: 'action ran',
    });
  });
});
