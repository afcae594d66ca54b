import { describe, expect, it } from 'vitest';
import { isAdminRole, isFacilityRole, isProvisionallyActive, normalizeRole } from './roles';

describe('normalizeRole (spec 3.2)', () => {
  it.each([
    ['Admin', 'Admin'],
    ['admin', 'Admin'],
    ['ADMIN', 'Admin'],
    ['Provider', 'Provider'],
    ['provider', 'Provider'],
    ['MedicalFacility', 'MedicalFacility'],
    ['medicalfacility', 'MedicalFacility'],
    ['MEDICALFACILITY', 'MedicalFacility'],
    ['Facility_NP', 'Facility_NP'],
    ['facility_np', 'Facility_NP'],
    ['FacilityNP', 'Facility_NP'],
    ['facilitynp', 'Facility_NP'],
    [' Provider ', 'Provider'],
  ])('%o is %s', (input, role) => {
    expect(normalizeRole(input)).toBe(role);
  });

  it.each([null, undefined, '', 'physician', 'Medical Facility', 'superuser', 'Facility-NP'])(
    '%o is no known role',
    (input) => {
      expect(normalizeRole(input)).toBeNull();
    },
  );
});

describe('isAdminRole and isFacilityRole', () => {
  it('compare case-insensitively', () => {
    expect(isAdminRole('aDmIn')).toBe(true);
    expect(isAdminRole('Provider')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isFacilityRole('medicalfacility')).toBe(true);
    expect(isFacilityRole('FacilityNP')).toBe(true);
    expect(isFacilityRole('Facility_NP')).toBe(true);
    expect(isFacilityRole('Admin')).toBe(false);
    expect(isFacilityRole(undefined)).toBe(false);
  });
});

describe('isProvisionallyActive', () => {
  it.each([
    'Provisionally Active',
    'provisionally active',
    'PROVISIONALLY ACTIVE',
    'ProvisionallyActive',
    'provisionally_active',
    'Provisionally-Active',
  ])('%o is provisionally active', (status) => {
    expect(isProvisionallyActive(status)).toBe(true);
  });

  it.each(['Active', 'New', 'In Progress', 'Deactivated', 'Provisionally', '', null, undefined])(
    '%o is not',
    (status) => {
      expect(isProvisionallyActive(status)).toBe(false);
    },
  );
});
