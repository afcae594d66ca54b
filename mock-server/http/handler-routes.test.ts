/**
 * The handlers a request is given to (./handler-routes.ts) hold every one MSW itself matches, for the mock's own
 * handlers and random requests on their paths (parameters filled in, case changed, a trailing slash, a prefix).
 */
import fc from 'fast-check';
import { matchRequestUrl, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../tests/setup/mock-backend';
import { candidates, fixedPart, routesOf } from './handler-routes';

const handlers = mockBackend.handlers as RequestHandler[];
const routes = routesOf(handlers);
const BASE = 'http://127.0.0.1:4010';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

const infoOf = (handler: RequestHandler) =>
  handler.info as unknown as { method: string | RegExp; path: string };

/** Whether MSW's own matching takes the handler for the request (its method, then its path). */
function mswMatches(handler: RequestHandler, method: string, pathname: string) {
  const info = infoOf(handler);
  const methodFits =
    info.method instanceof RegExp ? info.method.test(method) : info.method.toUpperCase() === method;
  return methodFits && matchRequestUrl(new URL(pathname, BASE), info.path, BASE).matches;
}

const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
const paths = handlers.map((h) => String(infoOf(h).path));

/** A request path made from one of the handlers' paths. */
const requestPath = fc
  .record({
    template: fc.constantFrom(...paths),
    values: fc.array(segment, { minLength: 8, maxLength: 8 }),
    upper: fc.boolean(),
    slash: fc.boolean(),
    prefix: fc.constantFrom('', '/v1', '/x/y'),
    tail: fc.constantFrom('', '/more', '/a/b'),
  })
  .map(({ template, values, upper, slash, prefix, tail }) => {
    let i = 0;
    let path = template.replace(/^\*/, '').replace(/:[A-Za-z]+\??/g, () => values[i++ % values.length]!);
    path = path.replace(/\*/g, () => values[i++ % values.length]! + tail);
    if (upper) path = path.toUpperCase();
    return prefix + path + (slash ? '/' : '');
  });

describe('the handlers a request is given to', () => {
  it('hold every handler MSW matches, in the same order', () => {
    fc.assert(
      fc.property(requestPath, fc.constantFrom(...METHODS), (pathname, method) => {
        const chosen = candidates(routes, method, pathname);
        const matched = handlers.flatMap((h, i) => (mswMatches(h, method, pathname) ? [i] : []));
        expect(chosen).toEqual([...chosen].sort((a, b) => a - b));
        for (const i of matched) expect(chosen).toContain(i);
      }),
      { numRuns: 2000 },
    );
  });

  it('are a few of the mock’s handlers, not all of them', () => {
    expect(handlers.length).toBeGreaterThan(100);
    expect(candidates(routes, 'GET', '/api/admin/quality').length).toBeLessThanOrEqual(5);
    expect(candidates(routes, 'GET', '/api/cases/case-0212').length).toBeLessThan(20);
  });

  it('read a path’s literal part up to its first parameter or wildcard', () => {
    expect(fixedPart('*/api/cases/:caseId/slides')).toBe('/api/cases/');
    expect(fixedPart('*/API/Banner')).toBe('/api/banner');
    expect(fixedPart('*/api/*')).toBe('/api/');
    expect(fixedPart('https://example.test/api/x')).toBe('');
    expect(fixedPart(/api/)).toBe('');
  });
});
