/** FHIR token search values (fhir-token.ts): read back as written, escapes kept, and matched as R4 says. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatToken, parseToken, parseTokens, tokenMatches, type Token } from './fhir-token';

// Texts with the characters a token escapes, so escaping is exercised, not only plain values.
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', '7', ':', '/', '.', '|', ',', '\\', '$'),
  minLength: 1,
});
const tokens: fc.Arbitrary<Token> = fc.oneof(
  fc.record({ system: text, value: text }),
  fc.record({ system: fc.constant(null), value: text }),
  fc.record({ value: text }),
  fc.record({ system: text }),
);

describe('token values', () => {
  it('read back as written, alone or with others after commas', () => {
    fc.assert(
      fc.property(fc.array(tokens, { minLength: 1, maxLength: 3 }), (written) => {
        expect(parseToken(formatToken(written[0]!))).toEqual(written[0]);
        expect(parseTokens(written.map(formatToken).join(','))).toEqual(written);
      }),
      { numRuns: 200 },
    );
  });

  it('match an identifier by each of the forms: system|value, value, system|; |value only without a system', () => {
    fc.assert(
      fc.property(text, text, text, (system, value, other) => {
        const identifiers = [{ system, value }];
        const matches = (token: Token) => tokenMatches(token, identifiers);
        expect(matches({ system, value })).toBe(true);
        expect(matches({ value })).toBe(true);
        expect(matches({ system })).toBe(true);
        expect(matches({ system: null, value })).toBe(false);
        expect(tokenMatches({ system: null, value }, [{ value }])).toBe(true);
        if (other !== system) expect(matches({ system: other, value })).toBe(false);
        if (other !== value) expect(matches({ system, value: other })).toBe(false);
        expect(tokenMatches({ value }, [])).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('refuse what is no token: empty, a bare |, two |, a \\ escaping nothing', () => {
    for (const raw of ['', '|', 'a|b|c', 'a\\b', 'a\\']) expect(parseToken(raw), raw).toBeNull();
    expect(parseTokens('a,,b')).toBeNull();
    expect(parseToken('urn:oid:1.2|MRN\\|7')).toEqual({ system: 'urn:oid:1.2', value: 'MRN|7' });
    expect(parseTokens('a\\,b')).toEqual([{ value: 'a,b' }]);
  });
});
