/** `_format` and `Prefer: handling` (fhir-request.ts): JSON in every spelling R4 gives, else refused; strict asked. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handlingOf, unsupportedFormat } from './fhir-request';

const format = (value: string) => unsupportedFormat(new URLSearchParams({ _format: value }));

describe('_format', () => {
  it('serves JSON in each of its spellings, with parameters, and a + the query left unencoded', () => {
    for (const value of [
      'json',
      'JSON',
      'application/json',
      'application/fhir+json',
      'application/fhir+json; fhirVersion=4.0',
    ])
      expect(format(value), value).toBeNull();
    expect(unsupportedFormat(new URLSearchParams('_format=application/fhir+json'))).toBeNull();
    expect(unsupportedFormat(new URLSearchParams())).toBeNull();
  });

  it('names any other format, which the API cannot write', () => {
    for (const value of ['xml', 'application/fhir+xml', 'text/xml', 'ttl', 'html'])
      expect(format(value)).toBe(value);
  });
});

describe('Prefer: handling', () => {
  it('is strict only when asked, among any other preferences, lenient otherwise', () => {
    const preference = fc.constantFrom('return=minimal', 'respond-async', 'wait=10', 'handling=lenient');
    fc.assert(
      fc.property(
        fc.array(preference, { maxLength: 3 }),
        fc.nat(3),
        fc.constantFrom(', ', ',', '; '),
        (others, at, sep) => {
          expect(handlingOf(others.join(sep) || null)).toBe('lenient');
          const strict: string[] = [...others];
          strict.splice(Math.min(at, strict.length), 0, 'handling=strict');
          expect(handlingOf(strict.join(sep))).toBe('strict');
        },
      ),
    );
    expect(handlingOf('Handling="strict"')).toBe('strict');
  });
});
