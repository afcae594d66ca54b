/** links_followed's pure part: the link fields of the contract, the links in an answer, the verdict on one used. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { linkFields, linksIn, linkUse, linkVerdict, operationAt } from './links';

const doc = loadOpenapi();

describe('linkFields', () => {
  it("reads the contract's links: format uri to GET, x-link false left out, the tus upload URL to POST", () => {
    const fields = linkFields(doc);
    for (const name of ['link', 'dziUrl', 'firstTileUrl', 'tileImageUrls', 'thumbnailUrl', 'previewUrl'])
      expect(fields.get(name), name).toEqual({ method: 'GET' });
    expect(fields.get('uploadUrl')).toEqual({ method: 'POST', protocol: 'tus' });
    for (const name of ['xmlns', 'dziTilesFolder', 'baseUrl', 'system'])
      expect(fields.has(name), name).toBe(false);
  });

  it('reads a marker on its own, and format uri on an array’s items', () => {
    expect(linkUse({ type: 'string' })).toBeUndefined();
    expect(linkUse({ type: 'array', items: { type: 'string', format: 'uri' } })).toEqual({ method: 'GET' });
    expect(linkUse({ type: 'string', format: 'uri', 'x-link': false })).toBeUndefined();
  });
});

describe('linksIn', () => {
  const fields = linkFields(doc);
  it('finds the first absolute URL of each link field, at any depth, and no site path', () => {
    const json = {
      data: {
        link: 'http://h/slides/s/file?x=1',
        tileImageUrls: ['http://h/t/0/0_0.jpg', 'http://h/t/0/1_0.jpg'],
        items: [{ link: '/viewer?caseId=c' }],
        dziUrl: null,
      },
    };
    expect(Object.fromEntries(linksIn(json, fields))).toEqual({
      link: 'http://h/slides/s/file?x=1',
      tileImageUrls: 'http://h/t/0/0_0.jpg',
    });
  });

  it('for any JSON: each link found is an absolute URL held under a link field', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        for (const [field, url] of linksIn(json, fields)) {
          expect(fields.has(field)).toBe(true);
          expect(url).toMatch(/^https?:\/\//i);
        }
      }),
    );
  });
});

describe('operationAt and linkVerdict', () => {
  const operations = listOperations(doc);
  it("names the contract's operation a slide URL reaches, with its path values", () => {
    const found = operationAt(
      operations,
      new URL('http://h/slides/blob-1/preview.jpg?expires=1&signature=s'),
    );
    expect(found?.operation.operationId).toBe('getSlidePreview');
    expect(found?.path).toEqual({ slideId: 'blob-1' });
    expect(operationAt(operations, new URL('http://h/slide-uploads/g/1/s'))).toBeUndefined();
  });

  const answer = (status: number, headers: Record<string, string>): Exchange => ({
    request: { method: 'GET', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { none: true } },
    url: 'http://h/x',
    curl: 'curl',
    response: { status, headers, size: 0, ms: 1 },
  });

  it('passes a GET 2xx with a Content-Type and a tus 201 with a Location; fails the rest', () => {
    const get = { method: 'GET' } as const;
    const tus = { method: 'POST', protocol: 'tus' } as const;
    expect(linkVerdict(answer(206, { 'content-type': 'image/tiff' }), get, 'link')).toEqual({ pass: true });
    expect(linkVerdict(answer(404, { 'content-type': 'application/json' }), get, 'previewUrl')).toMatchObject(
      {
        pass: false,
        expected: '2xx with a Content-Type for GET of previewUrl',
      },
    );
    expect(linkVerdict(answer(200, {}), get, 'link')?.pass).toBe(false);
    expect(linkVerdict(answer(201, { location: '/u/1' }), tus, 'uploadUrl')).toEqual({ pass: true });
    expect(linkVerdict(answer(403, {}), tus, 'uploadUrl')?.pass).toBe(false);
    expect(linkVerdict(answer(429, {}), get, 'link')).toBeNull();
  });
});
