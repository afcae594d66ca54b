import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT, allowedOriginsFromEnv, crossSiteGuard, crossSiteRefusal } from './cross-site.js';

const HOST = 'app.example:3000';

describe('crossSiteRefusal', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('never refuses %s (no action runs on it)', (method) => {
    expect(
      crossSiteRefusal({ method, secFetchSite: 'cross-site', origin: 'https://evil.test', host: HOST }),
    ).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    'refuses a %s the browser marks cross-site or same-site',
    (method) => {
      expect(crossSiteRefusal({ method, secFetchSite: 'cross-site', host: HOST })).toMatch(/cross-site/);
      expect(crossSiteRefusal({ method, secFetchSite: 'same-site', host: HOST })).toMatch(/same-site/);
    },
  );

  it('lets the browser’s same-origin and user-initiated requests through', () => {
    expect(
      crossSiteRefusal({ method: 'POST', secFetchSite: 'same-origin', origin: `http://${HOST}`, host: HOST }),
    ).toBeNull();
    expect(crossSiteRefusal({ method: 'POST', secFetchSite: 'none', host: HOST })).toBeNull();
  });

  it('without Sec-Fetch-Site, the Origin must be this app’s host', () => {
    expect(crossSiteRefusal({ method: 'POST', origin: `http://${HOST}`, host: HOST })).toBeNull();
    expect(crossSiteRefusal({ method: 'POST', origin: 'http://evil.test', host: HOST })).toMatch(
      /evil\.test/,
    );
    expect(
      crossSiteRefusal({ method: 'POST', origin: 'http://app.example:3001', host: HOST }),
    ).not.toBeNull();
    expect(crossSiteRefusal({ method: 'POST', origin: 'null', host: HOST })).toBe('Origin: null');
    expect(crossSiteRefusal({ method: 'POST', origin: 'not a url', host: HOST })).toMatch(/unreadable/);
  });

  it('without an Origin, the Referer must be this app', () => {
    expect(
      crossSiteRefusal({ method: 'POST', referer: `http://${HOST}/login?x=1,2`, host: HOST }),
    ).toBeNull();
    expect(crossSiteRefusal({ method: 'POST', referer: 'https://evil.test/page', host: HOST })).toMatch(
      /Referer/,
    );
  });

  it('with APP_ORIGINS set, only those origins (scheme included) are this app', () => {
    const allowedOrigins = allowedOriginsFromEnv('https://app.example, https://www.app.example/');
    expect(allowedOrigins).toEqual(['https://app.example', 'https://www.app.example']);
    const facts = { method: 'POST', host: 'internal:3000', allowedOrigins };
    expect(crossSiteRefusal({ ...facts, origin: 'https://www.app.example' })).toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'http://app.example' })).not.toBeNull();
    expect(crossSiteRefusal({ ...facts, origin: 'http://internal:3000' })).not.toBeNull();
  });

  it('a request from no browser page (no Sec-Fetch-Site, Origin or Referer) goes on', () => {
    expect(crossSiteRefusal({ method: 'POST', host: HOST })).toBeNull();
  });
});

/** A plain node:http request (global fetch belongs to the test's mock backend, which refuses other hosts). */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(init.body);
    },
  );
}

describe('crossSiteGuard middleware', () => {
  let server: Server;
  let base: string;
  let reached = 0;

  beforeAll(async () => {
    const guard = crossSiteGuard({ allowedOrigins: [] });
    server = createServer((req, res) =>
      guard(req, res, () => {
        reached++;
        res.end('action ran');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 403 with the catalogue’s sentence and never calls what is behind it', async () => {
    reached = 0;
    const response = await send(`${base}/logout`, {
      method: 'POST',
      headers: { Origin: 'http://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(response.status).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(FORBIDDEN_TEXT);
    expect(reached).toBe(0);
  });

  it('passes a same-origin POST and any GET', async () => {
    reached = 0;
    const same = await send(`${base}/logout`, { method: 'POST', headers: { Origin: base } });
    expect(same.text).toBe('action ran');
    const get = await send(`${base}/login`, { headers: { Origin: 'http://evil.test' } });
    expect(get.text).toBe('action ran');
    expect(reached).toBe(2);
  });
});
