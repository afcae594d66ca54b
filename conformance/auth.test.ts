/** `--auth Role=email:password`: the role in any spelling spec 3.2 allows (decision 066). */
import { describe, expect, it } from 'vitest';
import { parseAuth, parseOtherFacility } from './auth';

const ROLES = ['Admin', 'Provider', 'MedicalFacility', 'Facility_NP'];

describe('parseAuth', () => {
  it.each([
    ['Provider', 'Provider'],
    ['physician', 'Provider'],
    ['PROVIDER', 'Provider'],
    ['FacilityNP', 'Facility_NP'],
    ['facility_np', 'Facility_NP'],
    ['medicalfacility', 'MedicalFacility'],
    ['admin', 'Admin'],
  ])('%s is the contract role %s', (given, role) => {
    expect(parseAuth([`${given}=qa@example.com:pw:with:colons`], ROLES)).toEqual([
      { role, email: 'qa@example.com', password: 'pw:with:colons' },
    ]);
  });

  it('refuses a role the contract does not know, naming its roles', () => {
    expect(() => parseAuth(['pathologist=qa@example.com:pw'], ROLES)).toThrow(
      '--auth pathologist=qa@example.com:pw: unknown role "pathologist" (the contract\'s roles: Admin, Provider, MedicalFacility, Facility_NP)',
    );
  });
});

describe('parseOtherFacility (--other-facility)', () => {
  it('reads email:password (a colon in the password kept), none, or nothing given', () => {
    expect(parseOtherFacility('qa-other@example.com:p:w')).toEqual({
      email: 'qa-other@example.com',
      password: 'p:w',
    });
    expect(parseOtherFacility('none')).toBeNull();
    expect(parseOtherFacility(undefined)).toBeUndefined();
    expect(() => parseOtherFacility('qa-other@example.com')).toThrow(
      '--other-facility qa-other@example.com: expected email:password (or none)',
    );
  });
});
