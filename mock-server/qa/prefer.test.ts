/**
 * The Prefer header (Prism's `code`, `example`, `dynamic`, plus `delay`): on the real HTTP mock, in-process, and
 * for every operation and declared status of openapi.yaml, a body valid for its schema. Only with the QA token:
 * without it (or with another) the request gets its real answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../contracts';
import { contractViolations } from '../../tests/contract/openapi-validator';
import { QA_HEADERS, TEST_API } from '../../tests/setup/mock-backend';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { qaHttp } from '../testing/qa-http';
import { declaredResponses, resolvePointer } from './contract-responses';
import { resolveRoute } from './matching';
import { preferredAnswer, readPreferences } from './prefer';
import { QA_TOKEN_HEADER, qaHeaders } from './qa-token';
import { sample, type Schema } from './samples';

let mock: MockHttpServer;
let client: ReturnType<typeof qaHttp>;
beforeAll(async () => {
  mock = await startMockHttpServer('prefer-test-secret');
  client = qaHttp(mock.base);
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

/** A call with a Prefer header and the QA token. */
const prefer = (path: string, value: string, init: Parameters<ReturnType<typeof qaHttp>['api']>[1] = {}) =>
  client.api(path, { ...init, headers: { Prefer: value, ...qaHeaders() } });

/** A walk over every operation of the contract: seconds on a busy 2-core machine, past vitest's 5 s default. */
const WHOLE_CONTRACT_TIMEOUT_MS = 30_000;

