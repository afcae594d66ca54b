/** The run's own e-mail for the operations limited per e-mail (./run-email.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perEmailRequest, runEmail, withEmail } from './run-email';
import type { GeneratedCase, RequestBody, RequestSpec } from './types';

const request = (body?: RequestBody): RequestSpec => ({
  method: 'POST',
  template: '/api/auth/email-verification/verify',
  pathParams: {},
  query: {},
  headers: {},
  body,
  auth: { none: true },
});
const OWN = 'conformance.code.7.0a1b2c3d@example.test';
const others = fc.dictionary(
  fc.string({ minLength: 1 }).filter((key) => key !== 'email' && key !== '__proto__'),
  // JSON as it round-trips (no -0, which JSON text writes as 0).
  fc.json().map((text) => JSON.parse(text) as unknown),
);

describe("a run's own e-mail", () => {
  it('is new each run, and says which seed made it', () => {
    expect(runEmail(7, '0a1b2c3d')).toBe(OWN);
    expect(runEmail(7)).toMatch(/^conformance\.code\.7\.[0-9a-f]{8}@example\.test$/);
    expect(runEmail(7)).not.toBe(runEmail(7));
  });

  it("takes the place of a valid request's e-mail, the rest of its body kept (JSON, or sent without its type)", () => {
    fc.assert(
      fc.property(others, fc.emailAddress(), fc.constantFrom('example', 'positive'), (rest, email, kind) => {
        const value = { ...rest, email };
        const json: GeneratedCase = { kind, request: request({ kind: 'json', value }) };
        expect(perEmailRequest(json, 'email', OWN).body).toEqual({
          kind: 'json',
          value: { ...rest, email: OWN },
        });
        const untyped = withEmail(request({ kind: 'untyped', text: JSON.stringify(value) }), 'email', OWN);
        expect(untyped.body?.kind === 'untyped' && JSON.parse(untyped.body.text)).toEqual({
          ...rest,
          email: OWN,
        });
      }),
    );
  });

  it('leaves a broken request, and a body without the e-mail as a string, as they are', () => {
    fc.assert(
      fc.property(others, fc.jsonValue(), (rest, email) => {
        const value = { ...rest, email };
        const broken: GeneratedCase = {
          kind: 'negative',
          mutation: 'email: wrong type',
          request: request({ kind: 'json', value }),
        };
        expect(perEmailRequest(broken, 'email', OWN)).toBe(broken.request);
        const valid = request({ kind: 'json', value });
        if (typeof email !== 'string') expect(withEmail(valid, 'email', OWN)).toBe(valid);
        const without = request({ kind: 'json', value: rest });
        expect(withEmail(without, 'email', OWN)).toBe(without);
      }),
    );
    const text = request({ kind: 'untyped', text: 'not json' });
    expect(withEmail(text, 'email', OWN)).toBe(text);
    expect(withEmail(request(), 'email', OWN)).toEqual(request());
  });
});
