/**
 * Every named scenario on the real HTTP mock (as `npm run mock` serves it), switched on through
 * /__mock/scenarios, and what a client then sees; the catalogue, refusals, replacement and namespaces.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { qaHttp, type JournalRow } from '../testing/qa-http';

let mock: MockHttpServer;
let client: ReturnType<typeof qaHttp>;
beforeAll(async () => {
  mock = await startMockHttpServer('scenarios-test-secret');
  client = qaHttp(mock.base);
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

interface Catalogue {
  catalogue: {
    name: string;
    description: string;
    options: Record<string, string>;
    defaultRoutes: string[];
  }[];
  active: { name: string; routes: string[]; namespace: string | null; remaining: number | null }[];
}

const on = async (scenario: Record<string, unknown>) => {
  const { status, body } = await client.scenario(scenario);
  expect(status, body.message ?? '').toBe(200);
};
const active = async () => (await client.qa<Catalogue>('GET', '/__mock/scenarios')).body.data.active;

/** Reads a body chunk by chunk as it arrives; a cut connection ends the reading with `error`. */
async function readChunks(response: Response) {
  const chunks: Buffer[] = [];
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { chunks, bytes: Buffer.concat(chunks), error: null };
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    return { chunks, bytes: Buffer.concat(chunks), error };
  }
}

describe('the catalogue', () => {
  it('lists every scenario with what it does, its options and default routes, and what is active', async () => {
    await on({ name: 'latency', options: { ms: 5 }, routes: ['GET /api/cases'], namespace: 'qa-1' });
    const { body } = await client.qa<Catalogue>('GET', '/__mock/scenarios');
    expect(body.data.catalogue.map((s) => s.name)).toEqual([
      'latency',
      'burst-5xx',
      'token-expired',
      'slow-tiles',
      'partial-tiles',
      'corrupt-tiff',
      'connection-reset',
      'garbage-body',
      '429-storm',
      'spellings',
      'short-links',
    ]);
    for (const entry of body.data.catalogue) expect(entry.description.length).toBeGreaterThan(20);
    expect(body.data.active).toEqual([
      expect.objectContaining({
        name: 'latency',
        routes: ['GET /api/cases'],
        namespace: 'qa-1',
        remaining: null,
      }),
    ]);
  });

  it('refuses an unknown scenario, option, key or route, naming it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'meteor' }, /Unknown scenario "meteor"; known: latency, burst-5xx/],
      [{ name: 'latency', options: { seconds: 2 } }, /Invalid options for latency: .*seconds/],
      [{ name: 'latency', route: ['/api/cases'] }, /route/],
      [{ name: 'latency', routes: ['FETCH /api/cases'] }, /"FETCH" is not an HTTP method/],
      [{ name: 'latency', routes: ['cases'] }, /"cases" is neither a path .* nor an operationId/],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await client.scenario(input);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    }
  });

  it('arming again on the same routes replaces; DELETE clears by name, namespace or all', async () => {
    await on({ name: 'latency', options: { ms: 5 } });
    await on({ name: 'latency', options: { ms: 9 } });
    await on({ name: 'latency', options: { ms: 9 }, namespace: 'other' });
    await on({ name: '429-storm', routes: ['listTasks'] });
    expect((await active()).map((s) => `${s.name} ${s.namespace}`)).toEqual([
      'latency null',
      'latency other',
      '429-storm null',
    ]);
    await client.qa('DELETE', '/__mock/scenarios?namespace=other');
    expect((await active()).map((s) => s.name)).toEqual(['latency', '429-storm']);
    await client.qa('DELETE', '/__mock/scenarios?name=latency');
    expect((await active()).map((s) => s.routes)).toEqual([['GET listTasks']]);
    await client.qa('DELETE', '/__mock/scenarios');
    expect(await active()).toEqual([]);
  });
});

