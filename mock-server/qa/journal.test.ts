/**
 * The request journal of the HTTP mock: what each request was (route, operation, namespace, status, what QA did),
 * the JSON body with secrets redacted and long bodies cut, the filters, and emptying it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { qaHttp, type JournalRow } from '../testing/qa-http';
import { JOURNAL_SIZE, queryJournal, REDACTED, startEntry } from './journal';

let mock: MockHttpServer;
let client: ReturnType<typeof qaHttp>;
beforeAll(async () => {
  mock = await startMockHttpServer('journal-test-secret');
  client = qaHttp(mock.base);
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

const rows = async (query = '') => {
  const { status, body } = await client.journal(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};

describe('entries', () => {
  it('record each request in order: route, operation, namespace, status, what QA did; not the QA routes', async () => {
    const token = await client.token();
    await client.arm({ path: '/api/cases/{caseId}', fault: { status: 500 } });
    await client.api('/api/cases/case-0007?view=full', { token, namespace: 'spec-1' });
    await client.api('/api/cases?page=2', { token });
    const [login, faulty, list, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(login).toMatchObject({
      method: 'POST',
      path: '/api/users/login',
      operationId: 'login',
      status: 200,
    });
    expect(faulty).toMatchObject({
      method: 'GET',
      path: '/api/cases/case-0007',
      query: '?view=full',
      route: '/api/cases/{caseId}',
      operationId: 'getCase',
      namespace: 'spec-1',
      status: 500,
      applied: ['fault 1'],
    });
    expect(list).toMatchObject({
      route: '/api/cases',
      operationId: 'listCases',
      namespace: null,
      status: 200,
    });
    expect(faulty!.id).toBeLessThan(list!.id);
  });

  it('keep the JSON body with passwords, tokens and codes redacted, and cut a long one', async () => {
    await client.api('/api/users/login', {
      method: 'POST',
      body: { email: 'a@b.test', password: 'secret-1' },
    });
    await client.api('/api/users/forgot-password/reset', {
      method: 'POST',
      body: { email: 'a@b.test', code: '123456', newPassword: 'N3w-pass-2027', nested: { accessToken: 't' } },
    });
    await client.api('/api/enquiries', { method: 'POST', body: { message: 'x'.repeat(5000) } });
    const [login, reset, long] = await rows();
    expect(login!.body).toEqual({ email: 'a@b.test', password: REDACTED });
    expect(reset!.body).toEqual({
      email: 'a@b.test',
      code: REDACTED,
      newPassword: REDACTED,
      nested: { accessToken: REDACTED },
    });
    expect(long!.bodyTruncated).toBe(true);
    expect(long!.body).toMatch(/^\{"message":"x+…$/);
    expect((long!.body as string).length).toBe(2001);
  });

  it('redact the signatures of slide links, in the path and in the query', async () => {
    const link = await client.slideLinks('blob-demo-01');
    await fetch(link.firstTileUrl!);
    await fetch(link.thumbnailUrl!);
    const [tile, thumbnail] = await rows('?path=/slides/*');
    expect(tile).toMatchObject({ operationId: 'getDeepZoomTile', status: 200 });
    expect(tile!.path).toMatch(
      new RegExp(`^/slides/blob-demo-01/dz/\\d+/\\${REDACTED.replace(']', '\\]')}/`),
    );
    expect(thumbnail!.query).toMatch(/signature=%5Bredacted%5D/);
    expect(JSON.stringify(await rows())).not.toContain(
      new URL(link.thumbnailUrl!).searchParams.get('signature'),
    );
  });

  it('show a reset connection with no status', async () => {
    await client.scenario({ name: 'connection-reset', options: { times: 1 }, routes: ['GET /api/cases'] });
    await expect(client.api('/api/cases')).rejects.toThrow(TypeError);
    const [entry] = await rows('?operationId=listCases');
    expect(entry).toMatchObject({ status: null, applied: ['scenario connection-reset'] });
  });
});

describe('filters', () => {
  it('by method, path (template, prefix), operationId, namespace, status (code or class), since and limit', async () => {
    const token = await client.token('admin@demo.test');
    const list = (await (await client.api('/api/cases?pageSize=2', { token })).json()) as {
      data: { items: { caseID: string }[] };
    };
    const [one, two] = list.data.items.map((c) => `/api/cases/${c.caseID}`);
    await client.qa('DELETE', '/__mock/requests');
    const before = Date.now();
    await client.api(one!, { token, namespace: 'n1' });
    await client.api(two!, { token: 'nope', namespace: 'n2' });
    await client.api('/api/cases', { token, namespace: 'n1' });
    const paths = (list: JournalRow[]) => list.map((e) => e.path);
    expect(paths(await rows('?path=/api/cases/{id}'))).toEqual([one, two]);
    expect(paths(await rows('?path=/api/cases*'))).toHaveLength(3);
    expect(paths(await rows(`?path=${two}`))).toEqual([two]);
    expect(paths(await rows('?operationId=listCases'))).toEqual(['/api/cases']);
    expect(paths(await rows('?namespace=n1'))).toEqual([one, '/api/cases']);
    expect(paths(await rows('?status=4xx'))).toEqual([two]);
    expect(paths(await rows('?status=200&method=get'))).toEqual([one, '/api/cases']);
    expect(paths(await rows(`?since=${before}&limit=1`))).toEqual(['/api/cases']);
    expect(paths(await rows(`?since=${new Date(Date.now() + 60_000).toISOString()}`))).toEqual([]);
    for (const bad of ['?status=5x', '?since=yesterday', '?limit=0', '?limit=501'])
      expect((await client.journal(bad)).status).toBe(400);
  });
});

describe('emptying', () => {
  it('DELETE empties it, and so does a reset', async () => {
    await client.api('/api/cases');
    await client.qa('DELETE', '/__mock/requests');
    expect(await rows()).toEqual([]);
    await client.api('/api/cases');
    await client.qa('POST', '/__mock/reset');
    expect(await rows()).toEqual([]);
  });

  it(`keeps the last ${JOURNAL_SIZE} requests`, () => {
    for (let i = 0; i < JOURNAL_SIZE + 5; i++) {
      startEntry({
        method: 'GET',
        pathname: `/api/cases/case-${i}`,
        searchParams: new URLSearchParams(),
        route: null,
        namespace: null,
        contentType: null,
        contentLength: null,
      });
    }
    const kept = queryJournal(new URLSearchParams()) as JournalRow[];
    expect(kept).toHaveLength(JOURNAL_SIZE);
    expect(kept[0]!.path).toBe('/api/cases/case-5');
  });
});
