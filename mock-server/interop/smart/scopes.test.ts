/** SMART system scopes as pure rules (decision 133): parsing v1 and v2 spellings, what is granted, what allows. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allows, grantScopes, neededScope, parseScope, SERVED, type Permission } from './scopes';

const LETTERS: readonly Permission[] = ['c', 'r', 'u', 'd', 's'];
const type = fc.constantFrom(...Object.keys(SERVED), 'Encounter');
const permissions = fc.subarray([...LETTERS], { minLength: 1 });
const v2 = fc
  .tuple(fc.oneof(type, fc.constant('*')), permissions)
  .map(([t, p]) => `system/${t}.${p.join('')}`);
const v1 = fc
  .tuple(fc.oneof(type, fc.constant('*')), fc.constantFrom('read', 'write', '*'))
  .map(([t, p]) => `system/${t}.${p}`);
const scopeList = fc.array(fc.oneof(v2, v1, fc.string({ maxLength: 30 })), { maxLength: 6 });

describe('parseScope', () => {
  it('reads v2 permissions in c r u d s order, each once', () => {
    fc.assert(
      fc.property(type, permissions, (t, p) => {
        expect(parseScope(`system/${t}.${p.join('')}`)).toEqual({ type: t, permissions: new Set(p) });
      }),
    );
  });

  it('refuses letters out of order or repeated, and scopes that are not system/', () => {
    expect(parseScope('system/Patient.sr')).toBeNull();
    expect(parseScope('system/Patient.rr')).toBeNull();
    expect(parseScope('patient/Patient.rs')).toBeNull();
    expect(parseScope('user/*.read')).toBeNull();
    expect(parseScope('system/Patient.rs?category=x')).toBeNull();
  });

  it('reads v1: read is r and s, write is c u d, * is all', () => {
    expect(parseScope('system/Patient.read')?.permissions).toEqual(new Set(['r', 's']));
    expect(parseScope('system/Patient.write')?.permissions).toEqual(new Set(['c', 'u', 'd']));
    expect(parseScope('system/*.*')?.permissions).toEqual(new Set(LETTERS));
  });
});

describe('grantScopes', () => {
  it('grants only what both the request and the registration allow, and only what the API serves', () => {
    fc.assert(
      fc.property(scopeList, scopeList, type, fc.constantFrom(...LETTERS), (asked, registered, t, p) => {
        const granted = grantScopes(asked, registered);
        const expected = allows(asked, t, p) && allows(registered, t, p) && !!SERVED[t]?.includes(p);
        expect(allows(granted, t, p)).toBe(expected);
      }),
    );
  });

  it('writes each grant in v2 spelling that parses back, one per type', () => {
    fc.assert(
      fc.property(scopeList, scopeList, (asked, registered) => {
        const granted = grantScopes(asked, registered);
        expect(granted.every((scope) => parseScope(scope) !== null)).toBe(true);
        const types = granted.map((scope) => parseScope(scope)!.type);
        expect(new Set(types).size).toBe(types.length);
      }),
    );
  });

  it('merges a registration’s read and create of ServiceRequest', () => {
    expect(
      grantScopes(['system/ServiceRequest.*'], ['system/ServiceRequest.rs', 'system/ServiceRequest.c']),
    ).toEqual(['system/ServiceRequest.crs']);
  });
});

describe('neededScope', () => {
  it('names a scope that allows what it names', () => {
    fc.assert(
      fc.property(type, fc.constantFrom(...LETTERS), (t, p) => {
        expect(allows([neededScope(t, p)], t, p)).toBe(true);
      }),
    );
  });
});
