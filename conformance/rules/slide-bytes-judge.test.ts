/** The slide files' byte answers judged: 206 of the range asked, 416 past the end, 304 to the ETag. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { notModifiedVerdict, pastEndVerdict, rangeVerdict, readContentRange } from './slide-bytes-judge';

const answer = (status: number, headers: Record<string, string>, size: number): Exchange => ({
  request: {
    method: 'GET',
    template: '/slides/{slideId}/file',
    pathParams: {},
    query: {},
    headers: {},
    auth: { none: true },
  },
  url: 'http://h/slides/s/file',
  curl: 'curl',
  response: { status, headers: { 'content-type': 'image/tiff', ...headers }, size, ms: 1 },
});
const asked = { first: 0, last: 1023 };

describe('a satisfiable Range', () => {
  it('passes 206 with that range (cut at a shorter file) and its length, and names the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (size) => {
        const last = Math.min(1023, size - 1);
        const exchange = answer(206, { 'content-range': `bytes 0-${last}/${size}` }, last + 1);
        expect(rangeVerdict(exchange, asked)).toEqual({ verdict: { pass: true }, size });
        // One byte more or less than the range names, or another range, fails.
        expect(
          rangeVerdict(answer(206, { 'content-range': `bytes 0-${last}/${size}` }, last + 2), asked).verdict,
        ).toMatchObject({ pass: false });
      }),
    );
  });

  it('fails the whole file (200), and a 206 without a Content-Range', () => {
    expect(rangeVerdict(answer(200, {}, 5000), asked).verdict).toMatchObject({
      pass: false,
      seen: '200 (image/tiff, 5000 bytes), no Content-Range',
    });
    expect(rangeVerdict(answer(206, {}, 1024), asked).verdict).toMatchObject({ pass: false });
    expect(readContentRange('bytes 5-4/10')).toBe(undefined);
    expect(readContentRange('bytes 0-10/10')).toBe(undefined);
  });
});

describe('a Range past the end', () => {
  it('passes 416 with bytes */size only', () => {
    expect(pastEndVerdict(answer(416, { 'content-range': 'bytes */4096' }, 80), 4096)).toEqual({
      pass: true,
    });
    expect(pastEndVerdict(answer(416, {}, 80), 4096)).toMatchObject({
      pass: false,
      expected:
        '416 with Content-Range bytes */4096, for Range: bytes=4096- (past the end of a 4096-byte file)',
      seen: '416 (image/tiff, 80 bytes), no Content-Range',
    });
    expect(pastEndVerdict(answer(206, { 'content-range': 'bytes 0-4095/4096' }, 4096), 4096)).toMatchObject({
      pass: false,
    });
  });
});

describe('the ETag sent back', () => {
  it('passes 304 with no body, nothing else', () => {
    expect(notModifiedVerdict(answer(304, {}, 0), '"a"')).toEqual({ pass: true });
    expect(notModifiedVerdict(answer(304, {}, 12), '"a"')).toMatchObject({ pass: false });
    expect(notModifiedVerdict(answer(206, {}, 1024), '"a"')).toMatchObject({
      pass: false,
      expected: '304 with no body, for If-None-Match: "a" (the ETag it answered)',
    });
    expect(notModifiedVerdict(answer(429, {}, 0), '"a"')).toBe(null);
  });
});
