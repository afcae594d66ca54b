/** A search over keys made once per write (./lists.ts) finds what a search of the record's texts finds. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKeys, searchTest } from './lists';

describe('searchKeys', () => {
  it('match exactly where some text holds the needle, whatever the characters', () => {
    // Few characters, the separator among them, so needles often straddle two texts.
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'b', ' ', '\u0000', 'İ', '-'), maxLength: 5 });
    fc.assert(
      fc.property(
        fc.option(text, { nil: undefined }),
        fc.array(fc.option(text, { nil: null }), { maxLength: 4 }),
        (search, texts) => {
          const needle = search?.trim().toLowerCase();
          const expected = !needle || texts.some((t) => t?.toLowerCase().includes(needle));
          expect(searchTest(search, () => texts)(searchKeys(...texts), null)).toBe(expected);
          expect(matchesSearch(search, ...texts)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
