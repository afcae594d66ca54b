/** signed_url_integrity's pure parts: x-signed-url as openapi.yaml writes it, the tamperings, the verdict. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { operationExtension } from './extension';
import {
  answered,
  changeCharacter,
  readSignedUrl,
  SIGNED_URL_EXTENSION,
  tamperedVerdict,
  tamperings,
  type SignedUrl,
} from './signed-url-tampering';

const doc = loadOpenapi();
const rule: SignedUrl = {
  issuedBy: 'getSlideDownloadLink',
  signature: 'signature',
  expires: 'expires',
  refusal: 403,
};
const signature = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

function answer(status: number): Exchange {
  return {
    request: { method: 'GET', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { none: true } },
    url: 'http://x/x',
    curl: 'curl x',
    response: { status, headers: {}, size: 0, ms: 1 },
  };
}

describe('x-signed-url in openapi.yaml', () => {
  it('marks every operation with a signature parameter, and only those', () => {
    const operations = listOperations(doc);
    const marked = operations.filter((op) => operationExtension(doc, op, SIGNED_URL_EXTENSION) !== undefined);
    const signed = operations.filter((op) => op.parameters.some((p) => p.name === 'signature'));
    expect(marked.map((op) => op.operationId)).toEqual(signed.map((op) => op.operationId));
    // The file, thumbnail, preview, Deep Zoom descriptor and tile, and the four reads under a DICOMweb root.
    expect(marked.length).toBe(9);
    for (const op of marked)
      expect(readSignedUrl(operationExtension(doc, op, SIGNED_URL_EXTENSION))).toEqual(rule);
  });

  it('refuses an extension without a 4xx refusal', () => {
    expect(readSignedUrl({ ...rule, refusal: 200 })).toMatch(/refusal/);
    expect(readSignedUrl({ ...rule, signature: '' })).toMatch(/signature/);
  });
});

describe('tampering', () => {
  it('a changed character is another character of base64url, in the same place', () => {
    fc.assert(
      fc.property(signature, fc.integer({ min: -64, max: 63 }), (text, index) => {
        const changed = changeCharacter(text, index);
        expect(changed).not.toBe(text);
        expect(changed).toHaveLength(text.length);
        expect(changed).toMatch(/^[A-Za-z0-9_-]+$/);
      }),
    );
  });

  it('every tampering changes the URL, keeps its other values, and leaves the signature or the expiry as issued', () => {
    fc.assert(
      fc.property(
        signature,
        fc.integer({ min: 3600, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (sig, expires, now) => {
          const values = { slideId: 'blob-1', expires: String(expires), signature: sig };
          for (const { values: changed } of tamperings(values, rule, now, ['other-signature'])) {
            expect(changed).not.toEqual(values);
            expect(changed.slideId).toBe('blob-1');
            expect(changed.signature === sig || changed.expires === values.expires).toBe(true);
          }
        },
      ),
    );
  });

  it('sends a past expiry and a later one, and another route signature only when it differs', () => {
    const values = { expires: '10000', signature: 'abc' };
    const whats = (others: string[]) => tamperings(values, rule, 20000, others).map((t) => t.what);
    expect(whats(['abc'])).toHaveLength(4);
    expect(whats(['xyz'])).toContain("another route's signature for the same slide and expiry");
    const past = tamperings(values, rule, 20000).find((t) => /past/.test(t.what))!;
    expect(Number(past.values.expires)).toBeLessThan(20000);
    const later = tamperings(values, rule, 20000).find((t) => /later/.test(t.what))!;
    expect(later.values.expires).toBe('13600');
  });
});

describe('verdicts', () => {
  it('the declared refusal passes; an answer, or another status, fails; 429 and 5xx say nothing', () => {
    expect(tamperedVerdict(answer(403), 'x', 403)).toEqual({ pass: true });
    expect(tamperedVerdict(answer(200), 'x', 403)).toMatchObject({
      pass: false,
      expected: '403 for the signed URL with x',
    });
    expect(tamperedVerdict(answer(206), 'x', 403)).toMatchObject({ pass: false });
    expect(tamperedVerdict(answer(404), 'x', 403)).toMatchObject({ pass: false });
    expect(tamperedVerdict(answer(429), 'x', 403)).toBeNull();
    expect(tamperedVerdict(answer(500), 'x', 403)).toBeNull();
  });

  it('the URL as issued answered: 2xx or 304', () => {
    expect(answered(answer(206))).toBe(true);
    expect(answered(answer(304))).toBe(true);
    expect(answered(answer(403))).toBe(false);
  });
});
