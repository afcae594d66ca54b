/**
 * Faults on the real HTTP mock: matched by method and route template (or concrete path, prefix, query), on every
 * route express answers (API, slide tiles, tus, streamed uploads); unknown keys refused; listed with what is
 * left; scoped by namespace; and a network fault resets the connection without taking the process down.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { qaHttp } from '../testing/qa-http';

let mock: MockHttpServer;
let client: ReturnType<typeof qaHttp>;
beforeAll(async () => {
  mock = await startMockHttpServer('faults-test-secret');
  client = qaHttp(mock.base);
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

const status = async (path: string, init: Parameters<ReturnType<typeof qaHttp>['api']>[1] = {}) =>
  (await client.api(path, init)).status;

describe('matching', () => {
  it('a route template matches every path of it, and no literal path of the contract', async () => {
    expect(
      (await client.arm({ method: '*', path: '/api/cases/{id}', times: 5, fault: { status: 500 } })).status,
    ).toBe(200);
    expect(await status('/api/cases/case-0001')).toBe(500);
    expect(await status('/api/cases/case-0002', { method: 'PUT', body: {} })).toBe(500);
    // /api/cases/import is its own path, not a case whose id is "import"; /api/cases another route.
    expect(await status('/api/cases/import', { method: 'POST', body: {} })).toBe(401);
    expect(await status('/api/cases')).toBe(401);
  });

  it('a concrete path matches that path only, and the method (GET unless given)', async () => {
    await client.arm({ path: '/api/cases/case-0001', times: 3, fault: { status: 502 } });
    expect(await status('/api/cases/case-0002')).toBe(401);
    expect(await status('/api/cases/case-0001', { method: 'PUT', body: {} })).toBe(401);
    expect(await status('/api/cases/case-0001')).toBe(502);
  });

  it('ignores query strings unless the fault names query values', async () => {
    await client.arm({ path: '/api/cases', times: 2, fault: { status: 500 } });
    expect(await status('/api/cases?page=2&status=Draft')).toBe(500);
    await client.qa('DELETE', '/__mock/faults');
    await client.arm({ path: '/api/cases', query: { status: 'Draft' }, fault: { status: 503 } });
    expect(await status('/api/cases?status=Available')).toBe(401);
    expect(await status('/api/cases?page=1&status=Draft')).toBe(503);
  });

  it('fires on slide tiles, tus uploads and streamed multipart uploads', async () => {
    const link = await client.slideLinks('blob-demo-01');
    const tile = link.firstTileUrl!;
    await client.arm({
      path: '/slides/{slideId}/dz/{expires}/{signature}/{tilesFolder}/{level}/{tile}',
      fault: { status: 503, headers: { 'Retry-After': '2' } },
    });
    const faulty = await fetch(tile);
    expect(faulty.status).toBe(503);
    expect(faulty.headers.get('retry-after')).toBe('2');
    expect((await fetch(tile)).status).toBe(200);

    await client.arm({ method: 'POST', path: '/slide-uploads/*', fault: { status: 507 } });
    expect(await status('/slide-uploads/grant/1/signature', { method: 'POST' })).toBe(507);
    expect(await status('/slide-uploads/grant/1/signature', { method: 'POST' })).toBe(403);

    await client.arm({ method: 'POST', path: '/api/cases/{caseId}/attachments', fault: { status: 504 } });
    expect(await status('/api/cases/case-0001/attachments', { method: 'POST' })).toBe(504);
    expect(await status('/api/cases/case-0001/attachments', { method: 'POST' })).toBe(401);
  });
});

describe('arming', () => {
  it('refuses unknown keys, naming them, at the top and inside the fault', async () => {
    const top = await client.arm({ path: '/api/cases', fault: { status: 500 }, colour: 'red' });
    expect(top.status).toBe(400);
    expect(top.body.message).toMatch(/colour/);
    const inner = await client.arm({ path: '/api/cases', fault: { status: 500, retry: true } });
    expect(inner.status).toBe(400);
    expect(inner.body.message).toMatch(/fault: .*retry/);
    const both = await client.arm({ path: '/api/cases', fault: { status: 500, network: true } });
    expect(both.body.message).toMatch(/exactly one of "status", "malformed" or "network"/);
  });

  it('GET lists what is armed, with the calls each has left', async () => {
    await client.arm({ path: '/api/cases/{caseId}', times: 3, fault: { status: 500 } });
    await client.arm({ method: 'POST', path: '/api/cases', namespace: 'run-7', fault: { malformed: true } });
    await status('/api/cases/case-0009');
    const { body } = await client.qa<Array<Record<string, unknown>>>('GET', '/__mock/faults');
    expect(body.data).toEqual([
      expect.objectContaining({
        route: 'GET /api/cases/{caseId}',
        remaining: 2,
        namespace: null,
        fault: { status: 500 },
      }),
      expect.objectContaining({
        route: 'POST /api/cases',
        remaining: 1,
        namespace: 'run-7',
        fault: { malformed: true },
      }),
    ]);
  });
});

describe('answers', () => {
  it('a 429 or 503 fault carries Retry-After (1 s unless its headers give one), as every 429 and 503 does', async () => {
    await client.arm({ path: '/api/reference/countries', times: 1, fault: { status: 429 } });
    await client.arm({
      path: '/api/reference/us-states',
      times: 1,
      fault: { status: 503, headers: { 'retry-after': '7' } },
    });
    await client.arm({ path: '/api/banner', times: 1, fault: { status: 500 } });
    expect((await client.api('/api/reference/countries')).headers.get('retry-after')).toBe('1');
    expect((await client.api('/api/reference/us-states')).headers.get('retry-after')).toBe('7');
    expect((await client.api('/api/banner')).headers.get('retry-after')).toBeNull();
  });
});

describe('the QA clock', () => {
  it("is every answer's Date header, so due states and the answer's time agree", async () => {
    const moved = await client.qa('POST', '/__mock/clock', { advanceHours: 48 });
    expect(moved.status).toBe(200);
    try {
      const date = Date.parse((await client.api('/api/reference/countries')).headers.get('date')!);
      expect(date - Date.now()).toBeGreaterThan(47 * 3_600_000);
    } finally {
      await client.qa('DELETE', '/__mock/clock');
    }
    const date = Date.parse((await client.api('/api/reference/countries')).headers.get('date')!);
    expect(Math.abs(date - Date.now())).toBeLessThan(60_000);
  });
});

describe('namespaces', () => {
  it('a namespaced fault fires only for requests carrying that namespace; DELETE clears one namespace', async () => {
    await client.arm({ path: '/api/cases', times: 5, namespace: 'test-a', fault: { status: 500 } });
    await client.arm({ path: '/api/cases', times: 5, namespace: 'test-b', fault: { status: 502 } });
    expect(await status('/api/cases')).toBe(401);
    expect(await status('/api/cases', { namespace: 'test-c' })).toBe(401);
    expect(await status('/api/cases', { namespace: 'test-a' })).toBe(500);
    expect(await status('/api/cases', { namespace: 'test-b' })).toBe(502);
    await client.qa('DELETE', '/__mock/faults?namespace=test-a');
    expect(await status('/api/cases', { namespace: 'test-a' })).toBe(401);
    expect(await status('/api/cases', { namespace: 'test-b' })).toBe(502);
  });

  it('browsers may send the namespace header to the slide routes and tus uploads (CORS preflight)', async () => {
    for (const path of ['/slides/blob-demo-01/file', '/slide-uploads/grant/1/signature']) {
      const preflight = await fetch(`${mock.base}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://app.test',
          'Access-Control-Request-Method': path.startsWith('/slides') ? 'GET' : 'POST',
          'Access-Control-Request-Headers': 'x-mock-namespace',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers'), path).toMatch(/X-Mock-Namespace/i);
    }
  });
});

describe('a network fault', () => {
  it('resets the connection, and the process goes on answering', async () => {
    await client.arm({ path: '/api/Users/current', times: 2, fault: { network: true } });
    await expect(client.api('/api/Users/current')).rejects.toThrow(TypeError);
    // A body on its way (a streamed upload) is cut off the same way.
    await client.arm({ method: 'POST', path: '/api/cases/{caseId}/attachments', fault: { network: true } });
    await expect(
      client.api('/api/cases/case-0001/attachments', {
        method: 'POST',
        body: { large: 'x'.repeat(100_000) },
      }),
    ).rejects.toThrow(TypeError);
    await expect(client.api('/api/Users/current')).rejects.toThrow(TypeError);
    expect((await fetch(`${mock.base}/__mock/health`)).status).toBe(200);
    expect(await status('/api/Users/current', { token: await client.token() })).toBe(200);
  });
});
