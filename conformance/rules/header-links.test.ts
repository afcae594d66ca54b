/** links_followed's headers, the pure part: which headers hand out a URL, where it leads, as whom, the verdict. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange, Verdict } from '../types';
import {
  declaresUrl,
  followerOf,
  headerLinksIn,
  headerLinkVerdict,
  namedTarget,
  resolveHeaderUrl,
  schemesOf,
} from './header-links';

const doc = loadOpenapi();
const operations = listOperations(doc);
const byId = (id: string) => operations.find((op) => op.operationId === id)!;

const answered = (status: number, headers: Record<string, string>): Exchange => ({
  request: { method: 'POST', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { role: 'R' } },
  url: 'http://h/api/interop/orders',
  curl: 'curl',
  response: { status, headers, size: 0, ms: 1 },
});

describe('headerLinksIn', () => {
  const createOrder = byId('createOrder');
  it("finds a 2xx answer's Location and Content-Location, and nothing in a refusal", () => {
    const headers = { location: '/api/cases/c1', 'content-location': '/api/cases/c1', etag: '"1"' };
    expect(headerLinksIn(doc, createOrder, answered(201, headers))).toEqual([
      ['location', '/api/cases/c1'],
      ['content-location', '/api/cases/c1'],
    ]);
    expect(headerLinksIn(doc, createOrder, answered(409, headers))).toEqual([]);
    expect(headerLinksIn(doc, createOrder, answered(200, { etag: '"1"' }))).toEqual([]);
  });

  it('reads a declared header as a URL by its format or x-link, unless x-link is false', () => {
    expect(declaresUrl({ schema: { type: 'string', format: 'uri' } })).toBe(true);
    expect(declaresUrl({ schema: { type: 'string' }, 'x-link': true })).toBe(true);
    expect(declaresUrl({ schema: { type: 'string', format: 'uri', 'x-link': false } })).toBe(false);
    expect(declaresUrl({ schema: { type: 'string', maxLength: 200 } })).toBe(false);
  });
});

describe('namedTarget and resolveHeaderUrl', () => {
  it("reads the operation createOrder's Location names (getCase)", () => {
    expect(namedTarget(doc, byId('createOrder'), 201, 'location', operations)).toBe('getCase');
    expect(namedTarget(doc, byId('createOrder'), 200, 'location', operations)).toBeUndefined();
  });

  it('resolves a relative reference against the request, and refuses what is not http(s)', () => {
    expect(resolveHeaderUrl('/api/cases/c1', 'http://h:1/api/interop/orders')?.href).toBe(
      'http://h:1/api/cases/c1',
    );
    expect(resolveHeaderUrl('javascript:alert(1)', 'http://h/')).toBeUndefined();
    expect(resolveHeaderUrl('http://[::1', 'http://h/')).toBeUndefined();
  });
});

describe('followerOf', () => {
  const getCase = byId('getCase');
  const bearer = schemesOf(doc.security);
  const system = schemesOf((doc.paths['/api/interop/orders']!.post as { security?: unknown }).security);

  it("follows createOrder's Location as the facility's user: getCase takes no system credential", () => {
    expect([...system].sort()).toEqual(['facilityCredential', 'smartBackendServices']);
    const base = { target: getCase, targetSchemes: bearer, allowed: ['Admin'] };
    expect(followerOf({ ...base, caller: 'system', sourceSchemes: system, holder: 'facility' })).toEqual({
      role: 'facility',
    });
    expect(followerOf({ ...base, caller: 'system', sourceSchemes: system })).toMatchObject({
      problem: expect.stringContaining('getCase takes no credential of system') as unknown,
    });
    expect(followerOf({ ...base, caller: 'Provider', sourceSchemes: bearer })).toEqual({ role: 'Provider' });
    expect(followerOf({ ...base, sourceSchemes: new Set() })).toEqual({ role: 'Admin' });
    expect(followerOf({ ...base, target: { ...getCase, secured: false }, sourceSchemes: bearer })).toEqual({
      none: true,
    });
  });

  it('for any schemes: the caller again whenever both operations name one scheme', () => {
    const names = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'));
    fc.assert(
      fc.property(names, names, fc.option(fc.constant('H')), (source, target, holder) => {
        const follower = followerOf({
          caller: 'C',
          sourceSchemes: new Set(source),
          target: getCase,
          targetSchemes: new Set(target),
          holder: holder ?? undefined,
          allowed: ['Admin'],
        });
        const shared = source.some((s) => target.includes(s));
        expect(follower).toEqual(shared ? { role: 'C' } : holder ? { role: 'H' } : expect.anything());
      }),
    );
  });
});

describe('headerLinkVerdict', () => {
  const followed = (status: number) => ({ ...answered(status, {}), url: 'http://h/api/cases/c1' });
  const pass: Verdict = { pass: true };
  it('passes the named operation answering 2xx with its schema', () => {
    const options = { what: 'its location header', reached: 'getCase', expected: 'getCase' };
    expect(headerLinkVerdict({ ...options, exchange: followed(200), schemaVerdict: pass })).toEqual(pass);
    expect(headerLinkVerdict({ ...options, exchange: followed(429), schemaVerdict: null })).toBeNull();
    expect(headerLinkVerdict({ ...options, exchange: followed(404), schemaVerdict: null })).toMatchObject({
      pass: false,
      expected: '2xx from getCase with a body its schema takes, for GET of its location header',
    });
    const schema = { pass: false as const, expected: 'x', seen: '200: body/data must be object' };
    expect(headerLinkVerdict({ ...options, exchange: followed(200), schemaVerdict: schema })).toMatchObject({
      pass: false,
      seen: '200: body/data must be object',
    });
  });

  it('fails a URL that reaches no operation, or another than the header names', () => {
    const nowhere = headerLinkVerdict({
      exchange: followed(404),
      what: 'its location header',
      expected: 'getCase',
      schemaVerdict: null,
    });
    expect(nowhere).toMatchObject({
      pass: false,
      seen: expect.stringContaining('reaches no GET') as unknown,
    });
    const other = headerLinkVerdict({
      exchange: followed(200),
      what: 'its location header',
      reached: 'getTask',
      expected: 'getCase',
      schemaVerdict: pass,
    });
    expect(other).toMatchObject({ pass: false, seen: expect.stringContaining('reaches getTask') as unknown });
  });
});
