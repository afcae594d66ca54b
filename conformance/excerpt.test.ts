/** What a report keeps of an answer (./excerpt.ts): bounded, and no secret in it. */
import { describe, expect, it } from 'vitest';
import { EXCERPT_LIMITS, excerptOf, REDACTED } from './excerpt';
import type { Exchange, ResponseRecord } from './types';

const exchange = (response: Partial<ResponseRecord> | undefined, error?: string): Exchange => ({
  request: { method: 'GET', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { none: true } },
  url: 'http://h/x',
  curl: "curl 'http://h/x'",
  response: response && { status: 200, headers: {}, size: 0, ms: 5, ...response },
  error,
});

describe('an answer excerpt', () => {
  it('keeps status, headers and the body (JSON pretty-printed), tokens and passwords redacted', () => {
    const json = { isSuccess: true, data: { token: 'abc', tokenExpiry: '2099', user: { password: 'pw' } } };
    const excerpt = excerptOf(
      exchange({
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': 'sid=1', etag: '"v1"' },
        json,
        text: JSON.stringify(json),
      }),
    );
    expect(excerpt.status).toBe(200);
    expect(excerpt.headers).toEqual([
      ['content-type', 'application/json'],
      ['set-cookie', REDACTED],
      ['etag', '"v1"'],
    ]);
    expect(JSON.parse(excerpt.body)).toEqual({
      isSuccess: true,
      data: { token: REDACTED, tokenExpiry: '2099', user: { password: REDACTED } },
    });
    expect(excerpt.body).not.toContain('abc');
  });

  it('redacts secrets in text that is not whole JSON, and cuts long bodies and headers', () => {
    const text = `{"accessToken": "s3cret", "note": "${'x'.repeat(5000)}`;
    const excerpt = excerptOf(
      exchange({ status: 500, headers: { 'x-long': 'y'.repeat(1000) }, text, size: text.length }),
    );
    expect(excerpt.body).toContain(`"accessToken": "${REDACTED}"`);
    expect(excerpt.body).not.toContain('s3cret');
    expect(excerpt.body.length).toBe(EXCERPT_LIMITS.bodyChars);
    expect(excerpt.truncated).toBe(true);
    expect(excerpt.headers[0]![1].length).toBe(EXCERPT_LIMITS.headerChars + 1);
  });

  it('names bytes by their size, and says why nothing came', () => {
    expect(excerptOf(exchange({ status: 200, size: 1234 })).body).toBe('(1234 bytes, not text)');
    expect(excerptOf(exchange(undefined, 'TimeoutError: aborted'))).toEqual({
      error: 'TimeoutError: aborted',
      headers: [],
      body: '',
      truncated: false,
    });
  });
});
