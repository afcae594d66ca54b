import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds } from './json-depth';

/** The nesting of a parsed value, the slow and obvious way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonNestingExceeds', () => {
  it('agrees with the parsed value’s depth, brackets inside strings and escaped quotes included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        expect(jsonNestingExceeds(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
    expect(jsonNestingExceeds('{"a":"[[[[\\"{{{{"}', 1)).toBe(false);
  });

  it('refuses a body nested thousands deep without recursing', () => {
    const deep = `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(jsonNestingExceeds(deep)).toBe(true);
    expect(jsonNestingExceeds('{"email":"a@b.test","password":"x"}')).toBe(false);
  });
});
