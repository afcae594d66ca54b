/** The one mapping of roles and statuses (decision 066), and the contract that says the same. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOpenapi } from '../conformance/openapi';
import * as schemas from './generated/zod.gen';
import {
  isAdminRole,
  isFacilityRole,
  isProviderRole,
  isProvisionallyActive,
  normalizeRole,
  normalizeStatus,
  roleSpellingPattern,
  ROLES,
  userStatusSpellingPattern,
  USER_STATUSES,
} from './roles';

describe('normalizeRole (spec 3.2)', () => {
  it.each([
    ['Admin', 'Admin'],
    ['admin', 'Admin'],
    ['ADMIN', 'Admin'],
    ['Provider', 'Provider'],
    ['provider', 'Provider'],
    ['PROVIDER', 'Provider'],
    // Spec 1: providers are "pathologists or physicians".
    ['physician', 'Provider'],
    ['Physician', 'Provider'],
    ['PHYSICIAN', 'Provider'],
    ['MedicalFacility', 'MedicalFacility'],
    ['medicalfacility', 'MedicalFacility'],
    ['MEDICALFACILITY', 'MedicalFacility'],
    ['Facility_NP', 'Facility_NP'],
    ['facility_np', 'Facility_NP'],
    ['FacilityNP', 'Facility_NP'],
    ['facilitynp', 'Facility_NP'],
    ['FACILITY_NP', 'Facility_NP'],
    [' Provider ', 'Provider'],
  ])('%o is %s', (input, role) => {
    expect(normalizeRole(input)).toBe(role);
  });

  it.each([
    null,
    undefined,
    '',
    'Medical Facility',
    'medical_facility',
    'superuser',
    'Facility-NP',
    'pathologist',
  ])('%o is no known role', (input) => {
    expect(normalizeRole(input)).toBeNull();
  });

  it('answers the helpers in any spelling', () => {
    expect(isAdminRole('aDmIn')).toBe(true);
    expect(isAdminRole('Provider')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isProviderRole('physician')).toBe(true);
    expect(isProviderRole('PROVIDER')).toBe(true);
    expect(isProviderRole('Admin')).toBe(false);
    expect(isFacilityRole('medicalfacility')).toBe(true);
    expect(isFacilityRole('FacilityNP')).toBe(true);
    expect(isFacilityRole('facility_np')).toBe(true);
    expect(isFacilityRole('physician')).toBe(false);
    expect(isFacilityRole(undefined)).toBe(false);
  });
});

describe('normalizeStatus (spec 3.6, 4.1: used lower-cased)', () => {
  it.each([
    ['New', 'New'],
    ['new', 'New'],
    ['In Progress', 'In Progress'],
    ['in progress', 'In Progress'],
    ['InProgress', 'In Progress'],
    ['in_progress', 'In Progress'],
    ['Provisionally Active', 'Provisionally Active'],
    ['provisionally active', 'Provisionally Active'],
    ['PROVISIONALLY ACTIVE', 'Provisionally Active'],
    ['ProvisionallyActive', 'Provisionally Active'],
    ['provisionally_active', 'Provisionally Active'],
    ['Provisionally-Active', 'Provisionally Active'],
    ['Active', 'Active'],
    ['ACTIVE', 'Active'],
    ['deactivated', 'Deactivated'],
  ])('%o is %s', (input, status) => {
    expect(normalizeStatus(input)).toBe(status);
  });

  it.each([
    '',
    null,
    undefined,
    'Provisionally',
    'inactive',
    'Provisionally  Active',
    'In - Progress',
    'Pending',
  ])('%o is no known status', (input) => {
    expect(normalizeStatus(input)).toBeNull();
  });

  it('tells a provisionally active status in any spelling', () => {
    expect(isProvisionallyActive('provisionally active')).toBe(true);
    expect(isProvisionallyActive('PROVISIONALLY_ACTIVE')).toBe(true);
    expect(isProvisionallyActive('Active')).toBe(false);
    expect(isProvisionallyActive(null)).toBe(false);
  });
});

/** Each letter of a spelling in a case of fast-check's choosing. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

const roleSpellings = ['admin', 'provider', 'physician', 'medicalfacility', 'facility_np', 'facilitynp'];
const statusSpellings = USER_STATUSES.flatMap((s) =>
  [' ', '_', '-', ''].map((sep) => s.split(' ').join(sep)),
);

/** Strings near the spellings (a letter changed, added or dropped) and strings far from them. */
const nearOrFar = (spellings: string[]) =>
  fc.oneof(
    fc.constantFrom(...spellings).chain(anyCase),
    fc
      .tuple(fc.constantFrom(...spellings), fc.nat(), fc.string({ maxLength: 2 }), fc.nat({ max: 1 }))
      .map(
        ([s, at, insert, drop]) => s.slice(0, at % (s.length + 1)) + insert + s.slice((at % s.length) + drop),
      ),
    fc.string({ maxLength: 40 }),
  );

