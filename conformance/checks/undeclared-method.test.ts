import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { TRACE_MARKER, TRACE_MARKER_HEADER, undeclaredMethodRefused } from './verdicts';

const exchange = (
  method: string,
  status: number,
  headers: Record<string, string> = {},
  text = '',
): Exchange => ({
  request: { method, template: '/api/banner', pathParams: {}, query: {}, headers: {}, auth: { none: true } },
  url: 'http://server/api/banner',
  curl: 'curl',
  response: { status, headers, text, size: text.length, ms: 1 },
});

describe('OPTIONS and TRACE on a path that does not document them', () => {
  it('TRACE: 404 or 405 pass; a 2xx fails; an echo fails whatever its status', () => {
    expect(undeclaredMethodRefused(exchange('TRACE', 405), ['GET'])).toEqual({ pass: true });
    expect(undeclaredMethodRefused(exchange('TRACE', 404), ['GET'])).toEqual({ pass: true });
    expect(undeclaredMethodRefused(exchange('TRACE', 200), ['GET'])).toMatchObject({
      pass: false,
      expected: '404 or 405 for TRACE',
    });
    const echo = `TRACE /api/banner HTTP/1.1\r\n${TRACE_MARKER_HEADER}: ${TRACE_MARKER}\r\n`;
    expect(undeclaredMethodRefused(exchange('TRACE', 405, {}, echo), ['GET'])).toEqual({
      pass: false,
      expected: 'TRACE refused, not echoed',
      seen: '405 echoing the request',
    });
  });

  it("OPTIONS: a 2xx naming only the documented methods and HTTP's own passes; one naming more fails", () => {
    const preflight = exchange('OPTIONS', 204, { 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
    expect(undeclaredMethodRefused(preflight, ['GET'])).toEqual({ pass: true });
    const more = exchange('OPTIONS', 200, { allow: 'GET, PUT, DELETE' });
    expect(undeclaredMethodRefused(more, ['GET'])).toEqual({
      pass: false,
      expected: '404 or 405, or a 2xx naming only GET, HEAD, OPTIONS',
      seen: '200 naming PUT, DELETE',
    });
  });
});
