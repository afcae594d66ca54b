import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGES } from '~/route-table.js';
import { ADMIN_ONLY_TEXT, adminPageRefusal, ownAccountPath, postLoginDestination } from './destinations';
import { isAdminRole } from './roles';

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

describe('adminPageRefusal', () => {
  const role = fc.oneof(
    fc.constantFrom(
      'Admin',
      'admin',
      'ADMIN',
      'Provider',
      'physician',
      'MedicalFacility',
      'Facility_NP',
      'FacilityNP',
    ),
    fc.string({ maxLength: 20 }),
    fc.constant(null),
  );
  const status = fc.oneof(
    fc.constantFrom(
      'New',
      'In Progress',
      'Provisionally Active',
      'provisionally_active',
      'Active',
      'Deactivated',
    ),
    fc.string({ maxLength: 20 }),
    fc.constant(null),
  );

  it("lets an admin through, and sends anyone else to the login's landing page for them, saying why", () => {
    fc.assert(
      fc.property(role, status, (r, s) => {
        const refusal = adminPageRefusal(r, s);
        if (isAdminRole(r)) return refusal === null;
        return refusal?.to === postLoginDestination(r, s) && refusal.message === ADMIN_ONLY_TEXT;
      }),
    );
  });

  it('never sends anyone to a page for admins, where they would be refused again', () => {
    fc.assert(
      fc.property(role, status, (r, s) => {
        const to = adminPageRefusal(r, s)?.to;
        return to === undefined || PAGES.find((page) => page.path === to)?.access === 'user';
      }),
    );
  });

  it('says it in these words', () => {
    expect(adminPageRefusal('Provider', 'Active')).toEqual({
      to: '/availableCases',
      message: 'That page is for admins.',
    });
  });
});
