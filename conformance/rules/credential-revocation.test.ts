import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { FOREIGN_ORIGIN } from '../checks/cors';
import { preflightOf } from './cors-probe';
import { refusedVerdict, worksVerdict } from './credential-revocation';

const answer = (status: number) => ({
  response: { status, headers: { 'content-type': 'application/fhir+json' }, size: 0, ms: 1 },
});

describe('the credential verdicts', () => {
  it('a credential revoked passes only when refused 401; one kept only when taken (2xx)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(refusedVerdict('revoked', answer(status))?.pass).toBe(status === 401);
        expect(worksVerdict('kept', answer(status))?.pass).toBe(status >= 200 && status < 300);
      }),
    );
    expect(refusedVerdict('the old credential stops working', answer(200))).toMatchObject({
      expected: '401: the old credential stops working',
      seen: expect.stringMatching(/^200\b/),
    });
  });

  it('says nothing of a request that got no answer', () => {
    expect(refusedVerdict('x', { error: 'TimeoutError' })).toBeNull();
    expect(worksVerdict('x', { error: 'TimeoutError' })).toBeNull();
  });
});

describe('preflightOf', () => {
  it("asks as a browser does before another site's call: Origin, the method, no token", () => {
    const doc = loadOpenapi();
    const order = listOperations(doc).find((op) => op.operationId === 'createOrder')!;
    expect(preflightOf(order)).toEqual({
      method: 'OPTIONS',
      template: '/api/interop/orders',
      pathParams: {},
      query: {},
      headers: {
        Origin: FOREIGN_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
      auth: { none: true },
    });
  });
});