describe('each scenario', () => {
  it('latency: matching requests wait before they are answered', async () => {
    await on({ name: 'latency', options: { ms: 40 }, routes: ['GET /api/Users/current'] });
    expect((await client.api('/api/Users/current')).status).toBe(401);
    expect((await client.api('/api/cases')).status).toBe(401);
    const { body } = await client.journal('?path=/api/Users/current');
    expect(body.data[0]!.applied).toEqual(['scenario latency']);
    expect((body.data[0] as JournalRow & { durationMs: number }).durationMs).toBeGreaterThanOrEqual(35);
    expect((await client.journal('?path=/api/cases')).body.data[0]!.applied).toEqual([]);
  });

  it('burst-5xx: N answers 5xx in the envelope, then the server recovers', async () => {
    const token = await client.token();
    await on({ name: 'burst-5xx', options: { times: 2 }, routes: ['GET /api/cases'] });
    for (let i = 0; i < 2; i++) {
      const response = await client.api('/api/cases', { token });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toMatchObject({
        isSuccess: false,
        message: expect.stringMatching(/Try again/),
      });
    }
    expect((await client.api('/api/cases', { token })).status).toBe(200);
    expect(await active()).toEqual([]);
  });

  it('token-expired: the next authenticated call answers 401 as an expired token does, and stays so', async () => {
    const token = await client.token();
    await on({ name: 'token-expired' });
    // A call without a token (a login) passes it by.
    const fresh = await client.token('admin@demo.test');
    const expired = await client.api('/api/Users/current', { token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await client.api('/api/cases', { token })).status).toBe(401);
    expect((await client.api('/api/Users/current', { token: fresh })).status).toBe(200);
  });

  it('slow-tiles: a tile arrives a few bytes at a time, whole', async () => {
    const tile = (await client.slideLinks('blob-demo-01')).firstTileUrl!;
    const whole = Buffer.from(await (await fetch(tile)).arrayBuffer());
    await on({ name: 'slow-tiles', options: { chunkBytes: Math.ceil(whole.length / 4), intervalMs: 20 } });
    const slow = await fetch(tile);
    expect(slow.status).toBe(200);
    const { chunks, bytes, error } = await readChunks(slow);
    expect(error).toBeNull();
    expect(bytes.equals(whole)).toBe(true);
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('partial-tiles: a tile is cut short and the connection closes', async () => {
    const tile = (await client.slideLinks('blob-demo-01')).firstTileUrl!;
    const whole = Buffer.from(await (await fetch(tile)).arrayBuffer());
    await on({ name: 'partial-tiles', options: { fraction: 0.25 } });
    const partial = await fetch(tile);
    expect(partial.status).toBe(200);
    expect(Number(partial.headers.get('content-length'))).toBe(whole.length);
    const { bytes, error } = await readChunks(partial);
    expect(error).not.toBeNull();
    expect(bytes.length).toBeLessThanOrEqual(Math.floor(whole.length * 0.25));
    expect(whole.subarray(0, bytes.length).equals(bytes)).toBe(true);
  });

  it('corrupt-tiff: a TIFF slide is mangled (Range requests too); a JPEG passes untouched', async () => {
    const link = await client.slideLinks('blob-demo-02');
    const range = async (spec: string) => {
      const response = await fetch(link.link, { headers: { Range: `bytes=${spec}` } });
      expect(response.status).toBe(206);
      return Buffer.from(await response.arrayBuffer());
    };
    const head = await range('0-4095');
    const middle = await range('1000-2047');
    const thumbnail = Buffer.from(await (await fetch(link.thumbnailUrl!)).arrayBuffer());
    await on({ name: 'corrupt-tiff', options: { every: 1024 } });
    await on({ name: 'corrupt-tiff', options: { every: 1024 }, routes: ['getSlideThumbnail'] });
    const badHead = await range('0-4095');
    expect(badHead.subarray(0, 4).equals(head.subarray(0, 4))).toBe(true);
    expect([...badHead.subarray(4, 16)]).toEqual(Array(12).fill(0xff));
    expect(badHead[1023]).toBe(head[1023]! ^ 0xff);
    expect(badHead[2047]).toBe(head[2047]! ^ 0xff);
    expect(badHead.subarray(16, 1023).equals(head.subarray(16, 1023))).toBe(true);
    const badMiddle = await range('1000-2047');
    expect(badMiddle[23]).toBe(middle[23]! ^ 0xff);
    expect(badMiddle[1047]).toBe(middle[1047]! ^ 0xff);
    expect(Buffer.from(await (await fetch(link.thumbnailUrl!)).arrayBuffer()).equals(thumbnail)).toBe(true);
  });

  it('connection-reset: no answer, the connection is reset; the mock goes on', async () => {
    await on({ name: 'connection-reset', options: { times: 1 } });
    await expect(client.api('/api/Users/current')).rejects.toThrow(TypeError);
    expect((await client.api('/api/Users/current')).status).toBe(401);
  });

  it('garbage-body: 200 with a body that is not JSON, labelled as JSON', async () => {
    await on({ name: 'garbage-body', routes: ['GET /api/Users/current'] });
    const response = await client.api('/api/Users/current');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(text).toMatch(/^<!doctype html>/);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('429-storm: 429 with Retry-After in the envelope', async () => {
    await on({ name: '429-storm', options: { retryAfter: 7, times: 2 } });
    for (let i = 0; i < 2; i++) {
      const response = await client.api('/api/cases');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('7');
      expect(await response.json()).toMatchObject({ message: 'Too many requests. Try again in 7 seconds.' });
    }
    expect((await client.api('/api/cases')).status).toBe(401);
  });
});

describe('namespaces', () => {
  it('a namespaced scenario touches only requests that carry the namespace', async () => {
    await on({ name: 'burst-5xx', options: { times: 5 }, namespace: 'worker-2' });
    expect((await client.api('/api/cases')).status).toBe(401);
    expect((await client.api('/api/cases', { namespace: 'worker-1' })).status).toBe(401);
    expect((await client.api('/api/cases', { namespace: 'worker-2' })).status).toBe(503);
    expect((await active())[0]!.remaining).toBe(4);
  });
});
