/**
 * One instance among several (decision 087): its name on every answer, the balancer's health check answered
 * before anything else, and the 'trust proxy' setting read from the environment.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compressible,
  HEALTH_PATH,
  INSTANCE_HEADER,
  instanceFront,
  instanceName,
  trustProxySetting,
} from './instance.js';

let server: Server | null = null;

/** A server with the front in place and, behind it, a page that says 'page'. */
async function serve(name: string | null) {
  const front = instanceFront(name);
  server = createServer((req, res) => front(req, res, () => res.end('page')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

describe('instanceFront', () => {
  it('names the instance on every answer, the health check and the pages behind it alike', async () => {
    const base = await serve('app-2');
    const page = await fetch(`${base}/availableCases`);
    expect(await page.text()).toBe('page');
    expect(page.headers.get(INSTANCE_HEADER)).toBe('app-2');
    const health = await fetch(`${base}${HEALTH_PATH}`);
    expect(health.headers.get(INSTANCE_HEADER)).toBe('app-2');
  });

  it('answers GET and HEAD /healthz itself: 200 ok, never cached', async () => {
    const base = await serve(null);
    const health = await fetch(`${base}${HEALTH_PATH}?from=haproxy`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok\n');
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get(INSTANCE_HEADER)).toBeNull();
    const head = await fetch(`${base}${HEALTH_PATH}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('leaves other methods and paths to the app', async () => {
    const base = await serve('a');
    expect(await (await fetch(`${base}${HEALTH_PATH}`, { method: 'POST' })).text()).toBe('page');
    expect(await (await fetch(`${base}${HEALTH_PATH}x`)).text()).toBe('page');
  });
});

describe('instanceName', () => {
  it('is the trimmed name, or null when unset', () => {
    expect(instanceName(' app-1 ')).toBe('app-1');
    expect(instanceName(undefined)).toBeNull();
    expect(instanceName('  ')).toBeNull();
  });

  it('refuses what could not be a header value or would say more than a name', () => {
    expect(() => instanceName('app 1')).toThrow(/APP_INSTANCE must be a short name/);
    expect(() => instanceName('a\r\nSet-Cookie: x=1')).toThrow(/APP_INSTANCE/);
    expect(() => instanceName('x'.repeat(65))).toThrow(/APP_INSTANCE/);
  });
});

describe('trustProxySetting', () => {
  it("reads Express's forms: none, booleans, hops, names and addresses", () => {
    expect(trustProxySetting(undefined)).toBeUndefined();
    expect(trustProxySetting('')).toBeUndefined();
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback')).toBe('loopback');
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

describe('compressible', () => {
  /** An Express app with the server's compression, answering a stream of events (first at once) and a page. */
  async function serveCompressed() {
    const { default: express } = await import('express');
    const { default: compression } = await import('compression');
    const app = express();
    app.use(compression({ filter: compressible(compression.filter) }));
    app.get('/live', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write('id: 1\nevent: banner.changed\ndata: {}\n\n');
      const timer = setTimeout(() => res.end(), 5_000);
      res.on('close', () => clearTimeout(timer));
    });
    app.get('/page', (_req, res) => res.type('html').send(`<p>${'words '.repeat(500)}</p>`));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('lets an event out as it is written, uncompressed, while pages are still compressed', async () => {
    const base = await serveCompressed();
    const controller = new AbortController();
    const stream = await fetch(`${base}/live`, {
      headers: { 'Accept-Encoding': 'gzip' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the event was held back')), 2_000),
      ),
    ]);
    expect(new TextDecoder().decode(first.value)).toContain('event: banner.changed');
    controller.abort();
    const page = await fetch(`${base}/page`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });
});
