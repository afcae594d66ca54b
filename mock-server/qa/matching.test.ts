/** Which route a request is, and which rules (faults, scenario routes) apply to it. */
import { describe, expect, it } from 'vitest';
import {
  namespaceOf,
  parseRouteRule,
  resolveRoute,
  ruleMatches,
  type RequestFacts,
  type RouteRule,
} from './matching';

const facts = (method: string, url: string, namespace: string | null = null): RequestFacts => {
  const { pathname, searchParams } = new URL(url, 'http://mock.test');
  return { method, pathname, searchParams, route: resolveRoute(method, pathname), namespace, bearer: false };
};

const rule = (input: Parameters<typeof parseRouteRule>[0], defaultMethod?: string) =>
  parseRouteRule(input, defaultMethod) as RouteRule;

describe('resolveRoute', () => {
  it('finds the template and operation, a literal path winning over a template', () => {
    expect(resolveRoute('GET', '/api/cases/case-0001')).toMatchObject({
      template: '/api/cases/{caseId}',
      operationId: 'getCase',
      secured: true,
      params: { caseId: 'case-0001' },
    });
    expect(resolveRoute('POST', '/api/cases/import')).toMatchObject({ template: '/api/cases/import' });
    expect(resolveRoute('GET', '/api/users/login')).toMatchObject({
      template: '/api/users/login',
      operationId: null,
    });
    expect(resolveRoute('GET', '/slides/s1/dz/1/sig/s1_files/9/0_0.jpg')?.operationId).toBe(
      'getDeepZoomTile',
    );
    expect(resolveRoute('PATCH', '/slide-uploads/g/1/s/sld-0123456789abcdef')).toMatchObject({
      template: '/slide-uploads/{grant}/{expires}/{signature}/{uploadId}',
      operationId: null,
    });
    expect(resolveRoute('GET', '/elsewhere')).toBeNull();
  });
});

describe('rules', () => {
  it('read "METHOD /path", "/path", an operationId or *; refuse anything else', () => {
    expect(parseRouteRule('GET /api/cases')).toEqual({ method: 'GET', path: '/api/cases' });
    expect(parseRouteRule('/api/cases')).toEqual({ method: '*', path: '/api/cases' });
    expect(parseRouteRule('listCases')).toEqual({ method: 'GET', operationId: 'listCases' });
    expect(parseRouteRule('*')).toEqual({ method: '*' });
    expect(parseRouteRule({ method: 'any', path: '/x', query: { a: '1' } })).toEqual({
      method: '*',
      path: '/x',
      query: { a: '1' },
    });
    expect(parseRouteRule('GET /a /b')).toMatch(/is not a route/);
    expect(parseRouteRule('TRACE /a')).toMatch(/not an HTTP method/);
    expect(parseRouteRule('nope')).toMatch(/neither a path/);
  });

  it('match templates by shape, concrete paths exactly, prefixes, operations and query values', () => {
    expect(ruleMatches(rule('/api/cases/{id}'), facts('GET', '/api/cases/c1'))).toBe(true);
    expect(ruleMatches(rule('/api/cases/{id}'), facts('POST', '/api/cases/import'))).toBe(false);
    expect(ruleMatches(rule('/api/cases/c1'), facts('GET', '/api/cases/c1?x=1'))).toBe(true);
    expect(ruleMatches(rule('/api/cases/c1'), facts('GET', '/api/cases/c2'))).toBe(false);
    expect(ruleMatches(rule('/slides/*'), facts('GET', '/slides/a/file'))).toBe(true);
    expect(ruleMatches(rule('listCases'), facts('GET', '/api/cases'))).toBe(true);
    expect(ruleMatches(rule('listCases'), facts('POST', '/api/cases'))).toBe(false);
    expect(
      ruleMatches(
        rule({ path: '/api/cases', query: { status: 'Draft' } }),
        facts('GET', '/api/cases?status=Draft'),
      ),
    ).toBe(true);
    expect(
      ruleMatches(rule({ path: '/api/cases', query: { status: 'Draft' } }), facts('GET', '/api/cases')),
    ).toBe(false);
    // Preflights are the browser's: only a rule naming OPTIONS sees them.
    expect(ruleMatches(rule('*'), facts('OPTIONS', '/slides/a/file'))).toBe(false);
    expect(ruleMatches(rule('OPTIONS /slides/*'), facts('OPTIONS', '/slides/a/file'))).toBe(true);
  });

  it('read a namespace only when it is well formed', () => {
    expect(namespaceOf(' run-1.a:b_c ')).toBe('run-1.a:b_c');
    expect(namespaceOf('has space')).toBeNull();
    expect(namespaceOf(['first', 'second'])).toBe('first');
    expect(namespaceOf(undefined)).toBeNull();
  });
});
