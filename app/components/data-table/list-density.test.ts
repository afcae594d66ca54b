import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listDensityCookie, readListDensity } from './list-density';

describe('list density cookie', () => {
  it('names one cookie per user, whatever the e-mail’s letter case, and never spells the address', () => {
    expect(listDensityCookie('Provider@Demo.test')).toBe(listDensityCookie(' provider@demo.test '));
    expect(listDensityCookie('provider@demo.test')).not.toBe(listDensityCookie('admin@demo.test'));
    expect(listDensityCookie('provider@demo.test')).toMatch(/^list-density-[0-9a-f]{8}$/);
  });

  it('reads Compact only from this user’s cookie; anything else is Comfortable', () => {
    const mine = listDensityCookie('provider@demo.test');
    const theirs = listDensityCookie('admin@demo.test');
    expect(readListDensity(`side-menu=collapsed; ${mine}=compact`, mine)).toBe('compact');
    expect(readListDensity(`${theirs}=compact`, mine)).toBe('comfortable');
    expect(readListDensity(`${mine}=comfortable`, mine)).toBe('comfortable');
    expect(readListDensity(null, mine)).toBe('comfortable');
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(['compact', 'comfortable']).toContain(readListDensity(header, mine));
      }),
    );
  });
});
