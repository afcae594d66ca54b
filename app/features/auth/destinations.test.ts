import { describe, expect, it } from 'vitest';
import { ownAccountPath, postLoginDestination } from './destinations';

const STATUSES = ['New', 'In Progress', 'Active', 'Deactivated'] as const;

describe('postLoginDestination (spec 4.1)', () => {
  describe.each(['MedicalFacility', 'Facility_NP', 'FacilityNP', 'medicalfacility'])(
    'facility role %s',
    (role) => {
      it.each(['Provisionally Active', 'provisionally active', 'ProvisionallyActive'])(
        'with status %o goes to the facility account detail page',
        (status) => {
          expect(postLoginDestination(role, status)).toBe('/facility-account-detail');
        },
      );

      it.each([...STATUSES, null])('with status %o goes to upload project', (status) => {
        expect(postLoginDestination(role, status)).toBe('/upload-project');
      });
    },
  );

  it.each([...STATUSES, 'Provisionally Active', null])(
    'Admin with status %o goes to the admin page',
    (status) => {
      expect(postLoginDestination('Admin', status)).toBe('/admin');
      expect(postLoginDestination('admin', status)).toBe('/admin');
    },
  );

  it.each(['Provisionally Active', 'provisionally active', 'ProvisionallyActive'])(
    'Provider (or physician, spec 3.2) with status %o goes to selected cases',
    (status) => {
      expect(postLoginDestination('Provider', status)).toBe('/selectedCases');
      expect(postLoginDestination('physician', status)).toBe('/selectedCases');
    },
  );

  it.each([...STATUSES, null])('Provider with status %o goes to available cases', (status) => {
    expect(postLoginDestination('Provider', status)).toBe('/availableCases');
  });

  it.each([
    ['physician', 'Active'],
    ['superuser', 'Provisionally Active'],
    [null, null],
    ['', 'Active'],
  ])('anyone else (%o, %o) goes to available cases', (role, status) => {
    expect(postLoginDestination(role, status)).toBe('/availableCases');
  });
});

describe('ownAccountPath (/account-detail)', () => {
  it.each([
    ['Provider', '/about-me'],
    ['MedicalFacility', '/account-details'],
    ['Facility_NP', '/account-details'],
    ['FacilityNP', '/account-details'],
    ['Admin', '/admin'],
    ['admin', '/admin'],
  ])('%s goes to %s', (role, path) => {
    expect(ownAccountPath(role)).toBe(path);
  });
});