describe('the contract says what the mapping does', () => {
  const doc = loadOpenapi();
  const schema = (name: string) => doc.components!.schemas![name] as { enum?: string[]; pattern?: string };

  it("openapi.yaml's Role and UserStatus are the mapping's values, its spellings the mapping's patterns", () => {
    expect(schema('Role').enum).toEqual([...ROLES]);
    expect(schema('UserStatus').enum).toEqual([...USER_STATUSES]);
    expect(schema('RoleSpelling').pattern).toBe(roleSpellingPattern());
    expect(schema('UserStatusSpelling').pattern).toBe(userStatusSpellingPattern());
  });

  it('every spelling in any letter case maps to its role, and the generated zod accepts it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roleSpellings).chain(anyCase), (spelling) => {
        expect(normalizeRole(spelling)).toBe(normalizeRole(spelling.toLowerCase()));
        expect(normalizeRole(spelling)).not.toBeNull();
        expect(schemas.zRoleSpelling.safeParse(spelling).success).toBe(true);
      }),
    );
  });

  it('a string is a RoleSpelling exactly when the mapping knows it (and the generated zod agrees)', () => {
    const pattern = new RegExp(roleSpellingPattern());
    fc.assert(
      fc.property(nearOrFar(roleSpellings), (s) => {
        const known = normalizeRole(s) !== null;
        if (s === s.trim()) expect(pattern.test(s)).toBe(known);
        expect(schemas.zRoleSpelling.safeParse(s).success).toBe(pattern.test(s));
        // Mapped once is mapped for good.
        expect(normalizeRole(normalizeRole(s))).toBe(normalizeRole(s));
      }),
      { numRuns: 500 },
    );
  });

  it('a string is a UserStatusSpelling exactly when the mapping knows it (and the generated zod agrees)', () => {
    const pattern = new RegExp(userStatusSpellingPattern());
    fc.assert(
      fc.property(nearOrFar(statusSpellings), (s) => {
        const known = normalizeStatus(s) !== null;
        if (s === s.trim()) expect(pattern.test(s)).toBe(known);
        expect(schemas.zUserStatusSpelling.safeParse(s).success).toBe(pattern.test(s));
        expect(normalizeStatus(normalizeStatus(s))).toBe(normalizeStatus(s));
      }),
      { numRuns: 500 },
    );
  });

  it('the login answer and the current user take the spec’s spellings; other records keep Role', () => {
    const me = { id: 'usr-1', email: 'a@b.test', firstName: 'A', lastName: 'B' };
    expect(
      schemas.zCurrentUser.safeParse({ ...me, role: 'physician', status: 'provisionally active' }).success,
    ).toBe(true);
    expect(
      schemas.zCurrentUser.safeParse({ ...me, role: 'Medical Facility', status: 'Active' }).success,
    ).toBe(false);
    expect(schemas.zCurrentUser.safeParse({ ...me, role: 'Provider', status: 'Pending' }).success).toBe(
      false,
    );
    const login = { token: 'a'.repeat(24), tokenExpiry: '2099-01-01T00:00:00.000Z' };
    expect(schemas.zLoginResult.safeParse({ ...login, role: 'FACILITYNP' }).success).toBe(true);
    expect(schemas.zLoginResult.safeParse({ ...login, role: 'operator' }).success).toBe(false);
    expect(schemas.zRole.safeParse('physician').success).toBe(false);
  });
});
