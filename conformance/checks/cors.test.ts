import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { corsOpen, echoesRequestOrigin, FOREIGN_ORIGIN, judgeCors } from './cors';

const origin = FOREIGN_ORIGIN;
const headerValue = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && !!s);

describe('judgeCors on a route the contract does not open', () => {
  it('passes an answer with no CORS header, whatever else it carries', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('vary', 'etag', 'allow', 'x-request-id'), headerValue),
        (headers) => {
          expect(judgeCors(origin, false, headers)).toEqual({ pass: true });
        },
      ),
    );
  });

  it('fails any Access-Control-Allow-Origin, the echo and * alike, and credentials allowed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(origin), fc.constant('*'), headerValue), (value) => {
        const verdict = judgeCors(origin, false, { 'access-control-allow-origin': value });
        expect(verdict).toMatchObject({
          pass: false,
          seen: `Access-Control-Allow-Origin: ${value} (Origin: ${origin})`,
        });
      }),
    );
    expect(judgeCors(origin, false, { 'access-control-allow-credentials': 'true' })).toMatchObject({
      pass: false,
      expected: 'no CORS header: the contract opens this answer to no other origin',
    });
  });
});

describe('judgeCors on a CORS-open route (the slide routes)', () => {
  it('passes * without credentials, and the Origin named back with credentials and Vary: Origin', () => {
    expect(judgeCors(origin, true, { 'access-control-allow-origin': '*' })).toEqual({ pass: true });
    const echoed = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Accept-Encoding, origin',
    };
    expect(judgeCors(origin, true, echoed)).toEqual({ pass: true });
  });

  it('fails * with credentials, the echo without Vary: Origin, and another origin', () => {
    const star = { 'access-control-allow-origin': '*', 'access-control-allow-credentials': 'true' };
    expect(judgeCors(origin, true, star)).toMatchObject({ pass: false });
    expect(judgeCors(origin, true, { 'access-control-allow-origin': origin })).toMatchObject({
      expected: 'Vary: Origin with the Origin named back',
    });
    fc.assert(
      fc.property(
        headerValue.filter((v) => v !== origin && v !== '*'),
        (other) => {
          expect(
            judgeCors(origin, true, { 'access-control-allow-origin': other, vary: 'Origin' }),
          ).toMatchObject({
            pass: false,
          });
        },
      ),
    );
  });
});

describe('the contract', () => {
  const doc = loadOpenapi();
  const operations = listOperations(doc);

  it('opens the slide routes only', () => {
    const open = operations.filter((op) => corsOpen(doc, op)).map((op) => op.path);
    expect(open.length).toBeGreaterThan(0);
    for (const path of open) expect(path).toMatch(/^\/slides\//);
  });

  it("takes the request's own Origin back as the declared Access-Control-Allow-Origin", () => {
    const request = { headers: { Origin: origin } };
    expect(echoesRequestOrigin('Access-Control-Allow-Origin', origin, request)).toBe(true);
    expect(echoesRequestOrigin('Access-Control-Allow-Origin', 'https://other.example', request)).toBe(false);
    expect(echoesRequestOrigin('Access-Control-Allow-Origin', origin, { headers: {} })).toBe(false);
  });
});
