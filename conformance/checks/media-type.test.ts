/** A media type's parameters judged as RFC 8259, 6838 and 9110 define them (./media-type.ts), and in the check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { charsetRule, mediaTypeParameterProblems, parseMediaType } from './media-type';
import { contentTypeConformance } from './response';

describe('parseMediaType', () => {
  it('reads the essence and the parameters, quoted or not, names in any case', () => {
    const type = parseMediaType('Application/JSON ; Charset="UTF-8";q=x;');
    expect(type.essence).toBe('application/json');
    expect(Object.fromEntries(type.parameters)).toEqual({ charset: ['UTF-8'], q: ['x'] });
    expect(type.malformed).toEqual([]);
    expect(parseMediaType('text/csv; header; charset=').malformed).toEqual(['header', 'charset=']);
    expect(parseMediaType('text/plain; a="x;y"').parameters.get('a')).toEqual(['x;y']);
  });
});

describe('mediaTypeParameterProblems', () => {
  it('takes JSON with no charset or utf-8 (any case, quoted), and refuses any other charset', () => {
    expect(mediaTypeParameterProblems('application/json', 'application/json')).toEqual([]);
    expect(mediaTypeParameterProblems('application/json; charset=utf-8', 'application/json')).toEqual([]);
    expect(
      mediaTypeParameterProblems('application/fhir+json; charset="UTF-8"', 'application/fhir+json'),
    ).toEqual([]);
    expect(mediaTypeParameterProblems('application/json; charset=iso-8859-1', 'application/json')).toEqual([
      'charset=iso-8859-1 on application/json, which is UTF-8 only',
    ]);
    expect(mediaTypeParameterProblems('text/event-stream; charset=utf-16', 'text/event-stream')).toEqual([
      'charset=utf-16 on text/event-stream, which is UTF-8 only',
    ]);
  });

  it('refuses a charset on a type that is not text, a parameter twice, one that is not name=value', () => {
    expect(mediaTypeParameterProblems('image/png; charset=utf-8', 'image/png')).toEqual([
      'charset=utf-8 on image/png, which is not text (its type defines no charset)',
    ]);
    expect(mediaTypeParameterProblems('text/csv; charset=utf-8; charset=latin1', 'text/csv')).toEqual([
      'charset given 2 times',
    ]);
    expect(mediaTypeParameterProblems('application/json; utf-8', 'application/json')).toEqual([
      'parameter "utf-8" is not name=value',
    ]);
  });

  it("holds a type to the parameters the contract's key names", () => {
    expect(mediaTypeParameterProblems('text/csv; charset=UTF-8', 'text/csv; charset=utf-8')).toEqual([]);
    expect(mediaTypeParameterProblems('text/csv', 'text/csv; charset=utf-8')).toEqual([
      "charset=(none), the contract's type says charset=utf-8",
    ]);
    expect(mediaTypeParameterProblems('text/csv; charset=windows-1252', 'text/csv')).toEqual([]);
  });

  it('for any type and charset: a problem exactly when the charset breaks its type’s rule', () => {
    const essence = fc.constantFrom(
      'application/json',
      'application/problem+json',
      'text/event-stream',
      'text/csv',
      'application/xml',
      'image/jpeg',
      'application/pdf',
    );
    const charset = fc.constantFrom('utf-8', 'UTF-8', 'iso-8859-1', 'us-ascii', 'utf-16');
    fc.assert(
      fc.property(essence, fc.option(charset, { nil: undefined }), fc.boolean(), (type, cs, quoted) => {
        const header = cs === undefined ? type : `${type}; charset=${quoted ? `"${cs}"` : cs}`;
        const problems = mediaTypeParameterProblems(header, type);
        const rule = charsetRule(type);
        const wrong =
          cs !== undefined && (rule === 'none' || (rule === 'utf-8' && cs.toLowerCase() !== 'utf-8'));
        expect(problems.length > 0).toBe(wrong);
      }),
    );
  });
});

describe('content_type_conformance, with parameters', () => {
  const operation = listOperations(loadOpenapi()).find((op) => op.operationId === 'listCountries')!;
  const answer = (type: string): Exchange => ({
    request: {
      method: 'GET',
      template: operation.path,
      pathParams: {},
      query: {},
      headers: {},
      auth: { none: true },
    },
    url: 'http://127.0.0.1/api/reference/countries',
    curl: 'curl',
    response: { status: 200, headers: { 'content-type': type }, text: '{}', json: {}, size: 2, ms: 1 },
  });

  it('passes JSON as UTF-8 and fails it declared as Latin-1', () => {
    expect(
      contentTypeConformance({ operation, exchange: answer('application/json; charset=utf-8') }),
    ).toEqual({
      pass: true,
    });
    expect(
      contentTypeConformance({ operation, exchange: answer('application/json; charset=iso-8859-1') }),
    ).toMatchObject({ pass: false, seen: expect.stringContaining('charset=iso-8859-1 on application/json') });
  });
});