describe('over HTTP', () => {
  it('code= answers that declared status with its example, before authentication', async () => {
    const response = await prefer('/api/cases/case-0001', 'code=404');
    expect(response.status).toBe(404);
    expect(response.headers.get('preference-applied')).toBe('code=404');
    const body = (await response.json()) as { isSuccess: boolean; message: string };
    expect(body.isSuccess).toBe(false);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('without code=, the lowest 2xx; dynamic=true a generated body valid for the schema', async () => {
    const request = new Request(`${mock.base}/api/cases/case-0001`, {
      headers: { Prefer: 'dynamic=true', ...qaHeaders() },
    });
    const response = await fetch(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('code=200, dynamic=true');
    expect(await contractViolations(request, response)).toEqual([]);
  });

  it('an undeclared code, an unknown example or a malformed value answers 400 naming what is allowed', async () => {
    const undeclared = await prefer('/api/cases/case-0001', 'code=418');
    expect(undeclared.status).toBe(400);
    expect(((await undeclared.json()) as { message: string }).message).toBe(
      'Prefer code=418 is not declared for getCase (GET /api/cases/{caseId}); declared: 200, 400, 401, 403, 404, 405, 429, 500, 503.',
    );
    const example = await prefer('/api/cases/case-0001', 'code=200, example=nope');
    expect(example.status).toBe(400);
    expect(((await example.json()) as { message: string }).message).toMatch(
      /^Prefer example=nope is not an example of the 200 response of getCase \(GET \/api\/cases\/\{caseId\}\); /,
    );
    expect((await prefer('/api/cases', 'dynamic=yes')).status).toBe(400);
    expect((await prefer('/api/cases', 'code=abc')).status).toBe(400);
  });

  it("Prism's query form works too, other preferences are ignored, and delay= waits then runs the handler", async () => {
    expect((await client.api('/api/cases/case-0001?__code=403', { headers: qaHeaders() })).status).toBe(403);
    expect((await prefer('/api/cases', 'return=minimal')).status).toBe(401);
    const delayed = await prefer('/api/cases', 'delay=30');
    expect(delayed.status).toBe(401);
    const { body } = await client.journal('?path=/api/cases');
    expect(body.data.map((e) => e.applied)).toEqual([[], ['prefer delay=30']]);
  });

  it('a file operation answers its declared media type', async () => {
    const response = await prefer('/slides/blob-demo-01/thumbnail.jpg', 'code=200');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('in-process (vitest, no socket)', () => {
  it('answers the preferred status, checked against the contract like every mocked answer', async () => {
    const response = await fetch(`${TEST_API}/api/Users/current`, {
      headers: { Prefer: 'code=401', ...QA_HEADERS },
    });
    expect(response.status).toBe(401);
  });
});

describe('without the QA token', () => {
  const CASE = '/api/cases/case-0001';
  /** What Prefer: code=200 answers for getCase in the handler's place: the contract's example. */
  const example = () =>
    JSON.parse(
      preferredAnswer('getCase', declaredResponses('/api/cases/{caseId}', 'GET')!, { code: 200 }).body,
    );

  it('over HTTP, Prefer and its query form are ignored: the real answer; with the token, the example', async () => {
    const token = await client.token('admin@demo.test');
    const real = (await (await client.api(CASE, { token })).json()) as { data: { caseID: string } };
    expect(real.data.caseID).toBe('case-0001');
    expect(example().data.caseID).not.toBe('case-0001');
    const withoutToken: Record<string, string>[] = [{}, { [QA_TOKEN_HEADER]: 'not-the-token' }];
    const preferring: [string, Record<string, string>][] = [
      [CASE, { Prefer: 'code=200' }],
      [`${CASE}?__code=200`, {}],
    ];
    for (const headers of withoutToken) {
      for (const [path, prefer] of preferring) {
        const answer = await client.api(path, { token, headers: { ...prefer, ...headers } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('preference-applied')).toBeNull();
        expect(await answer.json()).toEqual(real);
        // A visitor is refused, whatever they prefer.
        const visitor = await client.api(path, { headers: { ...prefer, ...headers } });
        expect(visitor.status).toBe(401);
      }
    }
    const preferred = await client.api(CASE, { token, headers: { Prefer: 'code=200', ...qaHeaders() } });
    expect(preferred.headers.get('preference-applied')).toBe('code=200');
    expect(await preferred.json()).toEqual(example());
  });

  it('in-process, the handler answers too', async () => {
    const response = await fetch(`${TEST_API}/api/Users/current`, { headers: { Prefer: 'code=200' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('preference-applied')).toBeNull();
  });
});

describe('preferences', () => {
  it('are read from the header, comma- or semicolon-separated, quoted or not', () => {
    expect(readPreferences('code=404, example="notFound"', new URLSearchParams())).toEqual({
      code: 404,
      example: 'notFound',
    });
    expect(readPreferences('dynamic=true; delay=20', new URLSearchParams())).toEqual({
      dynamic: true,
      delayMs: 20,
    });
    expect(readPreferences(null, new URLSearchParams('__code=500'))).toEqual({ code: 500 });
    expect(readPreferences('delay=500000', new URLSearchParams())).toMatch(/delay=/);
  });

  it('example= picks a named example of the chosen response', () => {
    const declared = [
      {
        status: '200',
        headers: {},
        content: {
          'application/json': {
            examples: { cat: { value: { name: 'Fluffy' } }, dog: { value: { name: 'Spot' } } },
          },
        },
      },
    ];
    const answer = preferredAnswer('getPet (GET /pets/{id})', declared, { example: 'dog' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ name: 'Spot' });
    expect(answer.headers['Preference-Applied']).toBe('code=200, example=dog');
    const unknown = preferredAnswer('getPet (GET /pets/{id})', declared, { example: 'fish' });
    expect(JSON.parse(unknown.body).message).toMatch(/its examples: cat, dog\.$/);
    // Without example=, Prism's static choice: the first example.
    expect(JSON.parse(preferredAnswer('getPet', declared, {}).body)).toEqual({ name: 'Fluffy' });
  });
});

describe('every declared JSON response of the contract', () => {
  it(
    'gets a static body and dynamic bodies valid for its schema',
    { timeout: WHOLE_CONTRACT_TIMEOUT_MS },
    async () => {
      const seen = new Set<string>();
      const problems: string[] = [];
      for (const [operationId, op] of Object.entries(operations)) {
        const path = op.path.replace(/\{\w+\}/g, 'x1');
        const method = op.method.toUpperCase();
        expect(resolveRoute(method, path)?.operationId, path).toBe(operationId);
        for (const response of declaredResponses(op.path, method) ?? []) {
          const media = response.content?.['application/json'];
          if (!media?.schema || !/^\d+$/.test(response.status)) continue;
          const key = `${response.status} ${JSON.stringify(media.schema)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          for (const seed of [0, 1, 2, 3, 4]) {
            const value = sample(media.schema, {
              dynamic: seed > 0,
              seed,
              resolve: (ref) => resolvePointer(ref) as Schema,
            });
            const request = new Request(`${TEST_API}${path}`, { method });
            const answer = new Response(JSON.stringify(value), {
              status: Number(response.status),
              headers: { 'Content-Type': 'application/json' },
            });
            problems.push(
              ...(await contractViolations(request, answer)).map((p) => `${operationId} seed ${seed}: ${p}`),
            );
          }
        }
      }
      expect(seen.size).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    },
  );
});
