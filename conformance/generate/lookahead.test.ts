import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOpenapi } from '../openapi';
import { lookaheadArbitrary, splitLookaheads } from './lookahead';

const newPassword = (loadOpenapi().components!.schemas!.NewPassword as { pattern: string }).pattern;

describe('strings for a pattern that opens with lookaheads', () => {
  it("reads NewPassword's pattern: a letter and a digit wanted, ten characters or more", () => {
    expect(splitLookaheads(newPassword)).toEqual({
      wanted: ['[A-Za-z]', '[0-9]'],
      rest: '^[\\s\\S]{10,}$',
    });
    expect(splitLookaheads('^[a-z]+$')).toBeUndefined();
  });

  it('makes only strings the whole pattern takes', () => {
    for (const pattern of [newPassword, '^(?=.*x)(?=.*[0-9])[a-z0-9]{3,8}$']) {
      const regex = new RegExp(pattern, 'u');
      fc.assert(fc.property(lookaheadArbitrary(pattern)!, (text) => regex.test(text)));
    }
  });
});
